// GET /v1/charges (issue 25): each charge type, every filter, the pagination, the account's clock,
// account isolation, bad input — and what an ERP does with it: miss a day's callbacks, then find
// every charge paid that day with what was paid and when the bank received it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, listDeliveries, type ApiClient } from '../helpers/sandbox.ts';
import { waitFor } from '../helpers/receiver.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const person = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };
const company = { juridical_person: { corporate_name: 'Padaria Pão Quente Ltda', cnpj: '11222333000181' }, phone_number: '5144916523' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = async (api: ApiClient): Promise<string> => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);

async function oneStepBillet(api: ApiClient, value: number, expireAt: string, customer: object, metadata?: object): Promise<number> {
  const result = await api.post('/v1/charge/one-step', { items: [{ name: 'Produto', value }], ...(metadata ? { metadata } : {}), payment: { banking_billet: { expire_at: expireAt, customer } } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data.charge_id;
}

async function oneStepCard(api: ApiClient, value: number): Promise<number> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === 'approved')!;
  const token = (await api.post('/sandbox/v1/payment-tokens', { brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year })).body.payment_token;
  const result = await api.post('/v1/charge/one-step', { items: [{ name: 'Produto', value }], payment: { credit_card: { customer: { ...person, email: 'oldbuck@example.com', birth: '1977-01-15' }, billing_address: billingAddress, payment_token: token } } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data.charge_id;
}

async function list(api: ApiClient, query: Record<string, string | number>) {
  const answer = await api.get(`/v1/charges?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as { code: number; data: any[]; params: any };
}

const ids = (answer: { data: Array<{ id: number }> }) => answer.data.map((charge) => charge.id);

test('each charge type, its item shape, and every filter on the account\'s clock', async () => {
  const api = await sandbox.newAccount();
  const day = await today(api);
  const billet = await oneStepBillet(api, 5000, addDays(day, 10), person, { custom_id: 'pedido-1' });
  const companyBillet = await oneStepBillet(api, 7000, addDays(day, 20), company);
  const fresh = await api.createCharge({ items: [{ name: 'Ainda sem forma', value: 3000 }] });
  const card = await oneStepCard(api, 9000);
  const carnet = (await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 6000 }], customer: person, expire_at: addDays(day, 5), repeats: 2 })).body.data;
  const plan = (await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 3 })).body.data.plan_id;
  const subscription = (await api.post(`/v1/plan/${plan}/subscription/one-step`, { items: [{ name: 'Assinatura', value: 4000 }], payment: { banking_billet: { customer: person, expire_at: addDays(day, 3) } } })).body.data;
  const range = { begin_date: day, end_date: day };

  // A charge whose payer has not chosen yet is both a billet and a card one; parcels and periods are their own types.
  assert.deepEqual(ids(await list(api, { charge_type: 'billet', ...range })), [billet, companyBillet, fresh]);
  assert.deepEqual(ids(await list(api, { charge_type: 'card', ...range })), [fresh, card]);
  assert.deepEqual(ids(await list(api, { charge_type: 'carnet', ...range })), carnet.charges.map((parcel: { charge_id: number }) => parcel.charge_id));
  assert.deepEqual(ids(await list(api, { charge_type: 'subscription', ...range })), [subscription.charge.id]);

  const answer = await list(api, { charge_type: 'billet', ...range, custom_id: 'pedido-1' });
  assert.deepEqual(answer.params, { charge_type: 'billet', begin_date: day, end_date: day, date_of: 'creation', custom_id: 'pedido-1', pagination: { limit: 20, offset: 0, page: 1 } });
  const [item] = answer.data;
  assert.deepEqual(
    { id: item.id, total: item.total, status: item.status, custom_id: item.custom_id, customer: item.customer, method: item.payment.payment_method, paid_at: item.payment.paid_at },
    { id: billet, total: 5000, status: 'waiting', custom_id: 'pedido-1', customer: person, method: 'banking_billet', paid_at: null },
  );
  assert.equal(item.payment.banking_billet.expire_at, addDays(day, 10));
  assert.equal('paid_value' in item.payment, false);
  assert.match(item.payment.pix.qrcode, /^000201/, 'a Bolix account\'s boleto carries its Pix code');
  const [companyItem] = (await list(api, { charge_type: 'billet', ...range, customer_document: '11.222.333/0001-81' })).data;
  assert.deepEqual([companyItem.id, companyItem.customer], [companyBillet, { phone_number: '5144916523', cnpj: '11222333000181', corporate_name: 'Padaria Pão Quente Ltda' }]);
  const [cardItem] = (await list(api, { charge_type: 'card', ...range, status: 'approved' })).data;
  assert.deepEqual([cardItem.id, cardItem.payment.payment_method, cardItem.payment.credit_card.installments], [card, 'credit_card', 1]);
  const [parcel] = (await list(api, { charge_type: 'carnet', ...range, limit: 1 })).data;
  assert.deepEqual([parcel.payment.payment_method, parcel.payment.carnet.parcel, typeof parcel.payment.carnet.link], ['carnet', 1, 'string']);

  assert.deepEqual(ids(await list(api, { charge_type: 'billet', ...range, status: 'waiting' })), [billet, companyBillet]);
  assert.deepEqual(ids(await list(api, { charge_type: 'billet', ...range, status: 'new' })), [fresh]);
  assert.deepEqual(ids(await list(api, { charge_type: 'billet', ...range, value: 7000 })), [companyBillet]);
  assert.deepEqual(ids(await list(api, { charge_type: 'billet', ...range, customer_document: '942.715.646-56' })), [billet]);
  assert.deepEqual(ids(await list(api, { charge_type: 'billet', begin_date: addDays(day, 10), end_date: addDays(day, 10), date_of: 'expired' })), [billet]);
  const due = await list(api, { charge_type: 'billet', begin_date: addDays(day, 11), end_date: addDays(day, 30), date_of: 'due' });
  assert.deepEqual([ids(due), due.params.date_of], [[companyBillet], 'expired']);
  assert.deepEqual(ids(await list(api, { charge_type: 'billet', begin_date: addDays(day, -30), end_date: addDays(day, -1) })), [], 'nothing was created before today');

  // On the account's clock: tomorrow's charge is created tomorrow, whatever the wall clock says.
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const tomorrow = await api.createCharge();
  assert.deepEqual(ids(await list(api, { charge_type: 'billet', begin_date: addDays(day, 1), end_date: addDays(day, 1) })), [tomorrow]);
  assert.deepEqual(ids(await list(api, { charge_type: 'billet', begin_date: day, end_date: addDays(day, 1), status: 'new' })), [fresh, tomorrow]);
});

test('pages by page or by offset, oldest first, with the pagination it was read with', async () => {
  const api = await sandbox.newAccount();
  const day = await today(api);
  const created: number[] = [];
  for (let i = 0; i < 5; i++) created.push(await api.createCharge());
  const range = { charge_type: 'billet', begin_date: day, end_date: day };
  const second = await list(api, { ...range, limit: 2, page: 2 });
  assert.deepEqual([ids(second), second.params.pagination], [created.slice(2, 4), { limit: 2, offset: 2, page: 2 }]);
  assert.deepEqual(ids(await list(api, { ...range, limit: 2, page: 3 })), created.slice(4));
  assert.deepEqual(ids(await list(api, { ...range, limit: 2, page: 4 })), []);
  const byOffset = await list(api, { ...range, limit: 2, offset: 3, page: 1 });
  assert.deepEqual([ids(byOffset), byOffset.params.pagination], [created.slice(3, 5), { limit: 2, offset: 3, page: 2 }]);
  assert.deepEqual(ids(await list(api, range)), created, 'all five fit the default page of 20');
});

test('another account\'s charges are never listed, even with its custom_id', async () => {
  const mine = await sandbox.newAccount();
  const theirs = await sandbox.newAccount();
  const day = await today(theirs);
  await theirs.createCharge({ items: [{ name: 'Deles', value: 1000 }], metadata: { custom_id: 'segredo' } });
  const range = { charge_type: 'billet', begin_date: day, end_date: day };
  assert.deepEqual(ids(await list(mine, range)), []);
  assert.deepEqual(ids(await list(mine, { ...range, custom_id: 'segredo' })), []);
  assert.equal((await list(theirs, { ...range, custom_id: 'segredo' })).data.length, 1);
});

test('bad filters are 3500034 naming the parameter; without a token, 401', async () => {
  const api = await sandbox.newAccount();
  const good = { charge_type: 'billet', begin_date: '2025-01-01', end_date: '2025-01-31' };
  const cases: Array<[Record<string, string>, string]> = [
    [{ begin_date: '2025-01-01', end_date: '2025-01-31' }, 'charge_type'],
    [{ ...good, charge_type: 'pix' }, 'charge_type'],
    [{ charge_type: 'billet', end_date: '2025-01-31' }, 'begin_date'],
    [{ ...good, begin_date: '2025-02-30' }, 'begin_date'],
    [{ ...good, end_date: '31/01/2025' }, 'end_date'],
    [{ ...good, end_date: '2024-12-31' }, 'end_date'],
    [{ ...good, date_of: 'update' }, 'date_of'],
    [{ ...good, status: 'pago' }, 'status'],
    [{ ...good, customer_document: '123' }, 'customer_document'],
    [{ ...good, custom_id: 'x'.repeat(256) }, 'custom_id'],
    [{ ...good, value: '-1' }, 'value'],
    [{ ...good, value: '10.50' }, 'value'],
    [{ ...good, limit: '0' }, 'limit'],
    [{ ...good, limit: '1001' }, 'limit'],
    [{ ...good, page: '0' }, 'page'],
    [{ ...good, page: '999999999999999' }, 'page'],
    [{ ...good, offset: 'x' }, 'offset'],
  ];
  for (const [query, property] of cases) {
    const answer = await api.get(`/v1/charges?${new URLSearchParams(query)}`);
    assert.equal(answer.status, 400, `${JSON.stringify(query)}: ${JSON.stringify(answer.body)}`);
    assert.deepEqual([answer.body.code, answer.body.error, answer.body.error_description.property], [3500034, 'validation_error', property], JSON.stringify(query));
  }
  const anonymous = await fetch(`${sandbox.url}/v1/charges?${new URLSearchParams(good)}`);
  assert.equal(anonymous.status, 401);
});

test('an ERP that missed a day\'s callbacks finds every charge paid that day, with what was paid and when', async () => {
  const api = await sandbox.newAccount();
  const day = await today(api);
  // Its receiver is down: every callback of the day is refused (nothing listens on port 9).
  const metadata = { notification_url: 'http://127.0.0.1:9/retorno' };
  const charges: number[] = [];
  for (let i = 0; i < 5; i++) charges.push(await oneStepBillet(api, 10000 + i, addDays(day, 10), person, { ...metadata, custom_id: `fatura-${i}` }));
  const [exact, under, yesterdayIssued, unpaid, tomorrowPaid] = charges;
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const payDay = await today(api);
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: exact })).status, 200);
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: under, amount: 9000 })).status, 200);
  // Paid at the counter the day before, reported today: received on the day it was paid.
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: yesterdayIssued, paid_at: day })).status, 200);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: tomorrowPaid })).status, 200);
  await waitFor(async () => (await listDeliveries(api)).filter((delivery) => delivery.attempts.length > 0).length >= 3, 'the refused callbacks');

  // The catch-up: every page of the charges paid on payDay.
  const found: any[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(api, { charge_type: 'billet', begin_date: payDay, end_date: payDay, date_of: 'payment', limit: 1, page });
    if (answer.data.length === 0) break;
    found.push(...answer.data);
  }
  assert.deepEqual(
    found.map((charge) => [charge.id, charge.status, charge.custom_id, charge.payment.paid_value, charge.payment.received_by_bank_at]),
    [[exact, 'paid', 'fatura-0', 10000, payDay], [under, 'paid', 'fatura-1', 9000, payDay]],
  );
  for (const charge of found) {
    assert.match(charge.payment.paid_at, new RegExp(`^${payDay} \\d{2}:\\d{2}:\\d{2}$`));
    assert.equal('pix' in charge.payment, false, 'a paid Bolix boleto\'s code is no longer offered');
  }
  const earlier = await list(api, { charge_type: 'billet', begin_date: day, end_date: day, date_of: 'payment' });
  assert.deepEqual(earlier.data.map((charge) => [charge.id, charge.payment.received_by_bank_at, charge.payment.paid_at.slice(0, 10)]), [[yesterdayIssued, day, payDay]]);
  const paidEver = await list(api, { charge_type: 'billet', begin_date: day, end_date: addDays(day, 2), date_of: 'payment', status: 'paid' });
  assert.deepEqual(ids(paidEver), [exact, under, yesterdayIssued, tomorrowPaid].sort((a, b) => a - b));
  assert.ok(!ids(paidEver).includes(unpaid));
});
