// Cold start: wall time from spawn() to the first authorized answer. For the sandbox: spawn the
// built CLI on a fresh temp database → ready line → POST /v1/authorize → GET of an unknown charge
// answers 404 JSON. For the bare baseline: spawn → ready line → GET of an unknown id answers 404 JSON.
// Runs alternate between the two; one discarded warm-up pair first (disk cache, client code paths).
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { authorize, call } from './lib/client.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer, type ServerKind } from './lib/spawn-server.ts';
import { median, ratio, type BenchContext, type BenchModule } from './lib/report.ts';

const RUNS = 7;
const UNKNOWN_ID = 999_999_999;
/** Issue 23 §6: the sandbox's first authorized answer within 1.5× bare node + SQLite's first answer, same run. */
export const COLD_START_MAX_RATIO = 1.5;

interface Sample {
  readyMs: number;
  firstAnswerMs: number;
  /** The server's CPU time (all its threads) when it had answered; NaN where /proc is missing. */
  cpuMs: number;
}

/**
 * utime + stime of a process from /proc (Linux), in ms. On a machine shared with other work the
 * wall times above move with everyone else's load; the CPU a start-up costs much less.
 */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
/** USER_HZ, 100 on every Linux build in use. */
const CLOCK_TICKS_PER_SECOND = 100;

let dbCounter = 0;

async function coldStart(ctx: BenchContext, kind: ServerKind): Promise<Sample> {
  const db = join(ctx.tmpDir, `cold-${kind}-${++dbCounter}.db`);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const server = await spawnServer({ kind, db, nodeArgs: kind === 'sandbox' ? ctx.sandboxNodeArgs : [] });
  try {
    const headers: Record<string, string> = {};
    if (kind === 'sandbox') {
      headers.authorization = `Bearer ${await authorize(server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, agent)}`;
    }
    const answer = await call(`${server.url}/v1/charge/${UNKNOWN_ID}`, { headers, agent });
    const answeredAt = performance.now();
    if (answer.status !== 404) throw new Error(`${kind}: GET of an unknown charge answered ${answer.status}: ${answer.body}`);
    answer.json(); // must be JSON
    return {
      readyMs: server.readyAt - server.spawnedAt,
      firstAnswerMs: answeredAt - server.spawnedAt,
      cpuMs: processCpuMs(server.pid),
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

const round1 = (value: number) => Number(value.toFixed(1));

export const coldStartModule: BenchModule = {
  name: 'cold-start',
  async run(ctx) {
    ctx.log(`  warm-up pair (discarded), then ${RUNS} alternating runs each`);
    await coldStart(ctx, 'sandbox');
    await coldStart(ctx, 'bare');
    const samples: Record<'sandbox' | 'bare', Sample[]> = { sandbox: [], bare: [] };
    for (let i = 0; i < RUNS; i++) {
      samples.sandbox.push(await coldStart(ctx, 'sandbox'));
      samples.bare.push(await coldStart(ctx, 'bare'));
    }
    const summary = (kind: 'sandbox' | 'bare') => ({
      readyMs: round1(median(samples[kind].map((s) => s.readyMs))),
      firstAnswerMs: round1(median(samples[kind].map((s) => s.firstAnswerMs))),
      firstAnswerMinMs: round1(Math.min(...samples[kind].map((s) => s.firstAnswerMs))),
      firstAnswerMaxMs: round1(Math.max(...samples[kind].map((s) => s.firstAnswerMs))),
      cpuMs: round1(median(samples[kind].map((s) => s.cpuMs))),
    });
    const sandbox = summary('sandbox');
    const bare = summary('bare');
    return {
      title: `Cold start (median of ${RUNS}, fresh temp database each run)`,
      rows: [
        {
          metric: 'cold start: spawn → first authorized answer',
          unit: 'ms',
          sandbox: sandbox.firstAnswerMs,
          baseline: bare.firstAnswerMs,
          ratio: ratio(sandbox.firstAnswerMs, bare.firstAnswerMs),
          target: {
            label: `≤ ${COLD_START_MAX_RATIO}× bare`,
            met: ratio(sandbox.firstAnswerMs, bare.firstAnswerMs) <= COLD_START_MAX_RATIO,
          },
        },
        {
          metric: 'cold start: spawn → ready line',
          unit: 'ms',
          sandbox: sandbox.readyMs,
          baseline: bare.readyMs,
          ratio: ratio(sandbox.readyMs, bare.readyMs),
        },
        // The same start-up as CPU time: steadier than wall time on a loaded machine (Linux only).
        ...(Number.isNaN(sandbox.cpuMs)
          ? []
          : [{ metric: 'cold start: server CPU to first authorized answer', unit: 'ms', sandbox: sandbox.cpuMs, baseline: bare.cpuMs, ratio: ratio(sandbox.cpuMs, bare.cpuMs) }]),
      ],
      details: {
        runs: RUNS,
        note: 'bare baseline has no authorization step: its first answer is the GET alone',
        sandbox,
        bare,
        samples: Object.fromEntries(
          Object.entries(samples).map(([kind, list]) => [kind, list.map((s) => ({ readyMs: round1(s.readyMs), firstAnswerMs: round1(s.firstAnswerMs), cpuMs: round1(s.cpuMs) }))]),
        ),
      },
    };
  },
};
