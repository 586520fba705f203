// Cold start, A/B, alternating: the server's CPU time from spawn to its first authorized answer
// (all threads, /proc/<pid>/stat; main thread, /proc/<pid>/task/<pid>/schedstat) and the wall time,
// for several builds in turn on fresh temp databases, the order rotating each round. On a shared
// machine wall times move with everyone else's load; CPU time and paired differences much less.
//
//   cp -r dist/server /tmp/base-server                  # freeze the build before a change
//   npm run build:server --silent
//   node --import tsx bench/cold-start-ab.ts --rounds 15 base=/tmp/base-server/cli.js sandbox bare
//
// A server is `sandbox` (dist/server/cli.js), `bare` (node:http + SQLite), or `<label>=<path to a
// cli.js>`; `@` and comma-separated node flags after either give it its own.
// The first server named is the reference of the paired differences.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { authorize, call } from './lib/client.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer, stopAll, type ServerKind } from './lib/spawn-server.ts';

const { values, positionals } = parseArgs({
  options: { rounds: { type: 'string', default: '11' } },
  allowPositionals: true,
});
const rounds = Number(values.rounds);

interface Target {
  label: string;
  kind: ServerKind;
  nodeArgs: string[];
  entry?: string;
  cpu: number[];
  main: number[];
  wall: number[];
}

const targets: Target[] = (positionals.length ? positionals : ['sandbox', 'bare']).map((spec) => {
  const [server, flags] = spec.split('@');
  const [label, path] = server.includes('=') ? server.split('=') : [server, undefined];
  const kind: ServerKind = path ? 'sandbox' : (label as ServerKind);
  return { label, kind, nodeArgs: flags ? flags.split(',') : [], entry: path && resolve(path), cpu: [], main: [], wall: [] };
});

/** USER_HZ, 100 on every Linux build in use. */
const TICKS_PER_SECOND = 100;

function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The main thread's time on CPU in ns (schedstat: finer than the ticks of /proc/<pid>/stat). */
function mainThreadCpuMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

const tmp = mkdtempSync(join(tmpdir(), 'cold-start-ab-'));
let counter = 0;

async function once(target: Target): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const server = await spawnServer({ kind: target.kind, db: join(tmp, `${++counter}.db`), nodeArgs: target.nodeArgs, entry: target.entry });
  try {
    const headers: Record<string, string> = {};
    if (target.kind === 'sandbox') headers.authorization = `Bearer ${await authorize(server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, agent)}`;
    const answer = await call(`${server.url}/v1/charge/999999999`, { headers, agent });
    const wall = performance.now() - server.spawnedAt;
    if (answer.status !== 404) throw new Error(`${target.label}: answered ${answer.status}`);
    target.cpu.push(processCpuMs(server.pid));
    target.main.push(mainThreadCpuMs(server.pid));
    target.wall.push(wall);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quartiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[Math.floor((s.length - 1) / 4)].toFixed(0)}–${s[Math.ceil(((s.length - 1) * 3) / 4)].toFixed(0)}`;
};

try {
  for (const target of targets) await once(target); // warm-up (disk cache), discarded
  for (const target of targets) target.cpu.length = target.main.length = target.wall.length = 0;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < targets.length; i++) await once(targets[(round + i) % targets.length]);
  }
  const reference = targets[0];
  console.log(`${rounds} rounds; medians (interquartile)`);
  for (const target of targets) {
    const diffs = target.main.map((value, i) => value - reference.main[i]);
    console.log(
      `${target.label.padEnd(12)} CPU ${median(target.cpu).toFixed(0)} ms (${quartiles(target.cpu)})  main ${median(target.main).toFixed(1)} ms (${quartiles(target.main)})` +
        `  wall ${median(target.wall).toFixed(0)} ms (${quartiles(target.wall)})` +
        (target === reference ? '' : `  main − ${reference.label}: ${median(diffs).toFixed(1)} ms (${quartiles(diffs)})`),
    );
  }
} finally {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
