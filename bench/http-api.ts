// Throughput and tail latency of POST /v1/charge and GET /v1/charge/:id, the sandbox (built CLI,
// temp SQLite file) next to the bare node:http + better-sqlite3 baseline, both as child processes
// under the same closed-loop load.
import { join } from 'node:path';
import { authorize, CHARGE_BODY, seedCharges } from './lib/client.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer, type ServerKind } from './lib/spawn-server.ts';
import { ratio, type BenchContext, type BenchModule, type Row } from './lib/report.ts';

const CONNECTIONS = 10;
const DURATION_SEC = 5;
const WARMUP_SEC = 1;
const SEEDED_IDS = 200;

export const TARGETS = {
  postThroughputShareOfBare: 0.25,
  postP99Ms: 10,
};

interface KindResult {
  post: LoadResult;
  get: LoadResult;
}

async function measure(ctx: BenchContext, kind: ServerKind): Promise<KindResult> {
  const server = await spawnServer({
    kind,
    db: join(ctx.tmpDir, `http-api-${kind}.db`),
    nodeArgs: kind === 'sandbox' ? ctx.sandboxNodeArgs : [],
  });
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (kind === 'sandbox') {
      headers.authorization = `Bearer ${await authorize(server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET)}`;
    }
    // Ids for the GET load, created first; this also checks the POST answers the expected shape.
    const ids = await seedCharges(server.url, headers, SEEDED_IDS);
    const common = { url: server.url, serverPid: server.pid, headers, connections: CONNECTIONS, durationSec: DURATION_SEC, warmupSec: WARMUP_SEC };

    ctx.log(`  ${kind}: POST /v1/charge, ${CONNECTIONS} connections, ${WARMUP_SEC}+${DURATION_SEC} s`);
    const post = await runLoad({ ...common, method: 'POST', path: '/v1/charge', body: CHARGE_BODY });

    ctx.log(`  ${kind}: GET /v1/charge/:id over ${ids.length} ids, ${CONNECTIONS} connections, ${WARMUP_SEC}+${DURATION_SEC} s`);
    const { 'content-type': _contentType, ...getHeaders } = headers;
    const get = await runLoad({
      ...common,
      headers: getHeaders,
      method: 'GET',
      path: (i) => `/v1/charge/${ids[i % ids.length]}`,
    });

    for (const [name, result] of [['POST', post], ['GET', get]] as const) {
      if (result.non2xx || result.errors || result.timeouts) {
        ctx.log(`  WARNING ${kind} ${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
      }
    }
    const stderr = server.stderr().trim();
    if (stderr) ctx.log(`  ${kind} stderr: ${stderr.split('\n').slice(-5).join('\n    ')}`);
    return { post, get };
  } finally {
    await server.stop();
  }
}

export const httpApi: BenchModule = {
  name: 'http-api',
  async run(ctx) {
    const sandbox = await measure(ctx, 'sandbox');
    const bare = await measure(ctx, 'bare');

    const postShare = ratio(sandbox.post.requestsPerSec, bare.post.requestsPerSec);
    const rows: Row[] = [
      {
        metric: 'POST /v1/charge throughput',
        unit: 'req/s',
        sandbox: sandbox.post.requestsPerSec,
        baseline: bare.post.requestsPerSec,
        ratio: postShare,
        target: { label: `≥ ${TARGETS.postThroughputShareOfBare * 100}% of bare`, met: postShare >= TARGETS.postThroughputShareOfBare },
      },
      {
        metric: 'POST /v1/charge p99 latency',
        unit: 'ms',
        sandbox: sandbox.post.latencyMs.p99,
        baseline: bare.post.latencyMs.p99,
        ratio: ratio(sandbox.post.latencyMs.p99, bare.post.latencyMs.p99),
        target: { label: `≤ ${TARGETS.postP99Ms} ms`, met: sandbox.post.latencyMs.p99 <= TARGETS.postP99Ms },
      },
      {
        metric: 'GET /v1/charge/:id throughput',
        unit: 'req/s',
        sandbox: sandbox.get.requestsPerSec,
        baseline: bare.get.requestsPerSec,
        ratio: ratio(sandbox.get.requestsPerSec, bare.get.requestsPerSec),
      },
      {
        metric: 'GET /v1/charge/:id p99 latency',
        unit: 'ms',
        sandbox: sandbox.get.latencyMs.p99,
        baseline: bare.get.latencyMs.p99,
        ratio: ratio(sandbox.get.latencyMs.p99, bare.get.latencyMs.p99),
      },
    ];
    const cpu = (kindResult: KindResult, load: 'post' | 'get') => kindResult[load].serverCpuUsPerRequest?.total;
    for (const load of ['post', 'get'] as const) {
      const sandboxCpu = cpu(sandbox, load);
      const bareCpu = cpu(bare, load);
      if (sandboxCpu === undefined || bareCpu === undefined) continue;
      rows.push({
        metric: `${load === 'post' ? 'POST /v1/charge' : 'GET /v1/charge/:id'} server CPU per request`,
        unit: 'µs',
        sandbox: sandboxCpu,
        baseline: bareCpu,
        ratio: ratio(sandboxCpu, bareCpu),
      });
    }
    return {
      title: `HTTP API under load (${CONNECTIONS} keep-alive connections, ${WARMUP_SEC} s warm-up + ${DURATION_SEC} s)`,
      rows,
      details: { settings: { connections: CONNECTIONS, durationSec: DURATION_SEC, warmupSec: WARMUP_SEC, seededIds: SEEDED_IDS }, targets: TARGETS, sandbox, bare },
    };
  },
};
