// A recording's size bound (app/recording-capture.ts, MAX_RECORDED_CHARS): a client sending bodies
// at the API's 1 MB limit fills it after 32 calls; the call that would pass it, and every call
// after, are left out, `full` says so, and a restart keeps both (migration 027).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../../server/start.ts';
import { ApiClient, request } from '../helpers/sandbox.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { MAX_RECORDED_CHARS } from '../../server/app/recording-capture.ts';

// Under the API's 1 MB body limit; 32 of them fit under MAX_RECORDED_CHARS, 33 do not.
const BODY_NAME_CHARS = 1_040_000;

test('a recording stops taking calls at its size bound: the call past it and the later ones are left out, full says so, across a restart', async (t) => {
  const db = join(tempDir(t, 'recording-bound-'), 'sandbox.db');
  const first = await startServer({ db, port: 0, log: () => {} });
  let server = first;
  t.after(() => server.close());
  const created = await request(first.url, 'POST', '/sandbox/v1/accounts', { body: {} });
  const { client_id: clientId, client_secret: clientSecret } = created.body;
  let api = new ApiClient(first.url, clientId, clientSecret);
  await api.authorize();
  const started = await api.post('/sandbox/v1/recordings');
  const id = started.body.id;

  // A name over the API's length: refused (400) — a refused call is a step like any other.
  const huge = { items: [{ name: 'x'.repeat(BODY_NAME_CHARS), value: 100, amount: 1 }] };
  assert.ok(JSON.stringify(huge).length * 32 < MAX_RECORDED_CHARS && JSON.stringify(huge).length * 33 > MAX_RECORDED_CHARS);
  for (let i = 0; i < 33; i++) {
    const refused = await api.post('/v1/charge', huge);
    assert.equal(refused.status, 400);
  }
  let view = await api.get(`/sandbox/v1/recordings/${id}`);
  assert.deepEqual([view.body.status, view.body.steps, view.body.full], ['running', 32, true]);
  await api.createCharge();
  assert.equal((await api.get(`/sandbox/v1/recordings/${id}`)).body.steps, 32, 'a small call after the bound is left out too');

  await first.close();
  server = await startServer({ db, port: 0, log: () => {} });
  api = new ApiClient(server.url, clientId, clientSecret);
  await api.authorize();
  await api.createCharge();
  view = await api.get(`/sandbox/v1/recordings/${id}`);
  assert.deepEqual([view.body.status, view.body.steps, view.body.full], ['running', 32, true], 'after a restart');
  const stopped = await api.post(`/sandbox/v1/recordings/${id}/stop`);
  assert.deepEqual([stopped.status, stopped.body.full], [200, true]);
});

test('a recording under its bound is not full', async (t) => {
  const db = join(tempDir(t, 'recording-bound-'), 'sandbox.db');
  const server = await startServer({ db, port: 0, log: () => {} });
  t.after(() => server.close());
  const created = await request(server.url, 'POST', '/sandbox/v1/accounts', { body: {} });
  const api = new ApiClient(server.url, created.body.client_id, created.body.client_secret);
  await api.authorize();
  const id = (await api.post('/sandbox/v1/recordings')).body.id;
  await api.createCharge();
  const view = await api.get(`/sandbox/v1/recordings/${id}`);
  assert.deepEqual([view.body.steps, view.body.full], [1, false]);
});
