// The CNAB 240 statement of a busy day (issue 26 §4): an account of 100,000 boleto charges, 10,000
// of them paid on one day (each with its fee line), asked for as the file over real HTTP — GET
// /v1/extrato-cnab/download/:nome_arquivo with an API Extratos token, and the control API's JSON
// rows. Baseline: the same history rows read as bare SQL on a connection of this process (the
// statement's own query, store/statement-repo.ts), without the classification, the layout and HTTP.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { seedBoletos } from './lib/seed-boletos.ts';
import { payAtBank } from '../server/app/bank.ts';
import { setClockTo } from '../server/app/clock.ts';
import { formatDate } from '../server/domain/clock.ts';
import { addDays } from '../server/domain/dates.ts';
import { MONEY_MESSAGES, PARTIAL_REFUND_PREFIX } from '../server/domain/statement.ts';
import { createStatementRepo } from '../server/store/statement-repo.ts';
import { median, ratio, type BenchContext, type BenchModule } from './lib/report.ts';
import { call } from './lib/client.ts';

const CHARGES = Number(process.env.BENCH_STATEMENT_CHARGES ?? 100_000);
const PAID_EVERY = 10;
const ROUNDS = 10;
const DAY_MS = 86_400_000;
const TARGET_MS = 1000;

async function measure(ctx: BenchContext) {
  const dbFile = join(ctx.tmpDir, 'statement.db');
  const server = await startServer({ db: dbFile, port: 0, log: () => {} });
  try {
    const app = server.ctx;
    const credentials = createAccount(app, { name: 'Statement bench' });
    const accountId = credentials.account_id;
    const issueDay = formatDate(Date.now());
    const started = performance.now();
    const ids = seedBoletos(app, accountId, CHARGES, issueDay);
    // Five days later every tenth charge is paid at a bank, all on that day of the account's clock.
    setClockTo(app, accountId, Date.now() + 5 * DAY_MS);
    const account = app.store.accounts.findById(accountId)!;
    const payDay = addDays(issueDay, 5);
    app.store.transaction(() => {
      ids.forEach((id, i) => {
        if (i % PAID_EVERY === 0) payAtBank(app, account, { charge_id: id });
      });
    });
    // The next day, so the paid day is a closed one the API lists.
    setClockTo(app, accountId, Date.now() + 6 * DAY_MS);
    const setupSeconds = (performance.now() - started) / 1000;
    ctx.log(`  set-up: ${setupSeconds.toFixed(0)} s`);

    const basic = { authorization: `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}` };
    const token = await call(`${server.url}/v1/oauth/token`, {
      method: 'POST',
      headers: { ...basic, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
      timeoutMs: 120_000,
    }).then((answer) => {
      if (answer.status !== 200) throw new Error(`POST /v1/oauth/token: ${answer.status} ${answer.body}`);
      return answer.json().access_token as string;
    });
    const timed = async (path: string, headers: Record<string, string>) => {
      const samples: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const cpuBefore = process.cpuUsage();
        const before = performance.now();
        const answer = await call(`${server.url}${path}`, { method: 'GET', headers, timeoutMs: 60_000 });
        samples.push(performance.now() - before);
        const used = process.cpuUsage(cpuBefore);
        cpu.push((used.user + used.system) / 1000);
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`);
        bytes = answer.body.length;
      }
      return { first: samples[0], ms: median(samples.slice(1)), cpuMs: median(cpu.slice(1)), bytes };
    };
    const file = await timed(`/v1/extrato-cnab/download/extrato_cnab240_${payDay.replaceAll('-', '')}.ret`, { authorization: `Bearer ${token}` });
    const rows = await timed(`/sandbox/v1/statement?date=${payDay}`, basic);

    // Bare SQL: the statement's own query on a second connection, rows only.
    const db = new Database(dbFile, { readonly: true });
    const repo = createStatementRepo(db, MONEY_MESSAGES, PARTIAL_REFUND_PREFIX);
    const bare: number[] = [];
    let lines = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const before = performance.now();
      lines = repo.moneyLinesBefore(accountId, addDays(payDay, 1)).length;
      bare.push(performance.now() - before);
    }
    db.close();
    return { setupSeconds, file, rows, bare: { first: bare[0], ms: median(bare.slice(1)), lines } };
  } finally {
    await server.close();
  }
}

export const statement: BenchModule = {
  name: 'statement',
  async run(ctx) {
    ctx.log(`  sandbox: one account with ${CHARGES.toLocaleString('en')} boletos, ${(CHARGES / PAID_EVERY).toLocaleString('en')} paid on one day; ${ROUNDS} × that day's statement over HTTP`);
    const result = await measure(ctx);
    const row = (label: string, figures: { ms: number; first: number; cpuMs: number }) => ({
      metric: `${label}, median (first ${figures.first.toFixed(0)} ms; client CPU ${figures.cpuMs.toFixed(1)} ms)`,
      unit: 'ms',
      sandbox: Number(figures.ms.toFixed(1)),
      baseline: Number(result.bare.ms.toFixed(1)),
      ratio: ratio(figures.ms, result.bare.ms),
      target: { label: `≤ ${TARGET_MS} ms`, met: figures.ms <= TARGET_MS },
    });
    return {
      title: `CNAB 240 statement of a day with ${(CHARGES / PAID_EVERY).toLocaleString('en')} payments (baseline: the same history rows as bare SQL, ${result.bare.lines.toLocaleString('en')} rows)`,
      rows: [row('GET /v1/extrato-cnab/download (the file)', result.file), row('GET /sandbox/v1/statement (JSON rows and lines)', result.rows)],
      details: { charges: CHARGES, rounds: ROUNDS, ...result, setupSeconds: Number(result.setupSeconds.toFixed(1)) },
    };
  },
};
