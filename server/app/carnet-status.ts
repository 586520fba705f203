// A carnê's status follows its parcels' (domain/carnet.ts): recomputed after every parcel change,
// inside that change's transaction, with its history line and `carnet` event when it moves.
import type { AppContext } from './context.ts';
import { enqueueDelivery } from './deliveries.ts';
import { carnetHistory, carnetStatusFor, type CarnetRecord } from '../domain/carnet.ts';
import { carnetEvent } from '../domain/notification.ts';
import { formatTimestamp } from '../domain/clock.ts';

export function refreshCarnetStatus(ctx: AppContext, accountId: number, carnetId: number, atMs: number): void {
  const carnet = ctx.store.carnets.find(accountId, carnetId);
  if (!carnet) return;
  const next = carnetStatusFor(carnet.status, ctx.store.charges.parcelStatuses(carnetId));
  if (next === carnet.status) return;
  ctx.store.carnets.setStatus(carnet.id, next);
  recordCarnetEvent(ctx, carnet, carnet.status, next, atMs);
  ctx.store.carnets.addHistory(carnet.id, carnetHistory[next], formatTimestamp(atMs));
}

/**
 * Appends a `carnet` event under the carnê's token and delivers it. Deliveries find their URL
 * through a charge, so a carnê's own events go out through its first parcel: every parcel carries
 * the carnê's notification_url (metadata changes apply to all of them).
 */
export function recordCarnetEvent(ctx: AppContext, carnet: CarnetRecord, previous: string | null, current: string, atMs: number): void {
  const event = carnetEvent(carnet, { previous, current }, formatTimestamp(atMs));
  const seq = ctx.store.notifications.append(carnet.accountId, carnet.notificationToken, event);
  if (carnet.notificationUrl) {
    const firstParcel = ctx.store.charges.firstParcelId(carnet.id);
    if (firstParcel !== undefined) enqueueDelivery(ctx, carnet.accountId, carnet.notificationToken, seq, firstParcel, atMs);
  }
}
