// The integration report's pure rules: the thresholds at their edges, the URL and XML rules that
// quote what a client sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FETCH_WITHIN_MS, fetchDelayMs, tokensFetchedPromptly } from '../../server/domain/report/callbacks.ts';
import { DUPLICATE_WINDOW_MS, noDuplicateAfterCommittedError, reauthorizedAfter401 } from '../../server/domain/report/client-checks.ts';
import { unreachableUrl } from '../../server/domain/report/inputs.ts';
import { EVIDENCE_LIMIT, type ObservedDelivery, type ObservedRequest } from '../../server/domain/report/checks.ts';
import { escapeXml } from '../../server/http/report-junit.ts';
import { bodyFacts } from '../../server/domain/report/body-facts.ts';

const delivery = (id: number, firstAttemptAt: number, fetches: number[]): ObservedDelivery => ({
  id,
  chargeId: 1,
  state: 'acknowledged',
  createdAtMs: 0,
  attempts: [{ statusCode: 200, virtualAtMs: firstAttemptAt }],
  fetchesAtMs: fetches,
});

test('a token fetched exactly at the 5-minute mark passes; a millisecond later fails', () => {
  assert.equal(FETCH_WITHIN_MS, 5 * 60_000);
  assert.equal(tokensFetchedPromptly([delivery(1, 1000, [1000 + FETCH_WITHIN_MS])]).status, 'pass');
  const late = tokensFetchedPromptly([delivery(1, 1000, [1000 + FETCH_WITHIN_MS + 1])]);
  assert.equal(late.status, 'fail');
  assert.deepEqual(late.evidence.map((e) => e.href), ['#/webhooks/1']);
});

test('a fetch before the event it is for does not count; one made before the attempt was recorded counts as 0', () => {
  const d = { ...delivery(1, 5000, [-1, 4000]), createdAtMs: 3000 };
  assert.equal(fetchDelayMs(d), 0);
  assert.equal(fetchDelayMs({ ...d, fetchesAtMs: [-1] }), null);
});

test('evidence is capped, the detail still counts them all', () => {
  const many = Array.from({ length: EVIDENCE_LIMIT + 5 }, (_, i) => delivery(i + 1, 0, [FETCH_WITHIN_MS * 2]));
  const check = tokensFetchedPromptly(many);
  assert.equal(check.evidence.length, EVIDENCE_LIMIT);
  assert.match(check.detail, new RegExp(`^${EVIDENCE_LIMIT + 5} de ${EVIDENCE_LIMIT + 5}`));
});

const facts = (raw: string) => bodyFacts(raw, JSON.parse(raw));

const req = (id: number, atMs: number, over: Partial<ObservedRequest>): ObservedRequest => ({
  id, atMs, method: 'POST', path: '/v1/charge', status: 200, body: facts('{"items":[{"name":"A","value":100}],"metadata":{"custom_id":"x"}}'), ...over,
});

test('a duplicate counts within 10 minutes of the hidden commit, not after', () => {
  const hidden = req(1, 0, { status: 500, fault: { fault: 'error_500', when: 'after', answered_status: 200 } });
  assert.equal(noDuplicateAfterCommittedError([hidden, req(2, DUPLICATE_WINDOW_MS, {})]).status, 'fail');
  assert.equal(noDuplicateAfterCommittedError([hidden, req(2, DUPLICATE_WINDOW_MS + 1, {})]).status, 'pass');
  // Another custom_id is another order, not a duplicate.
  assert.equal(noDuplicateAfterCommittedError([hidden, req(2, 1, { body: facts('{"items":[{"name":"A","value":100}],"metadata":{"custom_id":"y"}}') })]).status, 'pass');
  // A fault before the handler ran committed nothing: re-sending is right.
  assert.equal(noDuplicateAfterCommittedError([{ ...hidden, fault: { fault: 'error_500', when: 'before' } }, req(2, 1, {})]).status, 'not_exercised');
});

test('after a 401, a new token and a retry refused again still fails', () => {
  const refused = req(1, 100, { method: 'GET', path: '/v1/charge/5', status: 401, body: null });
  const again = req(2, 300, { method: 'GET', path: '/v1/charge/5', status: 401, body: null });
  const ok = { ...again, status: 200 };
  assert.equal(reauthorizedAfter401([refused, ok], [200]).status, 'pass');
  assert.equal(reauthorizedAfter401([refused, ok], [50]).status, 'fail', 'a token from before the 401 is not authorizing again');
  assert.equal(reauthorizedAfter401([refused, again], [200]).status, 'fail');
  // Two calls refused at once, then one token and both retried: the second refusal is not a retry.
  const twin = { ...refused, id: 3, atMs: 150 };
  assert.equal(reauthorizedAfter401([refused, twin, { ...ok, id: 4 }, { ...ok, id: 5 }], [200]).status, 'pass');
  assert.match(reauthorizedAfter401([refused], [200]).evidence[0].note, /nunca foi repetida/);
});

test('notification URLs: https on a public host passes; plain http, private and loopback addresses do not', () => {
  assert.equal(unreachableUrl('https://loja.example.com/hook'), null);
  assert.equal(unreachableUrl('https://172.32.0.1/hook'), null, '172.32 is public');
  for (const url of ['https://127.0.0.1/h', 'https://localhost:8080/h', 'https://10.1.2.3/h', 'https://172.16.0.1/h', 'https://192.168.1.1/h', 'https://[::1]/h', 'https://[fd00::1]/h', 'https://169.254.169.254/']) {
    assert.match(unreachableUrl(url)!, /privado/, url);
  }
  assert.match(unreachableUrl('http://loja.example.com/hook')!, /http sem TLS/);
  assert.match(unreachableUrl('not a url')!, /não é uma URL/);
});

test('XML escaping: markup, quotes and the characters XML cannot carry', () => {
  assert.equal(escapeXml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  assert.equal(escapeXml('a\u0001b\u0000c\uD800d\tok\n'), 'a\uFFFDb\uFFFDc\uFFFDd\tok\n');
  assert.equal(escapeXml('ção 😀'), 'ção 😀');
});

test('polling: 6 reads of a notified charge inside a minute fail; 6 spread over more than a minute, or of a charge without notification_url, do not', async () => {
  const { noPolling, endpointOf } = await import('../../server/domain/report/load.ts');
  const read = (id: number, atMs: number) => req(id, atMs, { method: 'GET', path: '/v1/charge/7', body: null });
  const fast = [0, 10, 20, 30, 40, 59_999].map((at, i) => read(i + 1, at));
  const slow = [0, 10, 20, 30, 40, 60_000].map((at, i) => read(i + 1, at));
  assert.equal(noPolling(fast, new Set([7])).status, 'fail');
  assert.equal(noPolling(slow, new Set([7])).status, 'pass');
  assert.equal(noPolling(fast, new Set()).status, 'not_exercised');
  assert.equal(endpointOf(read(1, 0)), 'GET /v1/charge/:id');
  assert.equal(endpointOf(req(1, 0, { method: 'GET', path: '/v1/notification/01a1ffba-aaaa?x=1' })), 'GET /v1/notification/:token');
});
