// A recording's size bound (app/recording-capture.ts, MAX_RECORDED_BYTES): a client sending bodies
// near the API's 1 MB limit fills it after 32 calls; the call that would pass it, and every call
// after, are left out, and `full` says so. A restart in the middle counts what was kept as the
// running server did (bytes: SQLite's length() would count each emoji below once, not four times),
// and keeps `full` (migration 027).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startServer } from '../../server/start.ts';
import { ApiClient, request } from '../helpers/sandbox.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { MAX_RECORDED_BYTES } from '../../server/app/recording-capture.ts';

// 4 UTF-8 bytes each (2 JavaScript characters, 1 for SQLite's length()): a body of ~1.04 MB, under
// the API's 1 MB (MiB) limit; 32 of them fit under MAX_RECORDED_BYTES, 33 do not.
const huge = { items: [{ name: '\u{1F600}'.repeat(260_000), value: 100, amount: 1 }] };

test('a recording stops taking calls at its size bound, counted the same across a restart: the call past it and the later ones are left out, full says so', async (t) => {
  const bodyBytes = Buffer.byteLength(JSON.stringify(huge));
  assert.ok(bodyBytes * 32 < MAX_RECORDED_BYTES && bodyBytes * 33 > MAX_RECORDED_BYTES, `${bodyBytes}`);
  const db = join(tempDir(t, 'recording-bound-'), 'sandbox.db');
  let server = await startServer({ db, port: 0, log: () => {} });
  t.after(() => server.close());
  const created = await request(server.url, 'POST', '/sandbox/v1/accounts', { body: {} });
  const { client_id: clientId, client_secret: clientSecret } = created.body;
  let api = new ApiClient(server.url, clientId, clientSecret);
  await api.authorize();
  const id = (await api.post('/sandbox/v1/recordings')).body.id;
  const sendHuge = async (count: number) => {
    // A name over the API's length: refused (400) — a refused call is a step like any other.
    for (let i = 0; i < count; i++) assert.equal((await api.post('/v1/charge', huge)).status, 400);
  };
  const restart = async () => {
    await server.close();
    server = await startServer({ db, port: 0, log: () => {} });
    api = new ApiClient(server.url, clientId, clientSecret);
    await api.authorize();
  };

  await sendHuge(20);
  await restart();
  await sendHuge(13);
  let view = await api.get(`/sandbox/v1/recordings/${id}`);
  assert.deepEqual([view.body.status, view.body.steps, view.body.full], ['running', 32, true]);
  await api.createCharge();
  assert.equal((await api.get(`/sandbox/v1/recordings/${id}`)).body.steps, 32, 'a small call after the bound is left out too');

  await restart();
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
