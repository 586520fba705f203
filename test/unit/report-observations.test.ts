// The report's record of calls: only the integrator's /v1 calls, bounded per account and over all
// accounts, emptied by a reset — and it says from when it is whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ReportObservations } from '../../server/app/report-observations.ts';

const call = (atMs: number, url = '/v1/charge', over: object = {}) => ({ id: atMs, atMs, method: 'GET', url, status: 200, ...over });

test('keeps only the integrator\'s /v1 calls, with the facts of their bodies', () => {
  const log = new ReportObservations(0);
  log.observe(1, call(1, '/sandbox/v1/clock'));
  log.observe(1, call(2, '/v1/charge', { fromDashboard: true }));
  log.observe(1, call(3, '/v1/charge', { method: 'POST', status: 400 }), '{"items":[{"value":10.5}]}', { items: [{ value: 10.5 }] });
  log.observe(1, call(4, '/v1/charge/1', { method: 'BREW', status: 503, retryAfterSeconds: 1, fault: { fault: 'error_503', when: 'before' } }));
  const [post, brew] = log.requests(1, 0);
  assert.equal(log.requests(1, 0).length, 2);
  assert.deepEqual([post.method, post.status, post.body?.decimals], ['POST', 400, ['value: 10.5']]);
  assert.deepEqual([brew.method, brew.retryAfterSeconds, brew.fault?.fault, brew.body], ['BREW', 1, 'error_503', null]);
  assert.equal(log.requests(2, 0).length, 0, 'another account sees none of it');
});

test('past the account\'s bound the oldest calls go, and the record says from when it is whole', () => {
  const log = new ReportObservations(0, 5_000, 1_000_000);
  for (let i = 1; i <= 10_000; i++) log.observe(1, call(i));
  const held = log.requests(1, 0);
  assert.ok(held.length <= 5_000 && held.length > 0);
  assert.equal(held.at(-1)!.atMs, 10_000, 'the newest are kept');
  assert.equal(log.span(1).wholeSinceMs, held[0].atMs - 1, 'whole from just after the last call let go');
});

test('over all accounts, the oldest calls anywhere go first', () => {
  const log = new ReportObservations(0, 1_000_000, 8_192);
  for (let i = 1; i <= 8_192; i++) log.observe(1, call(i));
  for (let i = 1; i <= 4_096; i++) log.observe(2, call(10_000 + i));
  assert.ok(log.size <= 8_192);
  assert.equal(log.requests(2, 0).length, 4_096, 'the newer account keeps all');
  assert.equal(log.requests(1, 0)[0].atMs, 4_097, 'the older one lost its oldest chunk');
});

test('a reset empties the account and starts its record over', () => {
  const log = new ReportObservations(100);
  log.observe(1, call(200));
  log.observe(2, call(200));
  assert.equal(log.span(1).wholeSinceMs, 100, 'before any reset: whole since the server started');
  log.startOver(1, 300);
  assert.deepEqual(log.span(1), { held: 0, wholeSinceMs: 300 });
  assert.equal(log.startOf(1), 300);
  assert.equal(log.requests(2, 0).length, 1, 'other accounts keep theirs');
  assert.equal(log.size, 1);
});

test('a hostile body (nested past the stack) is observed without throwing on the request path', () => {
  const log = new ReportObservations(0);
  const raw = `{"items":${'['.repeat(200_000)}${']'.repeat(200_000)},"metadata":{"custom_id":"x"},"value":1.5}`;
  log.observe(1, call(1, '/v1/charge', { method: 'POST', status: 400 }), raw, JSON.parse(raw));
  const [observed] = log.requests(1, 0);
  assert.equal(observed.body?.hasCustomId, true);
  assert.deepEqual(observed.body?.decimals, ['value: 1.5']);
  assert.equal(observed.body?.identity, null);
});

test('what one call leaves in the record is bounded, whatever its body: 8 values of 2 KB, no custom_id text, a path of 2 KB', () => {
  const log = new ReportObservations(0);
  const huge = 'h'.repeat(1_000_000);
  const body = { metadata: { custom_id: huge, notification_url: `https://${huge}` }, items: Array.from({ length: 20 }, () => ({ notification_url: huge, brand: huge })) };
  const raw = JSON.stringify(body);
  log.observe(1, call(1, `/v1/charge?${'q'.repeat(100_000)}`, { method: 'POST', status: 400 }), raw, body);
  const [observed] = log.requests(1, 0);
  assert.equal(observed.body?.hasCustomId, true);
  assert.equal(observed.body?.notificationUrls.length, 8);
  assert.ok(observed.body!.notificationUrls.every((url) => url.length <= 2048));
  assert.equal(observed.body?.brands.length, 8);
  assert.ok(observed.body!.brands.every((brand) => brand.length <= 2048));
  assert.ok(observed.path.length <= 2048, `path of ${observed.path.length}`);
  assert.ok(!JSON.stringify(observed).includes('h'.repeat(2049)), 'nothing of 2 KB or more kept');
});

test('bounded by size as well: calls with long paths and bodies full of URLs let the oldest go long before the row bound', () => {
  const bound = 16 * 1024 * 1024;
  const log = new ReportObservations(0, 1_000_000, 1_000_000, bound);
  const urls = Array.from({ length: 8 }, (_, i) => ({ notification_url: `https://${String(i).repeat(2_000)}` }));
  const raw = JSON.stringify({ items: urls });
  for (let i = 1; i <= 5_000; i++) log.observe(1, call(i, `/v1/charge?${'q'.repeat(2_000)}`, { method: 'POST' }), raw, { items: urls });
  const held = log.requests(1, 0);
  // ~36 KB a call as UTF-16: 16 MB holds a few hundred, never the 5,000 sent.
  assert.ok(held.length > 0 && held.length < 1_000, `${held.length} held`);
  assert.equal(held.at(-1)!.atMs, 5_000, 'the newest are kept');
  assert.ok(log.span(1).wholeSinceMs >= held[0].atMs - 1, 'and the record says from when it is whole');
  log.startOver(1, 6_000);
  for (let i = 1; i <= 10; i++) log.observe(2, call(7_000 + i));
  assert.equal(log.requests(2, 0).length, 10, 'a reset gives its size back');
});
