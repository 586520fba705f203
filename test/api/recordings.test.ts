// The recordings' control calls (docs/admin-api.md): one running per account, refusals in the
// API's error shape, another account's recording unknown, what is captured and what is not (the
// dashboard's reads, the log's own calls), and a reset that keeps recordings.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { basicAuth, startSandbox, type ApiClient } from '../helpers/sandbox.ts';

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

test('a card typed during a recording never reaches its files: the sandbox\'s test number with the same brand and last digit, a CVV of the same length, the same answers on replay', async () => {
  const api = await sandbox.newAccount();
  const id = await start(api);
  const typed = [
    { body: { brand: 'visa', number: '4111 1111 1111 1111', cvv: '987', expiration_month: '12', expiration_year: '2035' }, status: 200 },
    { body: { brand: 'visa', number: '4111111111111112', cvv: '987', expiration_month: '12', expiration_year: '2035' }, status: 400 }, // fails Luhn
    { body: { brand: 'visa', number: '5105105105105100', cvv: '987', expiration_month: '12', expiration_year: '2035' }, status: 400 }, // a Mastercard
    { body: { brand: 'mastercard', number: '5105105105105100', cvv: '98', expiration_month: '12', expiration_year: '2035' }, status: 400 }, // short CVV
  ];
  for (const { body, status } of typed) assert.equal((await api.post('/sandbox/v1/payment-tokens', body)).status, status, JSON.stringify(body));
  await api.post(`/sandbox/v1/recordings/${id}/stop`);

  for (const format of ['node', 'pytest']) {
    const file = String((await api.get(`/sandbox/v1/recordings/${id}/export?format=${format}`, { unchecked: 'text/plain file' })).body);
    for (const secret of ['4111', '5105105105105100', '987']) assert.ok(!file.includes(secret), `${format}: ${secret} is not in the file`);
  }
  // What the pytest file sends (its dict literals are JSON here: strings only), sent again to a fresh account.
  const pytest = String((await api.get(`/sandbox/v1/recordings/${id}/export?format=pytest`, { unchecked: 'text/plain file' })).body);
  const sent = [...pytest.matchAll(/"\/sandbox\/v1\/payment-tokens", (\{[^}]*\})/g)].map((match) => JSON.parse(match[1].replace(/,\s*}$/, '}')));
  assert.equal(sent.length, typed.length);
  const fresh = await sandbox.newAccount();
  for (const [i, body] of sent.entries()) {
    const answer = await fresh.post('/sandbox/v1/payment-tokens', body);
    assert.equal(answer.status, typed[i].status, `step ${i + 1}: ${JSON.stringify(body)}`);
    if (answer.status === 200) assert.equal(answer.body.card_mask.at(-1), '1', 'the last digit decides the payment: kept');
  }
});

test('a fault\'s own answer is not replayed: a call stopped before the handler is left out, one replaced after it expects the handler\'s status; tokens are not steps', async () => {
  const api = await sandbox.newAccount();
  const id = await start(api);
  const items = { items: [{ name: 'Produto', value: 1000, amount: 1 }] };
  assert.equal((await api.post('/sandbox/v1/faults', { route: 'POST /v1/charge', fault: 'error_503', times: 1 })).status, 200);
  assert.equal((await api.post('/v1/charge', items)).status, 503, 'stopped before the handler');
  assert.equal((await api.post('/sandbox/v1/faults', { route: 'POST /v1/charge', fault: 'error_500', when: 'after', times: 1 })).status, 200);
  assert.equal((await api.post('/v1/charge', items)).status, 500, 'committed, then answered 500');
  assert.equal((await api.post('/v1/charge', items)).status, 200, 'the client\'s retry');
  assert.equal((await api.post('/sandbox/v1/faults', { route: 'POST /v1/authorize', fault: 'latency', latency_ms: 1, times: 1 })).status, 200);
  const authorized = await fetch(`${api.baseUrl}/v1/authorize`, {
    method: 'POST',
    headers: { authorization: basicAuth(api.clientId, api.clientSecret), 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  assert.equal(authorized.status, 200);
  await api.post(`/sandbox/v1/recordings/${id}/stop`);

  const file = String((await api.get(`/sandbox/v1/recordings/${id}/export?format=node`, { unchecked: 'text/plain file' })).body);
  const statuses = [...file.matchAll(/assert\.equal\(answer\.status, (\d+), "step (\d+): POST \/v1\/charge"\)/g)].map((m) => `${m[2]}:${m[1]}`);
  assert.deepEqual(statuses, ['2:200', '3:200'], 'the 503 is not a step to replay; the 500 after the commit is replayed for its 200');
  assert.match(file, /\/\/ Step 1: POST \/v1\/charge — /, 'the call the fault stopped is named, with why it is left out');
  assert.doesNotMatch(file, /Step \d+: POST \/v1\/authorize/, 'a token request is not a step');
});

test('the outcome holds the charges made during the recording, not older ones the session only read (a fresh sandbox has none of those)', async () => {
  const api = await sandbox.newAccount();
  const older = await api.createCharge();
  const id = await start(api);
  assert.equal((await api.get(`/v1/charge/${older}`)).status, 200);
  const made = await api.createCharge();
  const stopped = await api.post(`/sandbox/v1/recordings/${id}/stop`);
  assert.deepEqual(stopped.body.outcome.charges.map((charge: { id: number }) => charge.id), [made]);
});

test('a recording is deleted with its steps, running or not; another account\'s is a 404 and stays', async () => {
  const api = await sandbox.newAccount();
  const stranger = await sandbox.newAccount();
  const id = await start(api);
  await api.createCharge();
  const refused = await stranger.call('DELETE', `/sandbox/v1/recordings/${id}`);
  assert.deepEqual([refused.status, refused.body.code], [404, 4900121]);
  const deleted = await api.call('DELETE', `/sandbox/v1/recordings/${id}`);
  assert.deepEqual([deleted.status, deleted.body], [200, { deleted: 1 }]);
  assert.equal((await api.get(`/sandbox/v1/recordings/${id}`)).status, 404);
  await api.createCharge();
  const next = await start(api);
  assert.notEqual(next, id, 'the deleted running one no longer records; a new one starts');
  await api.createCharge();
  assert.equal((await api.post(`/sandbox/v1/recordings/${next}/stop`)).body.steps, 1);
});
