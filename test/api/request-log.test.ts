// The request log's filters, its links to what each request touched, its two clocks, and the
// dashboard's own calls kept apart (GET /sandbox/v1/requests; docs/admin-api.md "Request log").
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const DASHBOARD = { headers: { 'x-sandbox-client': 'dashboard' } };
const lines = (requests: any[]) => requests.map((r) => `${r.method} ${r.path} ${r.status}`);
const logged = async (api: ApiClient, query = '') => {
  const result = await api.get(`/sandbox/v1/requests${query}`);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.requests as any[];
};

test("the dashboard's calls are left out unless asked for, and never push the integrator's calls out", async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  for (let n = 0; n < 520; n++) await api.get('/sandbox/v1/clock', DASHBOARD);
  await api.put(`/v1/charge/${id}/settle`, undefined, DASHBOARD);
  await api.get('/sandbox/v1/clock'); // an integrator's test suite reading the control API

  assert.deepEqual(lines(await logged(api)), ['GET /sandbox/v1/clock 200', 'POST /v1/charge 200'], "520 dashboard calls later, the suite's calls are all there");
  const all = await logged(api, '?dashboard=true&limit=500');
  assert.equal(all.length, 202, "the dashboard's last 200 and the suite's two");
  assert.deepEqual(lines(all.slice(0, 2)), ['GET /sandbox/v1/clock 200', `PUT /v1/charge/${id}/settle 200`]);
  assert.deepEqual(all.map((r) => r.from_dashboard).slice(0, 3), [false, true, true]);
  assert.equal(all.at(-1).path, '/v1/charge');
});

test('filters by method, path, exact status, status class and failures, over the whole log', async () => {
  const api = await sandbox.newAccount();
  assert.equal((await api.post('/v1/charge', { items: [] })).status, 400);
  const id = await api.createCharge();
  for (let n = 0; n < 150; n++) await api.get(`/v1/charge/${id}`);
  await api.get('/v1/charge/999999999');
  await api.post('/sandbox/v1/faults', { route: 'GET /v1/charge/:id', fault: 'error_503', times: 1 });
  assert.equal((await api.get(`/v1/charge/${id}?faulted=1`)).status, 503);

  assert.deepEqual(lines(await logged(api, '?method=post&limit=10')), ['POST /sandbox/v1/faults 200', 'POST /v1/charge 200', 'POST /v1/charge 400']);
  assert.deepEqual(lines(await logged(api, '?status=400')), ['POST /v1/charge 400'], 'the 400 from 153 requests ago is found');
  assert.deepEqual(lines(await logged(api, '?status=4xx')), ['GET /v1/charge/999999999 404', 'POST /v1/charge 400']);
  assert.deepEqual(lines(await logged(api, '?status=5XX')), [`GET /v1/charge/${id}?faulted=1 503`]);
  assert.deepEqual(lines(await logged(api, '?failures=true')), [`GET /v1/charge/${id}?faulted=1 503`, 'GET /v1/charge/999999999 404', 'POST /v1/charge 400']);
  assert.deepEqual(lines(await logged(api, '?path=FAULTED')), [`GET /v1/charge/${id}?faulted=1 503`], 'any case, query string included');
  assert.equal((await logged(api, `?method=GET&path=/v1/charge/${id}&status=2xx&limit=500`)).length, 150);
  assert.deepEqual(await logged(api, '?method=DELETE'), []);

  for (const [query, property] of [['method=FETCH', 'method'], ['status=42', 'status'], ['status=6xx', 'status'], ['failures=yes', 'failures'], ['dashboard=1', 'dashboard'], [`path=${'x'.repeat(201)}`, 'path']]) {
    const refused = await api.get(`/sandbox/v1/requests?${query}`);
    assert.equal(refused.status, 400, query);
    assert.equal(refused.body.code, 3500034);
    assert.equal(refused.body.error_description.property, property, query);
  }
});

test('each request names what it touched: from its path, or from the answer of a create', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  await api.put(`/v1/charge/${id}/settle`);
  await api.get('/v1/charge/999999999');
  const [missing, settled, created] = await logged(api);
  assert.deepEqual(created.resources, [{ kind: 'charge', id }], 'POST /v1/charge: the new charge, from its answer');
  assert.deepEqual(settled.resources, [{ kind: 'charge', id }]);
  assert.deepEqual(missing.resources, [], 'a 404 links to nothing');

  const carnet = await api.post('/v1/carnet', {
    items: [{ name: 'Curso', value: 10000, amount: 1 }],
    customer: { name: 'Maria da Silva', cpf: '52998224725', phone_number: '11987654321' },
    expire_at: (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10),
    repeats: 2,
  });
  assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
  const [carnetLog] = await logged(api, '?limit=1');
  assert.deepEqual(carnetLog.resources, [{ kind: 'carnet', id: carnet.body.data.carnet_id }]);
});

test("each request has the account's virtual time beside the wall time", async () => {
  const api = await sandbox.newAccount();
  await api.post('/sandbox/v1/clock/advance', { days: 10 });
  const { now } = (await api.get('/sandbox/v1/clock')).body;
  await api.createCharge();
  const [entry] = await logged(api, '?limit=1');
  assert.match(entry.virtual_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const virtualMs = Date.parse(`${entry.virtual_at.replace(' ', 'T')}-03:00`);
  assert.ok(Math.abs(virtualMs - Date.parse(`${now.replace(' ', 'T')}-03:00`)) < 60_000, `${entry.virtual_at} vs ${now}`);
  assert.ok(Math.abs(Date.parse(entry.at) - Date.now()) < 60_000, 'at stays wall time');
  assert.ok(virtualMs - Date.parse(entry.at) > 9 * 86_400_000, 'ten days ahead of the wall clock');
});
