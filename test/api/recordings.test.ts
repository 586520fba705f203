// The recordings' control calls (docs/admin-api.md): one running per account, refusals in the
// API's error shape, another account's recording unknown, what is captured and what is not (the
// dashboard's reads, the log's own calls), and a reset that keeps recordings.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

async function start(api: ApiClient): Promise<number> {
  const started = await api.post('/sandbox/v1/recordings');
  assert.equal(started.status, 201, JSON.stringify(started.body));
  assert.equal(started.body.status, 'running');
  return started.body.id;
}

test('one recording runs per account: a second start is a 409 naming the one running', async () => {
  const api = await sandbox.newAccount();
  const id = await start(api);
  const again = await api.post('/sandbox/v1/recordings');
  assert.equal(again.status, 409);
  assert.equal(again.body.code, 4900120);
  assert.equal(again.body.error, 'recording_already_running');
  assert.match(again.body.error_description, new RegExp(`${id}`));
  // Another account records on its own.
  await start(await sandbox.newAccount());
  assert.equal((await api.post(`/sandbox/v1/recordings/${id}/stop`)).status, 200);
  const stopAgain = await api.post(`/sandbox/v1/recordings/${id}/stop`);
  assert.deepEqual([stopAgain.status, stopAgain.body.code], [409, 4900122]);
  assert.equal((await api.post('/sandbox/v1/recordings')).status, 201, 'a new one starts once the first stopped');
});

test("another account's recording is unknown, and a running one is not exported", async () => {
  const owner = await sandbox.newAccount();
  const stranger = await sandbox.newAccount();
  const id = await start(owner);
  for (const [method, path] of [['GET', `/sandbox/v1/recordings/${id}`], ['POST', `/sandbox/v1/recordings/${id}/stop`], ['GET', `/sandbox/v1/recordings/${id}/export`]] as const) {
    const answer = await stranger.call(method, path);
    assert.equal(answer.status, 404, `${method} ${path}`);
    assert.deepEqual([answer.body.code, answer.body.error_description.property], [4900121, '/id']);
  }
  assert.deepEqual((await stranger.get('/sandbox/v1/recordings')).body, []);
  const early = await owner.get(`/sandbox/v1/recordings/${id}/export`);
  assert.deepEqual([early.status, early.body.code, early.body.error], [409, 4900123, 'recording_still_running']);
  await owner.post(`/sandbox/v1/recordings/${id}/stop`);
  const badFormat = await owner.get(`/sandbox/v1/recordings/${id}/export?format=jest`);
  assert.equal(badFormat.status, 400);
  assert.equal(badFormat.body.code, 3500034);
  const notAnId = await owner.get('/sandbox/v1/recordings/abc');
  assert.equal(notAnId.status, 404);
});

test("captured: the account's /v1 calls and world actions in order; not the control reads, nor the dashboard's reads", async () => {
  const api = await sandbox.newAccount();
  const id = await start(api);
  const charge = await api.createCharge();
  await api.get('/sandbox/v1/clock');
  await api.get(`/v1/charge/${charge}`, { headers: { 'x-sandbox-client': 'dashboard' } });
  await api.post('/sandbox/v1/clock/advance', { days: 1 }, { headers: { 'x-sandbox-client': 'dashboard' } });
  await api.get(`/v1/charge/${charge}`);
  const stopped = await api.post(`/sandbox/v1/recordings/${id}/stop`);
  assert.equal(stopped.body.steps, 3, 'the create, the dashboard\'s advance, the integrator\'s read');
  assert.deepEqual(stopped.body.outcome.charges, [{ id: charge, status: 'new', total: 1000 }]);
  const exported = await api.get(`/sandbox/v1/recordings/${id}/export`, { unchecked: 'text/plain file' });
  assert.equal(exported.status, 200);
  const steps = [...String(exported.body).matchAll(/\/\/ Step (\d+): (\S+ \S+)/g)].map((m) => `${m[1]} ${m[2]}`);
  assert.deepEqual(steps, ['1 POST /v1/charge', '2 POST /sandbox/v1/clock/advance', `3 GET /v1/charge/${charge}`]);
});

test('a reset keeps the recordings and the one running goes on', async () => {
  const api = await sandbox.newAccount();
  const id = await start(api);
  assert.equal((await api.post('/sandbox/v1/reset')).status, 200);
  await api.createCharge();
  const view = await api.get(`/sandbox/v1/recordings/${id}`);
  assert.deepEqual([view.body.status, view.body.steps], ['running', 1]);
  assert.deepEqual((await api.get('/sandbox/v1/recordings')).body.map((r: { id: number }) => r.id), [id]);
});
