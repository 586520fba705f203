// Card use cases: paying a charge by card (two steps or one), trying again after a refusal, the
// capture on the next day of the account's clock, refunds, and the payer's dispute.
import { refuseDiscountWithSplit } from '../domain/marketplace.ts';
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { createCharge, findCharge, type CreateChargeInput } from './charges.ts';
import { recordChargeStatus } from './charge-status.ts';
import { refuseLinkCharge, refuseSubscriptionCharge } from './charge-owner.ts';
import { consumePaymentToken } from './payment-tokens.ts';
import { installmentSettingsOf } from './installments.ts';
import { captureDate, cardTermsFrom, refundAmount, refusalOf, type BillingAddress, type CardChoiceInput, type CardPaymentRecord } from '../domain/card-payment.ts';
import { checkCustomerDocuments } from '../domain/billet.ts';
import { beneficiaryCnpj } from './boleto-view-model.ts';
import type { Customer } from '../domain/billet-record.ts';
import { transitionCharge } from '../domain/charge.ts';
import { formatDate, formatTimestamp, parseTimestamp } from '../domain/clock.ts';
import { formatBRL } from '../domain/format.ts';
import { ApiError, invalidProperty, type ErrorKind } from '../domain/errors.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

export interface CreditCardInput extends CardChoiceInput {
  customer: Customer;
  payment_token: string;
}

export interface RetryInput {
  customer: Customer;
  billing_address: BillingAddress;
  payment_token: string;
  update_card?: boolean;
}

const CARD_POINTER = '/payment/credit_card';

/** The token's card and its sandbox outcome; an unknown token is a validation error on the field. */
export function useToken(ctx: AppContext, account: AccountRow, token: string, atMs: number, pointer = `${CARD_POINTER}/payment_token`) {
  const card = consumePaymentToken(ctx, account, token, atMs);
  if (!card) {
    throw invalidProperty(
      pointer,
      'payment_token desconhecido nesta conta: gere um com POST /sandbox/v1/payment-tokens, na página de cartões de teste ou com o tokenizador do navegador.',
    );
  }
  return card;
}

/**
 * The acquirer's answer, in the same instant as `waiting`: `unpaid` with the refusal's reason, or
 * `approved` and a capture on the next day of the account's clock.
 */
export function recordAcquirerAnswer(ctx: AppContext, charge: ChargeRecord, card: CardPaymentRecord, atMs: number): void {
  if (card.refusal) {
    recordChargeStatus(ctx, charge, 'cardRefused', atMs, { detail: card.refusal.reason });
    return;
  }
  recordChargeStatus(ctx, charge, 'cardApproved', atMs);
  ctx.store.jobs.removeForSubject('card.capture', charge.id);
  ctx.store.jobs.schedule(charge.accountId, parseTimestamp(captureDate(formatDate(atMs)))!, 'card.capture', charge.id);
}

/**
 * Inside the caller's transaction: the checks of a card payment of a charge still `new`, then its
 * token used. Returns the charge, the card the payment would record and the token's last digit;
 * nothing is recorded yet. `pointer` is where the card's fields sit in the request (`/payment/
 * credit_card` on /v1, the body's root on /v2).
 */
export function prepareCardPayment(ctx: AppContext, account: AccountRow, chargeId: number, input: CreditCardInput, nowMs: number, pointer = CARD_POINTER) {
  const charge = findCharge(ctx, account, chargeId);
  refuseSubscriptionCharge(charge, 'pay');
  refuseLinkCharge(charge);
  if (charge.paymentMethod) throw new ApiError('alreadyHasPaymentMethod', 'A transação já possui forma de pagamento definida.');
  // Refusals that leave the token unused come first: status, documents, amounts.
  transitionCharge(charge.status, 'payWithCard');
  refuseDiscountWithSplit(charge.items, input.discount ? `${pointer}/discount` : null);
  checkCustomerDocuments(input.customer, `${pointer}/customer`, beneficiaryCnpj(account.id));
  const terms = cardTermsFrom(input, charge.total, installmentSettingsOf(account), pointer);
  const token = useToken(ctx, account, input.payment_token, nowMs, `${pointer}/payment_token`);
  const card: CardPaymentRecord = { ...terms, brand: token.brand, mask: token.card_mask, refusal: refusalOf(token.outcome), refunded: 0 };
  return { charge, card, lastDigit: token.last_digit };
}

/** POST /v1/charge/:id/pay with credit_card: `new` → `waiting` → `approved` or `unpaid`. */
export function payChargeWithCard(ctx: AppContext, account: AccountRow, chargeId: number, input: CreditCardInput): ChargeRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const { charge, card } = prepareCardPayment(ctx, account, chargeId, input, nowMs);
    applyCardPayment(ctx, charge, input.customer, card, nowMs);
    return findCharge(ctx, account, charge.id);
  });
}

/**
 * A charge still `new` is paid with a card, inside the caller's transaction: `waiting`, the payment
 * stored, then the acquirer's answer — unless the issuer first asks the payer for a 3-D Secure
 * challenge (`awaitChallenge`): the answer then comes when the payer answers it (card-3ds.ts).
 * A charge's or a subscription period's.
 */
export function applyCardPayment(ctx: AppContext, charge: ChargeRecord, customer: Customer, card: CardPaymentRecord, atMs: number, awaitChallenge = false): void {
  recordChargeStatus(ctx, charge, 'payWithCard', atMs);
  ctx.store.charges.setCardPayment(charge.id, { paymentCreatedAt: formatTimestamp(atMs), customer, card });
  if (!awaitChallenge) recordAcquirerAnswer(ctx, charge, card, atMs);
}

/** POST /v1/charge/one-step with credit_card: create and pay in one transaction. */
export function createOneStepCard(ctx: AppContext, account: AccountRow, input: CreateChargeInput & { payment: { credit_card: CreditCardInput } }): ChargeRecord {
  return ctx.store.transaction(() => {
    const charge = createCharge(ctx, account, input);
    return payChargeWithCard(ctx, account, charge.id, input.payment.credit_card);
  });
}

function requireCard(charge: ChargeRecord, refusal: ErrorKind, action: string): CardPaymentRecord {
  if (charge.paymentMethod !== 'credit_card' || !charge.card) {
    throw new ApiError(refusal, `Apenas transações pagas por cartão de crédito podem ser ${action}.`);
  }
  return charge.card;
}

/** POST /v1/charge/:id/retry: another card for a refused card charge, same installments. */
export function retryCardPayment(ctx: AppContext, account: AccountRow, chargeId: number, input: RetryInput): ChargeRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    const previous = requireCard(charge, 'notRetryable', 'retentadas');
    transitionCharge(charge.status, 'retryCard');
    checkCustomerDocuments(input.customer, `${CARD_POINTER}/customer`, beneficiaryCnpj(account.id));
    const token = useToken(ctx, account, input.payment_token, nowMs);
    // A retry (a /v1 route) asks for no 3-D Secure challenge: the earlier card's challenge record
    // does not describe this card, so it is not carried over.
    const { tds: _earlierChallenge, ...earlier } = previous;
    const card: CardPaymentRecord = {
      ...earlier,
      brand: token.brand,
      mask: token.card_mask,
      billingAddress: input.billing_address,
      refusal: refusalOf(token.outcome),
    };
    recordChargeStatus(ctx, charge, 'retryCard', nowMs);
    ctx.store.charges.setCardPayment(charge.id, { paymentCreatedAt: formatTimestamp(nowMs), customer: input.customer, card });
    recordAcquirerAnswer(ctx, charge, card, nowMs);
    return findCharge(ctx, account, charge.id);
  });
}

/** The scheduled job: an approved card payment is confirmed, with what the payer paid. */
/** Returns whether it captured (false: nothing left to capture). */
export function captureCardPayment(ctx: AppContext, accountId: number, chargeId: number, atMs: number): boolean {
  const charge = ctx.store.charges.find(accountId, chargeId);
  // Canceled, settled or refused meanwhile: nothing left to capture.
  if (!charge?.card || charge.status !== 'approved') return false;
  const payment = { value: charge.card.total, receivedByBankAt: formatDate(atMs) };
  recordChargeStatus(ctx, charge, 'captureCard', atMs, { payment });
  ctx.store.charges.setPaid(charge.id, payment.value, payment.receivedByBankAt);
  return true;
}

/**
 * POST /v1/charge/card/:id/refund: the whole payment or part of it. Partial refunds add up; the
 * charge becomes `refunded` when nothing is left to return.
 */
export function refundCardCharge(ctx: AppContext, account: AccountRow, chargeId: number, amount: number | undefined): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    const card = requireCard(charge, 'notRefundable', 'reembolsadas');
    transitionCharge(charge.status, 'refund');
    const value = refundAmount(card, amount);
    const refunded = card.refunded + value;
    ctx.store.charges.setCard(charge.id, { ...card, refunded });
    if (refunded < card.total) {
      ctx.store.charges.addHistory(charge.id, `Reembolso parcial de ${formatBRL(value)}`, formatTimestamp(nowMs));
    } else {
      recordChargeStatus(ctx, charge, 'refund', nowMs);
    }
  });
}

/** Sandbox world action: the payer disputes a paid card charge with their card issuer. */
export function disputeCardCharge(ctx: AppContext, account: AccountRow, chargeId: number): ChargeRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    requireCard(charge, 'notDisputable', 'contestadas');
    recordChargeStatus(ctx, charge, 'dispute', nowMs);
    return findCharge(ctx, account, charge.id);
  });
}

export type DisputeWinner = 'merchant' | 'payer';

/**
 * Sandbox world action: the dispute ends. The merchant winning keeps the money (`paid` again, its
 * event carrying what stays paid); the payer winning gets it back (`refunded`).
 */
export function resolveCardDispute(ctx: AppContext, account: AccountRow, chargeId: number, winner: DisputeWinner): ChargeRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    const card = requireCard(charge, 'notDisputable', 'contestadas');
    if (winner === 'merchant') {
      const payment = { value: card.total - card.refunded, receivedByBankAt: charge.receivedByBankAt ?? formatDate(nowMs) };
      recordChargeStatus(ctx, charge, 'disputeWon', nowMs, { payment });
    } else {
      recordChargeStatus(ctx, charge, 'disputeLost', nowMs);
      ctx.store.charges.setCard(charge.id, { ...card, refunded: card.total });
    }
    return findCharge(ctx, account, charge.id);
  });
}
