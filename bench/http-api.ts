// Throughput and tail latency of POST /v1/charge and GET /v1/charge/:id: the sandbox (built CLI,
// temp SQLite file) next to two baselines — a bare Express 5 app and bare node:http, each with
// one better-sqlite3 statement per request — all as child processes under the same closed-loop load.
import { join } from 'node:path';
import { authorize, CHARGE_BODY, seedCharges } from './lib/client.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer, type ServerKind } from './lib/spawn-server.ts';
import { ratio, type BenchContext, type BenchModule, type Row } from './lib/report.ts';

const CONNECTIONS = 10;
const DURATION_SEC = 5;
const WARMUP_SEC = 1;
const SEEDED_IDS = 200;

/** Issue 23 §6, all against bare Express in the same run (absolute figures move with the machine's load). */
export const TARGETS = {
  /** The sandbox on Express next to Express doing nothing but parse and insert. */
  postShareOfExpress: 0.9,
  /** Tail latency next to bare Express's own p99 (an absolute 10 ms was missed by bare Express itself). */
  postP99OfExpress: 1.2,
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

const LABELS: Record<ServerKind, string> = { sandbox: 'sandbox', 'bare-express': 'bare Express 5', bare: 'bare node:http' };

/** One figure of the sandbox against each baseline, the first baseline carrying the target. */
function compare(
  metric: string,
  unit: string,
  pick: (result: KindResult) => number | undefined,
  results: Record<ServerKind, KindResult>,
  target?: (sandbox: number, baseline: number) => Row['target'],
): Row[] {
  const sandbox = pick(results.sandbox);
  if (sandbox === undefined) return [];
  return (['bare-express', 'bare'] as const).flatMap((kind, index) => {
    const baseline = pick(results[kind]);
    if (baseline === undefined) return [];
    const row: Row = { metric: `${metric} vs ${LABELS[kind]}`, unit, sandbox, baseline, ratio: ratio(sandbox, baseline) };
    if (index === 0 && target) row.target = target(sandbox, baseline);
    return [row];
  });
}

export const httpApi: BenchModule = {
  name: 'http-api',
  async run(ctx) {
    const results = {} as Record<ServerKind, KindResult>;
    for (const kind of ['sandbox', 'bare-express', 'bare'] as const) results[kind] = await measure(ctx, kind);
    const { postShareOfExpress, postP99OfExpress } = TARGETS;
    const rows: Row[] = [
      ...compare('POST /v1/charge throughput', 'req/s', (r) => r.post.requestsPerSec, results, (sandbox, baseline) => ({
        label: `≥ ${postShareOfExpress}× bare Express`,
        met: sandbox / baseline >= postShareOfExpress,
      })),
      ...compare('POST /v1/charge p99 latency', 'ms', (r) => r.post.latencyMs.p99, results, (sandbox, baseline) => ({
        label: `≤ ${postP99OfExpress}× bare Express`,
        met: sandbox / baseline <= postP99OfExpress,
      })),
      ...compare('GET /v1/charge/:id throughput', 'req/s', (r) => r.get.requestsPerSec, results),
      ...compare('GET /v1/charge/:id p99 latency', 'ms', (r) => r.get.latencyMs.p99, results),
      ...compare('POST server CPU per request', 'µs', (r) => r.post.serverCpuUsPerRequest?.total, results),
      ...compare('GET server CPU per request', 'µs', (r) => r.get.serverCpuUsPerRequest?.total, results),
    ];
    return {
      title: `HTTP API under load (${CONNECTIONS} keep-alive connections, ${WARMUP_SEC} s warm-up + ${DURATION_SEC} s)`,
      rows,
      details: { settings: { connections: CONNECTIONS, durationSec: DURATION_SEC, warmupSec: WARMUP_SEC, seededIds: SEEDED_IDS }, targets: TARGETS, ...results },
    };
  },
};
