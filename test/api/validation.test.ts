import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const api = await sandbox.newAccount();

function assertErrorShape(body: any) {
  assert.equal(typeof body.code, 'number');
  assert.equal(typeof body.error, 'string');
  assert.ok(typeof body.error_description === 'string' || typeof body.error_description?.property === 'string');
}

test('charge creation errors carry the JSON pointer of the offending property', async () => {
  const cases: Array<[unknown, string, RegExp]> = [
    [{}, '/items', /obrigatória/],
    [{ items: [] }, '/items', /no mínimo 1/],
    [{ items: [{ name: 'A' }] }, '/items/0/value', /\[value\] é obrigatória/],
    [{ items: [{ name: 'A', value: 10.5 }] }, '/items/0/value', /inteiro/],
    [{ items: [{ name: 'A', value: '10' }] }, '/items/0/value', /inteiro/],
    [{ items: [{ name: 'A', value: -1 }] }, '/items/0/value', /maior ou igual a 0/],
    [{ items: [{ name: 'A', value: 1, amount: 0 }] }, '/items/0/amount', /maior ou igual a 1/],
    [{ items: [{ name: '<b>', value: 1 }] }, '/items/0/name', /modelo: \^\[\^<>\]\+\$/],
    [{ items: [{ name: 'A', value: 1, color: 'red' }] }, '/items/0/color', /Propriedade desconhecida/],
    [{ items: [{ name: 'A', value: 1 }], shippings: [{ value: 1 }] }, '/shippings/0/name', /obrigatória/],
    [{ items: [{ name: 'A', value: 1 }], metadata: { notification_url: 'not a url' } }, '/metadata/notification_url', /modelo/],
    [{ items: [{ name: 'A', value: 1 }], metadata: { custom_id: 'x'.repeat(256) } }, '/metadata/custom_id', /no máximo 255/],
    [{ items: [{ name: 'A', value: 1 }], customer: {} }, '/customer', /Propriedade desconhecida/],
    [[], '/', /objeto/],
    [null, '/', /objeto/],
    ['text', '/', /objeto/],
  ];
  for (const [body, property, message] of cases) {
    const result = await api.post('/v1/charge', body);
    assert.equal(result.status, 400, JSON.stringify(body));
    assert.equal(result.body.code, 3500034, JSON.stringify(body));
    assert.equal(result.body.error, 'validation_error');
    assert.equal(result.body.error_description.property, property, JSON.stringify(body));
    assert.match(result.body.error_description.message, message, JSON.stringify(body));
  }
});

test('a missing body on a route that needs one is 3500002', async () => {
  const result = await api.call('POST', '/v1/charge');
  assert.equal(result.status, 400);
  assert.equal(result.body.code, 3500002);
});

test('malformed JSON gets 3500042 in the error shape', async () => {
  for (const raw of ['{"items": [', '{items: 1}', "{'a':1}", '\u0000']) {
    const result = await api.call('POST', '/v1/charge', { raw, headers: { 'content-type': 'application/json' } });
    assert.equal(result.status, 400, raw);
    assert.equal(result.body.code, 3500042);
    assertErrorShape(result.body);
  }
});

test('unknown routes and wrong methods answer in the error shape', async () => {
  const unknown = await api.get('/v1/nothing-here');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.error, 'route_not_found');
  const root = await api.get('/definitely/not');
  assert.equal(root.status, 404);
  assertErrorShape(root.body);
  const wrong = await api.call('DELETE', '/v1/charge');
  assert.equal(wrong.status, 405);
  assert.equal(wrong.headers.get('allow'), 'POST');
  assertErrorShape(wrong.body);
  const patch = await api.call('PATCH', '/v1/charge/1/cancel');
  assert.equal(patch.status, 405);
});

test('an oversized body is refused in the error shape', async () => {
  const raw = JSON.stringify({ items: [{ name: 'x'.repeat(2 * 1024 * 1024), value: 1 }] });
  const result = await api.call('POST', '/v1/charge', { raw, headers: { 'content-type': 'application/json' } });
  assert.equal(result.status, 413);
  assertErrorShape(result.body);
});

test('no input produces a 5xx or a stack trace', async () => {
  // A deterministic spread of hostile values at every field of every route of this issue.
  const values: unknown[] = [null, true, 0, -1, 1e308, 2 ** 53, 'x', '', '💥'.repeat(300), [], {}, [[{}]], { $ref: '#' }, { __proto__: { a: 1 } }];
  const id = await api.createCharge();
  const routes: Array<[string, string, (v: unknown) => unknown]> = [
    ['POST', '/v1/charge', (v) => ({ items: [{ name: v, value: v, amount: v }], shippings: v, metadata: v })],
    ['POST', '/v1/charge', (v) => ({ items: v })],
    ['POST', '/v1/charge', (v) => v],
    ['PUT', `/v1/charge/${id}/metadata`, (v) => ({ custom_id: v, notification_url: v, resend: v })],
    ['PUT', `/v1/charge/${id}/metadata`, (v) => v],
    ['POST', `/v1/charge/${id}/history`, (v) => ({ description: v })],
    ['PUT', `/v1/charge/${id}/cancel`, (v) => v],
    ['POST', '/v1/authorize', (v) => ({ grant_type: v })],
    ['POST', '/sandbox/v1/accounts', (v) => ({ name: v })],
  ];
  for (const [method, path, make] of routes) {
    for (const value of values) {
      const result = await api.call(method, path, { raw: JSON.stringify(make(value)) ?? 'null', headers: { 'content-type': 'application/json' } });
      assert.ok(result.status < 500, `${method} ${path} ${JSON.stringify(make(value))} -> ${result.status}`);
      assert.equal(typeof result.body, 'object', `${method} ${path} answered non-JSON`);
      assert.doesNotMatch(JSON.stringify(result.body), /at .*\.ts:\d+/);
    }
  }
  for (const path of ['/v1/charge/%E0%A4%A', '/v1/charge/99999999999999999999', '/v1/notification/%00', '/v1/charge/1/../../authorize']) {
    const result = await api.get(path);
    assert.ok(result.status < 500, `${path} -> ${result.status}`);
  }
});
