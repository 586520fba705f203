// Drives the official gn-api-sdk-node package, unchanged but for its base URL, through its plan and
// subscription calls: plans, both ways to subscribe, boleto and card, the recurrence on the clock,
// metadata, history and cancel, and the notification history the SDK reads.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const require = createRequire(import.meta.url);
const constants = require('gn-api-sdk-node/lib/constants');
const Gerencianet = require('gn-api-sdk-node');

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());
constants.APIS.DEFAULT.URL.SANDBOX = `${sandbox.url}/v1`;

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billing_address = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Internet 10 Mb', value: 6990, amount: 1 }];

async function newAccount() {
  const api = await sandbox.newAccount();
  const gn = new Gerencianet({ client_id: api.clientId, client_secret: api.clientSecret, sandbox: true });
  return { api, gn };
}

async function paymentToken(api: ApiClient): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'mastercard' && c.outcome === 'approved')!;
  const { body } = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  return body.payment_token;
}

test('the SDK manages plans: create, list by name, rename, delete, and the refusal of a plan in use', async () => {
  const { gn } = await newAccount();
  const plan = await gn.createPlan({}, { name: 'My first plan', repeats: 24, interval: 2 });
  assert.equal(plan.code, 200);
  assert.equal(plan.data.repeats, 24);
  await gn.createPlan({}, { name: 'Outro plano', interval: 1 });
  const found = await gn.listPlans({ name: 'first', limit: 10, offset: 0 });
  assert.deepEqual(found.data.map((p: { plan_id: number }) => p.plan_id), [plan.data.plan_id]);
  assert.deepEqual(await gn.updatePlan({ id: plan.data.plan_id }, { name: 'Renamed plan' }), { code: 200 });
  assert.equal((await gn.listPlans({ name: 'Renamed' })).data.length, 1);

  await gn.createSubscription({ id: plan.data.plan_id }, { items });
  await assert.rejects(gn.deletePlan({ id: plan.data.plan_id }), (error: any) => error.code === 3500032);
  const spare = await gn.createPlan({}, { name: 'Descartável', interval: 3 });
  assert.deepEqual(await gn.deletePlan({ id: spare.data.plan_id }), { code: 200 });
});

test('the SDK subscribes in two steps with a boleto, renews on the clock, and cancels', async () => {
  const { api, gn } = await newAccount();
  const plan = await gn.createPlan({}, { name: 'Mensal', interval: 1, repeats: 12 });
  const created = await gn.createSubscription({ id: plan.data.plan_id }, { items, metadata: { custom_id: 'cliente-42' } });
  assert.equal(created.data.status, 'new');
  const params = { id: created.data.subscription_id };
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const expireAt = new Date(Date.parse(`${today}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const paid = await gn.defineSubscriptionPayMethod(params, { payment: { banking_billet: { customer, expire_at: expireAt } } });
  assert.equal(paid.data.status, 'active');
  assert.equal(paid.data.plan.id, plan.data.plan_id);
  assert.equal(paid.data.charge.id, created.data.charges[0].charge_id);
  assert.match(paid.data.first_execution, /^\d{2}\/\d{2}\/\d{4}$/);

  assert.deepEqual(await gn.updateSubscriptionMetadata(params, { notification_url: 'https://loja.example/retorno' }), { code: 200 });
  assert.deepEqual(await gn.createSubscriptionHistory(params, { description: 'Cliente migrou de plano' }), { code: 200 });
  await api.post('/sandbox/v1/clock/advance', { days: 32 });
  const detail = await gn.detailSubscription(params);
  assert.equal(detail.data.occurrences, 2);
  assert.equal(detail.data.notification_url, 'https://loja.example/retorno');
  assert.equal(detail.data.history.length, 2);
  assert.deepEqual(await gn.cancelSubscription(params), { code: 200 });
  await assert.rejects(gn.cancelSubscription(params), (error: any) => error.code === 3500040);

  const token = (await api.get(`/sandbox/v1/subscriptions/${params.id}`)).body.notification_token;
  const events = await gn.getNotification({ token });
  assert.deepEqual(events.data.at(-1).status, { current: 'canceled', previous: 'new_charge' });
  assert.deepEqual(events.data.at(-1).identifiers, { subscription_id: params.id });
});

test('the SDK subscribes by card in one step', async () => {
  const { api, gn } = await newAccount();
  const plan = await gn.createPlan({}, { name: 'Streaming', interval: 1 });
  const result = await gn.oneStepSubscription({ id: plan.data.plan_id }, {
    items,
    payment: { credit_card: { customer, billing_address, payment_token: await paymentToken(api) } },
  });
  assert.equal(result.code, 200);
  assert.equal(result.data.payment, 'credit_card');
  assert.equal(result.data.charge.status, 'approved');
  assert.deepEqual(result.data.plan, { id: plan.data.plan_id, interval: 1, repeats: null });
});
