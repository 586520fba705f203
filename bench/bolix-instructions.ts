// Bolix one-step cost by instructions, free of the machine's load: the server runs under valgrind
// (cachegrind, no cache simulation: it counts the instructions the process executes, JIT code,
// garbage collection and SQLite included), sets up two accounts (Bolix on and off), and then
// issues `--requests` one-step boletos on one side ('plain' or 'bolix') or none ('idle'), one at a
// time. Per request: (Ir of a side's run − Ir of the idle run) / requests. Slow (valgrind runs
// node ~30× slower); on a VM whose CPU time per request moves ±40 % with other work, the counts
// move by about 1 %.
//
//   node --import tsx bench/bolix-instructions.ts --requests 300 [--entry bench/results/base-server/cli.js] idle plain bolix
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { call as callWithin, type CallOptions } from './lib/client.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, SANDBOX_CLI } from './lib/spawn-server.ts';

const { values, positionals } = parseArgs({
  options: { requests: { type: 'string', default: '300' }, entry: { type: 'string' } },
  allowPositionals: true,
});
const requests = Number(values.requests);
const entry = values.entry ? resolve(values.entry) : SANDBOX_CLI;

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const items = [{ name: 'Produto', value: 1000, amount: 2 }];

/** Under valgrind a first answer (JIT, TLS set-up) can take tens of seconds. */
const call = (url: string, options: CallOptions = {}) => callWithin(url, { timeoutMs: 300_000, ...options });

async function authorize(url: string, clientId: string, clientSecret: string): Promise<string> {
  const answer = await call(`${url}/v1/authorize`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  if (answer.status !== 200) throw new Error(`POST /v1/authorize answered ${answer.status}: ${answer.body}`);
  return answer.json().access_token as string;
}

async function sideOf(url: string, clientId: string, clientSecret: string, bolix: boolean): Promise<Record<string, string>> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await authorize(url, clientId, clientSecret)}` };
  const answer = await call(`${url}/sandbox/v1/settings`, { method: 'PUT', headers, body: JSON.stringify({ bolix }) });
  if (answer.status !== 200) throw new Error(`PUT /sandbox/v1/settings answered ${answer.status}: ${answer.body}`);
  return headers;
}

/** The instructions one valgrind'ed server ran for the set-up and `count` one-steps on `side`. */
async function instructions(side: string, count: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bolix-instructions-'));
  const out = join(dir, 'cachegrind.out');
  const child = spawn('valgrind', ['--tool=cachegrind', '--cache-sim=no', `--cachegrind-out-file=${out}`, process.execPath, entry,
    '--port', '0', '--db', join(dir, 'sandbox.db'), '--client-id', BENCH_CLIENT_ID, '--client-secret', BENCH_CLIENT_SECRET], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      let seen = '';
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        seen += chunk;
        const match = /http:\/\/127\.0\.0\.1:\d+/.exec(seen);
        if (match) resolveUrl(match[0]);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}) before its ready line`)));
    });
    const bolix = await sideOf(url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, true);
    const created = (await call(`${url}/sandbox/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sem Bolix' }) })).json();
    const plain = await sideOf(url, created.client_id, created.client_secret, false);
    const now = (await call(`${url}/sandbox/v1/clock`, { headers: bolix })).json().now as string;
    const expireAt = new Date(Date.parse(`${now.slice(0, 10)}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify({ items, payment: { banking_billet: { expire_at: expireAt, customer } } });
    const headers = side === 'bolix' ? bolix : plain;
    for (let i = 0; i < count; i++) {
      const answer = await call(`${url}/v1/charge/one-step`, { method: 'POST', headers, body });
      if (answer.status !== 200 || (side === 'bolix') !== answer.body.includes('"pix"')) throw new Error(`one-step answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    const summary = /^summary:\s+(\d+)/m.exec(readFileSync(out, 'utf8'));
    if (!summary) throw new Error('no cachegrind summary');
    return Number(summary[1]);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const side of positionals.length ? positionals : ['idle', 'plain', 'bolix']) {
  const ir = await instructions(side, side === 'idle' ? 0 : requests);
  console.log(`${side} ${side === 'idle' ? 0 : requests} requests: ${ir} instructions (${(ir / 1e9).toFixed(3)} G)`);
}
