// Issuing a boleto with Bolix (issue 24) against issuing it without: POST /v1/charge/one-step with
// a banking_billet on two accounts of one sandbox process, one with `bolix` on (the answer carries
// `pix`: a BR Code, its cobv payload and its QR as SVG) and one with it off. The two run in
// alternating blocks so both see the same moments of a loaded machine; throughput and server CPU
// per request are summed over each side's blocks. Target: Bolix at ≥ 0.8× the plain throughput.
import { join } from 'node:path';
import { authorize, call } from './lib/client.ts';
import { combine } from './lib/blocks.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer } from './lib/spawn-server.ts';
import { ratio, type BenchModule } from './lib/report.ts';

const CONNECTIONS = 10;
const BLOCKS = 3; // per side, alternating plain, Bolix, plain, Bolix…
const BLOCK_SEC = 3;
const WARMUP_SEC = 2; // before the first block of each side: JIT and statement caches of that path

export const TARGETS = {
  /** Bolix one-step throughput as a share of the same one-step on an account without Bolix. */
  bolixShareOfPlain: 0.8,
};

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const items = [{ name: 'Produto', value: 1000, amount: 2 }];

export const bolixIssuing: BenchModule = {
  name: 'bolix-issuing',
  async run(ctx) {
    const server = await spawnServer({ kind: 'sandbox', db: join(ctx.tmpDir, 'bolix-issuing.db'), nodeArgs: ctx.sandboxNodeArgs });
    try {
      const headersFor = async (clientId: string, clientSecret: string) => ({
        'content-type': 'application/json',
        authorization: `Bearer ${await authorize(server.url, clientId, clientSecret)}`,
      });
      const setBolix = async (headers: Record<string, string>, bolix: boolean) => {
        const answer = await call(`${server.url}/sandbox/v1/settings`, { method: 'PUT', headers, body: JSON.stringify({ bolix }) });
        if (answer.status !== 200 || answer.json().bolix !== bolix) throw new Error(`PUT /sandbox/v1/settings answered ${answer.status}: ${answer.body}`);
      };
      const bolixHeaders = await headersFor(BENCH_CLIENT_ID, BENCH_CLIENT_SECRET);
      await setBolix(bolixHeaders, true);
      const created = await call(`${server.url}/sandbox/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sem Bolix' }) });
      if (created.status !== 200) throw new Error(`POST /sandbox/v1/accounts answered ${created.status}: ${created.body}`);
      const plainHeaders = await headersFor(created.json().client_id, created.json().client_secret);
      await setBolix(plainHeaders, false);

      const now = (await call(`${server.url}/sandbox/v1/clock`, { headers: bolixHeaders })).json().now as string;
      const expireAt = new Date(Date.parse(`${now.slice(0, 10)}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      const body = JSON.stringify({ items, payment: { banking_billet: { expire_at: expireAt, customer } } });
      // Each side really is what it claims: a Pix code on one answer, none on the other.
      for (const [headers, wantPix] of [[bolixHeaders, true], [plainHeaders, false]] as const) {
        const probe = await call(`${server.url}/v1/charge/one-step`, { method: 'POST', headers, body });
        if (probe.status !== 200) throw new Error(`one-step answered ${probe.status}: ${probe.body}`);
        const pix = probe.json().data?.pix;
        if (wantPix !== (typeof pix?.qrcode === 'string')) throw new Error(`one-step ${wantPix ? 'without' : 'with'} pix: ${probe.body.slice(0, 300)}`);
      }

      const common = { url: server.url, serverPid: server.pid, connections: CONNECTIONS, durationSec: BLOCK_SEC, method: 'POST' as const, path: '/v1/charge/one-step', body };
      ctx.log(`  one-step boleto, plain and Bolix alternating: ${BLOCKS} × ${BLOCK_SEC} s each, ${CONNECTIONS} connections`);
      const plainBlocks: LoadResult[] = [];
      const bolixBlocks: LoadResult[] = [];
      for (let block = 0; block < BLOCKS; block++) {
        const warmupSec = block === 0 ? WARMUP_SEC : 0;
        plainBlocks.push(await runLoad({ ...common, headers: plainHeaders, warmupSec }));
        bolixBlocks.push(await runLoad({ ...common, headers: bolixHeaders, warmupSec }));
      }
      const plain = combine(plainBlocks);
      const bolix = combine(bolixBlocks);
      for (const [name, side] of [['plain', plain], ['Bolix', bolix]] as const) {
        if (side.failures) ctx.log(`  WARNING ${name}: ${side.failures} non-2xx, errors or timeouts`);
      }
      return {
        title: `Issuing a boleto with Bolix vs without (one-step, ${CONNECTIONS} connections, ${BLOCKS} alternating blocks of ${BLOCK_SEC} s each, same sandbox process)`,
        rows: [
          {
            metric: 'one-step boleto throughput, Bolix on vs off',
            unit: 'req/s',
            sandbox: bolix.requestsPerSec,
            baseline: plain.requestsPerSec,
            ratio: ratio(bolix.requestsPerSec, plain.requestsPerSec),
            target: { label: `≥ ${TARGETS.bolixShareOfPlain}× Bolix off`, met: bolix.requestsPerSec >= TARGETS.bolixShareOfPlain * plain.requestsPerSec },
          },
          { metric: 'server CPU per one-step, Bolix on vs off', unit: 'µs', sandbox: bolix.cpuUsPerRequest, baseline: plain.cpuUsPerRequest, ratio: ratio(bolix.cpuUsPerRequest, plain.cpuUsPerRequest) },
          { metric: 'one-step p99 latency (worst block), Bolix on vs off', unit: 'ms', sandbox: bolix.p99Ms, baseline: plain.p99Ms, ratio: ratio(bolix.p99Ms, plain.p99Ms) },
        ],
        details: { settings: { connections: CONNECTIONS, blocks: BLOCKS, blockSec: BLOCK_SEC, warmupSec: WARMUP_SEC }, targets: TARGETS, plain, bolix, plainBlocks, bolixBlocks },
      };
    } finally {
      await server.stop();
    }
  },
};
