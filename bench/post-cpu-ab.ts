// Server CPU per POST /v1/charge, A/B, alternating: on a shared machine wall-clock throughput moves
// by ±40 % between runs of one build, while the server's own CPU time per request (user + system,
// /proc/<pid>/stat, over a fixed number of requests) barely does. Each server is started once and
// warmed; then every round loads each server in turn (the order rotating), and the medians and the
// spread are printed. Compare a frozen copy of an older build with the current one:
//
//   cp -r dist/server bench/results/base-server          # freeze the build before a change
//   npm run build:server --silent
//   node --import tsx bench/post-cpu-ab.ts --rounds 9 base=bench/results/base-server/cli.js sandbox bare-express
//
// A server is `sandbox` (dist/server/cli.js), `bare-express`, `bare`, or `<label>=<path to a cli.js>`;
// `@` and comma-separated node flags after either give that server its own, e.g.
// `semi4=dist/server/cli.js@--max-semi-space-size=4` (any V8 flag also turns off Node's own code
// cache and the bundle's: docs/performance.md, "Cold start, seventh pass").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { authorize, CHARGE_BODY, seedCharges } from './lib/client.ts';
import { runLoad } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer, stopAll, type ServerKind, type SpawnedServer } from './lib/spawn-server.ts';

const { values, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    requests: { type: 'string', default: '6000' },
    connections: { type: 'string', default: '10' },
    node: { type: 'string', multiple: true, default: [] },
  },
  allowPositionals: true,
});
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const connections = Number(values.connections);

interface Target {
  label: string;
  nodeArgs: string[];
  kind: ServerKind;
  entry?: string;
  server?: SpawnedServer;
  headers: Record<string, string>;
  cpu: number[];
  rps: number[];
  p99: number[];
}

const targets: Target[] = (positionals.length ? positionals : ['sandbox', 'bare-express']).map((spec) => {
  const [server, flags] = spec.split('@');
  const [label, path] = server.includes('=') ? server.split('=') : [server, undefined];
  const kind: ServerKind = path ? 'sandbox' : (label as ServerKind);
  const nodeArgs = flags ? flags.split(',') : [];
  return { label, kind, nodeArgs, entry: path && resolve(path), headers: { 'content-type': 'application/json' }, cpu: [], rps: [], p99: [] };
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

const dir = mkdtempSync(join(tmpdir(), 'post-cpu-ab-'));
try {
  for (const target of targets) {
    target.server = await spawnServer({
      kind: target.kind,
      entry: target.entry,
      db: join(dir, `${target.label}.db`),
      nodeArgs: [...(target.kind === 'sandbox' ? values.node : []), ...target.nodeArgs],
    });
    if (target.kind === 'sandbox') {
      target.headers.authorization = `Bearer ${await authorize(target.server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET)}`;
    }
    await seedCharges(target.server.url, target.headers, 50);
    // Warm-up: JIT and caches, not measured.
    await runLoad({ url: target.server.url, method: 'POST', path: '/v1/charge', headers: target.headers, body: CHARGE_BODY, connections, amount: requests, durationSec: 30, warmupSec: 1 });
  }
  for (let round = 0; round < rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    const line: string[] = [];
    for (const target of order) {
      const result = await runLoad({
        url: target.server!.url,
        serverPid: target.server!.pid,
        method: 'POST',
        path: '/v1/charge',
        headers: target.headers,
        body: CHARGE_BODY,
        connections,
        amount: requests,
        durationSec: 60,
        warmupSec: 0,
      });
      if (result.non2xx || result.errors || result.timeouts) throw new Error(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      target.cpu.push(result.serverCpuUsPerRequest!.total);
      target.rps.push(result.requestsPerSec);
      target.p99.push(result.latencyMs.p99);
      line.push(`${target.label} ${result.serverCpuUsPerRequest!.total} µs ${result.requestsPerSec} req/s p99 ${result.latencyMs.p99}`);
    }
    console.log(`round ${round + 1}: ${line.join(' | ')}`);
  }
  console.log(`\n${rounds} rounds × ${requests} POST /v1/charge at ${connections} connections`);
  const base = targets[targets.length - 1];
  for (const t of targets) {
    console.log(
      `${t.label.padEnd(14)} CPU/req median ${median(t.cpu).toFixed(0)} µs (${spread(t.cpu)}), ${(median(t.cpu) / median(base.cpu)).toFixed(2)}× ${base.label}; ` +
        `req/s median ${median(t.rps).toFixed(0)} (${spread(t.rps)}); p99 median ${median(t.p99).toFixed(2)} ms`,
    );
  }
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}
