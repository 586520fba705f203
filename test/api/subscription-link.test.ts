// POST /v1/plan/:id/subscription/one-step/link over real HTTP: the answer the SDKs type, its
// refusals, the link's e-mail; the payer paying the first charge on the link (card or boleto)
// makes the subscription active and it renews on the account's clock with that method; a link
// left unpaid expires as a payment link does.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Plano mensal', value: 4990, amount: 1 }];

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function approvedToken(api: ApiClient): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === 'approved')!;
  const result = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  return result.body.payment_token;
}

async function createPlan(api: ApiClient): Promise<number> {
  const result = await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 12 });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data.plan_id;
}

async function subscriptionLink(api: ApiClient, settings: Record<string, unknown> = {}) {
  const planId = await createPlan(api);
  const body = { items, metadata: { custom_id: 'assinatura-9' }, settings: { expire_at: addDays(await today(api), 3), request_delivery_address: false, payment_method: 'all', ...settings } };
  const result = await api.post(`/v1/plan/${planId}/subscription/one-step/link`, body);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return { planId, body, data: result.body.data };
}

test('the answer the SDKs type: the subscription new, its first charge a link; paid only on the link', async () => {
  const api = await sandbox.newAccount();
  const { planId, body, data } = await subscriptionLink(api, { billet_discount: 500 });
  assert.equal(data.status, 'new');
  assert.equal(data.custom_id, 'assinatura-9');
  assert.deepEqual(Object.keys(data.charge).sort(), ['id', 'parcel', 'status', 'total']);
  assert.equal(data.charge.status, 'link');
  assert.equal(data.charge.total, 4990);
  assert.equal(data.charge.parcel, 1);
  assert.match(data.payment_url, /\/pagamento\/[0-9a-f-]{36}$/);
  assert.equal(data.payment_method, 'all');
  assert.equal(data.billet_discount, 500);
  assert.equal(data.conditional_discount_date, null);
  assert.equal(data.request_delivery_address, false);
  assert.equal(data.expire_at, body.settings.expire_at);
  assert.match(data.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  const detail = (await api.get(`/v1/subscription/${data.subscription_id}`)).body.data;
  assert.equal(detail.status, 'new');
  assert.equal((await api.get(`/v1/charge/${data.charge.id}`)).body.data.link.payment_url, data.payment_url);
  // The integrator cannot choose the method for the payer (3500030), nor give the charge another link.
  const pay = await api.post(`/v1/subscription/${data.subscription_id}/pay`, { payment: { banking_billet: { customer, expire_at: body.settings.expire_at } } });
  assert.equal(pay.body.code, 3500030);
  assert.equal((await api.post(`/v1/charge/${data.charge.id}/link`, body.settings)).body.code, 3500100);

  // The link by e-mail, through the subscription's resend.
  const resent = await api.post(`/v1/charge/${data.charge.id}/subscription/resend`, { email: 'payer@example.com' });
  assert.equal(resent.status, 200, JSON.stringify(resent.body));
  const emails = (await api.get(`/sandbox/v1/emails?charge_id=${data.charge.id}`)).body;
  const sent = (emails.emails ?? emails)[0];
  assert.equal(sent.recipient, 'payer@example.com');
  assert.ok(sent.body.includes(data.payment_url), sent.body);

  for (const [bad, pointer] of [
    [{ ...body, settings: { ...body.settings, expire_at: addDays(await today(api), -1) } }, '/settings/expire_at'],
    [{ ...body, settings: { expire_at: body.settings.expire_at, payment_method: 'all' } }, '/settings/request_delivery_address'],
    [{ ...body, customer: { email: 'a@b.co' } }, '/customer'],
    [{ items }, '/settings'],
  ] as const) {
    const refused = await api.post(`/v1/plan/${planId}/subscription/one-step/link`, bad);
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    assert.equal(refused.body.error_description.property, pointer);
  }
  const other = await sandbox.newAccount();
  assert.equal((await other.post(`/v1/plan/${planId}/subscription/one-step/link`, body)).status, 404, 'another account\'s plan');
  assert.equal((await api.get(`/v1/subscription/${data.subscription_id}`)).body.data.status, 'new', 'refusals changed nothing');
});

test('paid by card on the link: the subscription active, the next month charged to the same card with the card discount', async () => {
  const api = await sandbox.newAccount();
  const { data } = await subscriptionLink(api, { card_discount: 990 });
  const choice = { credit_card: { customer, billing_address: billingAddress, payment_token: await approvedToken(api) } };
  const split = await api.post(`/sandbox/v1/payment-links/${data.charge.id}/pay`, { payment: { credit_card: { ...choice.credit_card, installments: 2 } } });
  assert.equal(split.body.code, 3500021, 'a subscription is not paid in installments');
  const paid = await api.post(`/sandbox/v1/payment-links/${data.charge.id}/pay`, { payment: choice });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));

  let detail = (await api.get(`/v1/subscription/${data.subscription_id}`)).body.data;
  assert.equal(detail.status, 'active');
  assert.equal(detail.payment_method, 'credit_card');
  assert.equal(detail.occurrences, 1);
  const first = (await api.get(`/v1/charge/${data.charge.id}`)).body.data;
  assert.notEqual(first.status, 'link');
  assert.equal(first.payment.method, 'credit_card');

  await api.post('/sandbox/v1/clock/advance', { days: 32 });
  detail = (await api.get(`/v1/subscription/${data.subscription_id}`)).body.data;
  assert.equal(detail.occurrences, 2);
  assert.equal(detail.status, 'active');
  const second = (await api.get(`/sandbox/v1/subscriptions/${data.subscription_id}`)).body.charges[1];
  const renewal = (await api.get(`/v1/charge/${second.charge_id}`)).body.data;
  assert.equal(renewal.payment.method, 'credit_card');
  assert.ok(['approved', 'paid'].includes(renewal.status), `the stored card is charged again: ${renewal.status}`);
  assert.equal(renewal.payment.credit_card.mask, first.payment.credit_card.mask);
  assert.equal(first.payment.credit_card.installment_value, 4000, 'R$ 49,90 less the link\'s card discount');
  assert.equal(renewal.payment.credit_card.installment_value, 4000, 'the renewal keeps the card discount');

  // The callbacks' events, under the subscription's one token: the link, then the subscription active.
  const timeline = await api.get(`/sandbox/v1/charges/${data.charge.id}/timeline`);
  const events = (await api.get(`/v1/notification/${timeline.body.notification_token}`)).body.data as any[];
  assert.deepEqual(events.filter((e) => e.type === 'subscription').map((e) => e.status.current), ['new', 'active', 'new_charge', 'active']);
  assert.deepEqual(events.filter((e) => e.type === 'subscription_charge' && e.identifiers.charge_id === data.charge.id).map((e) => e.status.current).slice(0, 3), ['new', 'link', 'waiting']);
});

test('paid by boleto on the link: active, paid at the bank; the next month issues a boleto; the link is closed', async () => {
  const api = await sandbox.newAccount();
  const { data, body } = await subscriptionLink(api, { payment_method: 'banking_billet' });
  const card = await api.post(`/sandbox/v1/payment-links/${data.charge.id}/pay`, { payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await approvedToken(api) } } });
  assert.equal(card.status, 400, 'the link offers only the boleto');
  const paid = await api.post(`/sandbox/v1/payment-links/${data.charge.id}/pay`, { payment: { banking_billet: { customer } } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal(paid.body.data.expire_at, body.settings.expire_at);
  assert.equal((await api.get(`/v1/subscription/${data.subscription_id}`)).body.data.status, 'active');
  assert.equal((await api.post(`/sandbox/v1/payment-links/${data.charge.id}/pay`, { payment: { banking_billet: { customer } } })).body.code, 4900020);
  await api.post('/sandbox/v1/bank/payments', { charge_id: data.charge.id });
  assert.equal((await api.get(`/v1/charge/${data.charge.id}`)).body.data.status, 'paid');

  await api.post('/sandbox/v1/clock/advance', { days: 32 });
  const detail = (await api.get(`/v1/subscription/${data.subscription_id}`)).body.data;
  assert.equal(detail.occurrences, 2);
  assert.equal(detail.payment_method, 'banking_billet');
  const second = (await api.get(`/sandbox/v1/subscriptions/${data.subscription_id}`)).body.charges[1];
  const renewal = (await api.get(`/v1/charge/${second.charge_id}`)).body.data;
  assert.equal(renewal.status, 'waiting');
  assert.equal(renewal.payment.method, 'banking_billet');
  assert.match(renewal.payment.banking_billet.barcode, /\d/);
});

test('a link left unpaid expires after its day; the subscription is not charged and stays new', async () => {
  const api = await sandbox.newAccount();
  const { data } = await subscriptionLink(api);
  await api.post('/sandbox/v1/clock/advance', { days: 4 });
  assert.equal((await api.get(`/v1/charge/${data.charge.id}`)).body.data.status, 'expired');
  const late = await api.post(`/sandbox/v1/payment-links/${data.charge.id}/pay`, { payment: { banking_billet: { customer } } });
  assert.equal(late.body.code, 4900020);
  const detail = (await api.get(`/v1/subscription/${data.subscription_id}`)).body.data;
  assert.equal(detail.status, 'new');
  assert.equal(detail.occurrences, 0);
  await api.post('/sandbox/v1/clock/advance', { days: 40 });
  assert.equal((await api.get(`/sandbox/v1/subscriptions/${data.subscription_id}`)).body.charges.length, 1, 'nothing renews');
});

test('a subscription canceled before the payer chose closes its link', async () => {
  const api = await sandbox.newAccount();
  const { data } = await subscriptionLink(api);
  assert.equal((await api.put(`/v1/subscription/${data.subscription_id}/cancel`)).status, 200);
  assert.equal((await api.get(`/v1/charge/${data.charge.id}`)).body.data.status, 'canceled');
  const late = await api.post(`/sandbox/v1/payment-links/${data.charge.id}/pay`, { payment: { banking_billet: { customer } } });
  assert.equal(late.body.code, 4900020);
  assert.equal((await api.get(`/v1/subscription/${data.subscription_id}`)).body.data.status, 'canceled');
});
