// DNS rebinding: a page whose name resolves to 127.0.0.1 reaches the server with its own name in
// Host. Nothing may be read or changed through such a request — API, control API, pages, dashboard.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const sandbox = await startSandbox({ allowedHosts: ['sandbox.internal'], publicUrl: 'http://boletos.example.test:8080' });
after(() => sandbox.close());
const api = await sandbox.newAccount();
const port = new URL(sandbox.url).port;

function assertForbidden(result: { status: number; body: any; text: string }, what: string) {
  assert.equal(result.status, 403, what);
  assert.equal(result.body.code, 403, what);
  assert.equal(result.body.error, 'forbidden', what);
  assert.match(result.body.error_description, /Host não permitido/, what);
  assert.doesNotMatch(result.text, /client_secret/, what);
}

test('a foreign Host reads nothing: accounts, charges, pages and the dashboard are refused', async () => {
  const chargeId = await api.createCharge();
  const host = { host: `evil.example:${port}` };
  const bearer = { ...host, authorization: `Bearer ${api.token}` };
  assertForbidden(await rawRequest(sandbox.url, 'GET', '/sandbox/v1/accounts', host), 'accounts');
  assertForbidden(await rawRequest(sandbox.url, 'GET', `/v1/charge/${chargeId}`, bearer), 'charge');
  assertForbidden(await rawRequest(sandbox.url, 'GET', '/', { ...host, accept: 'text/html' }), 'dashboard');
  assertForbidden(await rawRequest(sandbox.url, 'GET', '/boleto/1_1_ABCDEF12', host), 'boleto page');
  assertForbidden(await rawRequest(sandbox.url, 'GET', '/no/such/route', host), 'unknown route');
});

test('a foreign Host changes nothing', async () => {
  const before = (await api.get('/sandbox/v1/charges')).body;
  const forged = await rawRequest(
    sandbox.url,
    'POST',
    '/v1/charge',
    { host: 'evil.example', authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    JSON.stringify({ items: [{ name: 'Roubo', value: 100 }] }),
  );
  assertForbidden(forged, 'create charge');
  const account = await rawRequest(sandbox.url, 'POST', '/sandbox/v1/accounts', { host: 'evil.example', 'content-type': 'application/json' }, '{}');
  assertForbidden(account, 'create account');
  assert.deepEqual((await api.get('/sandbox/v1/charges')).body, before);
});

test('loopback names, the --public-url host and --allowed-host names are served, with any port', async () => {
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`, 'localhost', '127.0.0.2:1', 'sandbox.internal:4455', 'boletos.example.test', 'localhost.']) {
    const result = await rawRequest(sandbox.url, 'GET', '/sandbox/v1/clock', { host, authorization: `Bearer ${api.token}` });
    assert.equal(result.status, 200, `${host}: ${result.text}`);
  }
  for (const host of ['localhost.evil.example', 'sandbox.internal.evil.example', 'evil.example:4455@localhost', '127.0.0.1.nip.io', 'localhost:abc']) {
    const result = await rawRequest(sandbox.url, 'GET', '/sandbox/v1/clock', { host, authorization: `Bearer ${api.token}` });
    assert.equal(result.status, 403, `${JSON.stringify(host)} was served`);
  }
});

test('an absolute URL for a host the sandbox does not stand in for is refused, so its host cannot stand in for Host', async () => {
  const card = JSON.stringify({ brand: 'visa', number: '4012001038443335', cvv: '123', expiration_month: '12', expiration_year: '2031' });
  const result = await rawRequest(sandbox.url, 'POST', `http://evil.example/sandbox/v1/payment-tokens`, {
    host: `127.0.0.1:${port}`,
    authorization: `Bearer ${api.token}`,
    'content-type': 'application/json',
  }, card);
  // Absolute form is how a client speaks to a proxy: the sandbox serves it only for the real API
  // hosts (test/api/proxy.test.ts) and forwards nothing.
  assert.equal(result.status, 403);
  assert.equal(result.body.error, 'forbidden');
  assert.match(result.body.error_description, /evil\.example:80 não é atendido nem encaminhado/);
  const log = await api.get('/sandbox/v1/requests');
  assert.doesNotMatch(JSON.stringify(log.body), /4012001038443335/);
});

test('behind a proxy that rewrites Host, the --public-url origin may still change state', async () => {
  const result = await rawRequest(
    sandbox.url,
    'POST',
    '/sandbox/v1/clock/advance',
    { host: `127.0.0.1:${port}`, origin: 'http://boletos.example.test:8080', 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
    '{"minutes":1}',
  );
  assert.equal(result.status, 200, result.text);
});
