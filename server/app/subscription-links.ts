// POST /v1/plan/:id/subscription/one-step/link (issue 25 §1, the SDKs' createOneStepSubscriptionLink):
// a subscription whose first charge is a payment link. The payer pays it on the hosted page, with
// the method the link offers (payment-links.ts `payLink`); that choice makes the subscription
// active and becomes its method for the periods that follow on the account's clock.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { createSubscription, type CreateSubscriptionInput } from './subscriptions.ts';
import { linkCharge } from './payment-links.ts';
import type { LinkSettings } from '../domain/payment-link.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import type { SubscriptionRecord } from '../domain/subscription.ts';

export interface LinkedSubscription {
  subscription: SubscriptionRecord;
  /** The first period's charge, `link` until the payer chooses on the page. */
  charge: ChargeRecord;
}

/** The subscription (`new`) and its first charge with its link, in one transaction. */
export function createSubscriptionLink(
  ctx: AppContext,
  account: AccountRow,
  planId: number,
  input: CreateSubscriptionInput & { settings: LinkSettings },
): LinkedSubscription {
  return ctx.store.transaction(() => {
    const { subscription, charges } = createSubscription(ctx, account, planId, input);
    const charge = linkCharge(ctx, account, charges[0]!, input.settings, '/settings', null, accountNow(ctx, account));
    return { subscription, charge };
  });
}

export type SubscriptionPlan = { interval: number; repeats: number | null };

/** The plan's terms when a link's charge is a subscription's (the hosted page says it renews). */
export function subscriptionPlanOf(ctx: AppContext, charge: ChargeRecord): SubscriptionPlan | null {
  if (charge.subscriptionId === null) return null;
  const subscription = ctx.store.subscriptions.find(charge.accountId, charge.subscriptionId);
  const plan = subscription && ctx.store.plans.find(charge.accountId, subscription.planId);
  return plan ? { interval: plan.interval, repeats: plan.repeats } : null;
}
