// Fault injection on /v1 through /sandbox/v1/faults: each fault kind, next-N and probability,
// before/after, the request log and the timeline, removal, bad input, restart and shutdown.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, request, startSandbox } from '../helpers/sandbox.ts';
import { waitFor } from '../helpers/receiver.ts';
import { startServer } from '../../server/start.ts';

// The wall clock can be moved forward to expire a real access token (expired_token's comparison).
let wallShiftMs = 0;
const sandbox = await startSandbox({ wallClock: () => Date.now() + wallShiftMs });
after(() => sandbox.close());

const ITEMS = { items: [{ name: 'Produto', value: 1000, amount: 1 }] };

async function addFault(api: ApiClient, rule: Record<string, unknown>) {
  const created = await api.post('/sandbox/v1/faults', rule);
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body;
}

async function chargeCount(api: ApiClient): Promise<number> {
  return (await api.get('/sandbox/v1/charges?limit=1')).body.total;
}

async function loggedRequests(api: ApiClient) {
  return (await api.get('/sandbox/v1/requests?limit=50')).body.requests as any[];
}

/** A request the server may never answer: resolves with its status, or with the error that ended it. */
function rawCall(api: ApiClient, method: string, path: string, body?: unknown, signal?: AbortSignal) {
  return fetch(api.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  }).then(
    async (response) => ({ status: response.status, body: await response.json(), error: null as Error | null }),
    (error: Error) => ({ status: 0, body: null, error }),
  );
}

test('nothing is injected by default: no rules, and the API answers normally', async () => {
  const api = await sandbox.newAccount();
  assert.deepEqual((await api.get('/sandbox/v1/faults')).body, { rules: [] });
  const created = await api.post('/v1/charge', ITEMS);
  assert.equal(created.status, 200);
  assert.equal(created.headers.get('x-sandbox-fault'), null);
  const [entry] = await loggedRequests(api);
  assert.equal('fault' in entry, false);
});

test('error_500 for the next 2 calls of a route: 500s in the error shape, nothing created, then normal again', async () => {
  const api = await sandbox.newAccount();
  const rule = await addFault(api, { route: 'POST /v1/charge', fault: 'error_500', times: 2 });
  assert.deepEqual(
    { route: rule.route, fault: rule.fault, when: rule.when, times_left: rule.times_left, hits: rule.hits, spent: rule.spent, target: rule.target },
    { route: 'POST /v1/charge', fault: 'error_500', when: 'before', times_left: 2, hits: 0, spent: false, target: 'api' },
  );
  for (let i = 0; i < 2; i++) {
    const failed = await api.post('/v1/charge', ITEMS);
    assert.equal(failed.status, 500);
    assert.equal(failed.body.code, 3500000);
    assert.equal(failed.body.error, 'internal_server_error');
    assert.match(failed.body.error_description, /^Erro interno do servidor\. Identificador da requisição: /);
    assert.equal(failed.headers.get('x-sandbox-fault'), `error_500; rule=${rule.id}; when=before`);
  }
  assert.equal(await chargeCount(api), 0, 'a fault before the handler changes nothing');
  assert.equal((await api.post('/v1/charge', ITEMS)).status, 200, 'the third call is not hit');
  const [listed] = (await api.get('/sandbox/v1/faults')).body.rules;
  assert.equal(listed.hits, 2);
  assert.equal(listed.times_left, 0);
  assert.equal(listed.spent, true);
});

test('a rule names the Express route pattern: other routes, and other accounts, are not hit', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const id = await api.createCharge();
  const otherId = await other.createCharge();
  await addFault(api, { route: 'GET /v1/charge/:id', fault: 'error_503' });
  const hit = await api.get(`/v1/charge/${id}`);
  assert.equal(hit.status, 503);
  assert.deepEqual(hit.body, { code: 503, error: 'service_unavailable', error_description: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });
  assert.equal((await api.put(`/v1/charge/${id}/metadata`, { custom_id: 'x' })).status, 200, 'another route of the same charge');
  assert.equal((await other.get(`/v1/charge/${otherId}`)).status, 200, 'another account');
});

test('"*" hits every call, /v1/authorize included', async () => {
  const api = await sandbox.newAccount();
  await addFault(api, { route: '*', fault: 'error_503', times: 2 });
  const authorize = await request(api.baseUrl, 'POST', '/v1/authorize', {
    body: { grant_type: 'client_credentials' },
    headers: { authorization: `Basic ${Buffer.from(`${api.clientId}:${api.clientSecret}`).toString('base64')}` },
  });
  assert.equal(authorize.status, 503);
  // Logged only because a fault changed it, and without bodies: an answer may carry a token.
  const logged = (await loggedRequests(api)).find((r) => r.path === '/v1/authorize');
  assert.equal(logged.status, 503);
  assert.equal(logged.fault.fault, 'error_503');
  assert.deepEqual([logged.request_body, logged.response_body], [null, null]);
  assert.equal((await api.get('/v1/plans')).status, 503);
  await api.authorize();
  assert.equal((await api.post('/v1/charge', ITEMS)).status, 200);
});

test('expired_token answers exactly what a real expired token gets; the client re-authorizes and goes on', async () => {
  const api = await sandbox.newAccount();
  await addFault(api, { route: 'POST /v1/charge', fault: 'expired_token', times: 1 });
  const injected = await api.post('/v1/charge', ITEMS);
  assert.equal(injected.status, 401);
  assert.equal(await chargeCount(api), 0);

  wallShiftMs = 11 * 60_000; // past the token's 600 s
  const real = await api.post('/v1/charge', ITEMS);
  wallShiftMs = 0;
  assert.equal(real.status, 401);
  assert.deepEqual(injected.body, real.body);

  await api.authorize();
  assert.equal((await api.post('/v1/charge', ITEMS)).status, 200);
});

test('probability 1 hits every call, probability 0 none', async () => {
  const api = await sandbox.newAccount();
  const always = await addFault(api, { route: 'POST /v1/charge', fault: 'error_500', probability: 1 });
  for (let i = 0; i < 3; i++) assert.equal((await api.post('/v1/charge', ITEMS)).status, 500);
  assert.equal((await api.del(`/sandbox/v1/faults/${always.id}`)).status, 200);

  const never = await addFault(api, { route: 'POST /v1/charge', fault: 'error_500', probability: 0 });
  for (let i = 0; i < 5; i++) assert.equal((await api.post('/v1/charge', ITEMS)).status, 200);
  assert.equal((await api.get(`/sandbox/v1/faults/${never.id}`)).body.hits, 0);
});

test('drop_connection cuts the connection without an answer; the request log says so', async () => {
  const api = await sandbox.newAccount();
  const rule = await addFault(api, { route: 'POST /v1/charge', fault: 'drop_connection', times: 1 });
  const dropped = await rawCall(api, 'POST', '/v1/charge', ITEMS);
  assert.equal(dropped.status, 0);
  assert.ok(dropped.error, 'the client saw its connection end');
  assert.equal(await chargeCount(api), 0);
  const entry = (await loggedRequests(api)).find((r) => r.path === '/v1/charge' && r.method === 'POST');
  assert.equal(entry.status, 0, 'nothing was answered');
  assert.deepEqual(entry.fault, { rule_id: rule.id, fault: 'drop_connection', when: 'before' });
  assert.equal(entry.response_body, null);
});

test('timeout holds the request until the client gives up, and the request log marks it', async () => {
  const api = await sandbox.newAccount();
  const rule = await addFault(api, { route: 'POST /v1/charge', fault: 'timeout', times: 1 });
  const giveUp = new AbortController();
  const pending = rawCall(api, 'POST', '/v1/charge', ITEMS, giveUp.signal);
  await waitFor(async () => (await api.get(`/sandbox/v1/faults/${rule.id}`)).body.hits === 1, 'the request to be held');
  giveUp.abort();
  const outcome = await pending;
  assert.equal(outcome.error?.name, 'AbortError');
  const entry = await waitFor(async () => (await loggedRequests(api)).find((r) => r.path === '/v1/charge'), 'the log entry');
  assert.equal(entry.status, 0);
  assert.equal(entry.fault.fault, 'timeout');
  assert.equal(await chargeCount(api), 0);
  assert.equal(sandbox.server.ctx.store.faults.live(api.accountId, 'api').length, 0);
});

test('latency answers normally, later, marked in the request log', async () => {
  const api = await sandbox.newAccount();
  const rule = await addFault(api, { route: 'POST /v1/charge', fault: 'latency', latency_ms: 200, times: 1 });
  const slow = await api.post('/v1/charge', ITEMS);
  assert.equal(slow.status, 200);
  assert.equal(slow.headers.get('x-sandbox-fault'), `latency; rule=${rule.id}; when=before`);
  const [entry] = await loggedRequests(api);
  assert.equal(entry.status, 200);
  assert.deepEqual(entry.fault, { rule_id: rule.id, fault: 'latency', when: 'before' });
  assert.ok(entry.latency_ms >= 190, `the log shows the added latency (${entry.latency_ms} ms)`);
});

test('"after": the handler commits, then its answer is replaced by a 500 — the charge exists, and its timeline says so', async () => {
  const api = await sandbox.newAccount();
  const rule = await addFault(api, { route: 'POST /v1/charge', fault: 'error_500', when: 'after', times: 1 });
  const answered = await api.post('/v1/charge', ITEMS);
  assert.equal(answered.status, 500);
  assert.equal(answered.body.error, 'internal_server_error');
  assert.equal(await chargeCount(api), 1, 'the charge was created although the client got a 500');

  const entry = (await loggedRequests(api)).find((r) => r.path === '/v1/charge');
  assert.equal(entry.status, 500);
  assert.deepEqual(entry.fault, { rule_id: rule.id, fault: 'error_500', when: 'after', answered_status: 200 });

  const [charge] = (await api.get('/sandbox/v1/charges?limit=1')).body.charges;
  const timeline = (await api.get(`/sandbox/v1/charges/${charge.charge_id ?? charge.id}/timeline`)).body.timeline as any[];
  const line = timeline.find((e) => e.kind === 'fault');
  assert.ok(line, JSON.stringify(timeline));
  assert.match(line.title, /erro 500 em POST \/v1\/charge$/);
  assert.match(line.detail, /depois: a requisição foi executada e gravada \(resposta original HTTP 200\)/);
});

test('"after" with drop_connection: the cancel is committed though the client lost the connection', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  await addFault(api, { route: 'PUT /v1/charge/:id/cancel', fault: 'drop_connection', when: 'after', times: 1 });
  const dropped = await rawCall(api, 'PUT', `/v1/charge/${id}/cancel`);
  assert.ok(dropped.error);
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'canceled');
  const retried = await api.put(`/v1/charge/${id}/cancel`);
  assert.equal(retried.status, 400, 'a blind retry meets the committed change');
  const timeline = (await api.get(`/sandbox/v1/charges/${id}/timeline`)).body.timeline as any[];
  assert.ok(timeline.some((e) => e.kind === 'fault' && /conexão derrubada em PUT \/v1\/charge\/:id\/cancel/.test(e.title)));
});

test('"after" with timeout: the charge is created while the client waits for an answer that never comes', async () => {
  const api = await sandbox.newAccount();
  const rule = await addFault(api, { route: 'POST /v1/charge', fault: 'timeout', when: 'after', times: 1 });
  const giveUp = new AbortController();
  const pending = rawCall(api, 'POST', '/v1/charge', ITEMS, giveUp.signal);
  await waitFor(async () => (await chargeCount(api)) === 1, 'the handler to commit');
  giveUp.abort();
  assert.equal((await pending).error?.name, 'AbortError');
  const entry = await waitFor(async () => (await loggedRequests(api)).find((r) => r.path === '/v1/charge'), 'the log entry');
  assert.equal(entry.status, 0);
  assert.deepEqual(entry.fault, { rule_id: rule.id, fault: 'timeout', when: 'after', answered_status: 200 });
});

test('"after" with latency: the answer is the handler\'s own, late', async () => {
  const api = await sandbox.newAccount();
  await addFault(api, { route: 'POST /v1/charge', fault: 'latency', latency_ms: 50, when: 'after', times: 1 });
  const answered = await api.post('/v1/charge', ITEMS);
  assert.equal(answered.status, 200);
  assert.equal(typeof answered.body.data.charge_id, 'number');
  assert.equal(await chargeCount(api), 1);
});

test('"before" on the same call changes nothing', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  await addFault(api, { route: 'PUT /v1/charge/:id/cancel', fault: 'error_500', times: 1 });
  assert.equal((await api.put(`/v1/charge/${id}/cancel`)).status, 500);
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'new');
  const timeline = (await api.get(`/sandbox/v1/charges/${id}/timeline`)).body.timeline as any[];
  assert.ok(timeline.some((e) => e.kind === 'fault' && /antes: a requisição não foi executada/.test(e.detail)));
});

test('rules are removed one by one or all at once, and the store can clear an account for a reset', async () => {
  const api = await sandbox.newAccount();
  const first = await addFault(api, { route: 'POST /v1/charge', fault: 'error_500' });
  await addFault(api, { route: 'GET /v1/charge/:id', fault: 'error_500' });
  assert.deepEqual((await api.del(`/sandbox/v1/faults/${first.id}`)).body, { deleted: 1 });
  assert.equal((await api.post('/v1/charge', ITEMS)).status, 200);
  assert.deepEqual((await api.del('/sandbox/v1/faults')).body, { deleted: 1 });
  assert.deepEqual((await api.get('/sandbox/v1/faults')).body, { rules: [] });

  await addFault(api, { route: '*', fault: 'error_500' });
  assert.equal((await api.post('/v1/charge', ITEMS)).status, 500);
  sandbox.server.ctx.store.faults.deleteForAccount(api.accountId);
  assert.equal((await api.post('/v1/charge', ITEMS)).status, 200, 'the in-memory check forgot the rules too');
  assert.deepEqual((await api.get('/sandbox/v1/faults')).body, { rules: [] });
  assert.equal((await api.del('/sandbox/v1/faults/999999')).status, 404);
});

test('bad rules get a 400 with the JSON pointer of what is wrong', async () => {
  const api = await sandbox.newAccount();
  const cases: Array<[unknown, string]> = [
    [{ fault: 'error_500' }, '/route'],
    [{ route: 'POST /v1/nothing', fault: 'error_500' }, '/route'],
    [{ route: 'post /v1/charge', fault: 'error_500' }, '/route'],
    [{ route: '*', fault: 'meltdown' }, '/fault'],
    [{ route: '*', fault: 'latency' }, '/latency_ms'],
    [{ route: '*', fault: 'error_500', latency_ms: 10 }, '/latency_ms'],
    [{ route: '*', fault: 'latency', latency_ms: 10_000_000 }, '/latency_ms'],
    [{ route: '*', fault: 'expired_token', when: 'after' }, '/when'],
    [{ route: '*', fault: 'error_500', when: 'later' }, '/when'],
    [{ route: '*', fault: 'error_500', probability: 1.5 }, '/probability'],
    [{ route: '*', fault: 'error_500', times: 0 }, '/times'],
    [{ route: '*', fault: 'error_500', colour: 'red' }, '/colour'],
    [{ route: '*', fault: 'error_500', target: 'everything' }, '/target'],
    [{ target: 'callbacks', fault: 'error_500' }, '/fault'],
    [{ target: 'callbacks', fault: 'delay' }, '/delay_ms'],
    [{ target: 'callbacks', fault: 'duplicate', delay_ms: 5 }, '/delay_ms'],
    [{ target: 'callbacks', fault: 'duplicate', route: '*' }, '/route'],
  ];
  for (const [body, pointer] of cases) {
    const refused = await api.post('/sandbox/v1/faults', body);
    assert.equal(refused.status, 400, `${JSON.stringify(body)} -> ${refused.status}`);
    assert.equal(refused.body.code, 3500034);
    assert.equal(refused.body.error_description.property, pointer, JSON.stringify(body));
  }
  assert.deepEqual((await api.get('/sandbox/v1/faults')).body, { rules: [] });
  assert.equal((await request(sandbox.url, 'GET', '/sandbox/v1/faults')).status, 401);
});

test('the routes a rule can name are listed', async () => {
  const api = await sandbox.newAccount();
  const { routes } = (await api.get('/sandbox/v1/faults/routes')).body;
  for (const route of ['*', 'POST /v1/authorize', 'POST /v1/charge', 'POST /v1/charge/:id/pay', 'GET /v1/notification/:token']) assert.ok(routes.includes(route), route);
  assert.equal(routes.some((r: string) => r.startsWith('/sandbox') || r.includes(' /sandbox/')), false);
});

test('an acknowledged rule survives a restart, with what is left of its count', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-faults-'));
  const db = join(dir, 'sandbox.db');
  try {
    const first = await startServer({ db, port: 0, log: () => {} });
    const created = await request(first.url, 'POST', '/sandbox/v1/accounts', { body: {} });
    const api = new ApiClient(first.url, created.body.client_id, created.body.client_secret);
    await api.authorize();
    await addFault(api, { route: 'POST /v1/charge', fault: 'error_500', times: 2 });
    assert.equal((await api.post('/v1/charge', ITEMS)).status, 500);
    await first.close();

    const second = await startServer({ db, port: 0, log: () => {} });
    const again = new ApiClient(second.url, api.clientId, api.clientSecret);
    await again.authorize();
    assert.equal((await again.get('/sandbox/v1/faults')).body.rules[0].times_left, 1);
    assert.equal((await again.post('/v1/charge', ITEMS)).status, 500);
    assert.equal((await again.post('/v1/charge', ITEMS)).status, 200);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('closing the server cuts the requests a fault holds, and finishes', async () => {
  const own = await startSandbox();
  const api = await own.newAccount();
  const timeout = await addFault(api, { route: 'POST /v1/charge', fault: 'timeout' });
  const latency = await addFault(api, { route: 'GET /v1/charge/:id', fault: 'latency', latency_ms: 120_000 });
  const held = [rawCall(api, 'POST', '/v1/charge', ITEMS), rawCall(api, 'GET', '/v1/charge/1')];
  await waitFor(async () => {
    const rules = (await api.get('/sandbox/v1/faults')).body.rules;
    return rules.every((r: any) => r.hits === 1) ? rules : null;
  }, 'both requests to be held');
  assert.deepEqual([timeout.hits, latency.hits], [0, 0]);
  await own.close();
  for (const outcome of await Promise.all(held)) {
    assert.equal(outcome.status, 0, 'cut, not answered');
    assert.ok(outcome.error);
  }
});
