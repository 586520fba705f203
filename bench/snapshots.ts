// Reset and restore, as a suite calls them before every test: an account with 1,000 boleto
// charges (each with its history, events and overdue job) and a snapshot of it; then, over real
// HTTP, restore → reset → restore … and the median of each call. Another account with 20,000
// charges shares the database, so the figures hold in a database that is not just this account.
// Baseline, in the same process: the same rows deleted and written back as bare SQL.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { createOneStepBillet } from '../server/app/boletos.ts';
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

async function sandboxRounds(ctx: BenchContext) {
  const server = await startServer({ db: join(ctx.tmpDir, 'snapshots.db'), port: 0, log: () => {} });
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
    return { restore: median(restores), reset: median(resets), rowCount, tables: snapshot };
  } finally {
    await server.close();
  }
}

/** The same rows, deleted and written back with bare prepared statements in one transaction. */
function bareRounds(ctx: BenchContext, tables: Record<string, { columns: string[]; rows: unknown[][] }>) {
  const db = new Database(join(ctx.tmpDir, 'snapshots-bare.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const statements = Object.entries(tables).map(([name, { columns, rows }]) => {
    db.exec(`CREATE TABLE ${name} (account INTEGER, ${columns.join(', ')})`);
    db.exec(`CREATE INDEX ${name}_by_account ON ${name}(account)`);
    return {
      rows,
      insert: db.prepare(`INSERT INTO ${name} VALUES (${['1', ...columns.map(() => '?')].join(', ')})`),
      remove: db.prepare(`DELETE FROM ${name} WHERE account = 1`),
    };
  });
  const write = db.transaction(() => {
    for (const table of statements) for (const row of table.rows) table.insert.run(row);
  });
  const clear = db.transaction(() => {
    for (const table of statements) table.remove.run();
  });
  const restores: number[] = [];
  const resets: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    clear();
    write();
    restores.push(performance.now() - started);
    started = performance.now();
    clear();
    resets.push(performance.now() - started);
  }
  db.close();
  return { restore: median(restores), reset: median(resets) };
}

export const snapshots: BenchModule = {
  name: 'snapshots',
  async run(ctx) {
    ctx.log(`  sandbox: an account with ${CHARGES} boletos beside one with ${OTHER_CHARGES}; ${ROUNDS} × (restore, reset) over HTTP`);
    const sandbox = await sandboxRounds(ctx);
    ctx.log(`  bare: the same ${sandbox.rowCount} rows deleted and inserted as plain SQL`);
    const bare = bareRounds(ctx, sandbox.tables);
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
