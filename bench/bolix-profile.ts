// Where a Bolix one-step's extra CPU goes: one server per side (Bolix on, Bolix off), each under
// `node --cpu-prof`, warmed, then loaded with the same one-steps; the two profiles' self time per
// function, in profiled µs per request, side by side and by difference (Bolix minus plain).
//
//   npm run build:server --silent
//   node --import tsx bench/bolix-profile.ts --requests 8000 [--entry dist/server/cli.js] [--top 40]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { authorize, call } from './lib/client.ts';
import { runLoad } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer, stopAll } from './lib/spawn-server.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '8000' },
    connections: { type: 'string', default: '10' },
    entry: { type: 'string' },
    top: { type: 'string', default: '45' },
  },
});
const requests = Number(values.requests);

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Self time per function (name + file:line), µs. */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i])!;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  return times;
}

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const items = [{ name: 'Produto', value: 1000, amount: 2 }];

async function profileSide(dir: string, bolix: boolean): Promise<{ times: Map<string, number>; cpuUs: number }> {
  const profDir = join(dir, bolix ? 'bolix' : 'plain');
  const server = await spawnServer({
    kind: 'sandbox',
    entry: values.entry && resolve(values.entry),
    db: join(dir, `${bolix}.db`),
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
  });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await authorize(server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET)}` };
  const set = await call(`${server.url}/sandbox/v1/settings`, { method: 'PUT', headers, body: JSON.stringify({ bolix }) });
  if (set.status !== 200) throw new Error(set.body);
  const now = (await call(`${server.url}/sandbox/v1/clock`, { headers })).json().now as string;
  const expireAt = new Date(Date.parse(`${now.slice(0, 10)}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const body = JSON.stringify({ items, payment: { banking_billet: { expire_at: expireAt, customer } } });
  const spec = { url: server.url, method: 'POST' as const, path: '/v1/charge/one-step', headers, body, connections: Number(values.connections), durationSec: 300, warmupSec: 0 };
  await runLoad({ ...spec, amount: requests / 4 });
  const result = await runLoad({ ...spec, amount: requests, serverPid: server.pid });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  await server.stop();
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'))!;
  const times = selfTimes(JSON.parse(readFileSync(join(profDir, file), 'utf8')));
  // The profile covers warm-up and start-up too: per request over all one-steps the process served.
  const served = requests + requests / 4;
  for (const [key, us] of times) times.set(key, us / served);
  return { times, cpuUs: result.serverCpuUsPerRequest!.total };
}

const dir = mkdtempSync(join(tmpdir(), 'bolix-profile-'));
try {
  const { loadavg } = await import('node:os');
  console.log(`load before: ${loadavg()[0].toFixed(2)}`);
  const plain = await profileSide(dir, false);
  const bolix = await profileSide(dir, true);
  console.log(`load after: ${loadavg()[0].toFixed(2)}; CPU per request (under the profiler) plain ${plain.cpuUs} µs, Bolix ${bolix.cpuUs} µs`);
  const keys = new Set([...plain.times.keys(), ...bolix.times.keys()]);
  const rows = [...keys].map((key) => ({ key, plain: plain.times.get(key) ?? 0, bolix: bolix.times.get(key) ?? 0 }));
  const total = (side: 'plain' | 'bolix') => rows.reduce((sum, row) => sum + row[side], 0);
  console.log(`profiled µs per request: plain ${total('plain').toFixed(0)}, Bolix ${total('bolix').toFixed(0)}, extra ${(total('bolix') - total('plain')).toFixed(0)}`);
  rows.sort((a, b) => Math.abs(b.bolix - b.plain) - Math.abs(a.bolix - a.plain));
  console.log('\n   extra   Bolix   plain  function');
  for (const row of rows.slice(0, Number(values.top))) {
    console.log(`${(row.bolix - row.plain).toFixed(1).padStart(8)}${row.bolix.toFixed(1).padStart(8)}${row.plain.toFixed(1).padStart(8)}  ${row.key}`);
  }
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}
