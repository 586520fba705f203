// The recurrence engine: each execution of a subscription is one `subscription.execute` job on the
// account's schedule, due at 00:00 of its day. Running it charges the period — a new charge with
// its boleto, or the stored card — and schedules the next one, or ends the subscription `expired`
// once the plan's `repeats` charges exist. All inside the clock walk's transaction.
import type { AppContext } from './context.ts';
import type { PlanRecord } from '../store/plans-repo.ts';
import { recordChargeStatus } from './charge-status.ts';
import { recordSubscriptionStatus } from './subscription-status.ts';
import { applyBilletPayment, insertBilletCharge } from './boletos.ts';
import { applyCardPayment } from './card-payments.ts';
import { noPaymentYet } from './charges.ts';
import { billetTermsFrom } from '../domain/billet.ts';
import { cardTermsFrom } from '../domain/card-payment.ts';
import { creationHistory } from '../domain/charge.ts';
import { executionDate, hasNextExecution, periodDates, type SubscriptionPayment, type SubscriptionRecord } from '../domain/subscription.ts';
import { formatDate, formatTimestamp, parseTimestamp } from '../domain/clock.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

/** One installment never carries interest, whatever the account's installment settings. */
const SINGLE_PAYMENT = { interestFreeInstallments: 1, monthlyInterest: 0 };

/** A period's charge, `new`, carrying the subscription's items, metadata and token (no event yet). */
export function insertPeriodCharge(ctx: AppContext, subscription: SubscriptionRecord, period: number, at: string): ChargeRecord {
  const fields = periodChargeFields(subscription, period, at);
  const id = ctx.store.charges.insert(fields);
  return { ...noPaymentYet, id, ...fields };
}

/** What a period's charge takes from its subscription. */
function periodChargeFields(subscription: SubscriptionRecord, period: number, at: string) {
  return {
    accountId: subscription.accountId,
    status: 'new' as const,
    total: subscription.value,
    items: subscription.items,
    shippings: subscription.shippings,
    customId: subscription.customId,
    notificationUrl: subscription.notificationUrl,
    notificationToken: subscription.notificationToken,
    createdAt: at,
    subscriptionId: subscription.id,
    parcel: period,
  };
}

/** Puts the subscription's next execution on the schedule, if the plan has one. */
export function scheduleNextExecution(ctx: AppContext, subscription: SubscriptionRecord, plan: PlanRecord): void {
  const next = nextExecution(subscription, plan);
  if (next !== null) ctx.store.jobs.schedule(subscription.accountId, parseTimestamp(next)!, 'subscription.execute', subscription.id);
}

/** The day of the next execution (YYYY-MM-DD), or null: not paid yet, canceled, or every charge made. */
export function nextExecution(subscription: SubscriptionRecord, plan: PlanRecord): string | null {
  if (subscription.firstExecution === null || (subscription.status !== 'active' && subscription.status !== 'new_charge')) return null;
  if (!hasNextExecution(plan, subscription.occurrences)) return null;
  return executionDate(subscription.firstExecution, plan, subscription.occurrences + 1);
}

/** The due date the next period's charge will have: its boleto's, or (a card) the execution day itself. */
export function nextExpireAt(subscription: SubscriptionRecord, plan: PlanRecord): string | null {
  const next = nextExecution(subscription, plan);
  if (next === null || subscription.payment?.method !== 'banking_billet') return next;
  return periodDates(next, subscription.payment.schedule).expireAt;
}

/** The scheduled job: the next period of the subscription is charged. */
export function executeSubscription(ctx: AppContext, accountId: number, subscriptionId: number, atMs: number): boolean {
  const { store } = ctx;
  const subscription = store.subscriptions.find(accountId, subscriptionId);
  if (!subscription?.payment || subscription.firstExecution === null) return false;
  if (subscription.status !== 'active' && subscription.status !== 'new_charge') return false; // canceled meanwhile
  const plan = store.plans.find(accountId, subscription.planId)!;
  const occurrence = subscription.occurrences + 1;
  const execution = executionDate(subscription.firstExecution, plan, occurrence);
  const charged = chargeExecution(ctx, subscription, subscription.payment, occurrence, execution, atMs);
  subscription.occurrences = occurrence;
  store.subscriptions.setOccurrences(subscription.id, occurrence);
  if (!hasNextExecution(plan, occurrence)) {
    recordSubscriptionStatus(ctx, subscription, 'expired', atMs);
    return true;
  }
  // A first charge canceled or settled during a trial was not charged: nothing new is owed.
  if (charged && subscription.status !== 'new_charge') recordSubscriptionStatus(ctx, subscription, 'new_charge', atMs);
  scheduleNextExecution(ctx, subscription, plan);
  return true;
}

/**
 * The execution's charge: the first execution after a card trial charges the charge made at
 * subscription (unless it was canceled or settled meanwhile); later ones make theirs — a boleto
 * period's written at once with its boleto. Returns whether a charge was charged.
 */
function chargeExecution(ctx: AppContext, subscription: SubscriptionRecord, payment: SubscriptionPayment, occurrence: number, execution: string, atMs: number): boolean {
  if (occurrence > 1 && payment.method === 'banking_billet') {
    const fields = periodChargeFields(subscription, occurrence, formatTimestamp(atMs));
    insertBilletCharge(ctx, fields, payment.customer, periodBilletTerms(payment, fields.total, execution, atMs), atMs);
    return true;
  }
  const charge = occurrence === 1 ? ctx.store.charges.ofSubscription(subscription.id)[0] : insertPeriodCharge(ctx, subscription, occurrence, formatTimestamp(atMs));
  if (occurrence > 1) recordChargeStatus(ctx, charge, { previous: null, current: 'new', history: creationHistory }, atMs);
  if (charge.status !== 'new') return false;
  chargePeriod(ctx, payment, charge, execution, atMs);
  return true;
}

/** A boleto period's terms: the stored boleto with its due date (and discount date) moved to the period's. */
function periodBilletTerms(payment: Extract<SubscriptionPayment, { method: 'banking_billet' }>, total: number, execution: string, atMs: number) {
  const dates = periodDates(execution, payment.schedule);
  const { conditional_discount: discount } = payment.billet;
  const input = { ...payment.billet, expire_at: dates.expireAt, ...(discount && { conditional_discount: { ...discount, until_date: dates.discountUntil! } }) };
  return billetTermsFrom(input, total, formatDate(atMs), '');
}

/** The period's payment, issued from what the subscription stored when its method was chosen. */
function chargePeriod(ctx: AppContext, payment: SubscriptionPayment, charge: ChargeRecord, execution: string, atMs: number): void {
  if (payment.method === 'banking_billet') {
    applyBilletPayment(ctx, charge, payment.customer, periodBilletTerms(payment, charge.total, execution, atMs), atMs);
    return;
  }
  const input = { discount: payment.discount ?? undefined, message: payment.message ?? undefined, billing_address: payment.card.billingAddress };
  const terms = cardTermsFrom(input, charge.total, SINGLE_PAYMENT, '');
  applyCardPayment(ctx, charge, payment.customer, { ...terms, ...payment.card, refunded: 0 }, atMs);
}
