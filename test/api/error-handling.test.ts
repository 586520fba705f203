// The one error middleware, on a real port: whatever a route throws or Express itself refuses
// leaves in the API's error shape, and a fault that is not the client's is logged with the
// request id and answered 3500000 without a stack trace.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { assignRequestId } from '../../server/http/app.ts';
import { readBody } from '../../server/http/body.ts';
import { methodNotAllowed, routerFrom, type ApiRequest, type ApiResponse, type Method } from '../../server/http/routes.ts';
import { route } from '../../server/http/route-declaration.ts';
import { answerErrors, answerNotFound } from '../../server/http/error-handling.ts';
import { sendJson } from '../../server/http/envelope.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const logged: string[] = [];
const app = express();
app.use(assignRequestId);
/** A public route that only runs `handler`: what this file's middleware sees behind it. */
const bare = (method: Method, path: string, handler: (req: ApiRequest, res: ApiResponse) => unknown) =>
  route({ method, path, tag: 'Test', summary: path, auth: 'none', response: { description: 'Whatever the handler sends.' }, errors: [], handler: ({ req, res }) => handler(req, res) });
const table = [
  bare('get', '/boom', () => {
    throw new Error('database on fire');
  }),
  bare('get', '/async-boom', async () => {
    await Promise.resolve();
    throw new TypeError('cannot read properties of undefined');
  }),
  bare('get', '/busy', () => {
    // What better-sqlite3 throws when the lock wait runs out (a SqliteError with a code).
    throw Object.assign(new Error('database is locked'), { name: 'SqliteError', code: 'SQLITE_BUSY_SNAPSHOT' });
  }),
  bare('post', '/echo', (req, res) => sendJson(res, 200, { body: req.body ?? null })),
  bare('get', '/item/:id', (req, res) => sendJson(res, 200, { id: req.params.id })),
];
app.use(routerFrom(table, { before: [readBody], auth: { none: [] } }), methodNotAllowed([table]));
app.use(answerNotFound, answerErrors((line) => logged.push(line)));
const server = createServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
after(() => {
  server.closeAllConnections();
  server.close();
});

test('a thrown fault is 500 3500000 naming the request id, logged with its stack, never sent', async () => {
  for (const path of ['/boom', '/async-boom']) {
    const result = await rawRequest(url, 'GET', path);
    assert.equal(result.status, 500);
    assert.equal(result.body.code, 3500000);
    assert.equal(result.body.error, 'internal_server_error');
    const requestId = result.headers['x-request-id'] as string;
    assert.ok(requestId, 'X-Request-Id');
    assert.ok(result.body.error_description.includes(requestId), 'the message names the request id');
    assert.doesNotMatch(result.text, /database on fire|cannot read|\.ts:\d+/);
    assert.ok(logged.some((line) => line.includes(requestId) && /Error: |TypeError: /.test(line) && /\bat /.test(line)), logged.join('\n'));
  }
});

test('a database that stayed locked is 503 3500072 with Retry-After, logged without a stack', async () => {
  const result = await rawRequest(url, 'GET', '/busy');
  assert.equal(result.status, 503);
  assert.equal(result.headers['retry-after'], '1');
  assert.equal(result.body.code, 3500072);
  assert.equal(result.body.error, 'could_not_finish_request');
  const requestId = result.headers['x-request-id'] as string;
  assert.ok(result.body.error_description.includes(requestId), 'the message names the request id');
  assert.doesNotMatch(result.text, /database is locked|SQLITE|\.ts:\d+/);
  const line = logged.find((entry) => entry.includes(requestId));
  assert.ok(line?.includes('SQLITE_BUSY_SNAPSHOT') && !/\bat /.test(line), line);
});

test("Express's own refusals answer in the error shape", async () => {
  const badEncoding = await rawRequest(url, 'GET', '/item/%E0%A4%A');
  assert.equal(badEncoding.status, 400);
  assert.equal(badEncoding.body.error, 'bad_request');
  const wrongMethod = await rawRequest(url, 'DELETE', '/item/1');
  assert.equal(wrongMethod.status, 405);
  assert.equal(wrongMethod.headers.allow, 'GET, HEAD');
  const missing = await rawRequest(url, 'GET', '/nothing');
  assert.equal(missing.status, 404);
  assert.equal(missing.body.error, 'route_not_found');
  const tooLarge = await rawRequest(url, 'POST', '/echo', { 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024) }, 'x'.repeat(10));
  assert.equal(tooLarge.status, 413, 'refused on the declared length, before reading');
  assert.equal(tooLarge.body.error, 'payload_too_large');
  assert.equal(tooLarge.headers.connection, 'close');
});

test('a chunked body that never stops is refused with 413 as soon as it passes the limit', async () => {
  const { request } = await import('node:http');
  const answer = await new Promise<{ status: number; text: string; sentBytes: number }>((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const req = request(`${url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      answered = true;
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        clearInterval(pump);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, text, sentBytes });
      });
    });
    // An error once the answer is in is the server closing behind it; before it, a failure (never a hang).
    req.on('error', (error) => {
      if (answered) return;
      clearInterval(pump);
      reject(error);
    });
    // Keeps sending, bounded: 20 MB at most, then gives up (the test then fails on the status).
    const pump = setInterval(() => {
      if (sentBytes >= 20 * 1024 * 1024) {
        clearInterval(pump);
        return req.end();
      }
      req.write(chunk);
      sentBytes += chunk.length;
    }, 1);
  });
  assert.equal(answer.status, 413);
  assert.equal(JSON.parse(answer.text).error, 'payload_too_large');
  assert.ok(answer.sentBytes < 20 * 1024 * 1024, `answered only after the client stopped (${answer.sentBytes} bytes)`);
});

test('a GET body is ignored whatever its size; an unknown route does not read the body', async () => {
  const get = await rawRequest(url, 'GET', '/item/7', { 'content-type': 'application/json' }, 'x'.repeat(2 * 1024 * 1024));
  assert.equal(get.status, 200);
  assert.deepEqual(get.body, { id: '7' });
  const unknown = await rawRequest(url, 'POST', '/nothing', { 'content-type': 'text/plain' }, 'not json');
  assert.equal(unknown.status, 404, 'a 404, not a body error');
});

test('bodies: JSON whatever the type, forms, and nothing as undefined', async () => {
  const plain = await rawRequest(url, 'POST', '/echo', { 'content-type': 'text/plain' }, '{"a":1}');
  assert.deepEqual(plain.body, { body: { a: 1 } });
  const form = await rawRequest(url, 'POST', '/echo', { 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=client_credentials');
  assert.deepEqual(form.body, { body: { grant_type: 'client_credentials' } });
  const empty = await rawRequest(url, 'POST', '/echo');
  assert.deepEqual(empty.body, { body: null });
  const malformed = await rawRequest(url, 'POST', '/echo', { 'content-type': 'application/json' }, '{"a":');
  assert.equal(malformed.body.code, 3500042);
});
