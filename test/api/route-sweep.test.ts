// Every route the app serves, walked from its route declarations: hostile path parameters, hostile
// bodies and HEAD on each. Nothing may answer 5xx, hang, leak a stack trace or leave the error shape,
// and every answer fits the OpenAPI document (its status listed, its body the schema's).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { rawRequest, type RawResult } from '../helpers/raw-http.ts';
import { appRoutes } from '../helpers/routes.ts';
import { assertFitsDocument } from '../helpers/answer-check.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const api = await sandbox.newAccount();
const { server } = sandbox;
// The CA behind /sandbox/v1/ca.pem made up front: key generation on a loaded machine is no route's slowness.
await server.certificateAuthority.prepare();

const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
const boleto = await api.post('/v1/charge/one-step', {
  items: [{ name: 'Produto', value: 5000 }],
  metadata: { notification_url: 'http://127.0.0.1:9/hook' },
  payment: { banking_billet: { expire_at: today, customer: { name: 'Maria da Silva', cpf: '52998224725' } } },
});
assert.equal(boleto.status, 200, JSON.stringify(boleto.body));
const chargeId = String(boleto.body.data.charge_id);
const boletoCode = String(boleto.body.data.link).split('/').pop()!;

const routes: Array<[string, string]> = appRoutes(server);

const realParams: Record<string, string> = { id: chargeId, token: 'unknown-token', file: boletoCode, code: boletoCode };
const hostileParams = ['0', '-1', '1e3', '99999999999999999999', '%E0%A4%A', '%00', '..%2F..%2Fauthorize', 'x'.repeat(300), '%F0%9F%92%A5.pdf'];
const hostileValues: unknown[] = [null, true, 0, -1, 1e308, 2 ** 53, 'x', '', '💥'.repeat(300), [], {}, [[{}]], { $ref: '#' }, { days: 1e308, to: '9999-12-31' }];
const rawBodies = ['{"a":', '\u0000', '[', '{"__proto__":{"x":1}}', '"'.repeat(10_000)];

function fill(path: string, value: (name: string) => string): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => value(name));
}


// Header names as the real service writes them (test/api/header-case.test.ts says why).
const CANONICAL_HEADER_NAME = /^[A-Z0-9][A-Za-z0-9]*(-[A-Z0-9][A-Za-z0-9]*)*$/;

function assertSane(result: RawResult, what: string) {
  assert.ok(result.status > 0 && result.status < 500, `${what} -> ${result.status} ${result.text.slice(0, 200)}`);
  for (const name of result.headerNames) assert.match(name, CANONICAL_HEADER_NAME, `${what}: header ${name}`);
  assert.doesNotMatch(result.text, /at .*\.(ts|js):\d+|node:internal/, `${what} leaked a stack trace`);
  if (result.status >= 400 && result.text !== '' && what.includes(' /v2/')) {
    // /v2's own shape (server/http/v2/errors.ts).
    assert.equal(result.body?.status, result.status, `${what}: not /v2's error shape: ${result.text.slice(0, 200)}`);
    assert.equal(typeof result.body?.title, 'string', what);
  } else if (result.status >= 400 && result.text !== '' && /^\S+ \/v1\/(oauth|extrato-cnab)\//.test(what)) {
    // API Extratos' own shape (server/http/extratos/errors.ts).
    assert.equal(typeof result.body?.nome, 'string', `${what}: not API Extratos' error shape: ${result.text.slice(0, 200)}`);
    assert.equal(typeof result.body?.mensagem, 'string', what);
  } else if (result.status >= 400 && result.text !== '') {
    assert.equal(typeof result.body?.code, 'number', `${what}: not the error shape: ${result.text.slice(0, 200)}`);
    assert.equal(typeof result.body?.error, 'string', what);
  }
}

async function send(method: string, path: string, body?: string): Promise<RawResult> {
  // The length said, as any client does: without it a GET's or DELETE's body is no body to
  // Node's server, but the start of a next request, which it refuses with a bare 400.
  const length: Record<string, string> = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  const result = await rawRequest(server.url, method, path, { authorization: `Bearer ${api.token}`, 'content-type': 'application/json', ...length }, body);
  // DELETE /sandbox/v1/tokens revokes the bearer the rest of the sweep uses.
  if (path.startsWith('/sandbox/v1/tokens')) await api.authorize();
  await assertFitsDocument(server.url, { method, path, status: result.status, contentType: String(result.headers['content-type'] ?? ''), body: result.body, text: result.text });
  return result;
}

test('the sweep covers every route of the app', () => {
  assert.ok(routes.length >= 35, `${routes.length} routes`);
  assert.ok(routes.some(([method]) => method === 'DELETE'));
});

test('HEAD on every route answers promptly, without a body, never 5xx', async () => {
  for (const [method, path] of routes) {
    const url = fill(path, (name) => realParams[name] ?? '1');
    const result = await send('HEAD', url);
    assertSane(result, `HEAD ${url}`);
    assert.equal(result.text, '', `HEAD ${url} sent a body`);
    // 405, or 404 where a GET route takes the path too (HEAD /v1/charge/one-step is GET /charge/:id).
    const getToo = routes.some(([other, otherPath]) => other === 'GET' && otherPath === path);
    if (!getToo) assert.ok(result.status === 405 || result.status === 404, `HEAD ${url} on a ${method} route: ${result.status}`);
  }
});

test('hostile path parameters on every route get a 4xx in the error shape', async () => {
  for (const [method, path] of routes) {
    if (!path.includes(':')) continue;
    for (const value of hostileParams) {
      const url = fill(path, () => value);
      const result = await send(method === 'GET' ? 'GET' : method, url, method === 'GET' ? undefined : '{}');
      assertSane(result, `${method} ${url}`);
    }
  }
});

test('hostile bodies on every route that takes one never produce a 5xx', async () => {
  for (const [method, path] of routes) {
    if (method === 'GET') continue;
    const url = fill(path, (name) => realParams[name] ?? '1');
    const bodies = [...hostileValues.map((value) => JSON.stringify(value)), ...rawBodies];
    for (const body of bodies) {
      const result = await send(method, url, body);
      assertSane(result, `${method} ${url} ${body.slice(0, 60)}`);
    }
  }
});

test('GET with a body, as some SDKs send, is read and answered normally', async () => {
  for (const [method, path] of routes) {
    if (method !== 'GET' || path.endsWith('/events')) continue;
    const url = fill(path, (name) => realParams[name] ?? '1');
    const result = await send('GET', url, '{}');
    assertSane(result, `GET ${url} with {}`);
  }
});
