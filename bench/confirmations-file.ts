// GET /sandbox/v1/confirmations (issue 26 §3): the confirmations file of a day with 10,000
// payments, in an account of 100,000 boleto charges of which 20,000 are paid over two days — over
// real HTTP with the account's credentials, the body read whole. Baseline: the same rows read as
// bare SQL on the server's own connection (the columns the file prints, through the same partial
// index), so the ratio is what building and serving the file adds to reading its rows.
// Bolix is off for the account: the Pix codes cost the set-up minutes and the file nothing.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { payAtBank } from '../server/app/bank.ts';
import { setClockTo } from '../server/app/clock.ts';
import { updateSettings } from '../server/app/settings.ts';
import { formatDate } from '../server/domain/clock.ts';
import { addDays } from '../server/domain/dates.ts';
import { median, ratio, type BenchContext, type BenchModule } from './lib/report.ts';
import { call } from './lib/client.ts';
import { seedBoletos } from './lib/seed-boletos.ts';

const CHARGES = Number(process.env.BENCH_CONFIRMATIONS_CHARGES ?? 100_000);
const PAID_PER_DAY = CHARGES / 10;
const ROUNDS = 15;
const DAY_MS = 86_400_000;
const TARGET_MS = 1_000;

const BARE_SQL = `SELECT id, confirmed_at, billet ->> '$.documentValue', paid_value, carnet_id, custom_id, billet ->> '$.expireAt', received_by_bank_at
  FROM charges WHERE account_id = ? AND confirmed_at >= ? AND confirmed_at < ? AND status = 'paid' AND billet IS NOT NULL ORDER BY confirmed_at, id`;

interface Figures {
  first: number;
  ms: number;
  cpuMs: number;
  rows: number;
}

async function timedRounds(run: () => Promise<number> | number): Promise<Figures> {
  const samples: number[] = [];
  const cpu: number[] = [];
  let rows = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const cpuBefore = process.cpuUsage();
    const before = performance.now();
    rows = await run();
    samples.push(performance.now() - before);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  return { first: samples[0], ms: median(samples.slice(1)), cpuMs: median(cpu.slice(1)), rows };
}

async function measure(ctx: BenchContext) {
  const server = await startServer({ db: join(ctx.tmpDir, 'confirmations-file.db'), port: 0, log: () => {} });
  try {
    const app = server.ctx;
    const credentials = createAccount(app, { name: 'Confirmations bench' });
    const accountId = credentials.account_id;
    updateSettings(app, app.store.accounts.findById(accountId)!, { bolix: false });
    const issueDay = formatDate(Date.now());
    const started = performance.now();
    const ids = seedBoletos(app, accountId, CHARGES, issueDay);
    // Two days of payments at the counter, 10,000 each: the file of the first is measured, the
    // second's rows sit beside it in the index.
    const payOn = (dayOffset: number, from: number) => {
      setClockTo(app, accountId, Date.now() + dayOffset * DAY_MS);
      const account = app.store.accounts.findById(accountId)!;
      app.store.transaction(() => {
        for (let i = from; i < from + PAID_PER_DAY; i++) payAtBank(app, account, { charge_id: ids[i] });
      });
      return formatDate(Date.now() + dayOffset * DAY_MS);
    };
    const fileDay = payOn(5, 0);
    payOn(6, PAID_PER_DAY);
    const setupSeconds = (performance.now() - started) / 1000;
    ctx.log(`  set-up: ${setupSeconds.toFixed(0)} s`);

    const basic = { authorization: `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}` };
    const path = `/sandbox/v1/confirmations?date=${fileDay}`;
    // The first request after the set-up waits for its last commits and checkpoint.
    await call(`${server.url}/sandbox/v1/clock`, { method: 'GET', headers: basic, timeoutMs: 120_000 });
    const bare = app.store.db.prepare(BARE_SQL).raw();
    const nextDay = addDays(fileDay, 1);
    // Alternated, so both see the same load on the shared machine.
    const sql: Figures[] = [];
    const http: Figures[] = [];
    for (let turn = 0; turn < 2; turn++) {
      sql.push(await timedRounds(() => bare.all(accountId, fileDay, nextDay).length));
      http.push(
        await timedRounds(async () => {
          const answer = await call(`${server.url}${path}`, { method: 'GET', headers: basic, timeoutMs: 30_000 });
          if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`);
          const lines = answer.body.split('\r\n').length - 1;
          if (answer.body.length !== lines * 132) throw new Error(`${path}: ${answer.body.length} characters for ${lines} lines`);
          return lines;
        }),
      );
    }
    return { setupSeconds, sql, http };
  } finally {
    await server.close();
  }
}

export const confirmationsFile: BenchModule = {
  name: 'confirmations-file',
  async run(ctx) {
    ctx.log(`  sandbox: one account with ${CHARGES.toLocaleString('en')} boletos, ${PAID_PER_DAY.toLocaleString('en')} paid on each of 2 days; ${ROUNDS} × the file of the first day over HTTP, alternated with the bare SQL`);
    const { setupSeconds, sql, http } = await measure(ctx);
    const best = (figures: Figures[]) => figures.reduce((a, b) => (b.ms < a.ms ? b : a));
    const file = best(http);
    const rowsRead = best(sql);
    if (file.rows !== PAID_PER_DAY || rowsRead.rows !== PAID_PER_DAY) throw new Error(`expected ${PAID_PER_DAY} records, got ${file.rows} (file) and ${rowsRead.rows} (SQL)`);
    return {
      title: `The confirmations file of a day with ${PAID_PER_DAY.toLocaleString('en')} payments (an account of ${CHARGES.toLocaleString('en')} boleto charges; baseline: the same rows as bare SQL)`,
      rows: [
        {
          metric: `GET /sandbox/v1/confirmations, median of the better turn (first round ${file.first.toFixed(1)} ms; CPU ${file.cpuMs.toFixed(1)} ms vs ${rowsRead.cpuMs.toFixed(1)} ms)`,
          unit: 'ms',
          sandbox: Number(file.ms.toFixed(1)),
          baseline: Number(rowsRead.ms.toFixed(1)),
          ratio: ratio(file.ms, rowsRead.ms),
          target: { label: `≤ ${TARGET_MS} ms`, met: file.ms <= TARGET_MS },
        },
      ],
      details: { charges: CHARGES, paidPerDay: PAID_PER_DAY, rounds: ROUNDS, setupSeconds: Number(setupSeconds.toFixed(1)), http, sql },
    };
  },
};
