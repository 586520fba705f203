// The two ways to pay in one step under the same load, on the same sandbox process: one-step with
// a boleto (the baseline: numbers, a document, the overdue job) and one-step with a card (a token
// lookup, the card rule, the capture job). The card path must fit the boleto path's budget.
import { join } from 'node:path';
import { authorize, call } from './lib/client.ts';
import { runLoad } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer } from './lib/spawn-server.ts';
import { ratio, type BenchModule } from './lib/report.ts';

const CONNECTIONS = 10;
const DURATION_SEC = 5;
const WARMUP_SEC = 1;

export const TARGETS = {
  /** Card one-step throughput as a share of boleto one-step throughput. */
  cardShareOfBoleto: 0.9,
};

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Produto', value: 1000, amount: 2 }];

export const payPaths: BenchModule = {
  name: 'pay-paths',
  async run(ctx) {
    const server = await spawnServer({ kind: 'sandbox', db: join(ctx.tmpDir, 'pay-paths.db'), nodeArgs: ctx.sandboxNodeArgs });
    try {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${await authorize(server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET)}` };
      const now = (await call(`${server.url}/sandbox/v1/clock`, { headers })).json().now as string;
      const expireAt = new Date(Date.parse(`${now.slice(0, 10)}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      // A reusable token (as a subscription's card would be): every request takes the same path,
      // the token lookup and its "used" mark included.
      const token = (
        await call(`${server.url}/sandbox/v1/payment-tokens`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ brand: 'visa', number: '4012001038443335', cvv: '123', expiration_month: '12', expiration_year: '2099', reuse: true }),
        })
      ).json().payment_token as string;
      const bodies = {
        boleto: JSON.stringify({ items, payment: { banking_billet: { expire_at: expireAt, customer } } }),
        card: JSON.stringify({ items, payment: { credit_card: { customer, billing_address: billingAddress, payment_token: token, installments: 3 } } }),
      };
      for (const [name, body] of Object.entries(bodies)) {
        const probe = await call(`${server.url}/v1/charge/one-step`, { method: 'POST', headers, body });
        if (probe.status !== 200) throw new Error(`${name} one-step answered ${probe.status}: ${probe.body}`);
      }
      const common = { url: server.url, serverPid: server.pid, headers, connections: CONNECTIONS, durationSec: DURATION_SEC, warmupSec: WARMUP_SEC, method: 'POST' as const, path: '/v1/charge/one-step' };
      ctx.log(`  one-step boleto, ${CONNECTIONS} connections, ${WARMUP_SEC}+${DURATION_SEC} s`);
      const boleto = await runLoad({ ...common, body: bodies.boleto });
      ctx.log(`  one-step card, ${CONNECTIONS} connections, ${WARMUP_SEC}+${DURATION_SEC} s`);
      const card = await runLoad({ ...common, body: bodies.card });
      for (const [name, result] of [['boleto', boleto], ['card', card]] as const) {
        if (result.non2xx || result.errors || result.timeouts) {
          ctx.log(`  WARNING ${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
        }
      }
      return {
        title: `One-step payment paths under load (${CONNECTIONS} connections, same sandbox process)`,
        rows: [
          {
            metric: 'one-step card vs one-step boleto throughput',
            unit: 'req/s',
            sandbox: card.requestsPerSec,
            baseline: boleto.requestsPerSec,
            ratio: ratio(card.requestsPerSec, boleto.requestsPerSec),
            target: { label: `≥ ${TARGETS.cardShareOfBoleto}× boleto`, met: card.requestsPerSec >= TARGETS.cardShareOfBoleto * boleto.requestsPerSec },
          },
          { metric: 'one-step card vs one-step boleto p99 latency', unit: 'ms', sandbox: card.latencyMs.p99, baseline: boleto.latencyMs.p99, ratio: ratio(card.latencyMs.p99, boleto.latencyMs.p99) },
        ],
        details: { settings: { connections: CONNECTIONS, durationSec: DURATION_SEC, warmupSec: WARMUP_SEC }, targets: TARGETS, boleto, card },
      };
    } finally {
      await server.stop();
    }
  },
};
