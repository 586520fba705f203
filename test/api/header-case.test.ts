// Answer headers in the case the real service writes them (`Content-Type`, not `content-type`).
// HTTP says names are case-insensitive, but Efí's PHP SDK configured as its examples are
// (`responseHeaders => true`) looks `Content-Type` up by its exact name in Guzzle's header array,
// and with `content-type` it hands the JSON on as a string and fails at the first call. Checked on
// the raw header names, directly and through the zero-code proxy's tunnel. The PHP client itself:
// test/sdk/php-sdk.test.ts.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { basicAuth, startSandbox } from '../helpers/sandbox.ts';
import { rawRequest, type RawResult } from '../helpers/raw-http.ts';
import { httpsThroughProxy } from '../helpers/proxy-client.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const api = await sandbox.newAccount();
// Made before any request needs it: key generation on a loaded machine must not meet a client timeout.
await sandbox.server.certificateAuthority.prepare();
const ca = await sandbox.server.certificateAuthority.certificatePem();
const chargeId = await api.createCharge({ items: [{ name: 'Produto', value: 1000 }], shippings: [{ name: 'Frete', value: 100 }] });

/** Each word capitalized, as real servers write them: Content-Type, X-Request-Id, ETag. */
const CANONICAL_NAME = /^[A-Z0-9][A-Za-z0-9]*(-[A-Z0-9][A-Za-z0-9]*)*$/;

function assertNamesAsTheRealService(result: RawResult, what: string) {
  assert.ok(result.headerNames.includes('Content-Type'), `${what}: no header named exactly Content-Type in ${result.headerNames.join(', ')}`);
  for (const name of result.headerNames) assert.match(name, CANONICAL_NAME, `${what}: header ${name}`);
}

const authorize = { method: 'POST', path: '/v1/authorize', body: '{"grant_type":"client_credentials"}' };
const calls = [
  ['POST /v1/authorize', authorize, () => ({ authorization: basicAuth(api.clientId, api.clientSecret), 'content-type': 'application/json' })],
  ['GET /v1/charge/:id', { method: 'GET', path: `/v1/charge/${chargeId}` }, () => ({ authorization: `Bearer ${api.token}` })],
  ['an error (unknown charge)', { method: 'GET', path: '/v1/charge/999' }, () => ({ authorization: `Bearer ${api.token}` })],
  ['an error (bad credentials)', authorize, () => ({ authorization: basicAuth(api.clientId, 'wrong'), 'content-type': 'application/json' })],
] as const;

test('directly: the API names its headers as the real service does', async () => {
  for (const [what, call, headers] of calls) {
    const result = await rawRequest(sandbox.url, call.method, call.path, headers(), 'body' in call ? call.body : undefined);
    assertNamesAsTheRealService(result, what);
  }
  for (const path of ['/sandbox/v1/ca.pem', `/sandbox/v1/charges/${chargeId}/timeline`, '/openapi.json']) {
    const result = await rawRequest(sandbox.url, 'GET', path, { authorization: `Bearer ${api.token}` });
    assert.equal(result.status, 200, `${path}: ${result.text.slice(0, 200)}`);
    assertNamesAsTheRealService(result, path);
  }
});

test('through the proxy tunnel: the same header names', async () => {
  for (const host of ['cobrancas-h.api.efipay.com.br', 'sandbox.gerencianet.com.br']) {
    for (const [what, call, headers] of calls) {
      const result = await httpsThroughProxy(sandbox.url, host, { ca, method: call.method, path: call.path, headers: headers(), body: 'body' in call ? call.body : undefined });
      assertNamesAsTheRealService(result, `${host}: ${what}`);
    }
  }
});
