// Cross-site requests: a page of another origin can make the browser send form posts and simple
// fetches here. None may change state; the server's own pages and non-browser clients still can.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, request } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const api = await sandbox.newAccount();
const port = new URL(sandbox.url).port;

async function accountCount(): Promise<number> {
  return (await request(sandbox.url, 'GET', '/sandbox/v1/accounts')).body.accounts.length;
}

test('a form post from another site creates no account', async () => {
  const before = await accountCount();
  const attempts: Array<Record<string, string>> = [
    { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    { origin: 'null', 'content-type': 'text/plain' },
    { origin: `http://localhost:${Number(port) + 1}`, 'content-type': 'application/json' },
    { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
  ];
  for (const headers of attempts) {
    const result = await rawRequest(sandbox.url, 'POST', '/sandbox/v1/accounts', headers, '{"name":"intrusa"}');
    assert.equal(result.status, 403, JSON.stringify(headers));
    assert.equal(result.body.error, 'forbidden');
    assert.match(result.body.error_description, /outra origem/);
  }
  assert.equal(await accountCount(), before);
});

test('a cross-site request cannot change a charge, even carrying a valid token', async () => {
  const id = await api.createCharge();
  const result = await rawRequest(sandbox.url, 'PUT', `/v1/charge/${id}/cancel`, {
    origin: 'http://evil.example',
    authorization: `Bearer ${api.token}`,
  });
  assert.equal(result.status, 403);
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'new');
});

test("the server's own pages and clients outside a browser are served", async () => {
  const sameOrigin = await rawRequest(
    sandbox.url,
    'POST',
    '/sandbox/v1/clock/advance',
    { origin: sandbox.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
    '{"minutes":1}',
  );
  assert.equal(sameOrigin.status, 200, sameOrigin.text);
  // A user typing the URL (Sec-Fetch-Site: none) and a GET from anywhere only read.
  const typed = await rawRequest(sandbox.url, 'GET', '/sandbox/v1/clock', { 'sec-fetch-site': 'cross-site', authorization: `Bearer ${api.token}` });
  assert.equal(typed.status, 200);
});

test('the control API takes JSON bodies only; /v1 keeps the content types real clients send', async () => {
  const form = await api.post('/sandbox/v1/clock/advance', undefined, { raw: 'days=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(form.status, 415);
  assert.equal(form.body.error, 'unsupported_media_type');
  const plain = await api.post('/sandbox/v1/clock/advance', undefined, { raw: '{"days":1}', headers: { 'content-type': 'text/plain' } });
  assert.equal(plain.status, 415);
  const bodyless = await api.call('POST', '/sandbox/v1/clock/advance', { headers: { 'content-length': '0' } });
  assert.notEqual(bodyless.status, 415, 'a body-less POST is not refused for its (absent) type');
  // `curl -d` labels JSON as a form; the real API parses it anyway, and so does /v1 here.
  const curlStyle = await api.post('/v1/charge', undefined, {
    raw: JSON.stringify({ items: [{ name: 'Produto', value: 500 }] }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(curlStyle.status, 200, JSON.stringify(curlStyle.body));
});

test('no CORS: a preflight is not granted and no answer carries Access-Control headers', async () => {
  const preflight = await rawRequest(sandbox.url, 'OPTIONS', '/sandbox/v1/accounts', {
    origin: 'http://evil.example',
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type',
  });
  // Express answers OPTIONS with the path's `Allow`; without Access-Control-Allow-* the browser stops there.
  assert.ok(preflight.status < 500, `preflight answered ${preflight.status}`);
  assert.deepEqual(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-')), []);
  for (const path of ['/sandbox/v1/accounts', '/v1/charge/1', '/']) {
    const result = await rawRequest(sandbox.url, 'GET', path, { origin: 'http://evil.example' });
    const corsHeaders = Object.keys(result.headers).filter((name) => name.startsWith('access-control-'));
    assert.deepEqual(corsHeaders, [], path);
  }
  assert.equal(preflight.headers['access-control-allow-origin'], undefined);
});
