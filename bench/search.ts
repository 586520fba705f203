// The dashboard's search over an account with 20,000 boleto charges (migration 014's folded
// columns and their index): GET /sandbox/v1/charges?q=… over real HTTP, the median of each kind
// of query. Baseline, same server and account: the unfiltered first page the list shows on open.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { createOneStepBillet } from '../server/app/boletos.ts';
import { formatDate } from '../server/domain/clock.ts';
import { addDays } from '../server/domain/dates.ts';
import { median, ratio, type BenchContext, type BenchModule } from './lib/report.ts';
import { call } from './lib/client.ts';

const CHARGES = Number(process.env.BENCH_SEARCH_CHARGES ?? 20_000);
const ROUNDS = 30;
const NAMES = ['Maria da Silva', 'José Pereira', 'Ana Lúcia Gonçalves', 'Pedro Álvares', 'Cláudia Araújo'];

async function measure(ctx: BenchContext) {
  const server = await startServer({ db: join(ctx.tmpDir, 'search.db'), port: 0, log: () => {} });
  try {
    const app = server.ctx;
    const credentials = createAccount(app, { name: 'Search bench' });
    const account = app.store.accounts.findById(credentials.account_id)!;
    const expireAt = addDays(formatDate(Date.now()), 10);
    app.store.transaction(() => {
      for (let i = 0; i < CHARGES; i++) {
        createOneStepBillet(app, account, {
          items: [{ name: 'Mensalidade', value: 1000 + i, amount: 1 }],
          metadata: { custom_id: `pedido-${i}` },
          payment: { banking_billet: { expire_at: expireAt, customer: { name: `${NAMES[i % NAMES.length]} ${i}`, cpf: '52998224725', email: `cliente${i}@example.com` } } },
        });
      }
    });
    const middle = app.store.charges.list(account.id, { limit: 1, offset: Math.floor(CHARGES / 2) }).rows[0];
    const headers = { authorization: `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}` };
    const timed = async (query: string) => {
      const samples: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        const answer = await call(`${server.url}/sandbox/v1/charges?limit=100&${query}`, { method: 'GET', headers, timeoutMs: 30_000 });
        samples.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`${query}: ${answer.status} ${answer.body}`);
        total = answer.json().total;
      }
      return { ms: median(samples), total };
    };
    const q = (text: string) => `q=${encodeURIComponent(text)}`;
    return {
      firstPage: await timed(''),
      queries: [
        ['a typed line, pasted with its dots', q(middle.typed_line!)],
        ['a name without accents (few matches)', q(`jose pereira ${CHARGES - 4}`)],
        ['a CPF with punctuation (every charge matches)', q('529.982.247-25')],
        ['an e-mail', q(`cliente${CHARGES - 1}@example.com`)],
        ['a word in 1 charge of 5 (4,000 matches)', q('gonçalves')],
      ] as const,
      timed,
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export const search: BenchModule = {
  name: 'search',
  async run(ctx) {
    ctx.log(`  sandbox: one account with ${CHARGES.toLocaleString('en')} boletos; ${ROUNDS} × each query over HTTP`);
    const server = await measure(ctx);
    const rows = [];
    const details: Record<string, unknown> = { charges: CHARGES, rounds: ROUNDS, firstPageMs: server.firstPage.ms };
    for (const [label, query] of server.queries) {
      const { ms, total } = await server.timed(query).catch(async (error) => {
        await server.close();
        throw error;
      });
      details[label] = { ms, total };
      rows.push({
        metric: `GET /sandbox/v1/charges?q= ${label}, median`,
        unit: 'ms',
        sandbox: Number(ms.toFixed(1)),
        baseline: Number(server.firstPage.ms.toFixed(1)),
        ratio: ratio(ms, server.firstPage.ms),
        target: { label: '≤ 50 ms', met: ms <= 50 },
      });
    }
    await server.close();
    return { title: `Search (an account with ${CHARGES.toLocaleString('en')} boleto charges; baseline: the unfiltered first page)`, rows, details };
  },
};
