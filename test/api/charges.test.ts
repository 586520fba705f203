import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const order = {
  items: [{ name: 'Product 1', value: 1000, amount: 2 }],
  shippings: [{ name: 'Default Shipping Cost', value: 100 }],
  metadata: { custom_id: 'order-42', notification_url: 'https://shop.example/gn/callback' },
};

test('POST /v1/charge creates a new charge with the total computed', async () => {
  const api = await sandbox.newAccount();
  const result = await api.post('/v1/charge', order);
  assert.equal(result.status, 200);
  assert.equal(result.body.code, 200);
  const data = result.body.data;
  assert.deepEqual(Object.keys(data).sort(), ['charge_id', 'created_at', 'custom_id', 'status', 'total']);
  assert.equal(data.status, 'new');
  assert.equal(data.total, 2100);
  assert.equal(data.custom_id, 'order-42');
  assert.ok(Number.isInteger(data.charge_id));
  assert.match(data.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('GET /v1/charge/:id reads back items, shippings, metadata and history', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge(order);
  const result = await api.get(`/v1/charge/${id}`, { headers: { 'api-sdk': 'node-3.0.4', 'x-skip-mtls-checking': 'true' } });
  assert.equal(result.status, 200);
  const data = result.body.data;
  assert.equal(data.charge_id, id);
  assert.equal(data.status, 'new');
  assert.equal(data.total, 2100);
  assert.equal(data.notification_url, 'https://shop.example/gn/callback');
  assert.deepEqual(data.items, [{ name: 'Product 1', value: 1000, amount: 2 }]);
  // Each shipping names who receives it (Efí's SDK types require payee_code): here the account itself.
  assert.deepEqual(data.shippings, [{ name: 'Default Shipping Cost', value: 100, payee_code: api.accountCode }]);
  assert.match(api.accountCode, /^[0-9a-f]{32}$/);
  assert.equal(data.history.length, 1);
  assert.equal(data.history[0].message, 'Cobrança criada');
  assert.equal(data.history[0].created_at, data.created_at);
});

test('a shipping passed on to another account keeps the payee_code it was given', async () => {
  const api = await sandbox.newAccount();
  const other = 'ABCDEF0123456789abcdef0123456789';
  const id = await api.createCharge({ items: [{ name: 'Produto', value: 1000 }], shippings: [{ name: 'Transportadora', value: 300, payee_code: other }, { name: 'Embalagem', value: 50 }] });
  const { body } = await api.get(`/v1/charge/${id}`);
  assert.deepEqual(body.data.shippings, [
    { name: 'Transportadora', value: 300, payee_code: other },
    { name: 'Embalagem', value: 50, payee_code: api.accountCode },
  ]);
  assert.equal(body.data.total, 1350);
});

test('amount defaults to 1 and a charge without metadata echoes nulls', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'Avulso', value: 750 }, { name: 'Outro', value: 250, amount: 3 }] });
  const { body } = await api.get(`/v1/charge/${id}`);
  assert.equal(body.data.total, 1500);
  assert.equal(body.data.custom_id, null);
  assert.equal(body.data.notification_url, null);
  assert.equal(body.data.items[0].amount, 1);
  assert.equal('shippings' in body.data, false);
});

test('metadata update changes custom_id and notification_url, and answers {code:200}', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  const result = await api.put(`/v1/charge/${id}/metadata`, { custom_id: 'pedido 77', notification_url: 'http://localhost:9/hook' });
  assert.equal(result.status, 200);
  assert.deepEqual(result.body, { code: 200 });
  const { body } = await api.get(`/v1/charge/${id}`);
  assert.equal(body.data.custom_id, 'pedido 77');
  assert.equal(body.data.notification_url, 'http://localhost:9/hook');

  await api.put(`/v1/charge/${id}/metadata`, { notification_url: null });
  const after = await api.get(`/v1/charge/${id}`);
  assert.equal(after.body.data.notification_url, null);
  assert.equal(after.body.data.custom_id, 'pedido 77', 'a field left out is left alone');
});

test('metadata update uses the stricter schema', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  const cases: Array<[unknown, string]> = [
    [{}, '/'],
    [{ custom_id: 'has!bang' }, '/custom_id'],
    [{ custom_id: '' }, '/custom_id'],
    [{ custom_id: null }, '/custom_id'],
    [{ notification_url: 'ftp://x' }, '/notification_url'],
    [{ notification_url: 'https://x', extra: 1 }, '/extra'],
  ];
  for (const [body, property] of cases) {
    const result = await api.put(`/v1/charge/${id}/metadata`, body);
    assert.equal(result.status, 400, JSON.stringify(body));
    assert.equal(result.body.code, 3500034);
    assert.equal(result.body.error, 'validation_error');
    assert.equal(result.body.error_description.property, property, JSON.stringify(body));
  }
});

test('history lines are appended with 1 to 255 characters', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  assert.deepEqual((await api.post(`/v1/charge/${id}/history`, { description: 'Cliente ligou' })).body, { code: 200 });
  assert.equal((await api.post(`/v1/charge/${id}/history`, { description: 'x'.repeat(255) })).status, 200);
  for (const description of ['', 'x'.repeat(256)]) {
    const refused = await api.post(`/v1/charge/${id}/history`, { description });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error_description.property, '/description');
  }
  const { body } = await api.get(`/v1/charge/${id}`);
  assert.deepEqual(body.data.history.map((h: any) => h.message), ['Cobrança criada', 'Cliente ligou', 'x'.repeat(255)]);
  assert.equal(body.data.status, 'new', 'a history line does not touch the charge');
});

test('cancel moves new to canceled once, then refuses with 3500043', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  assert.deepEqual((await api.put(`/v1/charge/${id}/cancel`)).body, { code: 200 });
  const { body } = await api.get(`/v1/charge/${id}`);
  assert.equal(body.data.status, 'canceled');
  assert.equal(body.data.history.at(-1).message, 'Cobrança cancelada');
  const again = await api.put(`/v1/charge/${id}/cancel`);
  assert.equal(again.status, 400);
  assert.equal(again.body.code, 3500043);
  assert.match(again.body.error_description, /\[new\]/);
});

test('settle marks the charge paid from any status, with a history line', async () => {
  const api = await sandbox.newAccount();
  const fresh = await api.createCharge();
  assert.deepEqual((await api.put(`/v1/charge/${fresh}/settle`)).body, { code: 200 });
  const settled = await api.get(`/v1/charge/${fresh}`);
  assert.equal(settled.body.data.status, 'paid');
  assert.equal(settled.body.data.history.length, 2);

  const canceled = await api.createCharge();
  await api.put(`/v1/charge/${canceled}/cancel`);
  assert.equal((await api.put(`/v1/charge/${canceled}/settle`)).status, 200);
  assert.equal((await api.get(`/v1/charge/${canceled}`)).body.data.status, 'paid');

  const twice = await api.put(`/v1/charge/${fresh}/settle`);
  assert.equal(twice.status, 400);
  assert.equal(twice.body.code, 3500069);
  const paidCancel = await api.put(`/v1/charge/${fresh}/cancel`);
  assert.equal(paidCancel.body.code, 3500043, 'a paid charge cannot be canceled');
});

test('body-less routes accept nothing, [], {} and null, and refuse data', async () => {
  const api = await sandbox.newAccount();
  for (const raw of [undefined, '[]', '{}', 'null', '']) {
    const id = await api.createCharge();
    const result = await api.call('PUT', `/v1/charge/${id}/cancel`, { raw, headers: { 'content-type': 'application/json' } });
    assert.equal(result.status, 200, `body ${raw}`);
    const read = await api.call('GET', `/v1/charge/${id}`, { raw: raw === undefined ? undefined : undefined });
    assert.equal(read.body.data.status, 'canceled');
  }
  const id = await api.createCharge();
  const refused = await api.put(`/v1/charge/${id}/settle`, { reason: 'x' });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.error_description.property, '/reason');
});

test('unknown charge ids get 3500010 with property id', async () => {
  const api = await sandbox.newAccount();
  for (const path of ['/v1/charge/99999999', '/v1/charge/abc', '/v1/charge/-1', '/v1/charge/1.5']) {
    const result = await api.get(path);
    assert.equal(result.status, 404, path);
    assert.deepEqual(result.body, {
      code: 3500010,
      error: 'property_does_not_exists',
      error_description: { property: 'id', message: 'A propriedade [id] informada não existe.' },
    });
  }
  assert.equal((await api.put('/v1/charge/99999999/cancel')).body.code, 3500010);
  assert.equal((await api.post('/v1/charge/99999999/history', { description: 'x' })).body.code, 3500010);
});
