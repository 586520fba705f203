// Server memory as data grows: the built CLI's resident set size idle, after 50,000 and after
// 150,000 POST /v1/charge over real HTTP (one account). Memory must not grow with the data the
// database holds: past the working set, the store's caches are bounded, so 150,000 charges cost
// no more than 1.1× what 50,000 do (issue 23 §6; 81 / 184 / 233 MB, still growing, before).
// RSS is read from /proc/<pid>/status after the writer has been idle a moment (timers, the
// checkpoint and the next GC have run); Linux only. Baseline: bare Express 5 idle, same run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authorize, CHARGE_BODY } from './lib/client.ts';
import { runLoad } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer, type SpawnedServer } from './lib/spawn-server.ts';
import { ratio, type BenchContext, type BenchModule, type Row } from './lib/report.ts';

const FIRST = Number(process.env.BENCH_RSS_CHARGES ?? 50_000);
const SECOND = FIRST * 3;
const CONNECTIONS = 10;
/** Quiet time before each reading. */
const SETTLE_MS = 2_000;
const MAX_MB_AT_FIRST = 150;
const MAX_GROWTH = 1.1;

const MB = 1024 * 1024;

/** Resident set size of a process, in MB (VmRSS in /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(((Number(kb[1]) * 1024) / MB).toFixed(1));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function createCharges(ctx: BenchContext, server: SpawnedServer, headers: Record<string, string>, amount: number) {
  ctx.log(`  ${amount.toLocaleString('en-US')} × POST /v1/charge, ${CONNECTIONS} connections`);
  const load = await runLoad({ url: server.url, serverPid: server.pid, headers, method: 'POST', path: '/v1/charge', body: CHARGE_BODY, connections: CONNECTIONS, amount, warmupSec: 0 });
  if (load.non2xx || load.errors || load.timeouts) throw new Error(`${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts during the load`);
  return load;
}

async function bareExpressIdle(ctx: BenchContext): Promise<number> {
  const server = await spawnServer({ kind: 'bare-express', db: join(ctx.tmpDir, 'rss-bare.db') });
  try {
    await settle();
    return rssMb(server.pid);
  } finally {
    await server.stop();
  }
}

export const serverRss: BenchModule = {
  name: 'server-rss',
  async run(ctx) {
    const server = await spawnServer({ kind: 'sandbox', db: join(ctx.tmpDir, 'rss.db'), nodeArgs: ctx.sandboxNodeArgs, readyTimeoutMs: 30_000 });
    let readings: { idle: number; first: number; second: number };
    try {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${await authorize(server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET)}` };
      await settle();
      const idle = rssMb(server.pid);
      await createCharges(ctx, server, headers, FIRST);
      await settle();
      const first = rssMb(server.pid);
      await createCharges(ctx, server, headers, SECOND - FIRST);
      await settle();
      const second = rssMb(server.pid);
      readings = { idle, first, second };
      ctx.log(`  RSS idle ${idle} MB, at ${FIRST} charges ${first} MB, at ${SECOND} charges ${second} MB`);
    } finally {
      await server.stop();
    }
    const bareIdle = await bareExpressIdle(ctx);
    const rows: Row[] = [
      { metric: 'server RSS, idle after start', unit: 'MB', sandbox: readings.idle, baseline: bareIdle, ratio: ratio(readings.idle, bareIdle) },
      {
        metric: `server RSS after ${FIRST.toLocaleString('en-US')} charges`,
        unit: 'MB',
        sandbox: readings.first,
        target: { label: `≤ ${MAX_MB_AT_FIRST} MB`, met: readings.first <= MAX_MB_AT_FIRST },
      },
      {
        metric: `server RSS after ${SECOND.toLocaleString('en-US')} charges`,
        unit: 'MB',
        sandbox: readings.second,
        baseline: readings.first,
        ratio: ratio(readings.second, readings.first),
        target: { label: `≤ ${MAX_GROWTH}× the figure at ${FIRST.toLocaleString('en-US')}`, met: readings.second <= MAX_GROWTH * readings.first },
      },
    ];
    return {
      title: `Server memory as charges accumulate (built CLI, one account; baseline: bare Express 5 idle, then the sandbox's own figure at ${FIRST.toLocaleString('en-US')})`,
      rows,
      details: { settings: { first: FIRST, second: SECOND, connections: CONNECTIONS, settleMs: SETTLE_MS }, readingsMb: readings, bareExpressIdleMb: bareIdle },
    };
  },
};
