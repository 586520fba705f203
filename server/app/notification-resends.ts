// GET /v1/{charge,carnet,subscription}/:id/notification/resend (the Java and Dart SDKs): the
// object's latest notification sent again — a new delivery of its token's last event, POSTed to
// the notification_url as it is now by the same machinery as any other (retries, faults, the
// dashboard's deliveries), exactly what a metadata change with `resend: true` does.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { redeliverLatestEvent } from './deliveries.ts';
import { findCharge } from './charges.ts';
import { findCarnet } from './carnets.ts';
import { findSubscription } from './subscriptions.ts';
import { ApiError } from '../domain/errors.ts';

/** What a resend needs of its object: the token, the URL now, and the charge its deliveries go through. */
interface NotifiedObject {
  token: string;
  url: string | null;
  /** Deliveries read the URL through a charge (deliveries.ts): the object's own, or its first. */
  deliveryChargeId: number | undefined;
  /** How the refusal names the object and the route that sets its URL. */
  noun: string;
  metadataRoute: string;
}

/**
 * With no notification_url there is nowhere to send: refused (4900070, ours — the reference
 * documents no answer), rather than a 200 that a test waiting for the callback would wait on.
 * Every object has a notification from its creation on, so "no notification yet" does not arise;
 * should it, nothing is sent (redeliverLatestEvent). `send: false` answers as the resend would
 * without sending: Express answers HEAD with the GET route, and a HEAD must not notify anyone.
 */
function resendLatest(ctx: AppContext, account: AccountRow, find: () => NotifiedObject, send: boolean): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const object = find();
    if (!object.url) {
      throw new ApiError('noNotificationUrl', `${object.noun} não possui notification_url: defina-a com ${object.metadataRoute}.`);
    }
    if (send && object.deliveryChargeId !== undefined) redeliverLatestEvent(ctx, account.id, object.token, object.deliveryChargeId, nowMs);
  });
}

export function resendChargeNotification(ctx: AppContext, account: AccountRow, chargeId: number, send = true): void {
  resendLatest(ctx, account, () => {
    const charge = findCharge(ctx, account, chargeId);
    return { token: charge.notificationToken, url: charge.notificationUrl, deliveryChargeId: charge.id, noun: 'A transação', metadataRoute: `PUT /v1/charge/${charge.id}/metadata` };
  }, send);
}

export function resendCarnetNotification(ctx: AppContext, account: AccountRow, carnetId: number, send = true): void {
  resendLatest(ctx, account, () => {
    const carnet = findCarnet(ctx, account, carnetId);
    const firstParcel = ctx.store.charges.parcels(carnet.id)[0];
    return { token: carnet.notificationToken, url: carnet.notificationUrl, deliveryChargeId: firstParcel?.id, noun: 'O carnê', metadataRoute: `PUT /v1/carnet/${carnet.id}/metadata` };
  }, send);
}

export function resendSubscriptionNotification(ctx: AppContext, account: AccountRow, subscriptionId: number, send = true): void {
  resendLatest(ctx, account, () => {
    const subscription = findSubscription(ctx, account, subscriptionId);
    return {
      token: subscription.notificationToken,
      url: subscription.notificationUrl,
      deliveryChargeId: ctx.store.charges.firstOfSubscription(subscription.id),
      noun: 'A assinatura',
      metadataRoute: `PUT /v1/subscription/${subscription.id}/metadata`,
    };
  }, send);
}
