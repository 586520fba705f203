// The test helper checks every answer against the OpenAPI document the server serves
// (test/helpers/answer-check.ts). Shown here by serving the real server's answers next to a
// document altered where they land: each drift must fail the request that met it, with a message
// that names the request, the answer and the schema's complaint; what still fits must pass.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { startSandbox, request, ApiClient } from '../helpers/sandbox.ts';
import { checkerFor, landingOf } from '../helpers/answer-check.ts';
import type { OpenApiDocument } from '../helpers/openapi.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

// The served document, with three drifts planted: a new charge's status may only be "paid", the
// clock's path is gone, and an unknown charge's 404 is no longer listed.
const served = (await (await fetch(`${sandbox.url}/openapi.json`)).json()) as OpenApiDocument;
const altered = structuredClone(served);
altered.components.schemas.ChargeCreated.properties.status = { enum: ['paid'] };
delete altered.paths['/sandbox/v1/clock'];
delete altered.paths['/v1/charge/{id}'].get.responses['404'];
altered.info = { ...(altered.info as object), title: 'altered by answer-check.test.ts' };

/** Forwards every request to the sandbox, except /openapi.json, which is the altered document. */
const front: Server = createServer(async (req, res) => {
  if (req.url === '/openapi.json') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(altered));
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'connection')) as Record<string, string>;
  const answer = await fetch(sandbox.url + req.url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined, redirect: 'manual' });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' }).end(Buffer.from(await answer.arrayBuffer()));
});
await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
after(() => new Promise<void>((resolve) => front.close(() => resolve())));
const frontUrl = `http://127.0.0.1:${(front.address() as { port: number }).port}`;

// The helper keeps the first document it loads for the whole process: this file's is the altered one.
assert.equal(((await checkerFor(frontUrl)).doc.info as { title: string }).title, 'altered by answer-check.test.ts');

const created = await request(frontUrl, 'POST', '/sandbox/v1/accounts', { body: { name: 'Loja alterada' } });
const api = new ApiClient(frontUrl, created.body.client_id, created.body.client_secret);
await api.authorize();

test('an answer whose body breaks its schema fails the request, naming request, answer and problem', async () => {
  await assert.rejects(api.post('/v1/charge', { items: [{ name: 'Produto', value: 1000, amount: 1 }] }), (error: Error) => {
    assert.match(error.message, /^POST \/v1\/charge answered 200, which does not fit the OpenAPI document \(POST \/v1\/charge\)/);
    assert.match(error.message, /body: \{"code":200,"data":\{"charge_id":\d+/);
    assert.match(error.message, /problem: at \/data\/status: must be equal to one of the allowed values \{"allowedValues":\["paid"\]\}, found "new"/);
    return true;
  });
});

test('a status the operation does not list fails, as does a 2xx on an API path the document lacks', async () => {
  await assert.rejects(api.get('/v1/charge/999999999'), /GET \/v1\/charge\/999999999 answered 404[^]*problem: the document lists 200, [^]* not 404/);
  await assert.rejects(api.get('/sandbox/v1/clock'), /GET \/sandbox\/v1\/clock answered 200[^]*no path of the document matches, yet it answered 200: document the route/);
});

test('answers that fit pass: documented ones, and refusals on paths outside the document in the error shape', async () => {
  const cards = await request(frontUrl, 'GET', '/sandbox/v1/test-cards');
  assert.equal(cards.status, 200);
  const unknown = await api.get('/v1/no-such-route');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.error, 'route_not_found');
  assert.equal((await api.call('PATCH', '/v1/charge/1/cancel')).status, 405);
});

test('an opt-out needs its reason, and then leaves the answer unchecked', async () => {
  await assert.rejects(api.get('/sandbox/v1/clock', { unchecked: ' ' }), /`unchecked` needs the reason/);
  assert.equal((await api.get('/sandbox/v1/clock', { unchecked: 'the clock is deleted from this test\'s document' })).status, 200);
});

test('a concrete path lands on the most literal template that takes its method, as the router picks', () => {
  assert.deepEqual(landingOf(served, 'POST', '/v1/charge/one-step'), { kind: 'operation', template: '/v1/charge/one-step', method: 'post' });
  assert.deepEqual(landingOf(served, 'GET', '/v1/charge/one-step?x=1'), { kind: 'operation', template: '/v1/charge/{id}', method: 'get' });
  assert.deepEqual(landingOf(served, 'HEAD', '/v1/charge/12/'), { kind: 'operation', template: '/v1/charge/{id}', method: 'get' });
  assert.deepEqual(landingOf(served, 'PATCH', '/v1/charge/12/cancel'), { kind: 'other-method', template: '/v1/charge/{id}/cancel' });
  assert.deepEqual(landingOf(served, 'GET', '/v1/charges/12'), { kind: 'undocumented' });
});
