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
import type { AttemptOutcome } from '../app/deliveries.ts';

export interface JobRunnerOptions {
  /** How often due work is looked for when nobody wakes the runner. */
  pollMs?: number;
  /** Delivery attempts in flight at once, over all accounts. */
  concurrency?: number;
  deliveryTimeoutMs?: number;
  log?: (line: string) => void;
}

const BATCH = 2000;
const PROGRESS_EVERY_MS = 250;
const YIELD_EVERY_MS = 20;

export class JobRunner {
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;
  private timer: NodeJS.Timeout | undefined;
  private wakeQueued = false;
  private ticking = false;
  private stopped = false;
  private readonly advancing = new Set<number>();
  private readonly accountLocks = new Map<number, Promise<unknown>>();
  private readonly inflight = new Map<number, Set<Promise<void>>>();
  private inflightCount = 0;

  constructor(
    private readonly ctx: AppContext,
    options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 200;
    this.concurrency = options.concurrency ?? 8;
    this.timeoutMs = options.deliveryTimeoutMs ?? 5000;
    this.log = options.log ?? ((line) => console.error(line));
    ctx.wakeJobRunner = () => this.wake();
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
          if (!isAsyncJob(job)) {
            this.ctx.store.transaction(() => runSyncJob(this.ctx, job));
          } else if (this.inflightCount < this.concurrency) {
            this.dispatchDelivery(job, now);
          }
        }
      }
    } catch (error) {
      this.log(`job runner: ${(error as Error).stack ?? String(error)}`);
    } finally {
      this.ticking = false;
    }
  }

  private dispatchDelivery(job: JobRow, atMs: number): void {
    const prepared = prepareDeliveryJob(this.ctx, job);
    if (!prepared) return;
    this.inflightCount++;
    const attempt: Promise<void> = postNotification(prepared.url, prepared.token, this.timeoutMs)
      .then((outcome) => recordScheduledAttempt(this.ctx, job, outcome, atMs))
      .catch((error) => this.log(`delivery ${job.subject_id}: ${(error as Error).stack ?? String(error)}`))
      .finally(() => {
        this.inflightCount--;
        this.inflight.get(job.account_id)?.delete(attempt);
        this.wake();
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
   * the clock set to each job's due time. Delivery attempts are awaited in place, so a retry they
   * schedule inside the window runs in this same walk. Returns how many jobs ran.
   */
  advance(accountId: number, target: () => number): Promise<number> {
    return this.withAccountLock(accountId, async () => {
      // The target is read inside the lock: two "advance a day" calls must make two days.
      const targetMs = target();
      this.advancing.add(accountId);
      try {
        await Promise.all(this.inflight.get(accountId) ?? []);
        return await this.walkTo(accountId, targetMs);
      } finally {
        this.advancing.delete(accountId);
        this.wake();
      }
    });
  }

  private async walkTo(accountId: number, targetMs: number): Promise<number> {
    const { store } = this.ctx;
    const total = store.jobs.countDue(accountId, targetMs);
    let processed = 0;
    let lastYield = performance.now();
    let lastProgress = lastYield;
    for (let batch = store.jobs.due(accountId, targetMs, BATCH); batch.length > 0; batch = store.jobs.due(accountId, targetMs, BATCH)) {
      let index = 0;
      while (index < batch.length) {
        const job = batch[index];
        if (isAsyncJob(job)) {
          store.transaction(() => setClockTo(this.ctx, accountId, job.due_at_ms));
          const prepared = prepareDeliveryJob(this.ctx, job);
          if (prepared) {
            const outcome = await postNotification(prepared.url, prepared.token, this.timeoutMs);
            recordScheduledAttempt(this.ctx, job, outcome, job.due_at_ms);
          }
          processed++;
          break; // its retry may be due before the rest of this batch: read the schedule again
        }
        // Consecutive synchronous jobs share one transaction; stop early when one schedules
        // more work, which may fall due before the next job of this batch.
        const scheduledBefore = store.jobs.scheduledCount;
        store.transaction(() => {
          while (index < batch.length && !isAsyncJob(batch[index]) && store.jobs.scheduledCount === scheduledBefore) {
            setClockTo(this.ctx, accountId, batch[index].due_at_ms);
            runSyncJob(this.ctx, batch[index]);
            index++;
            processed++;
          }
        });
        if (store.jobs.scheduledCount !== scheduledBefore) break;
      }
      const now = performance.now();
      if (now - lastProgress > PROGRESS_EVERY_MS) {
        lastProgress = now;
        this.publishClock(accountId, { processed, total });
      }
      if (now - lastYield > YIELD_EVERY_MS) {
        await yieldToEventLoop(); // let other requests be served during a long walk
        lastYield = performance.now();
      }
    }
    store.transaction(() => setClockTo(this.ctx, accountId, targetMs));
    this.publishClock(accountId, { processed, total: Math.max(total, processed), done: true });
    return processed;
  }

  private publishClock(accountId: number, progress: { processed: number; total: number; done?: boolean }): void {
    const now = formatTimestamp(accountNowById(this.ctx, accountId));
    this.ctx.feed.publish(accountId, { kind: 'clock', now, ...progress });
  }

  /** One extra attempt of a delivery, now, outside its schedule. */
  async replay(delivery: DeliveryRow): Promise<AttemptOutcome | null> {
    const url = deliveryUrl(this.ctx, delivery);
    const atMs = accountNowById(this.ctx, delivery.account_id);
    const outcome: AttemptOutcome = url
      ? await postNotification(url, delivery.token, this.timeoutMs)
      : { url: '', statusCode: null, latencyMs: 0, error: 'no notification_url set' };
    recordReplay(this.ctx, delivery, outcome, atMs);
    return outcome;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all([...this.inflight.values()].flatMap((set) => [...set]));
    await Promise.all([...this.accountLocks.values()].map((lock) => lock.catch(() => undefined)));
  }
}
