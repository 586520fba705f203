// Reset and restore, as a suite calls them before every test: an account with 1,000 boleto
// charges (each with its history, events and overdue job) and a snapshot of it; then, over real
// HTTP, restore → reset → restore … and the median of each call. Another account with 20,000
// charges shares the database, so the figures hold in a database that is not just this account.
// Baseline, in the same process: the same rows deleted and written back as bare SQL, in a copy of
// the same database — the same schema and indexes, the other account's 20,000 charges beside —
// with each row as the restore leaves it (search columns included, computed beforehand), so the
// ratio is what the sandbox adds to writing those rows: reading the document, computing the search
// columns, foreign-key checks, the HTTP round trip. (Before 2026-11-26 the baseline wrote the rows
// into an empty file with one index per table: fewer index entries than the restore writes.)
import Database from 'better-sqlite3';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { createOneStepBillet } from '../server/app/boletos.ts';
import { ACCOUNT_TABLES } from '../server/store/account-state.ts';
import { formatDate } from '../server/domain/clock.ts';
import { addDays } from '../server/domain/dates.ts';
import { median, ratio, type BenchContext, type BenchModule } from './lib/report.ts';
import { call } from './lib/client.ts';

const CHARGES = Number(process.env.BENCH_SNAPSHOT_CHARGES ?? 1_000);
const OTHER_CHARGES = 20_000;
const ROUNDS = 30;
/** Issue 23 §6: a restore within 2× bare SQL deleting and writing back the same rows, same run. */
const RESTORE_MAX_RATIO = 2;

function basic(credentials: { client_id: string; client_secret: string }): string {
  return `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`;
}

async function sandboxRounds(dbFile: string) {
  const server = await startServer({ db: dbFile, port: 0, log: () => {} });
  try {
    const app = server.ctx;
    const seed = (name: string, count: number) => {
      const credentials = createAccount(app, { name });
      const account = app.store.accounts.findById(credentials.account_id)!;
      const expireAt = addDays(formatDate(Date.now()), 10);
      app.store.transaction(() => {
        for (let i = 0; i < count; i++) {
          createOneStepBillet(app, account, {
            items: [{ name: 'Mensalidade', value: 1000 + i, amount: 1 }],
            payment: { banking_billet: { expire_at: expireAt, customer: { name: 'Maria da Silva', cpf: '52998224725' } } },
          });
        }
      });
      return credentials;
    };
    seed('Other account', OTHER_CHARGES);
    const credentials = seed('Snapshot bench', CHARGES);
    const headers = { authorization: basic(credentials), 'content-type': 'application/json' };
    const post = async (path: string) => {
      const started = performance.now();
      const answer = await call(`${server.url}${path}`, { method: 'POST', headers, timeoutMs: 30_000 });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`);
      return { ms: performance.now() - started, answer };
    };
    const snapshotId = (await post('/sandbox/v1/snapshots')).answer.json().snapshot_id as number;
    const rows = app.store.db.prepare('SELECT COUNT(*) FROM charges WHERE account_id = ?').pluck().get(credentials.account_id) as number;
    if (rows !== CHARGES) throw new Error(`expected ${CHARGES} charges, found ${rows}`);
    const restores: number[] = [];
    const resets: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      restores.push((await post(`/sandbox/v1/snapshots/${snapshotId}/restore`)).ms);
      resets.push((await post('/sandbox/v1/reset')).ms);
    }
    await post(`/sandbox/v1/snapshots/${snapshotId}/restore`);
    const restored = app.store.db.prepare('SELECT COUNT(*) FROM charges WHERE account_id = ?').pluck().get(credentials.account_id) as number;
    if (restored !== CHARGES) throw new Error(`restore brought back ${restored} charges, not ${CHARGES}`);
    const snapshot = app.store.accountState.capture(credentials.account_id);
    const rowCount = Object.values(snapshot).reduce((sum, table) => sum + table.rows.length, 0);
    return { restore: median(restores), reset: median(resets), rowCount, accountId: credentials.account_id };
  } finally {
    await server.close();
  }
}

/**
 * The same rows, deleted and written back with bare prepared statements in one transaction, in a
 * copy of the sandbox's database as the last restore left it (`dbFile`, closed).
 */
function bareRounds(ctx: BenchContext, dbFile: string, accountId: number) {
  const copy = join(ctx.tmpDir, 'snapshots-bare.db');
  copyFileSync(dbFile, copy);
  const db = new Database(copy);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const statements = ACCOUNT_TABLES.map(({ table, scope, ids }) => {
    // Every stored column; ids a restore gives afresh are left to SQLite here too.
    const rows = db.prepare(`SELECT * FROM ${table} WHERE ${scope}`).all({ accountId }) as Array<Record<string, unknown>>;
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>)
      .map(({ name }) => name)
      .filter((name) => !(ids === 'renumber' && name === 'id'));
    return {
      rows: rows.map((row) => columns.map((name) => row[name])),
      insert: db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`),
      remove: db.prepare(`DELETE FROM ${table} WHERE ${scope}`),
    };
  });
  const charges = statements[ACCOUNT_TABLES.findIndex(({ table }) => table === 'charges')].rows.length;
  if (charges !== CHARGES) throw new Error(`the copy holds ${charges} of the account's charges, not ${CHARGES}`);
  const removeAll = () => {
    for (const table of [...statements].reverse()) table.remove.run({ accountId });
  };
  // One transaction each, as the restore and the reset are.
  const restore = db.transaction(() => {
    removeAll();
    for (const table of statements) for (const row of table.rows) table.insert.run(row);
  });
  const reset = db.transaction(removeAll);
  const restores: number[] = [];
  const resets: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    restore();
    restores.push(performance.now() - started);
    started = performance.now();
    reset();
    resets.push(performance.now() - started);
  }
  db.close();
  return { restore: median(restores), reset: median(resets) };
}

export const snapshots: BenchModule = {
  name: 'snapshots',
  async run(ctx) {
    ctx.log(`  sandbox: an account with ${CHARGES} boletos beside one with ${OTHER_CHARGES}; ${ROUNDS} × (restore, reset) over HTTP`);
    const dbFile = join(ctx.tmpDir, 'snapshots.db');
    const sandbox = await sandboxRounds(dbFile);
    ctx.log(`  bare: the same ${sandbox.rowCount} rows deleted and inserted as plain SQL, in a copy of the same database`);
    const bare = bareRounds(ctx, dbFile, sandbox.accountId);
    return {
      title: `Reset and restore (an account with ${CHARGES.toLocaleString('en')} boleto charges, ${sandbox.rowCount.toLocaleString('en')} rows in all)`,
      rows: [
        {
          metric: 'POST /sandbox/v1/snapshots/:id/restore, median',
          unit: 'ms',
          sandbox: Number(sandbox.restore.toFixed(1)),
          baseline: Number(bare.restore.toFixed(1)),
          ratio: ratio(sandbox.restore, bare.restore),
          target: { label: `≤ ${RESTORE_MAX_RATIO}× bare SQL`, met: sandbox.restore / bare.restore <= RESTORE_MAX_RATIO },
        },
        {
          metric: 'POST /sandbox/v1/reset, median',
          unit: 'ms',
          sandbox: Number(sandbox.reset.toFixed(1)),
          baseline: Number(bare.reset.toFixed(1)),
          ratio: ratio(sandbox.reset, bare.reset),
          target: { label: '≤ 50 ms', met: sandbox.reset <= 50 },
        },
      ],
      details: { charges: CHARGES, otherCharges: OTHER_CHARGES, rows: sandbox.rowCount, rounds: ROUNDS },
    };
  },
};
