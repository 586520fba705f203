import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RequestLog, REQUESTS_IN_ALL, REQUESTS_PER_ACCOUNT, type RequestEntry } from '../../server/app/request-log.ts';

const request = (path: string): RequestEntry => ({ atMs: Date.now(), method: 'GET', url: path, status: 200, latencyMs: 1, requestBody: null, responseBody: null });
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
