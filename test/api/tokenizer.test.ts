// The browser tokenizer's endpoints, called here as payment-token-efi calls them in sandbox mode
// (the browser test drives the library itself): the account code, the per-account RSA key, the
// encrypted card checked like POST /sandbox/v1/payment-tokens, installments by account code, CORS
// on these three only, and hostile input answered 4xx in the error shape.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startSandbox, request, type ApiClient, type HttpResult } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { migrations } from '../../server/store/migrations/index.ts';
import { startServer } from '../../server/start.ts';
import { consumePaymentToken } from '../../server/app/payment-tokens.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const { ctx } = sandbox.server;

/** What the library sends from a shop's page: Origin of the shop, no credentials. */
const shopHeaders = { origin: 'https://loja.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' };

const get = (path: string) => request(sandbox.url, 'GET', path, { headers: shopHeaders });

async function publicKeyOf(api: ApiClient): Promise<string> {
  const result = await get(`/v1/pubkey?code=${api.accountCode}`);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data;
}

/** As JSEncrypt does it: PKCS#1 v1.5 type 2, one block, base64. */
function encrypt(publicKeyPem: string, plain: string | object): string {
  const text = typeof plain === 'string' ? plain : JSON.stringify(plain);
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString('base64');
}

const year = String(new Date().getFullYear() + 3);

/** The JSON the library encrypts (field names as it sends them; no salt in sandbox mode). */
function libraryCard(overrides: Record<string, unknown> = {}) {
  return {
    brand: 'visa',
    number: '4012001038443335',
    cvv: '123',
    expiration_month: '05',
    expiration_year: year,
    reuse: false,
    holder_name: 'Gorbadoc Oldbuck',
    holder_document: '94271564656',
    ...overrides,
  };
}

const sendCard = (api: ApiClient, data: string) => get(`/v1/card/${api.accountCode}/jsonp?${new URLSearchParams({ data })}`);

function assertRefused(result: HttpResult, code: number, what: string, property?: string) {
  assert.ok(result.status >= 400 && result.status < 500, `${what}: ${result.status} ${JSON.stringify(result.body)}`);
  assert.equal(result.body.code, code, `${what}: ${JSON.stringify(result.body)}`);
  assert.equal(typeof result.body.error, 'string', what);
  if (property !== undefined) assert.equal(result.body.error_description.property, property, what);
  assert.equal(result.headers.get('access-control-allow-origin'), '*', `${what}: the page can read the refusal`);
}

test('every account has an account code: 32 lower-case hex characters, in the creation answer and the list', async () => {
  const created = await request(sandbox.url, 'POST', '/sandbox/v1/accounts', { body: { name: 'Loja do código' } });
  assert.match(created.body.account_code, /^[0-9a-f]{32}$/);
  const other = await request(sandbox.url, 'POST', '/sandbox/v1/accounts', { body: {} });
  assert.notEqual(other.body.account_code, created.body.account_code);
  const listed = (await request(sandbox.url, 'GET', '/sandbox/v1/accounts')).body.accounts;
  assert.equal(listed.find((account: any) => account.account_id === created.body.account_id).account_code, created.body.account_code);
  assert.ok(listed.every((account: any) => /^[0-9a-f]{32}$/.test(account.account_code)), 'the default account has one too');
});

test('accounts made before account codes existed get one each when the database is upgraded', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-upgrade-'));
  const file = join(dir, 'sandbox.db');
  try {
    const old = new Database(file);
    for (const sql of migrations.slice(0, 4)) old.exec(sql);
    old.pragma('user_version = 4');
    const insert = old.prepare('INSERT INTO accounts (name, client_id, client_secret, created_at_ms) VALUES (?, ?, ?, 0)');
    for (const n of [1, 2, 3]) insert.run(`Antiga ${n}`, `Client_Id_old${n}`, `Client_Secret_old${n}`);
    old.close();

    const upgraded = await startServer({ db: file, port: 0, log: () => {} });
    try {
      const accounts = (await request(upgraded.url, 'GET', '/sandbox/v1/accounts')).body.accounts;
      const codes = accounts.map((account: any) => account.account_code);
      assert.ok(codes.every((code: string) => /^[0-9a-f]{32}$/.test(code)), JSON.stringify(codes));
      assert.equal(new Set(codes).size, codes.length, 'no two alike');
      const settings = await request(upgraded.url, 'GET', '/sandbox/v1/card-settings', {
        headers: { authorization: `Basic ${Buffer.from('Client_Id_old1:Client_Secret_old1').toString('base64')}` },
      });
      assert.deepEqual(settings.body, { interest_free_installments: 1, monthly_interest: 199 });
      const key = await request(upgraded.url, 'GET', `/v1/pubkey?code=${codes[0]}`);
      assert.equal(key.status, 200, 'an upgraded account can tokenize');
    } finally {
      await upgraded.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('GET /v1/pubkey: a 2048-bit RSA key per account, made once, no credentials needed', async () => {
  const shop = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  // Two first calls at once: the key is made once, both get the same.
  const [first, racing] = await Promise.all([get(`/v1/pubkey?code=${shop.accountCode}`), get(`/v1/pubkey?code=${shop.accountCode}`)]);
  assert.equal(first.status, 200);
  assert.equal(first.body.code, 200);
  assert.equal(racing.body.data, first.body.data);
  assert.match(first.body.data, /^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
  const key = createPublicKey(first.body.data);
  assert.equal(key.asymmetricKeyType, 'rsa');
  assert.equal(key.asymmetricKeyDetails?.modulusLength, 2048);
  assert.equal(await publicKeyOf(shop), first.body.data, 'the same key on later calls');
  assert.notEqual(await publicKeyOf(other), first.body.data, 'each account its own key');
  assert.equal(first.headers.get('access-control-allow-origin'), '*');
});

test('GET /v1/card/:code/jsonp: the encrypted card becomes a token of that account', async () => {
  const shop = await sandbox.newAccount();
  const result = await sendCard(shop, encrypt(await publicKeyOf(shop), libraryCard()));
  assert.equal(result.status, 200, JSON.stringify(result.body));
  assert.equal(result.headers.get('access-control-allow-origin'), '*');
  assert.deepEqual(Object.keys(result.body), ['code', 'data']);
  assert.equal(result.body.code, 200);
  assert.deepEqual(Object.keys(result.body.data).sort(), ['card_mask', 'payment_token']);
  assert.match(result.body.data.payment_token, /^[0-9a-f]{40}$/);
  assert.equal(result.body.data.card_mask, 'XXXXXXXXXXXX3335');

  // The token is the account's, single-use, and approves (last digit 5) when a payment uses it.
  const account = ctx.store.accounts.findById(shop.accountId)!;
  const used = consumePaymentToken(ctx, account, result.body.data.payment_token, Date.now());
  assert.deepEqual(used?.outcome, { approved: true, reason: null });
  const other = await sandbox.newAccount();
  assert.equal(consumePaymentToken(ctx, ctx.store.accounts.findById(other.accountId)!, result.body.data.payment_token, Date.now()), null);
});

test('the tokenizer keeps the sandbox card rule and `reuse`', async () => {
  const shop = await sandbox.newAccount();
  const key = await publicKeyOf(shop);
  const refused = await sendCard(shop, encrypt(key, libraryCard({ brand: 'mastercard', number: '5555555555554451', cvv: '321' })));
  assert.equal(refused.status, 200, 'a card that will be refused still tokenizes');
  const account = ctx.store.accounts.findById(shop.accountId)!;
  const outcome = consumePaymentToken(ctx, account, refused.body.data.payment_token, Date.now())!.outcome;
  assert.deepEqual(outcome, { approved: false, reason: 'Dados do cartão inválidos.' });

  const reusable = await sendCard(shop, encrypt(key, libraryCard({ reuse: true })));
  consumePaymentToken(ctx, account, reusable.body.data.payment_token, Date.now());
  assert.ok(consumePaymentToken(ctx, account, reusable.body.data.payment_token, Date.now()), 'reuse: true survives a second use');

  const amex = await sendCard(shop, encrypt(key, libraryCard({ brand: 'amex', number: '378282246310005', cvv: '1234' })));
  assert.equal(amex.body.data.card_mask, 'XXXXXXXXXXX0005');
});

test('the decrypted card gets exactly the checks of POST /sandbox/v1/payment-tokens', async () => {
  const shop = await sandbox.newAccount();
  const key = await publicKeyOf(shop);
  const cases: Array<[Record<string, unknown>, number, string?]> = [
    [{ brand: 'jcb' }, 3500056],
    [{ brand: 'diners' }, 3500056],
    [{ brand: undefined }, 3500056],
    [{ number: '4012001038443336' }, 3500058], // Luhn
    [{ number: '5555555555554444' }, 3500058], // a Mastercard sent as visa
    [{ number: 4012001038443335 }, 3500058],
    [{ cvv: '12' }, 3500011, '/cvv'],
    [{ brand: 'amex', number: '378282246310005', cvv: '123' }, 3500011, '/cvv'],
    [{ expiration_month: '13' }, 3500062],
    [{ expiration_year: '2001' }, 3500063],
    [{ expiration_year: '20' }, 3500063],
    [{ reuse: 'yes' }, 3500011, '/reuse'],
    [{ holder_name: 42 }, 3500011, '/holder_name'],
  ];
  for (const [change, code, property] of cases) {
    const viaTokenizer = await sendCard(shop, encrypt(key, libraryCard(change)));
    assertRefused(viaTokenizer, code, JSON.stringify(change), property);
    // Same code and description as the control API gives for the same card.
    const { holder_name: _name, holder_document: _document, ...plain } = libraryCard(change);
    if (property === '/reuse' || property === '/holder_name') continue;
    const viaControl = await shop.post('/sandbox/v1/payment-tokens', plain);
    assert.deepEqual(viaTokenizer.body, viaControl.body, JSON.stringify(change));
  }
  const unknownField = await sendCard(shop, encrypt(key, { ...libraryCard(), salt: 'sandbox_salt', future_field: 1 }));
  assert.equal(unknownField.status, 200, 'properties a newer library may add are ignored');
});

test('hostile data is a 4xx in the error shape, never a 5xx', async () => {
  const shop = await sandbox.newAccount();
  const key = await publicKeyOf(shop);
  const other = await sandbox.newAccount();
  const base = `/v1/card/${shop.accountCode}/jsonp`;
  const cases: Array<[string, number, string]> = [
    [base, 3500002, 'no data'],
    [`${base}?data=`, 3500002, 'empty data'],
    [`${base}?data=!!!not-base64!!!`, 3500011, 'not base64'],
    [`${base}?data=${'A'.repeat(5000)}`, 3500011, 'oversized'],
    [`${base}?data=${'QUFB'.repeat(2500)}`, 3500011, 'oversized, valid base64'],
    [`${base}?${new URLSearchParams({ data: randomBytes(256).toString('base64') })}`, 3500011, 'random bytes, not an RSA block for this key'],
    [`${base}?${new URLSearchParams({ data: randomBytes(300).toString('base64') })}`, 3500011, 'longer than one block'],
    [`${base}?${new URLSearchParams({ data: Buffer.from(JSON.stringify(libraryCard())).toString('base64') })}`, 3500011, 'the card in clear'],
    [`${base}?data=%E0%A4%A`, 3500011, 'broken percent-encoding'],
    [`${base}?${new URLSearchParams({ data: encrypt(key, 'not json') })}`, 3500011, 'encrypted, not JSON'],
    [`${base}?${new URLSearchParams({ data: encrypt(key, '[1,2]') })}`, 3500011, 'encrypted array'],
    [`${base}?${new URLSearchParams({ data: encrypt(key, 'null') })}`, 3500011, 'encrypted null'],
    [`${base}?${new URLSearchParams({ data: encrypt(key, '\u0000\u00ff') })}`, 3500011, 'encrypted binary'],
  ];
  for (const [path, code, what] of cases) {
    assertRefused(await get(path), code, what);
  }
  // Encrypted for another account: the message says what usually causes it (the library's cookie).
  const foreign = await sendCard(shop, encrypt(await publicKeyOf(other), libraryCard()));
  assertRefused(foreign, 3500011, 'another account key', 'data');
  assert.match(foreign.body.error_description.message, /H_publicKey/);

  // Before the account ever gave out its key there is nothing it could decrypt.
  const keyless = await sandbox.newAccount();
  const early = await sendCard(keyless, encrypt(key, libraryCard()));
  assertRefused(early, 3500011, 'no key yet', 'data');
  assert.match(early.body.error_description.message, /\/v1\/pubkey/);
});

test('a + left unencoded in the query (read as a space) still decrypts', async () => {
  const shop = await sandbox.newAccount();
  const key = await publicKeyOf(shop);
  let data = '';
  while (!data.includes('+')) data = encrypt(key, libraryCard());
  const result = await rawRequest(sandbox.url, 'GET', `/v1/card/${shop.accountCode}/jsonp?data=${data.replace(/\//g, '%2F').replace(/=/g, '%3D')}`);
  assert.equal(result.status, 200, result.text);
});

test('an unknown account code is 3500050 on all three calls', async () => {
  const shop = await sandbox.newAccount();
  const data = encodeURIComponent(encrypt(await publicKeyOf(shop), libraryCard()));
  const unknown = '0123456789abcdef0123456789abcdef';
  const paths = [
    `/v1/pubkey?code=${unknown}`,
    '/v1/pubkey',
    '/v1/pubkey?code=',
    `/v1/pubkey?code=${shop.accountCode.toUpperCase()}`,
    `/v1/pubkey?code=${shop.clientId}`,
    `/v1/pubkey?code=${'x'.repeat(5000)}`,
    `/v1/card/${unknown}/jsonp?data=${data}`,
    `/v1/card/${shop.clientId}/jsonp?data=${data}`,
    `/v1/installments/${unknown}/jsonp?brand=visa&total=5000`,
    `/v1/installments/%00/jsonp?brand=visa&total=5000`,
  ];
  for (const path of paths) {
    const result = await get(path);
    assertRefused(result, 3500050, path.slice(0, 80));
    assert.equal(result.body.error, 'invalid_account_identifier');
  }
});

test('GET /v1/installments/:code/jsonp answers like GET /v1/installments, with the account settings', async () => {
  const shop = await sandbox.newAccount();
  await shop.put('/sandbox/v1/card-settings', { interest_free_installments: 2 });
  const open = await get(`/v1/installments/${shop.accountCode}/jsonp?brand=elo&total=20000`);
  assert.equal(open.status, 200);
  assert.equal(open.headers.get('access-control-allow-origin'), '*');
  const bearer = await shop.get('/v1/installments?brand=elo&total=20000');
  assert.deepEqual(open.body, bearer.body);
  assert.equal(open.body.data.installments[1].has_interest, false);
  assert.equal(open.body.data.installments[2].interest_percentage, 199);

  const base = `/v1/installments/${shop.accountCode}/jsonp`;
  assertRefused(await get(`${base}?total=5000`), 3500056, 'no brand');
  assertRefused(await get(`${base}?brand=aura&total=5000`), 3500056, 'retired brand');
  assertRefused(await get(`${base}?brand=visa`), 3500053, 'no total');
  assertRefused(await get(`${base}?brand=visa&total=499`), 4600036, 'below the minimum');
  assertRefused(await get(`${base}?brand=visa&total=10000000000`), 3500006, 'above the limit');
});

test('CORS on the three tokenizer calls only: preflights granted there, nowhere else', async () => {
  const shop = await sandbox.newAccount();
  for (const path of ['/v1/pubkey', `/v1/card/${shop.accountCode}/jsonp`, `/v1/installments/${shop.accountCode}/jsonp`]) {
    const preflight = await rawRequest(sandbox.url, 'OPTIONS', path, {
      origin: 'https://loja.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'content-type',
    });
    assert.equal(preflight.status, 204, path);
    assert.equal(preflight.headers['access-control-allow-origin'], '*', path);
    assert.equal(preflight.headers['access-control-allow-methods'], 'GET', path);
    assert.equal(preflight.headers['access-control-allow-headers'], 'Content-Type', path);
    assert.equal(preflight.text, '');
  }
  const elsewhere: Array<[string, string]> = [
    ['OPTIONS', '/v1/installments'],
    ['GET', '/v1/installments?brand=visa&total=5000'],
    ['OPTIONS', '/v1/authorize'],
    ['POST', '/v1/authorize'],
    ['OPTIONS', '/sandbox/v1/card-settings'],
    ['GET', '/sandbox/v1/card-settings'],
    ['OPTIONS', '/sandbox/v1/payment-tokens'],
    ['POST', '/v1/pubkey'],
    ['GET', '/v1/card'],
  ];
  for (const [method, path] of elsewhere) {
    const result = await rawRequest(sandbox.url, method, path, {
      origin: 'https://loja.example',
      'access-control-request-method': 'GET',
      authorization: `Bearer ${shop.token}`,
    });
    const cors = Object.keys(result.headers).filter((name) => name.startsWith('access-control-'));
    assert.deepEqual(cors, [], `${method} ${path}`);
  }
});

test('the host guard still applies: the real tokenizer host name is refused (tests route it, see the README)', async () => {
  const shop = await sandbox.newAccount();
  const result = await rawRequest(sandbox.url, 'GET', `/v1/pubkey?code=${shop.accountCode}`, { host: 'cobrancas-h.api.efipay.com.br' });
  assert.equal(result.status, 403);
  assert.equal(result.body.error, 'forbidden');
});

test("the tokenizer's calls are in the account's request log, the encrypted card left out", async () => {
  const shop = await sandbox.newAccount();
  const data = encrypt(await publicKeyOf(shop), libraryCard());
  const issued = await sendCard(shop, data);
  const log = (await shop.get('/sandbox/v1/requests?limit=10')).body.requests;
  const card = log.find((entry: any) => entry.path.startsWith('/v1/card/'));
  assert.ok(card, JSON.stringify(log.map((entry: any) => entry.path)));
  assert.equal(card.path, `/v1/card/${shop.accountCode}/jsonp?data=<cifrado:${new URLSearchParams({ data }).toString().length - 5}>`);
  assert.equal(card.status, 200);
  assert.match(card.response_body, new RegExp(issued.body.data.payment_token));
  assert.ok(log.some((entry: any) => entry.path === `/v1/pubkey?code=${shop.accountCode}`));
  assert.ok(!JSON.stringify(log).includes(data.slice(0, 40)));
});
