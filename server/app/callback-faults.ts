// Fault injection on callbacks (the notification POSTs to the integrator's notification_url):
// a duplicate POST right after the real one, a delay on the account's clock, or a callback held
// back until one of another token has gone out (out of order across tokens). Each is decided
// when a delivery attempt falls due, in the same transaction that takes the attempt.
import type { AppContext } from './context.ts';
import type { AttemptOutcome } from './deliveries.ts';
import type { DeliveryRow } from '../store/deliveries-repo.ts';
import type { JobRow } from '../store/jobs-repo.ts';
import { attemptStillDue } from '../domain/delivery.ts';
import { OUT_OF_ORDER_HOLD_MS, ruleFires, type FaultRule } from '../domain/faults.ts';

/** What a due attempt becomes: sent (perhaps twice), or moved later in the schedule. */
export type CallbackFault = { kind: 'send'; duplicate: FaultRule | null } | { kind: 'moved' };

const SEND: CallbackFault = { kind: 'send', duplicate: null };

/** Moves the delivery's attempt to `atMs` on the account's clock. */
function reschedule(ctx: AppContext, delivery: DeliveryRow, jobId: number | null, atMs: number): void {
  const { store } = ctx;
  if (jobId === null) store.jobs.removeForSubject('notification.deliver', delivery.id);
  else store.jobs.remove(jobId);
  store.jobs.schedule(delivery.account_id, atMs, 'notification.deliver', delivery.id);
  store.deliveries.update({ ...delivery, next_attempt_at_ms: atMs });
}

/**
 * Inside prepareDeliveryJob's transaction. A delayed or held attempt is not delayed or held again
 * when its new time comes; a duplicate is recorded once it has been sent (sendDuplicate).
 */
export function takeCallbackFault(ctx: AppContext, delivery: DeliveryRow, job: JobRow, roll: () => number = Math.random): CallbackFault {
  const { faults } = ctx.store;
  if (!faults.hasLive(delivery.account_id, 'callbacks')) return SEND;
  const attempt = delivery.attempts + 1;
  const altered = faults.attemptAltered(delivery.id, attempt);
  for (const rule of faults.live(delivery.account_id, 'callbacks')) {
    if (rule.fault !== 'duplicate' && altered) continue;
    if (!ruleFires(rule, roll()) || !faults.consume(rule.id)) continue;
    if (rule.fault === 'duplicate') return { kind: 'send', duplicate: rule };
    const movedTo = job.due_at_ms + (rule.fault === 'delay' ? (rule.latencyMs ?? 0) : OUT_OF_ORDER_HOLD_MS);
    reschedule(ctx, delivery, job.id, movedTo);
    faults.recordEvent({
      ...eventBase(ctx, delivery, rule, job.due_at_ms),
      attempt,
      latency_ms: rule.fault === 'delay' ? rule.latencyMs : null,
    });
    return { kind: 'moved' };
  }
  return SEND;
}

function eventBase(ctx: AppContext, delivery: DeliveryRow, rule: FaultRule, atMs: number) {
  return {
    account_id: delivery.account_id,
    rule_id: rule.id,
    target: 'callbacks' as const,
    fault: rule.fault,
    charge_id: delivery.charge_id,
    delivery_id: delivery.id,
    token: delivery.token,
    virtual_at_ms: atMs,
    wall_at_ms: ctx.wallClock(),
  };
}

/** Records the second POST of a duplicated callback with what the receiver answered to it. */
export function recordDuplicate(ctx: AppContext, delivery: DeliveryRow, rule: FaultRule, outcome: AttemptOutcome, atMs: number): void {
  ctx.store.transaction(() =>
    ctx.store.faults.recordEvent({
      ...eventBase(ctx, delivery, rule, atMs),
      attempt: delivery.attempts + 1,
      status_code: outcome.statusCode,
      error: outcome.error,
      latency_ms: outcome.latencyMs,
    }),
  );
}

/**
 * After an attempt of `delivery` was recorded: callbacks of other tokens held back out of order
 * go now (right after this one); this delivery's own hold, if it went out by itself, is over.
 */
export function releaseHeldCallbacks(ctx: AppContext, delivery: DeliveryRow, atMs: number): void {
  const { store } = ctx;
  for (const held of store.faults.heldBack(delivery.account_id)) {
    if (held.delivery_id === delivery.id) {
      store.faults.markReleased(held.id, atMs);
      continue;
    }
    if (held.token === delivery.token || held.delivery_id === null) continue;
    const waiting = store.deliveries.find(delivery.account_id, held.delivery_id);
    store.faults.markReleased(held.id, atMs);
    // Only the attempt that was held: if it has gone out meanwhile there is nothing to move.
    if (waiting && waiting.attempts + 1 === held.attempt && attemptStillDue(waiting.state, waiting.attempts)) reschedule(ctx, waiting, null, atMs);
  }
}
