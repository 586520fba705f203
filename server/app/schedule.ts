// The control API's view of an account's schedule (GET /sandbox/v1/schedule): what is due next on
// its clock, and the jobs parked after failing, each as the dashboard's schedule panel shows it.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { ScheduledJobRow } from '../store/jobs-repo.ts';
import { retryParkedJob } from './job-failures.ts';
import { formatTimestamp } from '../domain/clock.ts';

/** A job as the schedule shows it: when, what, on which subject, and what its failed attempts left. */
function jobView(job: ScheduledJobRow) {
  return {
    id: job.id,
    due_at: formatTimestamp(job.due_at_ms),
    kind: job.kind,
    subject_id: job.subject_id,
    failures: job.failures,
    last_error: job.last_error,
    failed_at: job.failed_at_ms === null ? null : formatTimestamp(job.failed_at_ms),
  };
}

/** The next `limit` jobs due, and the last `limit` parked. */
export function readSchedule(ctx: AppContext, account: Pick<AccountRow, 'id'>, limit: number) {
  return {
    jobs: ctx.store.jobs.upcoming(account.id, limit).map(jobView),
    parked: ctx.store.jobs.parked(account.id, limit).map(jobView),
  };
}

/** A parked job back in the schedule (app/job-failures.ts), as the schedule now shows it. */
export function retryScheduledJob(ctx: AppContext, account: Pick<AccountRow, 'id'>, jobId: number) {
  return jobView(retryParkedJob(ctx, account.id, jobId));
}
