// POST /v2/charge/card: a one-step card charge authenticated with 3-D Secure. The charge, its
// checks and the acquirer's answer are the one-step card's (card-payments.ts); 3-D Secure adds the
// issuer's question — a card that asks for a challenge leaves the charge `waiting` until the payer
// answers it on the sandbox's challenge page, and only then does the acquirer answer.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { createCharge, findCharge, type CreateChargeInput } from './charges.ts';
import { applyCardPayment, prepareCardPayment, recordAcquirerAnswer, type CreditCardInput } from './card-payments.ts';
import { asksForChallenge, CHALLENGE_FAILED_REASON, checkCallbackUrl, parseChallengeCode, type TdsRecord } from '../domain/card-3ds.ts';
import { ApiError } from '../domain/errors.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

export interface TdsInput {
  tds_identifier: string;
  challenge_callback_url: string;
}

/** Create the charge and pay it by card, 3-D Secure first: answered, or waiting for the challenge. */
export function createCardChargeWith3ds(ctx: AppContext, account: AccountRow, input: { charge: CreateChargeInput; card: CreditCardInput; tds: TdsInput }): ChargeRecord {
  checkCallbackUrl(input.tds.challenge_callback_url, '/tds_info/challenge_callback_url');
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const created = createCharge(ctx, account, input.charge);
    // The card's fields sit at the body's root on /v2: pointers start there.
    const { charge, card, lastDigit } = prepareCardPayment(ctx, account, created.id, input.card, nowMs, '');
    // A card the acquirer refuses anyway is refused without a challenge.
    const challenge = card.refusal === null && asksForChallenge(lastDigit);
    const tds: TdsRecord = {
      identifier: input.tds.tds_identifier,
      callbackUrl: input.tds.challenge_callback_url,
      secret: challenge ? randomBytes(16).toString('hex') : null,
      challenge: challenge ? 'pending' : null,
    };
    applyCardPayment(ctx, charge, input.card.customer, { ...card, tds }, nowMs, challenge);
    return findCharge(ctx, account, charge.id);
  });
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The charge whose challenge page `code` addresses, and its account; null for a code that names
 * none (malformed, unknown, or a wrong secret: all alike to the caller).
 */
export function findChallenge(ctx: AppContext, code: string): { charge: ChargeRecord; account: AccountRow; tds: TdsRecord } | null {
  const parsed = parseChallengeCode(code);
  if (!parsed) return null;
  const account = ctx.store.accounts.findById(parsed.accountId);
  const charge = account && ctx.store.charges.find(account.id, parsed.chargeId);
  const tds = charge?.card?.tds;
  if (!account || !charge || !tds?.secret || !sameSecret(tds.secret, parsed.secret)) return null;
  return { charge, account, tds };
}

/**
 * The payer answers the challenge: passed, the acquirer answers as the card rule says (approved,
 * then captured the next day); failed, the charge is refused. Either way the status change sends
 * its event and callback. Returns where the payer's browser goes next.
 */
export function answerChallenge(ctx: AppContext, code: string, passed: boolean): { charge: ChargeRecord; callbackUrl: string } {
  return ctx.store.transaction(() => {
    const found = findChallenge(ctx, code);
    if (!found) throw new ApiError('routeNotFound', 'Desafio 3DS não encontrado.');
    const { charge, account, tds } = found;
    if (tds.challenge !== 'pending' || charge.status !== 'waiting') {
      throw new ApiError('challengeNotPending', `Este desafio 3DS já foi respondido ou a cobrança mudou de status (status atual: [${charge.status}]).`);
    }
    const nowMs = accountNow(ctx, account);
    const card = {
      ...charge.card!,
      refusal: passed ? charge.card!.refusal : { reason: CHALLENGE_FAILED_REASON, retry: true },
      tds: { ...tds, challenge: passed ? ('passed' as const) : ('failed' as const) },
    };
    ctx.store.charges.setCard(charge.id, card);
    recordAcquirerAnswer(ctx, charge, card, nowMs);
    return { charge: findCharge(ctx, account, charge.id), callbackUrl: tds.callbackUrl };
  });
}
