// The browser tokenizer's side of the sandbox: what payment-token-efi calls in sandbox mode
// (sdks.md). A shop's page names the account by its account code, fetches the account's RSA public
// key, encrypts the card with it and sends it back; the card then goes through exactly the checks
// of POST /sandbox/v1/payment-tokens and gets a token of that account.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { issuePaymentToken, type CardInput, type IssuedPaymentToken } from './payment-tokens.ts';
import { decryptTokenizerData, newTokenizerKeyPair, PUBLIC_KEY_COOKIE_HINT } from './tokenizer-crypto.ts';
import { ApiError } from '../domain/errors.ts';

/** The account an account code names, or 3500050. */
export function accountByCode(ctx: AppContext, code: string | undefined): AccountRow {
  const account = code ? ctx.store.accounts.findByAccountCode(code) : undefined;
  if (!account) {
    const shown = code ? `[${code.slice(0, 64)}] ` : '';
    throw new ApiError(
      'invalidAccountCode',
      `Identificador de conta ${shown}inválido. Use o account_code da conta do sandbox (POST ou GET /sandbox/v1/accounts, ou o painel).`,
    );
  }
  return account;
}

/** The account's RSA public key (PEM); the key pair is made on the first call and kept. */
export async function tokenizerPublicKey(ctx: AppContext, account: AccountRow): Promise<string> {
  if (account.tokenizer_public_key) return account.tokenizer_public_key;
  const pair = await newTokenizerKeyPair();
  // Two first calls may race: the first pair stored wins and both answer it.
  const row = ctx.store.transaction(() => ctx.store.accounts.setTokenizerKeyOnce(account.id, pair.publicKey, pair.privateKey));
  return row?.tokenizer_public_key ?? pair.publicKey;
}

function invalidCard(property: string, message: string): ApiError {
  return new ApiError('invalidCardData', { property, message });
}

/**
 * The card as the library encrypts it — `{brand, number, cvv, expiration_month, expiration_year,
 * reuse, holder_name?, holder_document?}` (plus `salt` in production) — as the use case's input.
 * Properties the library may add later are ignored rather than refused: a shop's checkout must not
 * break in the sandbox because its library is newer.
 */
function cardFrom(plain: string): CardInput {
  let card: unknown;
  try {
    card = JSON.parse(plain);
  } catch {
    throw invalidCard('data', 'O conteúdo decifrado de [data] não é JSON.');
  }
  if (typeof card !== 'object' || card === null || Array.isArray(card)) {
    throw invalidCard('data', 'O conteúdo decifrado de [data] deve ser um objeto com os dados do cartão.');
  }
  const fields = card as Record<string, unknown>;
  if (fields.reuse !== undefined && typeof fields.reuse !== 'boolean') throw invalidCard('/reuse', 'O valor deve ser do tipo booleano.');
  for (const name of ['holder_name', 'holder_document']) {
    if (fields[name] !== undefined && typeof fields[name] !== 'string') throw invalidCard(`/${name}`, 'O valor deve ser do tipo string.');
  }
  return {
    brand: fields.brand,
    number: fields.number,
    cvv: fields.cvv,
    expiration_month: fields.expiration_month,
    expiration_year: fields.expiration_year,
    reuse: fields.reuse as boolean | undefined,
  };
}

/** GET /v1/card/:code/jsonp?data=…: decrypts the card and issues a token to the account. */
export async function tokenizeEncryptedCard(ctx: AppContext, account: AccountRow, data: string | undefined): Promise<IssuedPaymentToken> {
  if (data === undefined || data === '') throw new ApiError('missingData', 'O parâmetro [data] é obrigatório: os dados do cartão cifrados com a chave pública da conta.');
  if (!account.tokenizer_private_key) {
    throw invalidCard('data', `Esta conta ainda não deu sua chave pública (GET /v1/pubkey?code=<account_code>), então [data] foi cifrado com outra. ${PUBLIC_KEY_COOKIE_HINT}`);
  }
  const card = cardFrom(await decryptTokenizerData(account.tokenizer_private_key, data));
  // Read again after the await: the account's clock (card expiry) may have moved meanwhile.
  return issuePaymentToken(ctx, ctx.store.accounts.findById(account.id) ?? account, card);
}
