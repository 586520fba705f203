// Drives the official gn-api-sdk-node package, unchanged but for its base URL, against the sandbox.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startSandbox } from '../helpers/sandbox.ts';

const require = createRequire(import.meta.url);
const constants = require('gn-api-sdk-node/lib/constants');
const Gerencianet = require('gn-api-sdk-node');

const sandbox = await startSandbox();
after(() => sandbox.close());
constants.APIS.DEFAULT.URL.SANDBOX = `${sandbox.url}/v1`;

async function sdkForNewAccount() {
  const account = await sandbox.newAccount();
  return new Gerencianet({ client_id: account.clientId, client_secret: account.clientSecret, sandbox: true });
}

test('the official SDK creates, reads, annotates, cancels and settles charges', async () => {
  const gn = await sdkForNewAccount();
  const created = await gn.createCharge({}, {
    items: [{ name: 'Product 1', value: 1000, amount: 2 }],
    shippings: [{ name: 'Default Shipping Cost', value: 100 }],
  });
  assert.equal(created.code, 200);
  assert.equal(created.data.status, 'new');
  assert.equal(created.data.total, 2100);
  const params = { id: created.data.charge_id };

  assert.deepEqual(await gn.updateChargeMetadata(params, { custom_id: 'pedido-1', notification_url: 'https://loja.example/retorno' }), { code: 200 });
  assert.deepEqual(await gn.createChargeHistory(params, { description: 'Pedido conferido' }), { code: 200 });
  const detail = await gn.detailCharge(params);
  assert.equal(detail.data.custom_id, 'pedido-1');
  assert.equal(detail.data.notification_url, 'https://loja.example/retorno');
  assert.deepEqual(detail.data.history.map((h: { message: string }) => h.message), ['Cobrança criada', 'Pedido conferido']);

  assert.deepEqual(await gn.cancelCharge(params), { code: 200 });
  assert.equal((await gn.detailCharge(params)).data.status, 'canceled');

  const other = await gn.createCharge({}, { items: [{ name: 'Outro', value: 500 }] });
  assert.deepEqual(await gn.settleCharge({ id: other.data.charge_id }), { code: 200 });
  assert.equal((await gn.detailCharge({ id: other.data.charge_id })).data.status, 'paid');
});

test('the SDK surfaces the API errors as thrown bodies in the real shape', async () => {
  const gn = await sdkForNewAccount();
  await assert.rejects(gn.detailCharge({ id: 99999999 }), (error: any) => {
    assert.equal(error.code, 3500010);
    assert.equal(error.error, 'property_does_not_exists');
    assert.equal(error.error_description.property, 'id');
    return true;
  });
  await assert.rejects(gn.createCharge({}, { items: [{ name: 'Sem valor' }] }), (error: any) => {
    assert.equal(error.code, 3500034);
    assert.equal(error.error_description.property, '/items/0/value');
    return true;
  });
  const created = await gn.createCharge({}, { items: [{ name: 'A', value: 700 }] });
  await gn.cancelCharge({ id: created.data.charge_id });
  await assert.rejects(gn.cancelCharge({ id: created.data.charge_id }), (error: any) => error.code === 3500043);
});

test('the SDK reads the notification history of a charge', async () => {
  const gn = await sdkForNewAccount();
  const created = await gn.createCharge({}, { items: [{ name: 'A', value: 700 }] });
  await gn.cancelCharge({ id: created.data.charge_id });
  const token = sandbox.server.ctx.store.db
    .prepare('SELECT notification_token FROM charges WHERE id = ?')
    .pluck()
    .get(created.data.charge_id);
  const history = await gn.getNotification({ token });
  assert.equal(history.code, 200);
  assert.deepEqual(history.data.map((e: any) => [e.id, e.status.previous, e.status.current]), [[1, null, 'new'], [2, 'new', 'canceled']]);
});
