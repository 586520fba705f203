// Zero code changes: the official SDKs, unmodified, each in a process of its own whose environment
// holds nothing but PATH, HTTPS_PROXY (the sandbox) and the CA to trust — as an integrator's
// application or suite would run against the sandbox. Python's requests and curl likewise.
// Each creates a charge on the real API host name and reads it back; the test then finds that
// charge in the sandbox itself.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { startSandbox } from '../helpers/sandbox.ts';
import { runIsolated as run, type ChildResult } from '../helpers/child-process.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const api = await sandbox.newAccount();
const caFile = sandbox.server.certificateAuthority.certFile;
await sandbox.server.certificateAuthority.ensure();

const proxyEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HTTPS_PROXY: sandbox.url };

/** The child printed one JSON line with the charge as read back; it must be in the sandbox too. */
async function assertChargeMade(result: ChildResult, value: number, what: string) {
  assert.equal(result.code, 0, `${what} failed:\n${result.stderr}\n${result.stdout}`);
  const read = JSON.parse(result.stdout.trim().split('\n').pop()!);
  assert.equal(read.total, value, what);
  assert.equal(read.status, 'new', what);
  const here = await api.get(`/v1/charge/${read.charge_id}`);
  assert.equal(here.status, 200, `${what}: charge ${read.charge_id} is not in the sandbox`);
  assert.equal(here.body.data.total, value, what);
}

// The same application in four builds: each SDK, required and imported. gn-api-sdk-node ships
// CommonJS only; an ESM application imports it through Node's CommonJS interop.
const SDK_CLIENTS = {
  'gn-api-sdk-node': {
    construct: `new Sdk({ client_id: clientId, client_secret: clientSecret, sandbox: true })`,
    create: `sdk.createCharge({}, { items: [{ name: 'Pedido', value, amount: 1 }] })`,
  },
  // 1.x, the line that runs on Node 20 (2.x needs Node 22): createCharge(params, body), as its README shows.
  'sdk-node-apis-efi': {
    construct: `new Sdk({ client_id: clientId, client_secret: clientSecret, sandbox: true })`,
    create: `sdk.createCharge({}, { items: [{ name: 'Pedido', value, amount: 1 }] })`,
  },
} as const;

function application(pkg: keyof typeof SDK_CLIENTS, moduleKind: 'cjs' | 'esm'): string {
  const { construct, create } = SDK_CLIENTS[pkg];
  const body = `
    const [clientId, clientSecret, value] = JSON.parse(process.argv[1]);
    const sdk = ${construct};
    const created = await ${create};
    const read = await sdk.detailCharge({ id: created.data.charge_id });
    console.log(JSON.stringify(read.data));`;
  return moduleKind === 'esm'
    ? `import Sdk from '${pkg}';\n${body}`
    : `const Sdk = require('${pkg}');\n(async () => {${body}\n})().catch((error) => { console.error(error); process.exit(1); });`;
}

let nextValue = 1001;

for (const pkg of Object.keys(SDK_CLIENTS) as Array<keyof typeof SDK_CLIENTS>) {
  for (const moduleKind of ['cjs', 'esm'] as const) {
    test(`${pkg} (${moduleKind === 'cjs' ? 'require' : 'import'}), unmodified, with HTTPS_PROXY and NODE_EXTRA_CA_CERTS only`, async () => {
      const value = nextValue++;
      const args = [...(moduleKind === 'esm' ? ['--input-type=module'] : []), '-e', application(pkg, moduleKind), JSON.stringify([api.clientId, api.clientSecret, value])];
      const result = await run(process.execPath, args, { ...proxyEnv, NODE_EXTRA_CA_CERTS: caFile });
      await assertChargeMade(result, value, `${pkg} ${moduleKind}`);
    });
  }
}

/** A python3 that has requests (Debian's python3-requests in CI), as an absolute path. */
function pythonWithRequests(): string {
  for (const candidate of ['python3', '/usr/bin/python3']) {
    const probe = spawnSync(candidate, ['-c', 'import sys, requests; print(sys.executable)'], { encoding: 'utf8' });
    if (probe.status === 0 && probe.stdout.trim() !== '') return probe.stdout.trim();
  }
  throw new Error('no python3 with the requests module: install Debian\'s python3-requests (.ci/run does)');
}

const PYTHON_CLIENT = `
import json, sys, requests
client_id, client_secret, value = sys.argv[1], sys.argv[2], int(sys.argv[3])
base = 'https://cobrancas-h.api.efipay.com.br/v1'
token = requests.post(base + '/authorize', auth=(client_id, client_secret), json={'grant_type': 'client_credentials'}).json()['access_token']
headers = {'Authorization': 'Bearer ' + token}
created = requests.post(base + '/charge', json={'items': [{'name': 'Pedido', 'value': value, 'amount': 1}]}, headers=headers)
created.raise_for_status()
read = requests.get(base + '/charge/%d' % created.json()['data']['charge_id'], headers=headers)
read.raise_for_status()
print(json.dumps(read.json()['data']))
`;

test('Python requests through CONNECT, trusting the CA with REQUESTS_CA_BUNDLE', async () => {
  const value = nextValue++;
  const result = await run(pythonWithRequests(), ['-c', PYTHON_CLIENT, api.clientId, api.clientSecret, String(value)], {
    ...proxyEnv,
    REQUESTS_CA_BUNDLE: caFile,
  });
  await assertChargeMade(result, value, 'python requests');
});

test('curl through CONNECT, trusting the CA with CURL_CA_BUNDLE', async () => {
  const value = nextValue++;
  const env = { ...proxyEnv, CURL_CA_BUNDLE: caFile };
  const base = 'https://sandbox.gerencianet.com.br/v1';
  const curl = (...args: string[]) => run('curl', ['--silent', '--show-error', '--fail-with-body', ...args], env);
  const token = await curl('--user', `${api.clientId}:${api.clientSecret}`, '--json', '{"grant_type":"client_credentials"}', `${base}/authorize`);
  assert.equal(token.code, 0, token.stderr + token.stdout);
  const bearer = `Authorization: Bearer ${JSON.parse(token.stdout).access_token}`;
  const created = await curl('--header', bearer, '--json', JSON.stringify({ items: [{ name: 'Pedido', value, amount: 1 }] }), `${base}/charge`);
  assert.equal(created.code, 0, created.stderr + created.stdout);
  const read = await curl('--header', bearer, `${base}/charge/${JSON.parse(created.stdout).data.charge_id}`);
  await assertChargeMade({ ...read, stdout: JSON.stringify(JSON.parse(read.stdout).data) }, value, 'curl');
});
