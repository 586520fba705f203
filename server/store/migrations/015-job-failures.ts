export const jobFailures = /* sql */ `
-- A scheduled job that throws (a bug, data it cannot make sense of) must stop nothing else: its
-- failure is recorded on it, it is tried again a few times on the virtual clock, then parked —
-- kept, with its error, for the schedule to show, and never run again unless asked to
-- (server/domain/job-failure.ts).
ALTER TABLE scheduled_jobs ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE scheduled_jobs ADD COLUMN last_error TEXT;
ALTER TABLE scheduled_jobs ADD COLUMN failed_at_ms INTEGER;
ALTER TABLE scheduled_jobs ADD COLUMN parked INTEGER NOT NULL DEFAULT 0;
-- The walk's covering index, with parked right after the account: what is due is still one range
-- of the index, and parked jobs lie outside it (never read, however many there are).
CREATE INDEX scheduled_jobs_due_unparked ON scheduled_jobs(account_id, parked, due_at_ms, id, running, kind, subject_id);
DROP INDEX scheduled_jobs_due_covering;
`;
