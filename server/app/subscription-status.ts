// The single place a subscription's status changes: the status write, the history line, the
// `subscription` event and its delivery, inside the caller's transaction.
import type { AppContext } from './context.ts';
import { enqueueDelivery } from './deliveries.ts';
import { subscriptionEvent } from '../domain/notification.ts';
import { subscriptionHistory, type SubscriptionStatus, type SubscriptionRecord } from '../domain/subscription.ts';
import { formatTimestamp } from '../domain/clock.ts';

export function recordSubscriptionStatus(
  ctx: AppContext,
  subscription: SubscriptionRecord,
  current: SubscriptionStatus,
  atMs: number,
  history: string = subscriptionHistory[current as keyof typeof subscriptionHistory],
): void {
  const previous = subscription.status;
  ctx.store.subscriptions.setStatus(subscription.id, current);
  subscription.status = current;
  ctx.store.subscriptions.addHistory(subscription.id, history, formatTimestamp(atMs));
  recordSubscriptionEvent(ctx, subscription, previous, current, atMs);
}

/**
 * Appends a `subscription` event under the subscription's token and delivers it. Deliveries find
 * their URL through a charge, so a subscription's own events go out through its first charge: every
 * charge carries the subscription's notification_url (metadata changes apply to all of them).
 */
export function recordSubscriptionEvent(ctx: AppContext, subscription: SubscriptionRecord, previous: string | null, current: string, atMs: number): void {
  const event = subscriptionEvent(subscription, { previous, current }, formatTimestamp(atMs));
  const seq = ctx.store.notifications.append(subscription.accountId, subscription.notificationToken, event);
  if (subscription.notificationUrl) {
    const firstCharge = ctx.store.charges.firstOfSubscription(subscription.id);
    if (firstCharge !== undefined) enqueueDelivery(ctx, subscription.accountId, subscription.notificationToken, seq, firstCharge, atMs);
  }
}

/**
 * The latest period's charge was paid: a subscription that was `new_charge` (a charge generated
 * and not yet paid) is `active` again. Other statuses stay: an `unpaid` charge changes nothing (§4.4).
 */
export function subscriptionChargePaid(ctx: AppContext, accountId: number, subscriptionId: number, chargeId: number, atMs: number): void {
  const subscription = ctx.store.subscriptions.find(accountId, subscriptionId);
  // Only the latest period's charge: an old overdue one paid late leaves the current one owed.
  if (subscription?.status === 'new_charge' && ctx.store.charges.latestOfSubscription(subscriptionId) === chargeId) {
    recordSubscriptionStatus(ctx, subscription, 'active', atMs);
  }
}
