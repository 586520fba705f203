// PUT /v1/subscription/:id (Efí's SDKs: updateSubscription): a card subscription's plan, payer's
// e-mail and phone, items and shippings, and (PHP SDK's example) its card by a new payment_token.
// What changes applies from the next execution on: charges already made keep their value.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { PlanRecord } from '../store/plans-repo.ts';
import { findSubscription } from './subscriptions.ts';
import { findPlan } from './plans.ts';
import { useToken } from './card-payments.ts';
import { cardTermsFrom, refusalOf } from '../domain/card-payment.ts';
import { checkSplit, refuseDiscountWithSplit } from '../domain/marketplace.ts';
import { computeTotal, type ChargeItem, type Shipping } from '../domain/charge.ts';
import { checkPlanChange, checkUpdatable, subscriptionHistory, type SubscriptionPayment, type SubscriptionRecord } from '../domain/subscription.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { notFound } from '../domain/errors.ts';

export interface SubscriptionChanges {
  plan_id?: number;
  customer?: { email?: string | null; phone_number?: string };
  items?: ChargeItem[];
  shippings?: Shipping[];
  payment_token?: string;
}

/** A renewal is one installment: the value rule is the card's, without the account's interest. */
const SINGLE_PAYMENT = { interestFreeInstallments: 1, monthlyInterest: 0 };

export function updateSubscription(ctx: AppContext, account: AccountRow, subscriptionId: number, changes: SubscriptionChanges): { subscription: SubscriptionRecord; plan: PlanRecord } {
  const nowMs = accountNow(ctx, account);
  const { store } = ctx;
  return store.transaction(() => {
    const subscription = findSubscription(ctx, account, subscriptionId);
    const payment = checkUpdatable(subscription);
    const currentPlan = findPlan(ctx, account, subscription.planId);
    const plan = changes.plan_id === undefined ? currentPlan : planOf(ctx, account, changes.plan_id);
    checkPlanChange(currentPlan, plan, subscription.occurrences);
    if (changes.items) {
      checkSplit(changes.items);
      // The card's discount was accepted at pay; a split arriving now meets the same rule (3500073).
      refuseDiscountWithSplit(changes.items, payment.discount ? '/items' : null);
    }
    const items = changes.items ?? subscription.items;
    const shippings = changes.shippings ?? subscription.shippings;
    const value = computeTotal(items, shippings ?? undefined);
    // The next executions must still be chargeable: the card's minimum and limit, after its discount.
    cardTermsFrom({ discount: payment.discount ?? undefined }, value, SINGLE_PAYMENT, '');
    const updated: SubscriptionPayment = {
      ...payment,
      customer: { ...payment.customer, ...changes.customer },
      card: changes.payment_token === undefined ? payment.card : cardOf(ctx, account, changes.payment_token, payment, nowMs),
    };
    store.subscriptions.setTerms(subscription.id, { planId: plan.id, value, items, shippings });
    store.subscriptions.setPayment(subscription.id, updated, subscription.firstExecution!);
    store.subscriptions.addHistory(subscription.id, subscriptionHistory.updated, formatTimestamp(nowMs));
    return { subscription: { ...subscription, planId: plan.id, value, items, shippings, payment: updated }, plan };
  });
}

/** A plan named in the body: an unknown one (or another account's) is 3500010 on `plan_id`. */
function planOf(ctx: AppContext, account: AccountRow, planId: number): PlanRecord {
  const plan = ctx.store.plans.find(account.id, planId);
  if (!plan) throw notFound('plan_id');
  return plan;
}

/** The new card the next executions charge; the billing address stays the one given at payment. */
function cardOf(ctx: AppContext, account: AccountRow, token: string, payment: Extract<SubscriptionPayment, { method: 'credit_card' }>, nowMs: number) {
  const card = useToken(ctx, account, token, nowMs, '/payment_token');
  return { brand: card.brand, mask: card.card_mask, refusal: refusalOf(card.outcome), billingAddress: payment.card.billingAddress };
}
