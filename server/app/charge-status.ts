// The single place a charge's status changes: the table check, the status write, the history
// line, the notification event and its delivery happen together, inside the caller's transaction.
import type { AppContext } from './context.ts';
import type { ChargeHead } from '../store/charges-repo.ts';
import { transitionCharge, type ChargeAction, type ChargeStatus, type StatusChange } from '../domain/charge.ts';
import type { JobKind } from '../store/jobs-repo.ts';
import { chargeEvent, type Payment } from '../domain/notification.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { enqueueDelivery } from './deliveries.ts';
import { refreshCarnetStatus } from './carnet-status.ts';
import { subscriptionChargePaid } from './subscription-status.ts';

type InitialStatus = { previous: null; current: 'new'; history: string };

/**
 * The job a status keeps on the schedule, which acts only on a charge still in that status. A
 * charge leaving the status (a boleto paid or canceled, a card settled, a link's charge canceled)
 * takes its job off: the schedule, the clock page's next task and "advance to the next job" then
 * show only work that will do something. `needless`: the moves that have no such job to take off —
 * the job's own (it removed itself already, and a clock walk runs thousands of them) and a card's
 * answer (a card's `waiting` has no due date) — spared a DELETE on the hot paths.
 */
const JOB_KEPT_BY: Partial<Record<ChargeStatus, { job: JobKind; needless: ChargeAction[] }>> = {
  waiting: { job: 'charge.overdue', needless: ['overdue', 'cardApproved', 'cardRefused'] },
  approved: { job: 'card.capture', needless: ['captureCard'] },
  link: { job: 'link.expire', needless: ['expireLink'] },
};

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
    /** The row holds the new status already: a charge inserted in it (boletos.ts insertBilletCharge). */
    statusStored?: boolean;
  } = {},
): StatusChange | InitialStatus {
  const { store } = ctx;
  const { payment, detail } = options;
  const at = formatTimestamp(atMs);
  const change = typeof actionOrInitial === 'string' ? transitionCharge(charge.status, actionOrInitial, detail) : actionOrInitial;
  if (change.previous !== null && !options.statusStored) store.charges.setStatus(charge.id, change.current);
  const kept = change.previous === null ? undefined : JOB_KEPT_BY[change.previous];
  if (kept && !kept.needless.includes(actionOrInitial as ChargeAction)) store.jobs.removeForSubject(kept.job, charge.id);
  store.charges.addHistory(charge.id, change.history, at);
  // Made `paid` by a payment (a bank's, a Pix's, a card's; whenever it is confirmed), not by hand:
  // the day the confirmations file lists it (app/confirmations.ts).
  if (change.current === 'paid' && payment !== undefined && actionOrInitial !== 'settle') store.confirmations.record(charge.id, at);
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
  // A period's charge paid (or settled by hand, under the `efi` profile) makes a `new_charge` subscription `active` again.
  if (charge.subscriptionId !== null && (change.current === 'paid' || change.current === 'settled')) subscriptionChargePaid(ctx, charge.accountId, charge.subscriptionId, charge.id, atMs);
  // Nobody listening (a clock walk with no dashboard open): no closure per status change.
  if (ctx.feed.listening(charge.accountId)) {
    store.afterCommit(() => ctx.feed.publish(charge.accountId, { kind: 'charge', chargeId: charge.id, status: change.current }));
  }
  return change;
}
