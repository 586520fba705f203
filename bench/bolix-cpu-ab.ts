// Bolix one-step CPU, A/B across builds: on a loaded shared machine `bolix-issuing`'s throughput
// ratio swings by ±50 % between runs of one build, so this compares builds by the server's own CPU
// time (/proc/<pid>/stat) over a fixed number of one-step boletos. Every server (a frozen older
// build beside the current one) is started once with two accounts, Bolix on and off, and warmed;
// each round then loads every server's plain and Bolix sides back to back (order rotating), and
// the Bolix-over-plain CPU ratio of each round — two neighbouring measurements of one process —
// is what is compared, by median and spread.
//
//   cp -r dist/server bench/results/base-server          # freeze the build before a change
//   npm run build:server --silent
//   node --import tsx bench/bolix-cpu-ab.ts --rounds 9 base=bench/results/base-server/cli.js sandbox
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { authorize, call } from './lib/client.ts';
import { processCpuMs, runLoad } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer, stopAll, type SpawnedServer } from './lib/spawn-server.ts';

const { values, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    requests: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '10' },
  },
  allowPositionals: true,
});
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const connections = Number(values.connections);

interface Target {
  label: string;
  entry?: string;
  server?: SpawnedServer;
  sides?: { plain: Record<string, string>; bolix: Record<string, string> };
  /** The plain account's credentials: tokens expire during a long run, so each round authorizes again. */
  plainCredentials?: [string, string];
  body?: string;
  plainCpu: number[];
  bolixCpu: number[];
  ratios: number[];
  /** The server's main thread alone, µs per request. */
  plainMain: number[];
  bolixMain: number[];
}

const targets: Target[] = (positionals.length ? positionals : ['sandbox']).map((spec) => {
  const [label, path] = spec.includes('=') ? spec.split('=') : [spec, undefined];
  return { label, entry: path && resolve(path), plainCpu: [], bolixCpu: [], ratios: [], plainMain: [], bolixMain: [] };
});

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const items = [{ name: 'Produto', value: 1000, amount: 2 }];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const spread = (xs: number[], digits = 0) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

/** An account's headers with its `bolix` setting as asked. */
async function sideOf(url: string, clientId: string, clientSecret: string, bolix: boolean): Promise<Record<string, string>> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await authorize(url, clientId, clientSecret)}` };
  const answer = await call(`${url}/sandbox/v1/settings`, { method: 'PUT', headers, body: JSON.stringify({ bolix }) });
  if (answer.status !== 200 || answer.json().bolix !== bolix) throw new Error(`PUT /sandbox/v1/settings answered ${answer.status}: ${answer.body}`);
  return headers;
}

const mainThreadMs = (pid: number) => {
  const cpu = processCpuMs(pid, pid);
  return cpu ? cpu.user + cpu.system : NaN;
};

async function load(target: Target, headers: Record<string, string>, amount: number, measured: boolean): Promise<[number, number]> {
  const mainBefore = mainThreadMs(target.server!.pid);
  const result = await runLoad({
    url: target.server!.url,
    serverPid: measured ? target.server!.pid : undefined,
    method: 'POST',
    path: '/v1/charge/one-step',
    headers,
    body: target.body!,
    connections,
    amount,
    durationSec: 120,
    warmupSec: 0,
  });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const mainUs = ((mainThreadMs(target.server!.pid) - mainBefore) * 1000) / result.requests;
  return measured ? [result.serverCpuUsPerRequest!.total, Math.round(mainUs)] : [0, 0];
}

const dir = mkdtempSync(join(tmpdir(), 'bolix-cpu-ab-'));
try {
  for (const target of targets) {
    const server = await spawnServer({ kind: 'sandbox', entry: target.entry, db: join(dir, `${target.label}.db`) });
    target.server = server;
    const bolix = await sideOf(server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, true);
    const created = await call(`${server.url}/sandbox/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sem Bolix' }) });
    if (created.status !== 200) throw new Error(`POST /sandbox/v1/accounts answered ${created.status}: ${created.body}`);
    target.plainCredentials = [created.json().client_id, created.json().client_secret];
    const plain = await sideOf(server.url, ...target.plainCredentials, false);
    target.sides = { plain, bolix };
    const now = (await call(`${server.url}/sandbox/v1/clock`, { headers: bolix })).json().now as string;
    const expireAt = new Date(Date.parse(`${now.slice(0, 10)}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    target.body = JSON.stringify({ items, payment: { banking_billet: { expire_at: expireAt, customer } } });
    // Warm-up, not measured: JIT and statement caches of both paths.
    await load(target, plain, requests / 2, false);
    await load(target, bolix, requests / 2, false);
  }
  for (let round = 0; round < rounds; round++) {
    const line: string[] = [];
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + round) % targets.length];
      const url = target.server!.url;
      target.sides = { bolix: await sideOf(url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, true), plain: await sideOf(url, ...target.plainCredentials!, false) };
      const bolixFirst = round % 2 === 1;
      const first = await load(target, bolixFirst ? target.sides!.bolix : target.sides!.plain, requests, true);
      const second = await load(target, bolixFirst ? target.sides!.plain : target.sides!.bolix, requests, true);
      const [[plainCpu, plainMain], [bolixCpu, bolixMain]] = bolixFirst ? [second, first] : [first, second];
      target.plainCpu.push(plainCpu);
      target.bolixCpu.push(bolixCpu);
      target.ratios.push(bolixCpu / plainCpu);
      target.plainMain.push(plainMain);
      target.bolixMain.push(bolixMain);
      line.push(`${target.label} plain ${plainCpu} µs Bolix ${bolixCpu} µs (${(bolixCpu / plainCpu).toFixed(2)}×; main thread ${plainMain} / ${bolixMain} µs)`);
    }
    console.log(`round ${round + 1} (load ${(await import('node:os')).loadavg()[0].toFixed(1)}): ${line.join(' | ')}`);
  }
  console.log(`\n${rounds} rounds × ${requests} one-step boletos a side at ${connections} connections`);
  for (const t of targets) {
    console.log(
      `${t.label.padEnd(10)} Bolix/plain CPU median ${median(t.ratios).toFixed(2)}× (${spread(t.ratios, 2)}); ` +
        `plain median ${median(t.plainCpu).toFixed(0)} µs (${spread(t.plainCpu)}), Bolix median ${median(t.bolixCpu).toFixed(0)} µs (${spread(t.bolixCpu)}); ` +
        `main thread: plain ${median(t.plainMain).toFixed(0)} µs, Bolix ${median(t.bolixMain).toFixed(0)} µs, ratio median ${median(t.bolixMain.map((b, i) => b / t.plainMain[i])).toFixed(2)}×`,
    );
  }
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}
