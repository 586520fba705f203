// Payment links over real HTTP: attaching, one-step, updating and resending a link with their
// refusals; the payer's choice through the control API (boleto and card, with the link's
// discounts) and through the page's own endpoints; expiry on the account's clock; the events.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, request, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Camiseta', value: 5990, amount: 1 }];

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function settings(api: ApiClient, extra: Record<string, unknown> = {}) {
  return { expire_at: addDays(await today(api), 3), request_delivery_address: false, payment_method: 'all', ...extra };
}

async function tokenFor(api: ApiClient, outcome: 'approved' | 'refused'): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === outcome)!;
  const result = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  return result.body.payment_token;
}

async function eventsOf(api: ApiClient, chargeId: number) {
  const timeline = await api.get(`/sandbox/v1/charges/${chargeId}/timeline`);
  return ((await api.get(`/v1/notification/${timeline.body.notification_token}`)).body.data as any[]).map((e) => e.status.current);
}

test('a link on a new charge: the real answer, the detail, one link per charge, only from new', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items });
  const body = await settings(api, { billet_discount: 500, card_discount: 300, message: 'Obrigado pela compra', conditional_discount: { type: 'percentage', value: 500, until_date: await today(api) } });
  const result = await api.post(`/v1/charge/${id}/link`, body);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const data = result.body.data;
  assert.equal(data.status, 'link');
  assert.equal(data.total, 5990);
  assert.match(data.payment_url, /\/pagamento\/[0-9a-f-]{36}$/);
  assert.equal(data.payment_method, 'all');
  assert.equal(data.billet_discount, 500);
  assert.equal(data.card_discount, 300);
  assert.equal(data.conditional_discount_type, 'percentage');
  assert.equal(data.conditional_discount_value, 500);
  assert.equal(data.conditional_discount_date, await today(api));
  assert.equal(data.request_delivery_address, false);
  assert.equal(data.expire_at, body.expire_at);
  assert.match(data.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  const detail = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.equal(detail.status, 'link');
  assert.equal(detail.link.payment_url, data.payment_url);
  assert.equal(detail.link.message, 'Obrigado pela compra');
  assert.equal((await api.post(`/v1/charge/${id}/link`, body)).body.code, 3500080);
  assert.equal((await api.post(`/v1/charge/${id}/pay`, { payment: { banking_billet: { customer, expire_at: body.expire_at } } })).body.code, 3500030);
  assert.equal((await api.put(`/v1/charge/${id}/settle`)).body.code, 3500069);

  const paid = await api.createCharge({ items });
  await api.post(`/v1/charge/${paid}/pay`, { payment: { banking_billet: { customer, expire_at: body.expire_at } } });
  const refused = await api.post(`/v1/charge/${paid}/link`, body);
  assert.equal(refused.body.code, 3500081);
  for (const [extra, pointer] of [
    [{ expire_at: addDays(await today(api), -1) }, '/expire_at'],
    [{ payment_method: 'pix' }, '/payment_method'],
    [{ billet_discount: 0 }, '/billet_discount'],
    [{ message: 'x'.repeat(101) }, '/message'],
  ] as const) {
    const bad = await api.post(`/v1/charge/${await api.createCharge({ items })}/link`, { ...body, ...extra });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error_description.property, pointer, JSON.stringify(extra));
  }
  const missing = await api.post(`/v1/charge/${await api.createCharge({ items })}/link`, { expire_at: body.expire_at, payment_method: 'all' });
  assert.equal(missing.body.error_description.property, '/request_delivery_address');
  const tooMuch = await api.post(`/v1/charge/${await api.createCharge({ items })}/link`, { ...body, card_discount: 5800 });
  assert.equal(tooMuch.body.code, 4600523);
  const stacked = await api.post(`/v1/charge/${await api.createCharge({ items })}/link`, {
    ...body, billet_discount: 5000, conditional_discount: { type: 'currency', value: 500, until_date: body.expire_at },
  });
  assert.equal(stacked.body.code, 4600523, 'the boleto with both discounts would cost less than R$ 5,00');
  assert.equal(stacked.body.error_description.property, '/conditional_discount/value');
  assert.equal((await api.post('/v1/charge/999999/link', body)).body.code, 3500010);
});

test('one-step link takes only the customer e-mail; update before payment; resend into the outbox', async () => {
  const api = await sandbox.newAccount();
  const body = { items, metadata: { custom_id: 'pedido-9' }, customer: { email: 'payer@example.com' }, settings: await settings(api, { payment_method: 'banking_billet' }) };
  const created = await api.post('/v1/charge/one-step/link', body);
  assert.equal(created.status, 200, JSON.stringify(created.body));
  assert.equal(created.body.data.custom_id, 'pedido-9');
  const id = created.body.data.charge_id;
  const named = await api.post('/v1/charge/one-step/link', { ...body, customer: { email: 'a@b.co', name: 'Fulano de Tal' } });
  assert.equal(named.body.code, 3500034);
  assert.equal(named.body.error_description.property, '/customer/name');
  assert.equal((await api.post('/v1/charge/one-step/link', { items, settings: { expire_at: body.settings.expire_at } })).body.error_description.property, '/settings/request_delivery_address');

  const later = addDays(await today(api), 10);
  const updated = await api.put(`/v1/charge/${id}/link`, { expire_at: later, payment_method: 'credit_card', message: null });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.equal(updated.body.data.expire_at, later);
  assert.equal(updated.body.data.payment_method, 'credit_card');
  assert.equal(updated.body.data.message, null);
  assert.equal((await api.put(`/v1/charge/${id}/link`, { payment_method: 'all' })).body.error_description.property, '/expire_at');
  assert.equal((await api.put(`/v1/charge/${await api.createCharge({ items })}/link`, { expire_at: later })).body.code, 3500097);

  assert.equal((await api.post(`/v1/charge/${id}/link/resend`, { email: 'outro@example.com' })).body.code, 200);
  const emails = (await api.get(`/sandbox/v1/emails?charge_id=${id}`)).body;
  const sent = (emails.emails ?? emails)[0];
  assert.equal(sent.recipient, 'outro@example.com');
  assert.equal((await api.post(`/v1/charge/${await api.createCharge({ items })}/link/resend`, { email: 'a@b.co' })).body.code, 3500097);
  const history = (await api.get(`/v1/charge/${id}`)).body.data.history.map((h: any) => h.message);
  assert.deepEqual(history, ['Cobrança criada', 'Link de pagamento criado', 'Link de pagamento alterado', 'Link de pagamento enviado para outro@example.com']);
});

test('the payer chooses the boleto: the billet discount and the link date apply; the link is closed after it', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items });
  const body = await settings(api, { billet_discount: 990, request_delivery_address: true });
  await api.post(`/v1/charge/${id}/link`, body);
  const noAddress = await api.post(`/sandbox/v1/payment-links/${id}/pay`, { payment: { banking_billet: { customer } } });
  assert.equal(noAddress.status, 400);
  assert.equal(noAddress.body.error_description.property, '/delivery_address');
  const paid = await api.post(`/sandbox/v1/payment-links/${id}/pay`, { payment: { banking_billet: { customer: { name: customer.name, cpf: customer.cpf, email: customer.email } } }, delivery_address: billingAddress });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal(paid.body.data.status, 'waiting');
  assert.equal(paid.body.data.payment, 'banking_billet');
  assert.equal(paid.body.data.expire_at, body.expire_at);
  const detail = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.equal(detail.payment.method, 'banking_billet');
  assert.deepEqual(detail.payment.banking_billet.discount, { type: 'currency', value: 990 });
  assert.deepEqual(await eventsOf(api, id), ['new', 'link', 'waiting']);
  const again = await api.post(`/sandbox/v1/payment-links/${id}/pay`, { payment: { banking_billet: { customer } } });
  assert.equal(again.body.code, 4900020);
  const bank = await api.post('/sandbox/v1/bank/payments', { charge_id: id });
  assert.equal(bank.body.value, 5000, 'the boleto was issued for the total minus the billet discount');
  assert.equal((await api.put(`/v1/charge/${id}/link`, { expire_at: body.expire_at })).body.code, 3500081, 'no update once paid');
});

test('the payer pays by card on a card-only link: card discount, approved then captured; refused stays unpaid', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items });
  await api.post(`/v1/charge/${id}/link`, await settings(api, { payment_method: 'credit_card', card_discount: 990 }));
  const boleto = await api.post(`/sandbox/v1/payment-links/${id}/pay`, { payment: { banking_billet: { customer } } });
  assert.equal(boleto.status, 400);
  assert.equal(boleto.body.error_description.property, '/payment/banking_billet');
  const card = await api.post(`/sandbox/v1/payment-links/${id}/pay`, {
    payment: { credit_card: { customer, payment_token: await tokenFor(api, 'approved'), billing_address: billingAddress, installments: 1 } },
  });
  assert.equal(card.status, 200, JSON.stringify(card.body));
  assert.equal(card.body.data.status, 'approved');
  assert.equal(card.body.data.total, 5000);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.deepEqual(await eventsOf(api, id), ['new', 'link', 'waiting', 'approved', 'paid']);

  const other = await api.createCharge({ items });
  await api.post(`/v1/charge/${other}/link`, await settings(api));
  const refused = await api.post(`/sandbox/v1/payment-links/${other}/pay`, {
    payment: { credit_card: { customer, payment_token: await tokenFor(api, 'refused'), billing_address: billingAddress } },
  });
  assert.equal(refused.body.data.status, 'unpaid');
  assert.ok(refused.body.data.refusal.reason);
});

test('a link expires at the end of its day on the clock, with its event; a new date opens it again; cancel works from link', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items });
  const body = await settings(api, { expire_at: addDays(await today(api), 2) });
  await api.post(`/v1/charge/${id}/link`, body);
  await api.post('/sandbox/v1/clock/advance', { days: 2 });
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'link', 'still payable on its last day');
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'expired');
  assert.deepEqual(await eventsOf(api, id), ['new', 'link', 'expired']);
  const late = await api.post(`/sandbox/v1/payment-links/${id}/pay`, { payment: { banking_billet: { customer } } });
  assert.equal(late.body.code, 4900020);
  assert.match(late.body.error_description, /expirou/);
  const reopened = await api.put(`/v1/charge/${id}/link`, { expire_at: addDays(await today(api), 5) });
  assert.equal(reopened.body.data.status, 'link');

  assert.equal((await api.put(`/v1/charge/${id}/cancel`)).body.code, 200);
  assert.equal((await api.post(`/sandbox/v1/payment-links/${id}/pay`, { payment: { banking_billet: { customer } } })).body.code, 4900020);
});

test('the page’s own endpoints: public by code, what the page shows, the payer’s choice; unknown codes are 404', async () => {
  const api = await sandbox.newAccount();
  const created = (await api.post('/v1/charge/one-step/link', { items, customer: { email: 'payer@example.com' }, settings: await settings(api, { billet_discount: 500 }) })).body.data;
  const path = new URL(created.payment_url).pathname;
  const data = await request(sandbox.url, 'GET', `${path}/dados`);
  assert.equal(data.status, 200);
  assert.equal(data.body.status, 'link');
  assert.equal(data.body.customer_email, 'payer@example.com');
  assert.deepEqual(data.body.prices, { banking_billet: 5490, credit_card: 5990 });
  assert.equal(data.body.items[0].name, 'Camiseta');
  const paid = await request(sandbox.url, 'POST', `${path}/pagar`, { body: { payment: { banking_billet: { customer: { name: customer.name, cpf: customer.cpf } } } } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const after = await request(sandbox.url, 'GET', `${path}/dados`);
  assert.equal(after.body.status, 'waiting');
  assert.equal(after.body.result.method, 'banking_billet');
  assert.ok(after.body.result.barcode);
  assert.equal((await request(sandbox.url, 'GET', '/pagamento/00000000-0000-0000-0000-000000000000/dados')).status, 404);
});
