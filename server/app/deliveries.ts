// Notification delivery use cases: enqueue one per event, prepare an attempt (read the URL as it
// is now), record what the receiver answered and decide what comes next on the virtual clock.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { DeliveryRow } from '../store/deliveries-repo.ts';
import type { JobRow } from '../store/jobs-repo.ts';
import { attemptStillDue, decideAfterAttempt, isSuccess, type AttemptExchange, type AttemptResult } from '../domain/delivery.ts';
import { notFound } from '../domain/errors.ts';
import type { FaultRule } from '../domain/faults.ts';
import { releaseHeldCallbacks, takeCallbackFault } from './callback-faults.ts';

/**
 * `resend: true` on a metadata change: the token's latest event is delivered again (to the URL the
 * change leaves), through `chargeId`'s delivery record. Nothing when the token has no event yet.
 */
export function redeliverLatestEvent(ctx: AppContext, accountId: number, token: string, chargeId: number, atMs: number): void {
  const seq = ctx.store.notifications.lastSeq(accountId, token);
  if (seq !== null) enqueueDelivery(ctx, accountId, token, seq, chargeId, atMs);
}

export function enqueueDelivery(ctx: AppContext, accountId: number, token: string, seq: number, chargeId: number | null, atMs: number): void {
  const { store } = ctx;
  const id = store.deliveries.insert(accountId, token, seq, chargeId, atMs);
  store.deliveries.update({ id, state: 'pending', attempts: 0, first_attempt_at_ms: null, next_attempt_at_ms: atMs });
  store.jobs.schedule(accountId, atMs, 'notification.deliver', id);
  store.afterCommit(() => {
    ctx.feed.publish(accountId, { kind: 'delivery', deliveryId: id, state: 'pending', chargeId });
    ctx.wakeJobRunner();
  });
}

/** The notification URL of the delivery's subject as it is right now (a metadata change re-targets). */
function currentUrl(ctx: AppContext, delivery: DeliveryRow): string | null {
  if (delivery.charge_id === null) return null;
  return ctx.store.charges.find(delivery.account_id, delivery.charge_id)?.notificationUrl ?? null;
}

export interface PreparedAttempt {
  delivery: DeliveryRow;
  url: string;
  token: string;
  /** Fault injection: POST this callback a second time right after (server/app/callback-faults.ts). */
  duplicate: FaultRule | null;
}

/**
 * Takes a due delivery job. Returns what to POST, or null when there is nothing to send (finished,
 * or no URL any more — then the delivery ends as `no_url`).
 */
export function prepareDeliveryJob(ctx: AppContext, job: JobRow): PreparedAttempt | null {
  const { store } = ctx;
  return store.transaction(() => {
    const delivery = store.deliveries.find(job.account_id, job.subject_id);
    if (!delivery || !attemptStillDue(delivery.state, delivery.attempts)) {
      store.jobs.remove(job.id);
      return null;
    }
    const url = currentUrl(ctx, delivery);
    if (!url) {
      store.jobs.remove(job.id);
      store.deliveries.update({ ...delivery, state: 'no_url', next_attempt_at_ms: null });
      publishDelivery(ctx, delivery, 'no_url');
      return null;
    }
    const fault = takeCallbackFault(ctx, delivery, job);
    if (fault.kind === 'moved') return null; // delayed or held back: the schedule has it again
    store.jobs.markRunning(job.id);
    return { delivery, url, token: delivery.token, duplicate: fault.duplicate };
  });
}

function publishDelivery(ctx: AppContext, delivery: DeliveryRow, state: string): void {
  ctx.store.afterCommit(() =>
    ctx.feed.publish(delivery.account_id, { kind: 'delivery', deliveryId: delivery.id, state, chargeId: delivery.charge_id }),
  );
}

export interface AttemptOutcome extends AttemptResult {
  url: string;
  latencyMs: number;
  /** Null when nothing was sent (no notification_url). */
  exchange: AttemptExchange | null;
}

function addAttempt(ctx: AppContext, deliveryId: number, outcome: AttemptOutcome, atMs: number, replay: boolean): number {
  return ctx.store.deliveries.addAttempt({
    deliveryId,
    virtualAtMs: atMs,
    wallAtMs: ctx.wallClock(),
    url: outcome.url,
    statusCode: outcome.statusCode,
    latencyMs: outcome.latencyMs,
    error: outcome.error,
    replay,
    exchange: outcome.exchange,
  });
}

/** Records a scheduled attempt's result, and schedules the next one if the ladder says so. */
export function recordScheduledAttempt(ctx: AppContext, job: JobRow, outcome: AttemptOutcome, atMs: number): void {
  const { store } = ctx;
  store.transaction(() => {
    store.jobs.remove(job.id);
    const delivery = store.deliveries.find(job.account_id, job.subject_id);
    if (!delivery) return;
    const attempts = delivery.attempts + 1;
    const first = delivery.first_attempt_at_ms ?? atMs;
    const decision = decideAfterAttempt(delivery.state, outcome, attempts, atMs, first);
    addAttempt(ctx, delivery.id, outcome, atMs, false);
    store.deliveries.update({ id: delivery.id, state: decision.state, attempts, first_attempt_at_ms: first, next_attempt_at_ms: decision.nextAttemptAtMs });
    if (decision.nextAttemptAtMs !== null) store.jobs.schedule(job.account_id, decision.nextAttemptAtMs, 'notification.deliver', delivery.id);
    // Now, not after the commit: a clock walk reads the retry this attempt scheduled right away.
    // Only the delivery's first 2xx is held: a receiver that let that grace pass without fetching
    // is one that does not fetch, and its later steps go on virtual time (app/fetch-grace.ts).
    if (decision.state === 'delivered' && delivery.state !== 'delivered') ctx.fetchGrace.answered(delivery.account_id, delivery.token, delivery.id);
    releaseHeldCallbacks(ctx, delivery, atMs);
    publishDelivery(ctx, delivery, decision.state);
  });
}

/**
 * A replay is one extra attempt now, outside the schedule; a 2xx revives a failed delivery.
 * Returns the attempt's id, so that the caller can answer with this attempt and no other.
 */
export function recordReplay(ctx: AppContext, delivery: DeliveryRow, outcome: AttemptOutcome, atMs: number): number {
  const { store } = ctx;
  return store.transaction(() => {
    const current = store.deliveries.find(delivery.account_id, delivery.id)!;
    const attemptId = addAttempt(ctx, current.id, outcome, atMs, true);
    const revived = isSuccess(outcome) && (current.state === 'failed' || current.state === 'no_url');
    const state = revived ? 'delivered' : current.state;
    store.deliveries.update({ ...current, state, attempts: current.attempts + 1 });
    if (revived && current.next_attempt_at_ms !== null) {
      ctx.fetchGrace.answered(current.account_id, current.token, current.id); // its scheduled re-notification waits too
    }
    publishDelivery(ctx, current, state);
    return attemptId;
  });
}

export function findDelivery(ctx: AppContext, account: AccountRow, id: number): DeliveryRow {
  const delivery = ctx.store.deliveries.find(account.id, id);
  if (!delivery) throw notFound('id');
  return delivery;
}

export { currentUrl as deliveryUrl };
