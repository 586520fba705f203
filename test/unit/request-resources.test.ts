import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resourcesTouched } from '../../server/app/request-resources.ts';

const touched = (method: string, path: string, status = 200, answer: unknown = null) =>
  resourcesTouched(method, path, status, answer === null ? null : JSON.stringify(answer)).map((r) => `${r.kind} ${r.id}`);

test('the path names the resource a call acted on', () => {
  assert.deepEqual(touched('PUT', '/v1/charge/1000001/settle'), ['charge 1000001']);
  assert.deepEqual(touched('POST', '/v1/charge/card/1000002/refund'), ['charge 1000002']);
  assert.deepEqual(touched('PUT', '/v1/charge/1000003/link'), ['link 1000003']);
  assert.deepEqual(touched('PUT', '/v1/carnet/12/parcel/2/settle'), ['carnet 12']);
  assert.deepEqual(touched('GET', '/v1/subscription/7?x=1'), ['subscription 7']);
  assert.deepEqual(touched('PUT', '/v1/plan/3'), ['plan 3']);
  assert.deepEqual(touched('GET', '/sandbox/v1/charges/1000004/timeline'), ['charge 1000004']);
  assert.deepEqual(touched('GET', '/sandbox/v1/bank/quote/1000005'), ['charge 1000005']);
  assert.deepEqual(touched('POST', '/sandbox/v1/payment-links/1000006/pay'), ['link 1000006']);
  assert.deepEqual(touched('GET', '/v1/charges'), []);
  assert.deepEqual(touched('GET', '/v1/charge/abc'), []);
});

test('a create names what it made in its answer; a failed one names nothing', () => {
  assert.deepEqual(touched('POST', '/v1/charge', 200, { code: 200, data: { charge_id: 1000010, status: 'new' } }), ['charge 1000010']);
  assert.deepEqual(touched('POST', '/v1/charge/one-step/link', 200, { code: 200, data: { charge_id: 1000011, status: 'link' } }), ['link 1000011']);
  assert.deepEqual(touched('POST', '/v1/carnet', 200, { code: 200, data: { carnet_id: 40, charges: [{ charge_id: 1000012 }] } }), ['carnet 40']);
  assert.deepEqual(
    touched('POST', '/v1/plan/3/subscription/one-step', 200, { code: 200, data: { subscription_id: 9, charge: { id: 1000013 }, plan: { id: 3 } } }),
    ['plan 3', 'subscription 9', 'charge 1000013'],
  );
  assert.deepEqual(touched('POST', '/sandbox/v1/bank/payments', 200, { charge_id: 1000014, status: 'paid' }), ['charge 1000014']);
  assert.deepEqual(touched('POST', '/v1/charge', 400, { code: 3500034, error: 'validation_error' }), []);
  assert.deepEqual(touched('GET', '/v1/charge/1000015', 404, { code: 3500010 }), [], 'no such charge: no link to it');
  assert.deepEqual(touched('PUT', '/v1/charge/1000016/settle', 400, { code: 3500069 }), ['charge 1000016'], 'a refusal still names the charge');
});

test("a notification lookup names its events' resources, a few at most", () => {
  const events = [1, 2, 3, 4, 5, 6].map((n) => ({ identifiers: { carnet_id: 50, charge_id: 1000020 + n } }));
  assert.deepEqual(touched('GET', '/v1/notification/abc', 200, { code: 200, data: events }), ['charge 1000021', 'carnet 50', 'charge 1000022', 'charge 1000023', 'charge 1000024']);
});

test('a body cut at 8 KB or not JSON names nothing, and does not throw', () => {
  assert.deepEqual(resourcesTouched('POST', '/v1/charge', 200, '{"code":200,"data":{"charge_id":1… [truncated: 9000 bytes]'), []);
  assert.deepEqual(resourcesTouched('POST', '/v1/charge', 200, '<application/pdf, 10 bytes>'), []);
});
