import type { Db } from './db.ts';
import type { JobKind } from '../domain/job-kinds.ts';

export { JOB_KINDS, type JobKind } from '../domain/job-kinds.ts';

export interface JobRow {
  id: number;
  account_id: number;
  due_at_ms: number;
  kind: JobKind;
  subject_id: number;
}

/** A job as the schedule shows it: with what its failed attempts left on it (migration 015). */
export interface ScheduledJobRow extends JobRow {
  /** Failed attempts so far; 0 for a job that never failed. */
  failures: number;
  last_error: string | null;
  failed_at_ms: number | null;
  parked: number;
}

export function createJobsRepo(db: Db) {
  const insert = db.prepare('INSERT INTO scheduled_jobs (account_id, due_at_ms, kind, subject_id) VALUES (?, ?, ?, ?)');
  // Raw rows: a walk reads thousands of jobs per batch, and better-sqlite3 builds a row object
  // property by property.
  const due = db
    .prepare(
      `SELECT id, due_at_ms, kind, subject_id FROM scheduled_jobs
       WHERE account_id = ? AND parked = 0 AND due_at_ms <= ? AND running = 0 ORDER BY due_at_ms, id LIMIT ?`,
    )
    .raw();
  const viewColumns = 'id, account_id, due_at_ms, kind, subject_id, failures, last_error, failed_at_ms, parked';
  const nextFor = db.prepare(
    `SELECT ${viewColumns} FROM scheduled_jobs WHERE account_id = ? AND parked = 0 ORDER BY due_at_ms, id LIMIT ?`,
  );
  const parkedFor = db.prepare(
    `SELECT ${viewColumns} FROM scheduled_jobs WHERE account_id = ? AND parked = 1 ORDER BY failed_at_ms DESC, id DESC LIMIT ?`,
  );
  const findOne = db.prepare(`SELECT ${viewColumns} FROM scheduled_jobs WHERE account_id = ? AND id = ?`);
  const countBetween = db.prepare(
    'SELECT COUNT(*) FROM scheduled_jobs WHERE account_id = ? AND parked = 0 AND due_at_ms <= ? AND running = 0',
  ).pluck();
  const failuresOf = db.prepare('SELECT failures FROM scheduled_jobs WHERE id = ?').pluck();
  const recordFailure = db.prepare(
    `UPDATE scheduled_jobs SET failures = @failures, last_error = @error, failed_at_ms = @failedAtMs, running = 0,
       parked = @parked, due_at_ms = coalesce(@retryAtMs, due_at_ms) WHERE id = @id`,
  );
  const retry = db.prepare(
    `UPDATE scheduled_jobs SET parked = 0, failures = 0, last_error = NULL, failed_at_ms = NULL, running = 0, due_at_ms = ?
     WHERE account_id = ? AND id = ? AND parked = 1`,
  );
  const remove = db.prepare('DELETE FROM scheduled_jobs WHERE id = ?');
  const removeFor = db.prepare('DELETE FROM scheduled_jobs WHERE kind = ? AND subject_id = ?');
  const markRunning = db.prepare('UPDATE scheduled_jobs SET running = 1 WHERE id = ?');
  const clearRunning = db.prepare('UPDATE scheduled_jobs SET running = 0 WHERE running = 1');
  // The real-time poll asks this five times a second, during a clock walk too. DISTINCT read the
  // whole schedule's index (~3-4 ms at 100,000 jobs); hopping from one account to the next through
  // the index's leading column costs a seek per account (a few µs), with the same answer.
  const accountsWithJobs = db
    .prepare(
      `WITH RECURSIVE present(account_id) AS (
         SELECT MIN(account_id) FROM scheduled_jobs
         UNION ALL
         SELECT (SELECT MIN(account_id) FROM scheduled_jobs WHERE account_id > present.account_id) FROM present WHERE present.account_id IS NOT NULL
       ) SELECT account_id FROM present WHERE account_id IS NOT NULL`,
    )
    .pluck();
  const exists = db.prepare('SELECT 1 FROM scheduled_jobs WHERE id = ?').pluck();
  // Let the clock walk notice that a job it ran scheduled more work, which may be due before the
  // next job of the batch it read.
  let scheduledCount = 0;
  let earliestScheduled = Infinity;

  return {
    schedule(accountId: number, dueAtMs: number, kind: JobKind, subjectId: number): void {
      insert.run(accountId, dueAtMs, kind, subjectId);
      scheduledCount++;
      if (dueAtMs < earliestScheduled) earliestScheduled = dueAtMs;
    },
    get scheduledCount() {
      return scheduledCount;
    },
    /** The earliest due time scheduled since the last forgetEarliestScheduled() (Infinity: none). */
    get earliestScheduled() {
      return earliestScheduled;
    },
    forgetEarliestScheduled(): void {
      earliestScheduled = Infinity;
    },
    /** Whether the job is still in the schedule (a fetched token takes its deliveries' jobs out). */
    exists: (id: number) => exists.get(id) !== undefined,
    accountsWithJobs: () => accountsWithJobs.all() as number[],
    due: (accountId: number, upToMs: number, limit: number): JobRow[] =>
      (due.all(accountId, upToMs, limit) as [number, number, JobKind, number][]).map(([id, dueAtMs, kind, subjectId]) => ({
        id,
        account_id: accountId,
        due_at_ms: dueAtMs,
        kind,
        subject_id: subjectId,
      })),
    /** The jobs still to run (parked ones left out), soonest first. */
    upcoming: (accountId: number, limit: number) => nextFor.all(accountId, limit) as ScheduledJobRow[],
    /** The parked jobs, the latest parked first. */
    parked: (accountId: number, limit: number) => parkedFor.all(accountId, limit) as ScheduledJobRow[],
    find: (accountId: number, id: number) => findOne.get(accountId, id) as ScheduledJobRow | undefined,
    /** Failed attempts of the job so far; null when it is no longer in the schedule. */
    failuresOf: (id: number) => (failuresOf.get(id) as number | undefined) ?? null,
    /**
     * Records a failed attempt: the job is due again at `retryAtMs`, or parked when that is null.
     * Either way it is no longer in flight.
     */
    recordFailure(id: number, failure: { failures: number; error: string; failedAtMs: number; retryAtMs: number | null }): void {
      const { failures, error, failedAtMs, retryAtMs } = failure;
      recordFailure.run({ id, failures, error, failedAtMs, retryAtMs, parked: retryAtMs === null ? 1 : 0 });
      if (retryAtMs !== null) {
        scheduledCount++; // due again: for the walk, as good as newly scheduled
        if (retryAtMs < earliestScheduled) earliestScheduled = retryAtMs;
      }
    },
    /** Puts a parked job back in the schedule, due at `atMs`, as if it had never failed; false if there is none. */
    retry(accountId: number, id: number, atMs: number): boolean {
      const changed = retry.run(atMs, accountId, id).changes > 0;
      if (changed) {
        scheduledCount++;
        if (atMs < earliestScheduled) earliestScheduled = atMs;
      }
      return changed;
    },
    countDue: (accountId: number, upToMs: number) => countBetween.get(accountId, upToMs) as number,
    remove(id: number): void {
      remove.run(id);
    },
    removeForSubject(kind: JobKind, subjectId: number): void {
      removeFor.run(kind, subjectId);
    },
    markRunning(id: number): void {
      markRunning.run(id);
    },
    /** At start-up no job can be in flight: whatever was running when the process died runs again. */
    releaseAll(): void {
      clearRunning.run();
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
