import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations } from '../../server/store/migrations/index.ts';
import { scheduleCoveringIndex } from '../../server/store/migrations/008-schedule-covering-index.ts';
import { confirmations } from '../../server/store/migrations/023-confirmations.ts';
import { oneConfirmationDay } from '../../server/store/migrations/026-one-confirmation-day.ts';
import { applyMigrations } from '../../server/store/migrate.ts';
import { createJobsRepo } from '../../server/store/jobs-repo.ts';

/** A database file as an earlier release left it: the first `version` migrations applied. */
function databaseAt(version: number, file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const sql of migrations.slice(0, version)) db.exec(sql);
  db.pragma(`user_version = ${version}`);
  return db;
}

test('the schedule keeps its jobs, and reads due ones from the covering index, after migrations 008 and 015', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-migrations-'));
  try {
    const file = join(dir, 'old.db');
    const old = databaseAt(migrations.indexOf(scheduleCoveringIndex), file); // just before 008
    old.exec("INSERT INTO accounts (id, name, client_id, client_secret, created_at_ms) VALUES (1, 'a', 'id', 'secret', 0)");
    const insert = old.prepare('INSERT INTO scheduled_jobs (account_id, due_at_ms, kind, subject_id, running) VALUES (1, ?, ?, ?, ?)');
    insert.run(3000, 'charge.overdue', 11, 0);
    insert.run(1000, 'notification.deliver', 12, 1); // in flight when the old process stopped
    insert.run(2000, 'card.capture', 13, 0);
    insert.run(1000, 'charge.overdue', 14, 0);
    old.close();

    const db = new Database(file);
    applyMigrations(db);
    assert.equal(db.pragma('user_version', { simple: true }), migrations.length);
    const jobs = createJobsRepo(db);
    assert.deepEqual(
      jobs.due(1, 2500, 10).map((job) => [job.due_at_ms, job.kind, job.subject_id]),
      [[1000, 'charge.overdue', 14], [2000, 'card.capture', 13]],
      'due order, running jobs left out',
    );
    jobs.releaseAll();
    assert.deepEqual(jobs.upcoming(1, 10).map((job) => job.subject_id), [12, 14, 13, 11]);
    assert.equal(jobs.countDue(1, 3000), 4);
    const plan = db.prepare('EXPLAIN QUERY PLAN SELECT id, due_at_ms, kind, subject_id FROM scheduled_jobs WHERE account_id = 1 AND parked = 0 AND due_at_ms <= 5 AND running = 0 ORDER BY due_at_ms, id LIMIT 9').all() as { detail: string }[];
    assert.match(plan.map((row) => row.detail).join(' '), /COVERING INDEX scheduled_jobs_due_unparked/);
    assert.equal(db.prepare("SELECT COUNT(*) FROM sqlite_schema WHERE name IN ('scheduled_jobs_due', 'scheduled_jobs_due_covering')").pluck().get(), 0);

    // Migration 015: a parked job stays in the table, out of what is due and what is upcoming.
    jobs.recordFailure(jobs.upcoming(1, 1)[0].id, { failures: 3, error: 'boom', failedAtMs: 1000, retryAtMs: null });
    assert.deepEqual(jobs.due(1, 5000, 10).map((job) => job.subject_id), [14, 13, 11]);
    assert.equal(jobs.countDue(1, 5000), 3);
    assert.deepEqual(jobs.parked(1, 10).map((job) => [job.subject_id, job.failures, job.last_error]), [[12, 3, 'boom']]);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('migration 023: charges paid by a bank, a Pix or a card before it get their confirmation time; a settle by hand none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-migrations-'));
  try {
    const file = join(dir, 'old.db');
    const old = databaseAt(migrations.indexOf(confirmations), file);
    old.exec("INSERT INTO accounts (id, name, client_id, client_secret, created_at_ms) VALUES (1, 'a', 'id', 'secret', 0)");
    const charge = old.prepare(
      "INSERT INTO charges (id, account_id, status, total, items, notification_token, created_at, received_by_bank_at) VALUES (?, 1, ?, 1000, '[]', 't', '2026-01-01 09:00:00', ?)",
    );
    const line = old.prepare('INSERT INTO charge_history (charge_id, line, message, created_at) VALUES (?, ?, ?, ?)');
    charge.run(11, 'paid', '2026-01-04');
    line.run(11, 1, 'Pagamento confirmado pelo banco', '2026-01-05 10:00:00');
    charge.run(12, 'paid', '2026-01-05');
    line.run(12, 1, 'Pagamento confirmado via Pix', '2026-01-05 11:00:00');
    charge.run(13, 'paid', '2026-01-05');
    line.run(13, 1, 'Cobrança marcada como paga manualmente', '2026-01-05 12:00:00');
    charge.run(14, 'waiting', null);
    old.close();

    const db = new Database(file);
    applyMigrations(db);
    assert.deepEqual(db.prepare('SELECT id, confirmed_at FROM charges ORDER BY id').raw().all(), [
      [11, '2026-01-05 10:00:00'],
      [12, '2026-01-05 11:00:00'],
      [13, null],
      [14, null],
    ]);
    assert.equal(db.prepare('SELECT boleto_fee FROM accounts WHERE id = 1').pluck().get(), 300);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('migration 026: one confirmation day — confirmed_on goes, its day kept in confirmed_at where that was empty', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-migrations-'));
  try {
    const file = join(dir, 'old.db');
    const old = databaseAt(migrations.indexOf(oneConfirmationDay), file);
    old.exec("INSERT INTO accounts (id, name, client_id, client_secret, created_at_ms) VALUES (1, 'a', 'id', 'secret', 0)");
    const charge = old.prepare(
      "INSERT INTO charges (id, account_id, status, total, items, notification_token, created_at, received_by_bank_at, confirmed_on, confirmed_at) VALUES (?, 1, 'paid', 1000, '[]', 't', '2026-01-01 09:00:00', '2026-01-02', ?, ?)",
    );
    charge.run(21, '2026-01-05', '2026-01-05 10:00:00');
    charge.run(22, '2026-01-06', null);
    charge.run(23, null, null);
    old.close();

    const db = new Database(file);
    applyMigrations(db);
    const columns = (db.prepare('PRAGMA table_info(charges)').all() as Array<{ name: string }>).map((column) => column.name);
    assert.ok(!columns.includes('confirmed_on'));
    assert.deepEqual(db.prepare('SELECT id, confirmed_at FROM charges ORDER BY id').raw().all(), [
      [21, '2026-01-05 10:00:00'],
      [22, '2026-01-06 00:00:00'],
      [23, null],
    ]);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
