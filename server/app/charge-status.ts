// The single place a charge's status changes: the table check, the status write, the history
// line, the notification event and its delivery happen together, inside the caller's transaction.
import type { AppContext } from './context.ts';
import type { ChargeHead } from '../store/charges-repo.ts';
import { transitionCharge, type ChargeAction, type StatusChange } from '../domain/charge.ts';
import { chargeEvent, type Payment } from '../domain/notification.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { enqueueDelivery } from './deliveries.ts';
import { refreshCarnetStatus } from './carnet-status.ts';
import { subscriptionChargePaid } from './subscription-status.ts';

type InitialStatus = { previous: null; current: 'new'; history: string };

export function recordChargeStatus(
  ctx: AppContext,
  charge: Omit<ChargeHead, 'expireAt'>,
  actionOrInitial: ChargeAction | InitialStatus,
  atMs: number,
  options: {
    /** Required when the charge becomes `paid`: what was paid, in cents, and on which day. */
    payment?: Payment;
    /** Fills the history line's blank, e.g. a card refusal's reason. */
    detail?: string;
  } = {},
): StatusChange | InitialStatus {
  const { store } = ctx;
  const { payment, detail } = options;
  const at = formatTimestamp(atMs);
  const change = typeof actionOrInitial === 'string' ? transitionCharge(charge.status, actionOrInitial, detail) : actionOrInitial;
  if (change.previous !== null) store.charges.setStatus(charge.id, change.current);
  store.charges.addHistory(charge.id, change.history, at);
  const event = chargeEvent(charge, change, at, payment);
  if (charge.notificationUrl) {
    const seq = store.notifications.append(charge.accountId, charge.notificationToken, event);
    enqueueDelivery(ctx, charge.accountId, charge.notificationToken, seq, charge.id, atMs);
  } else {
    store.notifications.appendOnly(charge.accountId, charge.notificationToken, event);
  }
  charge.status = change.current;
  // A parcel's change may change its carnê's status: recomputed in the same transaction.
  if (charge.carnetId !== null && change.previous !== null) refreshCarnetStatus(ctx, charge.accountId, charge.carnetId, atMs);
  // A period's charge paid makes a `new_charge` subscription `active` again.
  if (charge.subscriptionId !== null && change.current === 'paid') subscriptionChargePaid(ctx, charge.accountId, charge.subscriptionId, charge.id, atMs);
  // Nobody listening (a clock walk with no dashboard open): no closure per status change.
  if (ctx.feed.listening(charge.accountId)) {
    store.afterCommit(() => ctx.feed.publish(charge.accountId, { kind: 'charge', chargeId: charge.id, status: change.current }));
  }
  return change;
}
