// Callbacks during a clock advance: 1,000 boletos fall overdue at the same midnight, each with a
// notification_url on a local receiver that answers after 50 ms. One POST
// /sandbox/v1/clock/advance of 1 day sends the 1,000 callbacks. Two receivers, as integrators write
// them: one fetches the token before answering; the other — the usual pattern — answers first
// and fetches the token right after, so the advance must wait for those fetches (within the fetch
// grace, server/app/fetch-grace.ts) rather than re-notify. Either way each delivery must be
// acknowledged and sent once, or the run fails.
// Baseline, in the same run: the same 1,000 POSTs (`notification=<token>`) sent by a bare fetch
// loop with the runner's in-flight cap of workers, to the same receiver — the floor for sending
// them at that cap on this machine. The arithmetic ideal, ceil(1000 / cap) × 50 ms, is kept in
// the details.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { createOneStepBillet } from '../server/app/boletos.ts';
import { updateChargeMetadata } from '../server/app/charges.ts';
import { formatDate } from '../server/domain/clock.ts';
import { ratio, type BenchContext, type BenchModule } from './lib/report.ts';
import { timeClockAdvance } from './lib/client.ts';

const CALLBACKS = Number(process.env.BENCH_CALLBACKS ?? 1_000);
const RECEIVER_DELAY_MS = 50;
/** The runner's default in-flight cap (server/jobs/runner.ts). */
const CONCURRENCY = 8;

/** Whether the receiver fetches the token before answering, or answers first and fetches after. */
type ReceiverStyle = 'fetch-then-answer' | 'answer-then-fetch';

interface Receiver {
  url: string;
  calls: number;
  maxOpen: number;
  /** The fetches made after answering, still running or done. */
  fetchesAfter: Array<Promise<unknown>>;
  close(): Promise<void>;
}

/** Answers 200 after RECEIVER_DELAY_MS, fetching the token's history from the sandbox before or after. */
async function startReceiver(sandboxUrl: string, bearer: () => string, style: ReceiverStyle): Promise<Receiver> {
  let open = 0;
  const receiver: Receiver = { url: '', calls: 0, maxOpen: 0, fetchesAfter: [], close: async () => {} };
  const fetchToken = (token: string | null) =>
    fetch(`${sandboxUrl}/v1/notification/${token}`, { headers: { authorization: `Bearer ${bearer()}` } }).then((r) => r.arrayBuffer());
  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    open++;
    receiver.calls++;
    receiver.maxOpen = Math.max(receiver.maxOpen, open);
    const token = new URLSearchParams(body).get('notification');
    const delay = new Promise((resolve) => setTimeout(resolve, RECEIVER_DELAY_MS));
    await (style === 'fetch-then-answer' ? Promise.all([fetchToken(token), delay]) : delay);
    open--;
    res.end('ok');
    if (style === 'answer-then-fetch') receiver.fetchesAfter.push(fetchToken(token));
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return receiver;
}

async function authorize(server: RunningServer, basic: string): Promise<string> {
  const answer = await fetch(`${server.url}/v1/authorize`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  const body = (await answer.json()) as { access_token: string };
  return body.access_token;
}

/** The same POSTs as the sandbox sends, from `CONCURRENCY` workers pulling from one queue. */
async function barePosts(url: string, tokens: string[]): Promise<number> {
  const queue = [...tokens];
  const started = performance.now();
  const worker = async () => {
    for (let token = queue.shift(); token !== undefined; token = queue.shift()) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ notification: token }).toString(),
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`receiver answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return (performance.now() - started) / 1000;
}

async function run(ctx: BenchContext, style: ReceiverStyle) {
  const server = await startServer({ db: join(ctx.tmpDir, `callbacks-${style}.db`), port: 0, log: () => {}, jobs: { concurrency: CONCURRENCY } });
  let receiver: Receiver | undefined;
  try {
    const app = server.ctx;
    const credentials = createAccount(app, { name: 'Callbacks bench' });
    const account = app.store.accounts.findById(credentials.account_id)!;
    const basic = `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`;
    let bearer = await authorize(server, basic);
    receiver = await startReceiver(server.url, () => bearer, style);
    // Due today, so all fall overdue at the coming midnight. The URL is set after creation, without
    // `resend`: the creation events are not sent, only the overdue ones during the advance.
    const today = formatDate(Date.now());
    const tokens: string[] = [];
    app.store.transaction(() => {
      for (let i = 0; i < CALLBACKS; i++) {
        const charge = createOneStepBillet(app, account, {
          items: [{ name: 'Mensalidade', value: 1000 + i }],
          payment: { banking_billet: { expire_at: today, customer: { name: 'Maria da Silva', cpf: '52998224725' } } },
        });
        updateChargeMetadata(app, account, charge.id, { notification_url: receiver!.url });
        tokens.push(charge.notificationToken);
      }
    });
    const { seconds: sandboxSec, processed } = await timeClockAdvance(server.url, credentials, { days: 1 });
    await Promise.all(receiver.fetchesAfter);
    if (processed !== 2 * CALLBACKS) throw new Error(`${style}: advance processed ${processed} jobs, expected ${2 * CALLBACKS}`);
    const acknowledged = app.store.db.prepare("SELECT COUNT(*) FROM deliveries WHERE state = 'acknowledged' AND attempts = 1").pluck().get() as number;
    if (receiver.calls !== CALLBACKS || acknowledged !== CALLBACKS) {
      throw new Error(`${style}: expected ${CALLBACKS} callbacks, each acknowledged: ${receiver.calls} calls, ${acknowledged} acknowledged once`);
    }
    const sandboxMaxOpen = receiver.maxOpen;

    receiver.maxOpen = 0;
    bearer = await authorize(server, basic); // the virtual day does not expire tokens, but be safe
    const bareSec = await barePosts(receiver.url, tokens);
    await Promise.all(receiver.fetchesAfter);
    return { sandboxSec, bareSec, sandboxMaxOpen, bareMaxOpen: receiver.maxOpen };
  } finally {
    await receiver?.close();
    await server.close();
  }
}

export const clockCallbacks: BenchModule = {
  name: 'clock-callbacks',
  async run(ctx) {
    ctx.log(`  sandbox: ${CALLBACKS} boletos fall overdue at one midnight, receiver answers after ${RECEIVER_DELAY_MS} ms; one advance of 1 day`);
    const fetchFirst = await run(ctx, 'fetch-then-answer');
    ctx.log('  again, with a receiver that answers first and fetches the token after');
    const answerFirst = await run(ctx, 'answer-then-fetch');
    const idealSec = (Math.ceil(CALLBACKS / CONCURRENCY) * RECEIVER_DELAY_MS) / 1000;
    const n = CALLBACKS.toLocaleString('en');
    return {
      title: `Clock advance with callbacks (${n} callbacks in one virtual day, ${RECEIVER_DELAY_MS} ms receiver, ${CONCURRENCY} in flight)`,
      rows: [
        {
          metric: `advance 1 day, ${n} callbacks`,
          unit: 's',
          sandbox: Number(fetchFirst.sandboxSec.toFixed(2)),
          baseline: Number(fetchFirst.bareSec.toFixed(2)),
          ratio: ratio(fetchFirst.sandboxSec, fetchFirst.bareSec),
        },
        {
          metric: `same, against ceil(n / ${CONCURRENCY}) × ${RECEIVER_DELAY_MS} ms`,
          unit: 's',
          sandbox: Number(fetchFirst.sandboxSec.toFixed(2)),
          baseline: idealSec,
          ratio: ratio(fetchFirst.sandboxSec, idealSec),
        },
        {
          metric: `same, receiver answers then fetches`,
          unit: 's',
          sandbox: Number(answerFirst.sandboxSec.toFixed(2)),
          baseline: Number(answerFirst.bareSec.toFixed(2)),
          ratio: ratio(answerFirst.sandboxSec, answerFirst.bareSec),
        },
      ],
      details: {
        callbacks: CALLBACKS,
        receiverDelayMs: RECEIVER_DELAY_MS,
        concurrency: CONCURRENCY,
        idealSec,
        sequentialSec: (CALLBACKS * RECEIVER_DELAY_MS) / 1000,
        maxCallbacksInFlight: { sandbox: fetchFirst.sandboxMaxOpen, bare: fetchFirst.bareMaxOpen },
        answerThenFetch: { maxCallbacksInFlight: { sandbox: answerFirst.sandboxMaxOpen, bare: answerFirst.bareMaxOpen } },
      },
    };
  },
};
