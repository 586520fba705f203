// The daily request quota's cost (issue 25 §3): POST /v1/charge on two accounts of one sandbox
// process, one with a `daily_quota` set (every request counted in SQLite, in the group commit that
// holds its answer) and one without (nothing counted). The quota is far above what the run sends,
// so no request is refused: what is measured is the counting. Alternating blocks, as in
// bolix-issuing.ts, so both sides see the same moments of a loaded machine. Target: with a quota
// ≥ 0.95× the throughput without.
import { join } from 'node:path';
import { authorize, call } from './lib/client.ts';
import { combine } from './lib/blocks.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer } from './lib/spawn-server.ts';
import { ratio, type BenchModule } from './lib/report.ts';

const CONNECTIONS = 10;
const BLOCKS = 4; // per side, alternating off, on, off, on…
const BLOCK_SEC = 3;
const WARMUP_SEC = 2; // before the first block of each side
/** Far above what the run sends (some 10⁵ requests): counted, never refused. */
const QUOTA = 100_000_000;

export const TARGETS = {
  /** POST /v1/charge throughput with a quota set, as a share of the same without one. */
  quotaShareOfNone: 0.95,
};

const body = JSON.stringify({ items: [{ name: 'Produto', value: 1000, amount: 2 }] });

export const quotaOverhead: BenchModule = {
  name: 'quota-overhead',
  async run(ctx) {
    const server = await spawnServer({ kind: 'sandbox', db: join(ctx.tmpDir, 'quota-overhead.db'), nodeArgs: ctx.sandboxNodeArgs });
    try {
      const headersFor = async (clientId: string, clientSecret: string) => ({
        'content-type': 'application/json',
        authorization: `Bearer ${await authorize(server.url, clientId, clientSecret)}`,
      });
      const setQuota = async (headers: Record<string, string>, dailyQuota: number) => {
        const answer = await call(`${server.url}/sandbox/v1/settings`, { method: 'PUT', headers, body: JSON.stringify({ daily_quota: dailyQuota }) });
        if (answer.status !== 200 || answer.json().daily_quota !== dailyQuota) throw new Error(`PUT /sandbox/v1/settings answered ${answer.status}: ${answer.body}`);
      };
      const quotaHeaders = await headersFor(BENCH_CLIENT_ID, BENCH_CLIENT_SECRET);
      await setQuota(quotaHeaders, QUOTA);
      const created = await call(`${server.url}/sandbox/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sem cota' }) });
      if (created.status !== 200) throw new Error(`POST /sandbox/v1/accounts answered ${created.status}: ${created.body}`);
      const noneHeaders = await headersFor(created.json().client_id, created.json().client_secret);

      const common = { url: server.url, serverPid: server.pid, connections: CONNECTIONS, durationSec: BLOCK_SEC, method: 'POST' as const, path: '/v1/charge', body };
      ctx.log(`  POST /v1/charge, quota off and on alternating: ${BLOCKS} × ${BLOCK_SEC} s each, ${CONNECTIONS} connections`);
      const noneBlocks: LoadResult[] = [];
      const quotaBlocks: LoadResult[] = [];
      for (let block = 0; block < BLOCKS; block++) {
        const warmupSec = block === 0 ? WARMUP_SEC : 0;
        noneBlocks.push(await runLoad({ ...common, headers: noneHeaders, warmupSec }));
        quotaBlocks.push(await runLoad({ ...common, headers: quotaHeaders, warmupSec }));
      }
      const none = combine(noneBlocks);
      const quota = combine(quotaBlocks);
      for (const [name, side] of [['no quota', none], ['quota', quota]] as const) {
        if (side.failures) ctx.log(`  WARNING ${name}: ${side.failures} non-2xx, errors or timeouts`);
      }
      // The quota side really counted: every request of its blocks (and warm-up) is in the day's count.
      const use = (await call(`${server.url}/sandbox/v1/quota`, { headers: quotaHeaders })).json();
      const counted = use.endpoints.find((e: { endpoint: string }) => e.endpoint === 'POST /v1/charge')?.used ?? 0;
      if (counted < quota.requests) throw new Error(`the quota counted ${counted} requests, fewer than the ${quota.requests} measured`);
      const noneUse = (await call(`${server.url}/sandbox/v1/quota`, { headers: noneHeaders })).json();
      if (noneUse.endpoints.length !== 0) throw new Error(`the account without a quota was counted: ${JSON.stringify(noneUse)}`);
      return {
        title: `POST /v1/charge with a daily quota vs without (${CONNECTIONS} connections, ${BLOCKS} alternating blocks of ${BLOCK_SEC} s each, same sandbox process)`,
        rows: [
          {
            metric: 'POST /v1/charge throughput, quota on vs off',
            unit: 'req/s',
            sandbox: quota.requestsPerSec,
            baseline: none.requestsPerSec,
            ratio: ratio(quota.requestsPerSec, none.requestsPerSec),
            target: { label: `≥ ${TARGETS.quotaShareOfNone}× quota off`, met: quota.requestsPerSec >= TARGETS.quotaShareOfNone * none.requestsPerSec },
          },
          { metric: 'server CPU per POST /v1/charge, quota on vs off', unit: 'µs', sandbox: quota.cpuUsPerRequest, baseline: none.cpuUsPerRequest, ratio: ratio(quota.cpuUsPerRequest, none.cpuUsPerRequest) },
          { metric: 'POST /v1/charge p99 latency (worst block), quota on vs off', unit: 'ms', sandbox: quota.p99Ms, baseline: none.p99Ms, ratio: ratio(quota.p99Ms, none.p99Ms) },
        ],
        details: { settings: { connections: CONNECTIONS, blocks: BLOCKS, blockSec: BLOCK_SEC, warmupSec: WARMUP_SEC, quota: QUOTA }, targets: TARGETS, none, quota, counted, noneBlocks, quotaBlocks },
      };
    } finally {
      await server.stop();
    }
  },
};
