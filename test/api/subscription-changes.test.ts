// PUT /v1/subscription/:id and POST /v1/charge/:id/subscription/resend over real HTTP: a card
// subscription's terms changed for its next executions (walked on the clock), the refusals, and a
// subscription's boleto e-mailed to the outbox.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billing_address = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Plano mensal', value: 4990, amount: 1 }];

async function token(api: ApiClient, brand: 'visa' | 'mastercard'): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === brand && c.outcome === 'approved')!;
  const { body } = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  return body.payment_token;
}

async function plan(api: ApiClient, interval: number, repeats: number | null): Promise<number> {
  return (await api.post('/v1/plan', { name: `Plano ${interval}/${repeats}`, interval, repeats })).body.data.plan_id;
}

async function cardSubscription(api: ApiClient, planId: number): Promise<number> {
  const created = await api.post(`/v1/plan/${planId}/subscription/one-step`, {
    items,
    payment: { credit_card: { customer, billing_address, payment_token: await token(api, 'visa') } },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body.data.subscription_id;
}

async function chargesOf(api: ApiClient, subscriptionId: number) {
  return (await api.get(`/sandbox/v1/subscriptions/${subscriptionId}`)).body.charges as { charge_id: number }[];
}

test('a card subscription takes new items, shippings, contact, card and plan from its next execution on', async () => {
  const api = await sandbox.newAccount();
  const id = await cardSubscription(api, await plan(api, 1, 12));
  const before = (await api.get(`/v1/subscription/${id}`)).body.data;
  const yearly = await plan(api, 1, 24);

  const changed = await api.put(`/v1/subscription/${id}`, {
    plan_id: yearly,
    customer: { email: 'novo@example.com', phone_number: '31987654321' },
    items: [{ name: 'Plano família', value: 8990, amount: 1 }],
    shippings: [{ name: 'Chip', value: 1000 }],
    payment_token: await token(api, 'mastercard'),
  });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  const data = changed.body.data;
  assert.equal(data.value, 9990);
  assert.deepEqual(data.plan, { plan_id: yearly, name: 'Plano 1/24', interval: 1, repeats: 24 });
  assert.deepEqual(data.customer, { email: 'novo@example.com', phone_number: '31987654321' });
  assert.equal(data.next_execution, before.next_execution, 'the calendar is kept');
  assert.equal(data.payment_method, 'credit_card');

  await api.post('/sandbox/v1/clock/advance', { days: 31 });
  const [first, second] = await chargesOf(api, id);
  const firstDetail = (await api.get(`/v1/charge/${first.charge_id}`)).body.data;
  const secondDetail = (await api.get(`/v1/charge/${second.charge_id}`)).body.data;
  assert.equal(firstDetail.total, 4990, 'a charge already made keeps its value');
  assert.equal(secondDetail.total, 9990);
  assert.notEqual(secondDetail.payment.credit_card.mask, firstDetail.payment.credit_card.mask, 'the new card is charged');
  assert.equal(secondDetail.customer.email, 'novo@example.com');

  // Two charges made: a plan of two repeats has no room left.
  const short = await api.put(`/v1/subscription/${id}`, { plan_id: await plan(api, 1, 2) });
  assert.equal(short.body.code, 4900071);
  assert.equal(short.body.error_description.property, '/plan_id');
});

test('what PUT /v1/subscription/:id refuses, each with its code', async () => {
  const api = await sandbox.newAccount();
  const monthly = await plan(api, 1, null);
  const id = await cardSubscription(api, monthly);
  const refusals: [unknown, number, string?][] = [
    [{}, 3500034],
    [{ plan_id: await plan(api, 3, null) }, 4900071, '/plan_id'],
    [{ plan_id: 999999999 }, 3500010, 'plan_id'],
    [{ customer: { cpf: '94271564656' } }, 3500034, '/customer/cpf'],
    [{ customer: { phone_number: '123' } }, 3500034, '/customer/phone_number'],
    [{ items: [] }, 3500034, '/items'],
    [{ items: [{ name: 'Barato', value: 100, amount: 1 }] }, 4600036],
    [{ payment_token: 'ab'.repeat(20) }, 3500034, '/payment_token'],
    [{ status: 'active' }, 3500034, '/status'],
  ];
  for (const [body, code, property] of refusals) {
    const refused = await api.put(`/v1/subscription/${id}`, body);
    assert.equal(refused.body.code, code, JSON.stringify(body));
    if (property) assert.equal(refused.body.error_description.property, property, JSON.stringify(body));
  }
  const used = await token(api, 'mastercard');
  assert.equal((await api.put(`/v1/subscription/${id}`, { payment_token: used })).status, 200);
  assert.equal((await api.put(`/v1/subscription/${id}`, { payment_token: used })).body.code, 3500018);

  const stranger = await sandbox.newAccount();
  const foreign = await stranger.put(`/v1/subscription/${id}`, { items });
  assert.equal(foreign.status, 404);
  assert.deepEqual(foreign.body, (await stranger.put('/v1/subscription/999999999', { items })).body);
  assert.equal((await stranger.put(`/v1/subscription/${(await cardSubscription(stranger, await plan(stranger, 1, null)))}`, { plan_id: monthly })).body.code, 3500010, "another account's plan");

  const boleto = await api.post(`/v1/plan/${monthly}/subscription/one-step`, { items, payment: { banking_billet: { customer, expire_at: (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10) } } });
  const notCard = await api.put(`/v1/subscription/${boleto.body.data.subscription_id}`, { items });
  assert.equal(notCard.body.code, 4900071);
  assert.match(notCard.body.error_description, /cartão de crédito/);
  assert.equal((await api.put(`/v1/subscription/${id}/cancel`)).status, 200);
  assert.match((await api.put(`/v1/subscription/${id}`, { items })).body.error_description, /status \[canceled\]/);
});

test("a subscription's boleto is e-mailed to the outbox; other charges are refused", async () => {
  const api = await sandbox.newAccount();
  const monthly = await plan(api, 1, null);
  const expire = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const paid = await api.post(`/v1/plan/${monthly}/subscription/one-step`, { items, payment: { banking_billet: { customer, expire_at: expire } } });
  const chargeId = paid.body.data.charge.id;

  const sent = await api.post(`/v1/charge/${chargeId}/subscription/resend`, { email: 'pagador@example.com' });
  assert.deepEqual([sent.status, sent.body], [200, { code: 200 }]);
  const { emails } = (await api.get('/sandbox/v1/emails')).body;
  assert.equal(emails.length, 1);
  assert.equal(emails[0].recipient, 'pagador@example.com');
  assert.equal(emails[0].charge_id, chargeId);
  assert.equal((await api.get(`/v1/charge/${chargeId}`)).body.data.history.at(-1).message, 'Cobrança enviada para pagador@example.com');

  const plain = await api.createCharge();
  assert.equal((await api.post(`/v1/charge/${plain}/subscription/resend`, { email: 'pagador@example.com' })).body.code, 3500066);
  const card = await cardSubscription(api, monthly);
  const [cardCharge] = await chargesOf(api, card);
  assert.equal((await api.post(`/v1/charge/${cardCharge.charge_id}/subscription/resend`, { email: 'pagador@example.com' })).body.code, 3500066);
  assert.equal((await api.post(`/v1/charge/${chargeId}/subscription/resend`, { email: 'não é e-mail' })).body.error_description.property, '/email');

  const stranger = await sandbox.newAccount();
  const foreign = await stranger.post(`/v1/charge/${chargeId}/subscription/resend`, { email: 'pagador@example.com' });
  assert.equal(foreign.status, 404);
  assert.deepEqual(foreign.body, (await stranger.post('/v1/charge/999999999/subscription/resend', { email: 'pagador@example.com' })).body);
  assert.equal((await api.get('/sandbox/v1/emails')).body.emails.length, 1, 'only the one e-mail');
});

test('new items with a marketplace split are refused on a subscription paid with a discount (3500073), as at pay', async () => {
  const api = await sandbox.newAccount();
  const monthly = await plan(api, 1, null);
  const created = await api.post(`/v1/plan/${monthly}/subscription/one-step`, {
    items,
    payment: { credit_card: { customer, billing_address, payment_token: await token(api, 'visa'), discount: { type: 'currency', value: 100 } } },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const split = [{ ...items[0], marketplace: { repasses: [{ payee_code: 'a'.repeat(32), percentage: 2500 }] } }];
  const refused = await api.put(`/v1/subscription/${created.body.data.subscription_id}`, { items: split });
  assert.deepEqual([refused.status, refused.body.code, refused.body.error_description.property], [400, 3500073, '/items']);

  // Without a discount the same split is taken.
  const plain = await cardSubscription(api, monthly);
  assert.equal((await api.put(`/v1/subscription/${plain}`, { items: split })).status, 200);
});
