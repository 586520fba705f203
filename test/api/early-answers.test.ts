// The server makes its request and response objects with Express's prototypes from the start
// (http/http-server.ts), so the response methods the app installs (the commit gate, the request
// log's capture) are there before the app sees a request — also for the answers Node gives by
// itself, before any middleware ran. Those must still go out as Node writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RawConnection, requestBytes } from '../helpers/raw-connection.ts';
import { startSandbox } from '../helpers/sandbox.ts';

test('Node’s own answers (400 without Host, 417 for an unknown Expect) leave as before', async (t) => {
  const sandbox = await startSandbox();
  t.after(() => sandbox.close());

  const noHost = await RawConnection.open(sandbox.url);
  t.after(() => noHost.close());
  noHost.send('GET /v1/charge/1 HTTP/1.1\r\n\r\n');
  assert.equal((await noHost.answer()).status, 400);

  const expecting = await RawConnection.open(sandbox.url);
  t.after(() => expecting.close());
  expecting.send(requestBytes('POST', '/v1/charge', { body: '{}', headers: { expect: 'something-else' } }));
  assert.equal((await expecting.answer()).status, 417);
});

test('a request on a kept-alive socket after Node’s own answer is the app’s: logged, answered in the API’s shape', async (t) => {
  const sandbox = await startSandbox();
  t.after(() => sandbox.close());
  const client = await sandbox.newAccount();
  const connection = await RawConnection.open(sandbox.url);
  t.after(() => connection.close());
  if (!client.token) await client.authorize();
  const authorization = `Bearer ${client.token}`;
  connection.send(requestBytes('POST', '/v1/charge', { body: JSON.stringify({ items: [{ name: 'Produto', value: 1000, amount: 1 }] }), headers: { authorization, 'content-type': 'application/json' } }));
  const created = await connection.answer();
  assert.equal(created.status, 200);
  assert.equal(created.headers['x-content-type-options'], 'nosniff');
  assert.match(created.headers['x-request-id'], /^\w+-\w+$/);
  assert.equal(JSON.parse(created.body).data.status, 'new');
  connection.send(requestBytes('GET', '/v1/charge/x', { headers: { authorization } }));
  const refused = await connection.answer();
  assert.equal(refused.status, 404);
  assert.deepEqual(Object.keys(JSON.parse(refused.body)), ['code', 'error', 'error_description']);
});
