// Runs scheduled work when it falls due on each account's virtual clock: in the background as
// real time passes, and all at once, in time order, when an account's clock is advanced.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AppContext } from '../app/context.ts';
import { accountNowById } from '../app/context.ts';
import { prepareDeliveryJob, recordReplay, recordScheduledAttempt, deliveryUrl } from '../app/deliveries.ts';
import { isAsyncJob, runSyncJob } from '../app/jobs.ts';
import { setClockTo } from '../app/clock.ts';
import { formatTimestamp } from '../domain/clock.ts';
import type { JobRow } from '../store/jobs-repo.ts';
import type { DeliveryRow } from '../store/deliveries-repo.ts';
import { postNotification } from '../notify/post-notification.ts';
import { sendCallback } from '../notify/send-callback.ts';
import type { AttemptOutcome } from '../app/deliveries.ts';
import { isSuccess } from '../domain/delivery.ts';
import { AdvanceSummary, type JobEffect, type SummaryEntry } from '../domain/advance-summary.ts';
import { Slots } from './slots.ts';
import { chargeFailureToJob } from './job-isolation.ts';
import { FetchGrace } from '../app/fetch-grace.ts';

export interface AdvanceResult {
  /** Jobs run, including those that found nothing left to do. */
  processed: number;
  /** What they changed, by kind. */
  summary: SummaryEntry[];
}

export interface JobRunnerOptions {
  /** How often due work is looked for when nobody wakes the runner. */
  pollMs?: number;
  /**
   * Delivery attempts in flight at once, over all accounts, in real time and in a clock walk alike.
   * 8 by default: many integrators test on a one-worker server (`php -S`, `artisan serve`), where
   * attempts queue up and each waits for those ahead of it; with 8 at once, a handler taking up to
   * ~600 ms still answers inside the 5 s timeout, while a walk sends 8 callbacks per receiver delay.
   */
  concurrency?: number;
  deliveryTimeoutMs?: number;
  /** Real time a callback answered 2xx waits for its token's fetch before re-notifying (app/fetch-grace.ts). */
  fetchGraceMs?: number;
  log?: (line: string) => void;
}

// Jobs read per query: more than one transaction gets through in its time budget, so that the
// budget, not the batch, ends a transaction (the read is one range of a covering index).
const BATCH = 8000;
/**
 * How long one transaction of a walk may run. Boletos due on the same days sit on scattered pages,
 * and a commit writes each page it touched once, however many jobs touched it: the longer the
 * transaction, the more jobs share each page written (a 366-day walk over 100,000 boletos wrote 419 MB of
 * WAL instead of 663 MB when commits went from 2,000 jobs to ~4,000). Bounded in time so that other
 * requests still get an answer within a fraction of a second during a long walk.
 */
const TRANSACTION_BUDGET_MS = 200;
const PROGRESS_EVERY_MS = 250;
const YIELD_EVERY_MS = 20;

export class JobRunner {
  private readonly pollMs: number;
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;
  private timer: NodeJS.Timeout | undefined;
  private wakeQueued = false;
  private ticking = false;
  private stopped = false;
  private readonly advancing = new Set<number>();
  private readonly accountLocks = new Map<number, Promise<unknown>>();
  private readonly inflight = new Map<number, Set<Promise<void>>>();
  private readonly slots: Slots;
  /** `account:token` of the deliveries in flight in real time: a token's attempts go one at a time. */
  private readonly busyTokens = new Set<string>();
  /** The last failure logged by a poll that found the runner itself failing, so that it is logged once. */
  private lastPollFailure = '';

  constructor(
    private readonly ctx: AppContext,
    options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 200;
    this.slots = new Slots(options.concurrency ?? 8, () => this.wake());
    this.timeoutMs = options.deliveryTimeoutMs ?? 5000;
    this.log = options.log ?? ((line) => console.error(line));
    ctx.wakeJobRunner = () => this.wake();
    ctx.fetchGrace = new FetchGrace(options.fetchGraceMs);
  }

  start(): void {
    this.ctx.store.jobs.releaseAll();
    this.timer = setInterval(() => this.tick(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  wake(): void {
    if (this.wakeQueued || this.stopped) return;
    this.wakeQueued = true;
    setImmediate(() => {
      this.wakeQueued = false;
      this.tick();
    });
  }

  /** Real-time mode: run what is due now in every account that is not being advanced. */
  private tick(): void {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    try {
      for (const accountId of this.ctx.store.jobs.accountsWithJobs()) {
        if (this.advancing.has(accountId)) continue;
        const now = accountNowById(this.ctx, accountId);
        for (const job of this.ctx.store.jobs.due(accountId, now, 100)) {
          try {
            if (!isAsyncJob(job)) {
              this.ctx.store.transaction(() => runSyncJob(this.ctx, job));
            } else {
              this.dispatchDelivery(job, now);
            }
          } catch (error) {
            chargeFailureToJob(this.ctx, this.log, job, error, now); // and on to the next job
          }
        }
      }
      this.lastPollFailure = '';
    } catch (error) {
      // Not a job's fault (the database locked or full): every poll would meet it again until it clears.
      const line = `job runner: ${(error as Error).message ?? String(error)}`;
      if (line !== this.lastPollFailure) this.log(line);
      this.lastPollFailure = line;
    } finally {
      this.ticking = false;
    }
  }

  /** Sends a due attempt if a slot is free and its token has nothing in flight; else it waits for the next tick. */
  private dispatchDelivery(job: JobRow, atMs: number): void {
    if (!this.slots.free || this.ctx.fetchGrace.holds(job.subject_id)) return; // a later poll sends it once its grace is over
    const token = this.ctx.store.deliveries.find(job.account_id, job.subject_id)?.token;
    const busyKey = `${job.account_id}:${token}`;
    if (this.busyTokens.has(busyKey) || !this.slots.tryTake()) return;
    let prepared;
    try {
      prepared = prepareDeliveryJob(this.ctx, job);
    } finally {
      if (!prepared) this.slots.release();
    }
    if (!prepared) return;
    this.busyTokens.add(busyKey);
    const attempt: Promise<void> = sendCallback(this.ctx, prepared, atMs, this.timeoutMs)
      .then((outcome) => recordScheduledAttempt(this.ctx, job, outcome, atMs))
      .catch((error) => this.chargeFailureLater(job, error, atMs))
      .finally(() => {
        this.busyTokens.delete(busyKey);
        this.inflight.get(job.account_id)?.delete(attempt);
        this.slots.release(); // wakes the poll, which sends what waited on this token or slot
      });
    if (!this.inflight.has(job.account_id)) this.inflight.set(job.account_id, new Set());
    this.inflight.get(job.account_id)!.add(attempt);
  }

  /** One advance at a time per account; other accounts' clocks and jobs carry on. */
  private withAccountLock<T>(accountId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.accountLocks.get(accountId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.accountLocks.set(accountId, next);
    void next.finally(() => {
      if (this.accountLocks.get(accountId) === next) this.accountLocks.delete(accountId);
    }).catch(() => undefined);
    return next;
  }

  /**
   * Walks the account's clock to `targetMs`, running every job that falls due in time order with
   * the clock set to each job's due time. Deliveries due at the same instant go out together (see
   * deliverTogether); the walk waits for them, so a retry they schedule inside the window runs in
   * this same walk. Returns how many jobs ran and what they changed.
   */
  advance(accountId: number, target: () => number): Promise<AdvanceResult> {
    // The target is read inside the lock: two "advance a day" calls must make two days.
    // A walk's long transactions leave checkpointing to the background thread (checkpointer.ts).
    return this.exclusive(accountId, () => this.ctx.store.bulkWrites(() => this.walkTo(accountId, target())));
  }

  /**
   * Runs `work` with the account's jobs held: after its in-flight callbacks are recorded, with no
   * other advance, reset or restore of the account running, and nothing of its schedule run in
   * the background meanwhile. Other accounts carry on.
   */
  exclusive<T>(accountId: number, work: () => T | Promise<T>): Promise<T> {
    return this.withAccountLock(accountId, async () => {
      this.advancing.add(accountId);
      try {
        await Promise.all(this.inflight.get(accountId) ?? []);
        return await work();
      } finally {
        this.advancing.delete(accountId);
        this.wake();
      }
    });
  }

  private async walkTo(accountId: number, targetMs: number): Promise<AdvanceResult> {
    const { store } = this.ctx;
    const total = store.jobs.countDue(accountId, targetMs);
    const summary = new AdvanceSummary();
    let processed = 0;
    let lastYield = performance.now();
    let lastProgress = lastYield;
    for (let batch = store.jobs.due(accountId, targetMs, BATCH); batch.length > 0; batch = store.jobs.due(accountId, targetMs, BATCH)) {
      const scheduledWhenRead = store.jobs.scheduledCount;
      let index = 0;
      while (index < batch.length) {
        if (isAsyncJob(batch[index])) {
          // Deliveries scheduled since the batch was read may be due at this same instant: read
          // the schedule again so that they go out in the same group.
          if (store.jobs.scheduledCount !== scheduledWhenRead) break;
          const end = endOfInstant(batch, index);
          // Re-notifications of callbacks answered 2xx moments ago wait, in real time and all at
          // once, for their tokens' fetches (app/fetch-grace.ts); then the schedule is read again.
          if (await this.ctx.fetchGrace.settled(batch.slice(index, end).map((job) => job.subject_id))) break;
          processed += await this.deliverTogether(accountId, batch.slice(index, end), summary);
          break; // retries, and whatever receivers did through the API meanwhile, are in the schedule now
        }
        const { end, failed } = this.runSyncJobs(accountId, batch, index, performance.now() + TRANSACTION_BUDGET_MS, summary);
        processed += end - index + (failed ? 1 : 0);
        index = end;
        if (failed) break; // it is due again later, or parked: read the schedule again
        // Stop where work a job just scheduled falls due before the rest of this batch, or where
        // the transaction ran out of time (read the schedule again after letting requests in).
        if (index < batch.length && !isAsyncJob(batch[index])) break;
      }
      const now = performance.now();
      if (now - lastProgress > PROGRESS_EVERY_MS) {
        lastProgress = now;
        this.publishClock(accountId, { processed, total });
      }
      if (now - lastYield > YIELD_EVERY_MS) {
        // Commit here rather than in the turn's own flush: a commit that fails stops the walk
        // (its jobs, rolled back, would otherwise be read and run again, and again).
        store.flush();
        await yieldToEventLoop(); // let other requests be served during a long walk
        lastYield = performance.now();
      }
    }
    store.transaction(() => setClockTo(this.ctx, accountId, targetMs));
    this.publishClock(accountId, { processed, total: Math.max(total, processed), done: true });
    return { processed, summary: summary.list() };
  }

  /**
   * Runs consecutive synchronous jobs from `index` in one transaction, each at its due time, until
   * an asynchronous job, one that work scheduled meanwhile must precede, or the deadline. Returns
   * where it stopped. When a job throws, the transaction rolls back whole — no savepoint per job
   * on this hot path — and only the failure is recorded: nothing of the run is kept (`end` is
   * `index`), and the jobs before the failed one run again when the schedule is read again.
   */
  private runSyncJobs(accountId: number, batch: JobRow[], index: number, deadline: number, summary: AdvanceSummary): { end: number; failed: boolean } {
    const { store } = this.ctx;
    store.jobs.forgetEarliestScheduled();
    let next = index;
    // Kept aside until the transaction holds: the effects of rolled-back jobs must not be reported.
    const effects: Array<JobEffect | null> = [];
    try {
      store.transaction(() => {
        let clockAt = Number.NaN;
        while (
          next < batch.length &&
          !isAsyncJob(batch[next]) &&
          !(store.jobs.earliestScheduled < batch[next].due_at_ms) &&
          (next === index || performance.now() < deadline)
        ) {
          const job = batch[next];
          if (job.due_at_ms !== clockAt) setClockTo(this.ctx, accountId, (clockAt = job.due_at_ms));
          effects.push(runSyncJob(this.ctx, job));
          next++;
        }
      });
    } catch (error) {
      const job = batch[next];
      if (!job) throw error; // failed past the last job: not a job's doing
      summary.add(chargeFailureToJob(this.ctx, this.log, job, error, job.due_at_ms));
      return { end: index, failed: true };
    }
    for (const effect of effects) summary.add(effect);
    return { end: next, failed: false };
  }

  /**
   * Sends delivery attempts due at one instant concurrently, at most `concurrency` at once over
   * the whole runner. A token's attempts form a chain sent one after another, in schedule order:
   * the receiver must never see a later event before an earlier one, and fetching the token in
   * one callback acknowledges (and so cancels) the next. Resolves when every attempt is recorded,
   * so the jobs after this instant see their results. Returns how many of the jobs ran.
   */
  private async deliverTogether(accountId: number, jobs: JobRow[], summary: AdvanceSummary): Promise<number> {
    const { store } = this.ctx;
    const atMs = jobs[0].due_at_ms;
    store.transaction(() => setClockTo(this.ctx, accountId, atMs));
    const chains = new Map<string, JobRow[]>();
    for (const job of jobs) {
      const token = store.deliveries.find(accountId, job.subject_id)?.token ?? `job ${job.id}`;
      const chain = chains.get(token);
      if (chain) chain.push(job);
      else chains.set(token, [job]);
    }
    let ran = 0;
    const sendChain = async (chain: JobRow[]) => {
      for (const job of chain) {
        await this.slots.take();
        try {
          if (!store.jobs.exists(job.id)) continue; // its token was fetched meanwhile: nothing left to do
          ran++;
          const prepared = prepareDeliveryJob(this.ctx, job);
          if (!prepared) continue;
          const outcome = await sendCallback(this.ctx, prepared, atMs, this.timeoutMs);
          recordScheduledAttempt(this.ctx, job, outcome, atMs);
          summary.add({ kind: isSuccess(outcome) ? 'callback.delivered' : 'callback.failed', subjectId: job.subject_id });
        } catch (error) {
          summary.add(chargeFailureToJob(this.ctx, this.log, job, error, atMs)); // a storage failure stops the walk
        } finally {
          this.slots.release();
        }
      }
    };
    const results = await Promise.allSettled([...chains.values()].map(sendChain));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return ran;
  }

  /** A delivery that failed in flight, after its poll ended: nothing is left to stop, so even a storage failure is only logged. */
  private chargeFailureLater(job: JobRow, error: unknown, atMs: number): void {
    try {
      chargeFailureToJob(this.ctx, this.log, job, error, atMs);
    } catch (unrecorded) {
      this.log(`job ${job.id} (${job.kind} ${job.subject_id}, account ${job.account_id}) failed, unrecorded: ${(unrecorded as Error).message ?? String(unrecorded)}`);
    }
  }

  private publishClock(accountId: number, progress: { processed: number; total: number; done?: boolean }): void {
    const now = formatTimestamp(accountNowById(this.ctx, accountId));
    this.ctx.feed.publish(accountId, { kind: 'clock', now, ...progress });
  }

  /** One extra attempt of a delivery, now, outside its schedule. Resolves to the recorded attempt's id. */
  async replay(delivery: DeliveryRow): Promise<number> {
    const url = deliveryUrl(this.ctx, delivery);
    const atMs = accountNowById(this.ctx, delivery.account_id);
    this.ctx.store.flush(); // nothing leaves the process before the work it describes is committed
    const outcome: AttemptOutcome = url
      ? await postNotification(url, delivery.token, this.timeoutMs)
      : { url: '', statusCode: null, latencyMs: 0, error: 'no notification_url set', exchange: null };
    return recordReplay(this.ctx, delivery, outcome, atMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all([...this.inflight.values()].flatMap((set) => [...set]));
    await Promise.all([...this.accountLocks.values()].map((lock) => lock.catch(() => undefined)));
  }
}

/** The end of the run of delivery jobs due at the same instant as batch[index]. */
function endOfInstant(batch: JobRow[], index: number): number {
  let end = index + 1;
  while (end < batch.length && isAsyncJob(batch[end]) && batch[end].due_at_ms === batch[index].due_at_ms) end++;
  return end;
}
