import type { Db } from './db.ts';

/** Every kind of scheduled job the runner knows (app/jobs.ts runs them); a snapshot may bring no other. */
export const JOB_KINDS = ['notification.deliver', 'charge.overdue', 'card.capture', 'subscription.execute', 'link.expire'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface JobRow {
  id: number;
  account_id: number;
  due_at_ms: number;
  kind: JobKind;
  subject_id: number;
}

export function createJobsRepo(db: Db) {
  const insert = db.prepare('INSERT INTO scheduled_jobs (account_id, due_at_ms, kind, subject_id) VALUES (?, ?, ?, ?)');
  // Raw rows: a walk reads thousands of jobs per batch, and better-sqlite3 builds a row object
  // property by property.
  const due = db
    .prepare(
      `SELECT id, due_at_ms, kind, subject_id FROM scheduled_jobs
       WHERE account_id = ? AND due_at_ms <= ? AND running = 0 ORDER BY due_at_ms, id LIMIT ?`,
    )
    .raw();
  const nextFor = db.prepare(
    `SELECT id, account_id, due_at_ms, kind, subject_id FROM scheduled_jobs
     WHERE account_id = ? ORDER BY due_at_ms, id LIMIT ?`,
  );
  const countBetween = db.prepare(
    'SELECT COUNT(*) FROM scheduled_jobs WHERE account_id = ? AND due_at_ms <= ? AND running = 0',
  ).pluck();
  const remove = db.prepare('DELETE FROM scheduled_jobs WHERE id = ?');
  const removeFor = db.prepare('DELETE FROM scheduled_jobs WHERE kind = ? AND subject_id = ?');
  const markRunning = db.prepare('UPDATE scheduled_jobs SET running = 1 WHERE id = ?');
  const clearRunning = db.prepare('UPDATE scheduled_jobs SET running = 0 WHERE running = 1');
  const accountsWithJobs = db.prepare('SELECT DISTINCT account_id FROM scheduled_jobs').pluck();
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
    upcoming: (accountId: number, limit: number) => nextFor.all(accountId, limit) as JobRow[],
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
