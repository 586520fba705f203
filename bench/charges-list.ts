// GET /v1/charges over an account of 100,000 boleto charges (issue 25): one page of the charges
// paid on one day (date_of=payment, migration 019's index), as an ERP catching up on a day's
// callbacks asks for it, over real HTTP with a bearer token. 10,000 of the charges are paid, 1,000
// on each of 10 days. Baseline, same server and account: the dashboard's first page of charges.
// The first round is reported apart: it draws the page's Bolix QR images, later rounds reuse them.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { issueBoletos } from './lib/boleto-account.ts';
import { payAtBank } from '../server/app/bank.ts';
import { setClockTo } from '../server/app/clock.ts';
import { formatDate } from '../server/domain/clock.ts';
import { addDays } from '../server/domain/dates.ts';
import { median, ratio, type BenchContext, type BenchModule } from './lib/report.ts';
import { call } from './lib/client.ts';

const CHARGES = Number(process.env.BENCH_CHARGES_LIST_CHARGES ?? 100_000);
const PAID_DAYS = 10;
const PAID_EVERY = 10;
const PAGE = 100;
const ROUNDS = 30;
const DAY_MS = 86_400_000;

async function measure(ctx: BenchContext) {
  const server = await startServer({ db: join(ctx.tmpDir, 'charges-list.db'), port: 0, log: () => {} });
  try {
    const app = server.ctx;
    const credentials = createAccount(app, { name: 'Charges list bench' });
    const accountId = credentials.account_id;
    const issueDay = formatDate(Date.now());
    const started = performance.now();
    const ids = issueBoletos(app, accountId, CHARGES, issueDay);
    // Ten days later, every tenth charge is paid, each day's share at the counter on its day.
    setClockTo(app, accountId, Date.now() + (PAID_DAYS + 1) * DAY_MS);
    const account = app.store.accounts.findById(accountId)!;
    app.store.transaction(() => {
      ids.forEach((id, i) => {
        if (i % PAID_EVERY === 0) payAtBank(app, account, { charge_id: id, paid_at: addDays(issueDay, 1 + ((i / PAID_EVERY) % PAID_DAYS)) });
      });
    });
    const setupSeconds = (performance.now() - started) / 1000;
    ctx.log(`  set-up: ${setupSeconds.toFixed(0)} s`);

    const token = await call(`${server.url}/v1/authorize`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
      // The first request after the set-up waits for its last commits and checkpoint.
      timeoutMs: 120_000,
    }).then((answer) => answer.json().access_token as string);
    const bearer = { authorization: `Bearer ${token}` };
    const basic = { authorization: `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}` };
    const timed = async (path: string, headers: Record<string, string>) => {
      const samples: number[] = [];
      const cpu: number[] = [];
      let rows = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const cpuBefore = process.cpuUsage();
        const before = performance.now();
        const answer = await call(`${server.url}${path}`, { method: 'GET', headers, timeoutMs: 30_000 });
        samples.push(performance.now() - before);
        const used = process.cpuUsage(cpuBefore);
        cpu.push((used.user + used.system) / 1000);
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`);
        const body = answer.json();
        rows = (body.data ?? body.charges).length;
      }
      return { first: samples[0], ms: median(samples.slice(1)), cpuMs: median(cpu.slice(1)), rows };
    };
    const payDay = addDays(issueDay, 1 + PAID_DAYS / 2);
    const list = (query: string) => `/v1/charges?charge_type=billet&limit=${PAGE}&${query}`;
    return {
      setupSeconds,
      baseline: await timed(`/sandbox/v1/charges?limit=${PAGE}`, basic),
      queries: [
        ['one day\'s payments (date_of=payment), first page', list(`date_of=payment&begin_date=${payDay}&end_date=${payDay}`)],
        ['one day\'s payments, page 10 (its last)', list(`date_of=payment&begin_date=${payDay}&end_date=${payDay}&page=10`)],
        ['one day\'s payments, status=paid and a value', list(`date_of=payment&begin_date=${payDay}&end_date=${payDay}&status=paid&value=1010`)],
        ['created on the issue day (all 100,000), first page', list(`begin_date=${issueDay}&end_date=${issueDay}`)],
        ['created on the issue day, page 500', list(`begin_date=${issueDay}&end_date=${issueDay}&page=500`)],
        ['due on one day (date_of=expired), first page', list(`date_of=expired&begin_date=${addDays(issueDay, 30)}&end_date=${addDays(issueDay, 30)}`)],
      ] as const,
      timed: (path: string) => timed(path, bearer),
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export const chargesList: BenchModule = {
  name: 'charges-list',
  async run(ctx) {
    ctx.log(`  sandbox: one account with ${CHARGES.toLocaleString('en')} boletos, ${(CHARGES / PAID_EVERY).toLocaleString('en')} paid over ${PAID_DAYS} days; ${ROUNDS} × each page of ${PAGE} over HTTP`);
    const server = await measure(ctx);
    const details: Record<string, unknown> = { charges: CHARGES, page: PAGE, rounds: ROUNDS, setupSeconds: Number(server.setupSeconds.toFixed(1)), baseline: server.baseline };
    const rows = [];
    try {
      for (const [label, path] of server.queries) {
        const figures = await server.timed(path);
        details[label] = figures;
        const headline = label.startsWith('one day\'s payments (date_of=payment)');
        rows.push({
          metric: `GET /v1/charges ${label}, median (first round ${figures.first.toFixed(1)} ms; CPU ${figures.cpuMs.toFixed(1)} ms)`,
          unit: 'ms',
          sandbox: Number(figures.ms.toFixed(1)),
          baseline: Number(server.baseline.ms.toFixed(1)),
          ratio: ratio(figures.ms, server.baseline.ms),
          ...(headline ? { target: { label: '≤ 50 ms', met: figures.ms <= 50 } } : {}),
        });
      }
    } finally {
      await server.close();
    }
    return { title: `GET /v1/charges (an account with ${CHARGES.toLocaleString('en')} boleto charges; baseline: the dashboard's first page of ${PAGE})`, rows, details };
  },
};
