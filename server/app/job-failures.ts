// A scheduled job that threw: its failure recorded on it (tried again later, or parked), and a
// parked job put back in the schedule when someone asks. The job's own work was rolled back by
// then (server/jobs/job-isolation.ts); this is the only trace it leaves.
import type { AppContext } from './context.ts';
import { accountNowById } from './context.ts';
import type { JobRow, ScheduledJobRow } from '../store/jobs-repo.ts';
import { decideAfterFailure, describeJobError } from '../domain/job-failure.ts';
import { ApiError } from '../domain/errors.ts';

export interface JobFailure {
  job: JobRow;
  /** The error, as one short line. */
  error: string;
  /** Failed attempts so far, this one included. */
  failures: number;
  /** When it runs again; null when it is parked. */
  retryAtMs: number | null;
}

/**
 * Records that `job` threw when run at `atMs` (virtual time), in a transaction of its own. Null
 * when the job is no longer in the schedule (the work that removed it was not rolled back).
 */
export function recordJobFailure(ctx: AppContext, job: JobRow, error: unknown, atMs: number): JobFailure | null {
  const { store } = ctx;
  const message = describeJobError(error);
  return store.transaction(() => {
    const before = store.jobs.failuresOf(job.id);
    if (before === null) return null;
    const failures = before + 1;
    const decision = decideAfterFailure(failures, atMs);
    const retryAtMs = decision.parked ? null : decision.retryAtMs;
    store.jobs.recordFailure(job.id, { failures, error: message, failedAtMs: atMs, retryAtMs });
    store.afterCommit(() => ctx.feed.publish(job.account_id, { kind: 'job', jobId: job.id, state: retryAtMs === null ? 'parked' : 'failed' }));
    return { job, error: message, failures, retryAtMs };
  });
}

/** The account's schedule as the dashboard shows it: the next jobs due, and the parked ones. */
export function readSchedule(ctx: AppContext, accountId: number, limit: number): { jobs: ScheduledJobRow[]; parked: ScheduledJobRow[] } {
  return { jobs: ctx.store.jobs.upcoming(accountId, limit), parked: ctx.store.jobs.parked(accountId, limit) };
}

/** Puts a parked job of the account back in the schedule, due now, with its attempts given afresh. */
export function retryParkedJob(ctx: AppContext, accountId: number, jobId: number): ScheduledJobRow {
  const { store } = ctx;
  return store.transaction(() => {
    if (!store.jobs.retry(accountId, jobId, accountNowById(ctx, accountId))) {
      throw new ApiError('propertyDoesNotExist', { property: 'id', message: `Não há tarefa parada com o id ${jobId} nesta conta.` });
    }
    store.afterCommit(() => {
      ctx.feed.publish(accountId, { kind: 'job', jobId, state: 'retried' });
      ctx.wakeJobRunner();
    });
    return store.jobs.find(accountId, jobId)!;
  });
}
