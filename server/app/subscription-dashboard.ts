// The control API's views of plans and subscriptions (the dashboard's tables): the lists, and one
// subscription with its periods' charges, free-text history and token. A subscription and a plan
// are also shown as the /v1 API shows them, so their records come along for the route to shape
// with that API's views.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { findPlan, listPlans } from './plans.ts';
import { cancelSubscription, getSubscription } from './subscriptions.ts';
import { customerName } from '../domain/billet-record.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import { parseSearch } from '../domain/search.ts';
import type { SubscriptionStatus } from '../domain/subscription.ts';

/** Plans with how many subscriptions each has had (a plan with any cannot be deleted). */
export function listPlanSummaries(ctx: AppContext, account: AccountRow, filter: { name?: string; limit: number; offset: number }) {
  const { total, rows } = listPlans(ctx, account, filter);
  return { total, plans: rows.map((plan) => ({ plan, subscriptions: ctx.store.plans.subscriptionCount(plan.id) })) };
}

/** `q` finds a subscription by its own fields or by any of its periods' charges (a typed line, a charge id). */
export function listSubscriptions(ctx: AppContext, account: AccountRow, filter: { q?: string; status?: SubscriptionStatus; limit: number; offset: number }) {
  const search = parseSearch(filter.q) ?? undefined;
  const owners = search && ctx.store.charges.ownersMatching(account.id, 'subscription_id', search);
  const { total, rows } = ctx.store.subscriptions.list(account.id, { search, owners, status: filter.status, limit: filter.limit, offset: filter.offset });
  return {
    total,
    subscriptions: rows.map((subscription) => ({
      subscription,
      plan: findPlan(ctx, account, subscription.planId),
      customer_name: customerName(subscription.payment?.customer),
    })),
  };
}

/** Each period's charge as a table row shows it: its boleto's due date and typed line, or its card. */
function periodRow(charge: ChargeRecord) {
  return {
    charge_id: charge.id,
    parcel: charge.parcel,
    status: charge.status,
    total: charge.total,
    payment_method: charge.paymentMethod,
    expire_at: charge.billet?.expireAt ?? null,
    typed_line: charge.billet?.typedLine ?? null,
    card_mask: charge.card?.mask ?? null,
    created_at: charge.createdAt,
  };
}

export function subscriptionDetail(ctx: AppContext, account: AccountRow, subscriptionId: number) {
  const { subscription, plan, charges } = getSubscription(ctx, account, subscriptionId);
  return {
    subscription,
    plan,
    charges,
    view: {
      charges: ctx.store.charges.ofSubscription(subscription.id).map(periodRow),
      history: ctx.store.subscriptions.history(subscription.id),
      customer_name: customerName(subscription.payment?.customer),
      trial_days: subscription.payment?.method === 'credit_card' ? subscription.payment.trialDays : null,
      first_execution: subscription.firstExecution,
      notification_token: subscription.notificationToken,
    },
  };
}

/**
 * The payer unsubscribes (the link at the foot of every subscription e-mail): the same cancel,
 * told apart in the history. Answers with the subscription as it now is.
 */
export function cancelByPayer(ctx: AppContext, account: AccountRow, subscriptionId: number) {
  cancelSubscription(ctx, account, subscriptionId, 'payer');
  return subscriptionDetail(ctx, account, subscriptionId);
}
