// Drives the official gn-api-sdk-node package, unchanged but for its base URL, through its
// payment-link calls: attach, one step, update, resend, and the detail the SDK reads back.
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

const items = [{ name: 'Product 1', value: 1000, amount: 2 }];

test('the SDK attaches a link, updates it, resends it, and reads it back with the charge', async () => {
  const api = await sandbox.newAccount();
  const gn = new Gerencianet({ client_id: api.clientId, client_secret: api.clientSecret, sandbox: true });
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const expireAt = new Date(Date.parse(`${today}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const charge = await gn.createCharge({}, { items });
  const params = { id: charge.data.charge_id };
  const linked = await gn.linkCharge(params, { billet_discount: 100, message: 'Pague pelo link', expire_at: expireAt, request_delivery_address: false, payment_method: 'all' });
  assert.equal(linked.code, 200);
  assert.equal(linked.data.status, 'link');
  assert.ok(linked.data.payment_url.startsWith(`${sandbox.url}/pagamento/`));

  const updated = await gn.updateChargeLink(params, { expire_at: expireAt, payment_method: 'banking_billet', card_discount: null });
  assert.equal(updated.data.payment_method, 'banking_billet');
  assert.deepEqual(await gn.sendLinkEmail(params, { email: 'cliente@example.com' }), { code: 200 });
  const detail = await gn.detailCharge(params);
  assert.equal(detail.data.status, 'link');
  assert.equal(detail.data.link.payment_url, linked.data.payment_url);
  assert.equal(detail.data.link.billet_discount, 100);
  await assert.rejects(gn.linkCharge(params, { expire_at: expireAt, request_delivery_address: false, payment_method: 'all' }), (error: any) => error.code === 3500080);
});

test('the SDK creates a link in one step', async () => {
  const api = await sandbox.newAccount();
  const gn = new Gerencianet({ client_id: api.clientId, client_secret: api.clientSecret, sandbox: true });
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const result = await gn.createOneStepLink({}, {
    items,
    metadata: { custom_id: 'produto 1' },
    customer: { email: 'cliente@example.com' },
    settings: { expire_at: today, request_delivery_address: true, payment_method: 'credit_card', card_discount: 300 },
  });
  assert.equal(result.code, 200);
  assert.equal(result.data.custom_id, 'produto 1');
  assert.equal(result.data.card_discount, 300);
  assert.equal(result.data.request_delivery_address, true);
});
