import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RequestLog, REQUESTS_IN_ALL, REQUESTS_PER_ACCOUNT, type RequestEntry } from '../../server/app/request-log.ts';

const request = (path: string): RequestEntry => ({ atMs: Date.now(), method: 'GET', url: path, status: 200, latencyMs: 1, requestBody: null, responseBody: null, clockOffsetMs: 0 });
const paths = (log: RequestLog, accountId: number) => log.list(accountId, 1000).map((view) => view.path);

test('each account keeps its latest requests, newest first', () => {
  const log = new RequestLog(3, 8192, 100);
  for (let n = 1; n <= 5; n++) log.record(1, request(`/a/${n}`));
  assert.deepEqual(paths(log, 1), ['/a/5', '/a/4', '/a/3']);
  assert.deepEqual(log.list(1, 2).map((view) => view.path), ['/a/5', '/a/4']);
  assert.equal(log.size, 3);
});

test('over all accounts the log holds at most its global cap, forgetting the oldest request anywhere', () => {
  const log = new RequestLog(3, 8192, 5);
  for (let n = 1; n <= 10; n++) log.record(1, request(`/a/${n}`)); // account 1 holds /a/8–10
  log.record(2, request('/b/1'));
  log.record(3, request('/c/1'));
  assert.equal(log.size, 5);
  log.record(2, request('/b/2')); // six held: /a/8, the oldest anywhere, goes
  assert.deepEqual(paths(log, 1), ['/a/10', '/a/9']);
  log.record(3, request('/c/2'));
  log.record(3, request('/c/3'));
  assert.deepEqual(paths(log, 1), []);
  assert.deepEqual(paths(log, 2), ['/b/2', '/b/1']);
  assert.deepEqual(paths(log, 3), ['/c/3', '/c/2', '/c/1']);
  log.record(3, request('/c/4')); // its own cap first: /c/1 goes, nobody else's
  assert.deepEqual(paths(log, 2), ['/b/2', '/b/1']);
  assert.deepEqual(paths(log, 3), ['/c/4', '/c/3', '/c/2']);
  assert.equal(log.size, 5);
});

test('many accounts cannot grow the default log past its global cap', () => {
  const log = new RequestLog();
  assert.ok(REQUESTS_IN_ALL >= REQUESTS_PER_ACCOUNT);
  const accounts = REQUESTS_IN_ALL / 5; // ten rounds of one request each: twice the cap
  for (let round = 0; round < 10; round++) {
    for (let account = 1; account <= accounts; account++) log.record(account, request(`/${account}/${round}`));
  }
  assert.equal(log.size, REQUESTS_IN_ALL);
  assert.deepEqual(paths(log, 1), ['/1/9', '/1/8', '/1/7', '/1/6', '/1/5'], 'the newest five rounds of each account remain');
  assert.deepEqual(paths(log, accounts), [9, 8, 7, 6, 5].map((round) => `/${accounts}/${round}`));
});

test("the dashboard's calls are kept apart: they never push an integrator's call out, and are listed only when asked for", () => {
  const log = new RequestLog(3, 8192, 100, 2);
  log.record(1, request('/v1/charge/1'));
  for (let n = 1; n <= 5; n++) log.record(1, { ...request(`/sandbox/v1/charges?n=${n}`), fromDashboard: true });
  log.record(1, request('/v1/charge/2'));
  assert.deepEqual(paths(log, 1), ['/v1/charge/2', '/v1/charge/1'], "the dashboard's five reads did not evict the integrator's first call");
  assert.deepEqual(
    log.list(1, 10, { includeDashboard: true }).map((view) => `${view.path} ${view.from_dashboard}`),
    ['/v1/charge/2 false', '/sandbox/v1/charges?n=5 true', '/sandbox/v1/charges?n=4 true', '/v1/charge/1 false'],
    'merged newest first; the dashboard keeps only its own last two',
  );
  assert.equal(log.size, 4);
});

test('filters search everything kept, not just the latest rows', () => {
  const log = new RequestLog();
  log.record(1, { ...request('/v1/charge'), method: 'POST', status: 400 });
  for (let n = 0; n < 300; n++) log.record(1, request(`/v1/charge/${n}`));
  log.record(1, { ...request('/v1/charge/7/pay'), method: 'POST', status: 0, fault: { rule_id: 1, fault: 'timeout', when: 'before' } });
  log.record(1, { ...request('/v1/charge/8/settle'), method: 'PUT', status: 200, fault: { rule_id: 2, fault: 'latency', when: 'before' } });
  const listed = (filter: Parameters<RequestLog['list']>[2]) => log.list(1, 100, filter).map((view) => `${view.method} ${view.path} ${view.status}`);
  assert.deepEqual(listed({ method: 'POST' }), ['POST /v1/charge/7/pay 0', 'POST /v1/charge 400']);
  assert.deepEqual(listed({ status: { hundreds: 4 } }), ['POST /v1/charge 400']);
  assert.deepEqual(listed({ status: { exact: 0 } }), ['POST /v1/charge/7/pay 0']);
  assert.deepEqual(listed({ failuresOnly: true }), ['PUT /v1/charge/8/settle 200', 'POST /v1/charge/7/pay 0', 'POST /v1/charge 400'], 'a fault counts as a failure');
  assert.deepEqual(listed({ path: 'CHARGE/29' }).length, 11, '/v1/charge/29 and /v1/charge/290–299');
  assert.equal(log.list(1, 5, { path: '/v1/charge/' }).length, 5, 'limit caps the matches');
});

test("each request carries the account's virtual time at its arrival, in Brasília", () => {
  const log = new RequestLog();
  const atMs = Date.UTC(2026, 0, 10, 15, 0, 0);
  log.record(1, { ...request('/v1/charge/1'), atMs, clockOffsetMs: 3 * 86_400_000 });
  const [view] = log.list(1, 1);
  assert.equal(view.at, '2026-01-10T15:00:00.000Z');
  assert.equal(view.virtual_at, '2026-01-13 12:00:00');
});
