// The clock-advance bench's fair baseline: what any correct implementation of "a year passes over
// these boletos" must write with the sandbox's schema, done by bare better-sqlite3 and nothing else.
//
// What a clock walk does to each boleto that falls due (server/jobs/runner.ts, app/jobs.ts
// runSyncJob → app/boletos.ts markBilletOverdue → app/charge-status.ts recordChargeStatus), with
// no notification_url set (the bench's boletos):
//   - reads its job from the schedule (a range of `scheduled_jobs_due_unparked`, 8,000 at a time),
//   - DELETEs the job (the table and its two indexes),
//   - reads the charge's head (status, token, custom_id, expire date), asks the bank calendar
//     whether today is past the boleto's last payable business day,
//   - UPDATEs the charge to `unpaid` (the row and `charges_by_account_status`),
//   - INSERTs a history line (`charge_history`, clustered by charge, line = MAX(line) + 1),
//   - INSERTs a notification event (`notification_events`, clustered by token, seq = MAX(seq) + 1),
//   - and, at each new instant, moves the account's clock (an UPDATE of `accounts`).
//
// The baseline does the same state changes on the same rows, no less: it reads the due jobs with
// the walk's own query (same covering index, same batch size), DELETEs each job, UPDATEs the
// charge's status, INSERTs the walk's own history line and event — read back from the walked
// database, every column as stored, so the same bytes land in the same B-trees — and UPDATEs the
// account's clock at each new due instant. It writes into a copy of the database taken just
// before the walk (VACUUM INTO: every table and index the migrations made, the seeded rows beside),
// with the pragmas db.ts opens the sandbox's with and the walk's 128 MB page cache, committing as
// many jobs a transaction as the walk did in the same run. SQLite checkpoints the log itself, in
// this thread, at the walk's bound (checkpointer.ts WAL_BULK_LIMIT_BYTES); the sandbox copies in
// a checkpointer thread instead. The bench counts the process's CPU, all threads, so both pay for
// their copying; in wall time the walk gains from having it off its thread.
//
// What it leaves out, as application logic rather than storage: the charge head read and the
// calendar (it knows which jobs are boletos that must fall overdue, and their lines and events),
// and the MAX(line)/MAX(seq) lookups (it writes the numbers the walk chose). So it is a floor: a
// real implementation could not go below it with this schema. It then checks that it left the same
// number of unpaid charges, lines, events and jobs as the walk.
import Database from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import { WAL_BULK_LIMIT_BYTES } from '../../server/store/checkpointer.ts';

type Row = Record<string, unknown>;

/** The walk's read of the schedule, jobs at a time (runner.ts BATCH). */
const DUE_BATCH = 8000;

/** What the baseline must leave as the walk did, counted in the account. */
function rowCounts(db: Database.Database, accountId: number): string {
  const counts = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM charges WHERE account_id = @a AND status = 'unpaid'),
              (SELECT COUNT(*) FROM notification_events WHERE account_id = @a),
              (SELECT COUNT(*) FROM charge_history h JOIN charges c ON c.id = h.charge_id WHERE c.account_id = @a),
              (SELECT COUNT(*) FROM scheduled_jobs WHERE account_id = @a)`,
    )
    .raw()
    .get({ a: accountId }) as number[];
  return `unpaid charges ${counts[0]}, events ${counts[1]}, charge lines ${counts[2]}, jobs ${counts[3]}`;
}

/** The lines and events the walk wrote, by charge: read from the walked database (closed). */
function walkRows(walked: string, accountId: number, seededAt: string) {
  const source = new Database(walked, { readonly: true });
  const lines = new Map<number, Row[]>();
  for (const line of source
    .prepare(
      `SELECT h.* FROM charge_history h JOIN charges c ON c.id = h.charge_id
       WHERE c.account_id = ? AND h.created_at > ? ORDER BY h.charge_id, h.line`,
    )
    .all(accountId, seededAt) as Row[]) {
    const id = line.charge_id as number;
    lines.set(id, [...(lines.get(id) ?? []), line]);
  }
  const chargeOfToken = new Map<string, number>();
  for (const [id, token] of source.prepare('SELECT id, notification_token FROM charges WHERE account_id = ?').raw().all(accountId) as [number, string][]) {
    chargeOfToken.set(token, id);
  }
  const events = new Map<number, Row[]>();
  for (const event of source
    .prepare('SELECT * FROM notification_events WHERE account_id = ? AND created_at > ? ORDER BY token, seq')
    .all(accountId, seededAt) as Row[]) {
    const id = chargeOfToken.get(event.token as string)!;
    events.set(id, [...(events.get(id) ?? []), event]);
  }
  const expected = rowCounts(source, accountId);
  source.close();
  return { lines, events, expected };
}

export interface FairBaseline {
  seconds: number;
  cpuSec: number;
  transactions: number;
  jobs: number;
}

/**
 * Replays the walk's state changes on `seeded` (a copy of the database just before the walk) as
 * bare SQL, `jobsPerCommit` jobs a transaction; see the file's comment for what and why.
 */
export function fairOverdueWrites(walked: string, seeded: string, accountId: number, seededAt: string, targetMs: number, jobsPerCommit: number): FairBaseline {
  const { lines, events, expected } = walkRows(walked, accountId, seededAt);
  const db = new Database(seeded);
  // db.ts openDatabase's pragmas, the walk's page cache (db.ts WALK_PAGE_CACHE_KIB) and log bound.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`cache_size = -${128 * 1024}`);
  db.pragma('mmap_size = 268435456');
  db.pragma('temp_store = MEMORY');
  db.pragma(`wal_autocheckpoint = ${Math.ceil(WAL_BULK_LIMIT_BYTES / (db.pragma('page_size', { simple: true }) as number))}`);
  const inserter = (table: string) => {
    const names = (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map(({ name }) => name);
    const statement = db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
    return (row: Row) => statement.run(names.map((name) => row[name]));
  };
  const insertLine = inserter('charge_history');
  const insertEvent = inserter('notification_events');
  const dueJobs = db
    .prepare(
      `SELECT id, due_at_ms, kind, subject_id FROM scheduled_jobs INDEXED BY scheduled_jobs_due_unparked
       WHERE account_id = ? AND parked = 0 AND due_at_ms <= ? AND running = 0 ORDER BY due_at_ms, id LIMIT ?`,
    )
    .raw();
  const removeJob = db.prepare('DELETE FROM scheduled_jobs WHERE id = ?');
  const setStatus = db.prepare("UPDATE charges SET status = 'unpaid' WHERE id = ?");
  const setClock = db.prepare('UPDATE accounts SET clock_offset_ms = ? WHERE id = ?');
  const wallStart = Date.now();
  let clockAt = Number.NaN;
  let jobs = 0;
  let transactions = 0;
  type DueJob = [id: number, dueAtMs: number, kind: string, chargeId: number];
  const runJob = ([id, dueAtMs, , chargeId]: DueJob) => {
    if (dueAtMs !== clockAt) setClock.run((clockAt = dueAtMs) - wallStart, accountId);
    removeJob.run(id);
    setStatus.run(chargeId);
    for (const line of lines.get(chargeId) ?? []) insertLine(line);
    for (const event of events.get(chargeId) ?? []) insertEvent(event);
  };
  // Commits of `jobsPerCommit` jobs whatever the read batches (a walk's commit, one per yield, may
  // hold the end of one batch and the start of the next); the schedule is read inside them, as the
  // walk reads it.
  const commitJobs = db.transaction(() => {
    let ran = 0;
    while (ran < jobsPerCommit) {
      const batch = dueJobs.all(accountId, targetMs, Math.min(DUE_BATCH, jobsPerCommit - ran)) as DueJob[];
      if (batch.length === 0) break;
      for (const job of batch) runJob(job);
      ran += batch.length;
    }
    return ran;
  });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let ran = commitJobs(); ran > 0; ran = commitJobs()) {
    jobs += ran;
    transactions++;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const written = rowCounts(db, accountId);
  db.close();
  if (written !== expected) throw new Error(`fair baseline left ${written}; the walk left ${expected}`);
  return { seconds, cpuSec: (cpu.user + cpu.system) / 1e6, transactions, jobs };
}
