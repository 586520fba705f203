// Subscription use cases (wire-format §7.30–7.36): subscribe, choose the payment method (two steps
// or one), read, change metadata, add history, cancel — each one transaction. Each later period
// runs as a scheduled job on the account's clock (subscription-executions.ts).
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { PlanRecord } from '../store/plans-repo.ts';
import { timeOrderedUuid } from './ids.ts';
import { findPlan } from './plans.ts';
import { recordChargeStatus } from './charge-status.ts';
import { refuseLinkCharge } from './charge-owner.ts';
import { recordSubscriptionEvent, recordSubscriptionStatus } from './subscription-status.ts';
import { redeliverLatestEvent } from './deliveries.ts';
import { applyBilletPayment, billetDiscountPointer, type BilletChoiceInput } from './boletos.ts';
import { applyCardPayment, useToken } from './card-payments.ts';
import { installmentSettingsOf } from './installments.ts';
import { insertPeriodCharge, scheduleNextExecution } from './subscription-executions.ts';
import { billetTermsFrom, checkCustomerDocuments } from '../domain/billet.ts';
import { beneficiaryCnpj } from './boleto-view-model.ts';
import type { Customer } from '../domain/billet-record.ts';
import { cardTermsFrom, refusalOf, type BillingAddress } from '../domain/card-payment.ts';
import { checkSplit, refuseDiscountWithSplit } from '../domain/marketplace.ts';
import { computeTotal, creationHistory, transitionCharge, type ChargeItem, type Shipping } from '../domain/charge.ts';
import type { Discount } from '../domain/money.ts';
import {
  billetScheduleFrom,
  checkCancelable,
  checkPayable,
  checkSingleInstallment,
  firstExecutionDate,
  subscriptionHistory,
  type SubscriptionPayment,
  type SubscriptionRecord,
} from '../domain/subscription.ts';
import { formatDate, formatTimestamp } from '../domain/clock.ts';
import { notFound } from '../domain/errors.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

export interface CreateSubscriptionInput {
  items: ChargeItem[];
  shippings?: Shipping[];
  metadata?: { custom_id?: string | null; notification_url?: string | null };
}

export interface SubscriptionCardInput {
  customer: Customer;
  billing_address: BillingAddress;
  payment_token: string;
  installments?: number;
  discount?: Discount;
  message?: string;
  trial_days?: number;
}

export type SubscriptionPaymentChoice =
  | { banking_billet: BilletChoiceInput; credit_card?: never }
  | { credit_card: SubscriptionCardInput; banking_billet?: never };

export interface PaidSubscription {
  subscription: SubscriptionRecord;
  plan: PlanRecord;
  /** The first period's charge: paid, being paid, or (during a card trial) still `new`. */
  charge: ChargeRecord;
}

const BILLET_POINTER = '/payment/banking_billet';
const CARD_POINTER = '/payment/credit_card';

/**
 * POST /v1/plan/:id/subscription: the subscription `new` and its first charge `new`, under one
 * token, in the order of the reference's subscription tab (§5.2): `subscription`, then
 * `subscription_charge`.
 */
export function createSubscription(ctx: AppContext, account: AccountRow, planId: number, input: CreateSubscriptionInput) {
  const nowMs = accountNow(ctx, account);
  const at = formatTimestamp(nowMs);
  const { store } = ctx;
  checkSplit(input.items);
  return store.transaction(() => {
    const plan = findPlan(ctx, account, planId);
    const fields = {
      accountId: account.id,
      planId: plan.id,
      status: 'new' as const,
      value: computeTotal(input.items, input.shippings),
      items: input.items,
      shippings: input.shippings ?? null,
      customId: input.metadata?.custom_id ?? null,
      notificationUrl: input.metadata?.notification_url ?? null,
      notificationToken: timeOrderedUuid(),
      createdAt: at,
    };
    const subscription: SubscriptionRecord = { id: store.subscriptions.insert(fields), ...fields, payment: null, firstExecution: null, occurrences: 0 };
    // The charge row first: the subscription's own event is delivered through it.
    const charge = insertPeriodCharge(ctx, subscription, 1, at);
    store.subscriptions.addHistory(subscription.id, subscriptionHistory.created, at);
    recordSubscriptionEvent(ctx, subscription, null, 'new', nowMs);
    recordChargeStatus(ctx, charge, { previous: null, current: 'new', history: creationHistory }, nowMs);
    return { subscription, charges: [charge] };
  });
}

/** The subscription, if it belongs to this account; another tenant's id reads as unknown. */
export function findSubscription(ctx: AppContext, account: Pick<AccountRow, 'id'>, subscriptionId: number): SubscriptionRecord {
  const subscription = ctx.store.subscriptions.find(account.id, subscriptionId);
  if (!subscription) throw notFound('id');
  return subscription;
}

/**
 * POST /v1/subscription/:id/pay: the method is chosen once, while `new` (3500067). The first
 * period is charged now — its boleto issued, or the card charged — unless a card trial puts the
 * first execution `trial_days` later; the subscription is `active` from now on either way, and the
 * next execution goes on the account's schedule.
 */
export function paySubscription(ctx: AppContext, account: AccountRow, subscriptionId: number, choice: SubscriptionPaymentChoice): PaidSubscription {
  const nowMs = accountNow(ctx, account);
  const today = formatDate(nowMs);
  const { store } = ctx;
  return store.transaction(() => {
    const subscription = findSubscription(ctx, account, subscriptionId);
    checkPayable(subscription.status);
    const plan = findPlan(ctx, account, subscription.planId);
    const charge = store.charges.ofSubscription(subscription.id)[0];
    // A subscription made with a payment link is paid by the payer on the link's page (3500030).
    refuseLinkCharge(charge);
    let payment: SubscriptionPayment;
    let firstExecution = today;
    if (choice.banking_billet) {
      const { customer, ...billet } = choice.banking_billet;
      refuseDiscountWithSplit(subscription.items, billetDiscountPointer(billet));
      checkCustomerDocuments(customer, `${BILLET_POINTER}/customer`, beneficiaryCnpj(account.id));
      const terms = billetTermsFrom(billet, subscription.value, today, BILLET_POINTER);
      payment = { method: 'banking_billet', customer, billet, schedule: billetScheduleFrom(today, terms.expireAt, terms.conditionalDiscount?.until_date ?? null) };
      applyBilletPayment(ctx, charge, customer, terms, nowMs);
    } else {
      const input = choice.credit_card;
      checkSingleInstallment(input.installments);
      transitionCharge(charge.status, 'payWithCard');
      refuseDiscountWithSplit(subscription.items, input.discount ? `${CARD_POINTER}/discount` : null);
      checkCustomerDocuments(input.customer, `${CARD_POINTER}/customer`, beneficiaryCnpj(account.id));
      const terms = cardTermsFrom({ ...input, installments: 1 }, subscription.value, installmentSettingsOf(account), CARD_POINTER);
      const token = useToken(ctx, account, input.payment_token, nowMs);
      const card = { brand: token.brand, mask: token.card_mask, refusal: refusalOf(token.outcome), billingAddress: input.billing_address };
      payment = { method: 'credit_card', customer: input.customer, card, discount: terms.discount, message: terms.message, trialDays: input.trial_days ?? null };
      firstExecution = firstExecutionDate(today, input.trial_days);
      // During a trial the first charge waits, `new`, for its execution day.
      if (!input.trial_days) applyCardPayment(ctx, charge, input.customer, { ...terms, ...card, refunded: 0 }, nowMs);
    }
    activate(ctx, subscription, plan, payment, firstExecution, nowMs);
    return { subscription, plan, charge: store.charges.find(account.id, charge.id)! };
  });
}

/** The method chosen: kept for the later periods, the subscription `active`, its next execution scheduled. */
function activate(ctx: AppContext, subscription: SubscriptionRecord, plan: PlanRecord, payment: SubscriptionPayment, firstExecution: string, nowMs: number): void {
  const occurrences = firstExecution === formatDate(nowMs) ? 1 : 0;
  ctx.store.subscriptions.setPayment(subscription.id, payment, firstExecution);
  ctx.store.subscriptions.setOccurrences(subscription.id, occurrences);
  Object.assign(subscription, { payment, firstExecution, occurrences });
  recordSubscriptionStatus(ctx, subscription, 'active', nowMs);
  scheduleNextExecution(ctx, subscription, plan);
}

/**
 * The payer paid a subscription's first charge on its payment link (payment-links.ts `payLink`,
 * inside its transaction): the method chosen there is the subscription's from now on, with the
 * link's discount for that method, and the subscription is active as after POST /subscription/:id/pay.
 */
export function activateFromLink(ctx: AppContext, account: Pick<AccountRow, 'id'>, subscriptionId: number, payment: SubscriptionPayment, nowMs: number): void {
  const subscription = findSubscription(ctx, account, subscriptionId);
  checkPayable(subscription.status);
  activate(ctx, subscription, findPlan(ctx, account, subscription.planId), payment, formatDate(nowMs), nowMs);
}

/** POST /v1/plan/:id/subscription/one-step: subscribe and pay in one transaction. */
export function createOneStepSubscription(
  ctx: AppContext,
  account: AccountRow,
  planId: number,
  input: CreateSubscriptionInput & { payment: SubscriptionPaymentChoice },
): PaidSubscription {
  return ctx.store.transaction(() => {
    const { subscription } = createSubscription(ctx, account, planId, input);
    return paySubscription(ctx, account, subscription.id, input.payment);
  });
}

export function getSubscription(ctx: AppContext, account: AccountRow, subscriptionId: number) {
  const subscription = findSubscription(ctx, account, subscriptionId);
  return {
    subscription,
    plan: findPlan(ctx, account, subscription.planId),
    charges: ctx.store.charges.subscriptionHistory(subscription.id),
  };
}

/**
 * PUT /v1/subscription/:id/cancel (and the payer's unsubscribe link): only from `new` or active
 * (3500040). Nothing more is scheduled; a first charge still waiting for a trial to end, or its
 * payment link still open, is canceled with it, while a boleto already issued stays payable, as a printed one would be.
 */
export function cancelSubscription(ctx: AppContext, account: AccountRow, subscriptionId: number, by: 'integrator' | 'payer' = 'integrator'): SubscriptionRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const subscription = findSubscription(ctx, account, subscriptionId);
    checkCancelable(subscription.status);
    ctx.store.jobs.removeForSubject('subscription.execute', subscription.id);
    recordSubscriptionStatus(ctx, subscription, 'canceled', nowMs, by === 'payer' ? subscriptionHistory.canceledByPayer : subscriptionHistory.canceled);
    for (const charge of ctx.store.charges.ofSubscription(subscription.id)) {
      // A first charge's payment link still open closes with it (one-step/link).
      if (charge.status === 'new' || charge.status === 'link') recordChargeStatus(ctx, charge, 'cancel', nowMs);
    }
    return subscription;
  });
}

/** PUT /v1/subscription/:id/metadata: the subscription and every charge; `resend` notifies the latest event again. */
export function updateSubscriptionMetadata(
  ctx: AppContext,
  account: AccountRow,
  subscriptionId: number,
  changes: { custom_id?: string | null; notification_url?: string | null; resend?: boolean },
): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const subscription = findSubscription(ctx, account, subscriptionId);
    const update = { customId: changes.custom_id, notificationUrl: changes.notification_url };
    ctx.store.subscriptions.setMetadata(subscription.id, update);
    ctx.store.charges.setSubscriptionMetadata(subscription.id, update);
    const url = changes.notification_url !== undefined ? changes.notification_url : subscription.notificationUrl;
    const firstCharge = ctx.store.charges.firstOfSubscription(subscription.id);
    if (changes.resend && url && firstCharge !== undefined) redeliverLatestEvent(ctx, account.id, subscription.notificationToken, firstCharge, nowMs);
  });
}

export function addSubscriptionHistory(ctx: AppContext, account: AccountRow, subscriptionId: number, description: string): void {
  const at = formatTimestamp(accountNow(ctx, account));
  ctx.store.transaction(() => {
    ctx.store.subscriptions.addHistory(findSubscription(ctx, account, subscriptionId).id, description, at);
  });
}
