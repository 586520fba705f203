// One bad job stops nothing else. A job that throws has had its work rolled back (it ran in a
// transaction or savepoint of its own); here its failure is recorded on it — run again later, or
// parked (server/domain/job-failure.ts) — and said in one log line, without a stack: the same
// failure at every poll would bury everything else in the log. The runner goes on with the next job.
import type { AppContext } from '../app/context.ts';
import { recordJobFailure } from '../app/job-failures.ts';
import type { JobEffect } from '../domain/advance-summary.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { describeJobError, JOB_ATTEMPTS } from '../domain/job-failure.ts';
import type { JobRow } from '../store/jobs-repo.ts';
import { isStorageFailure } from '../store/storage-failure.ts';

/**
 * Charges `error` to `job`, which threw when run at `atMs`, and returns the summary entry it makes
 * (null when the job was gone). A storage failure (a locked or full database) is not the job's
 * fault and would meet the next job too: it is thrown again, for the caller to stop on.
 */
export function chargeFailureToJob(ctx: AppContext, log: (line: string) => void, job: JobRow, error: unknown, atMs: number): JobEffect | null {
  if (isStorageFailure(error)) throw error;
  const failure = recordJobFailure(ctx, job, error, atMs);
  const what = `job ${job.id} (${job.kind} ${job.subject_id}, account ${job.account_id})`;
  if (!failure) {
    log(`${what} failed and is no longer scheduled: ${describeJobError(error)}`);
    return null;
  }
  const next = failure.retryAtMs === null
    ? `parked after ${failure.failures} attempts`
    : `attempt ${failure.failures} of ${JOB_ATTEMPTS}, runs again at ${formatTimestamp(failure.retryAtMs)}`;
  log(`${what} failed (${next}): ${failure.error}`);
  return { kind: failure.retryAtMs === null ? 'job.parked' : 'job.failed', subjectId: job.id, error: failure.error };
}
