// Card payments over real HTTP: the sandbox card rule, installments, the capture on the clock,
// refunds, retries, disputes, and the notification sequence each path produces.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

// Receivers here answer 2xx without fetching while advances walk their retry ladders: a short fetch
// grace keeps each walk fast (the real 2 s grace has its own tests, callbacks-once.test.ts).
const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Product 1', value: 5990, amount: 1 }];

/** A test card from the sandbox's own list: one ending in `lastDigit`, or any approved one. */
async function testCard(api: ApiClient, lastDigit: number | 'approved', brand = 'visa') {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === brand && (lastDigit === 'approved' ? c.outcome === 'approved' : c.number.endsWith(String(lastDigit))));
  assert.ok(card, `a ${brand} test card ending in ${lastDigit}`);
  return card;
}

async function tokenFor(api: ApiClient, lastDigit: number | 'approved' = 'approved', options: { brand?: string; reuse?: boolean } = {}): Promise<string> {
  const card = await testCard(api, lastDigit, options.brand);
  const result = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
    ...(options.reuse ? { reuse: true } : {}),
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.payment_token;
}

function creditCard(token: string, extra: Record<string, unknown> = {}) {
  return { customer, billing_address: billingAddress, payment_token: token, ...extra };
}

async function oneStepCard(api: ApiClient, token: string, extra: Record<string, unknown> = {}, charge: Record<string, unknown> = {}) {
  return api.post('/v1/charge/one-step', { items, ...charge, payment: { credit_card: creditCard(token, extra) } });
}

async function eventsOf(api: ApiClient, chargeId: number) {
  const timeline = await api.get(`/sandbox/v1/charges/${chargeId}/timeline`);
  const events = await api.get(`/v1/notification/${timeline.body.notification_token}`);
  assert.equal(events.status, 200);
  return events.body.data as Array<{ status: { current: string; previous: string | null }; value?: number; received_by_bank_at?: string; created_at: string }>;
}

const statuses = (events: Awaited<ReturnType<typeof eventsOf>>) => events.map((e) => e.status.current);

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

test('one-step with an approved card answers the real shape and becomes paid on the next day', async () => {
  const api = await sandbox.newAccount();
  const token = await tokenFor(api);
  const result = await oneStepCard(api, token);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const data = result.body.data;
  assert.deepEqual(Object.keys(data), ['installments', 'installment_value', 'charge_id', 'status', 'total', 'payment']);
  assert.deepEqual({ ...data, charge_id: 0 }, { installments: 1, installment_value: 5990, charge_id: 0, status: 'approved', total: 5990, payment: 'credit_card' });

  const detail = (await api.get(`/v1/charge/${data.charge_id}`)).body.data;
  assert.equal(detail.status, 'approved');
  assert.equal(detail.payment.method, 'credit_card');
  assert.match(detail.payment.credit_card.mask, /^X{12}\d{4}$/);
  assert.equal(detail.payment.credit_card.installments, 1);
  assert.equal(detail.payment.credit_card.address.number, '909', 'the number comes back as a string');
  assert.equal(detail.customer.email, customer.email);
  assert.equal(detail.reason, undefined);
  assert.deepEqual(detail.history.map((h: { message: string }) => h.message), [
    'Cobrança criada',
    'Pagamento via cartão de crédito aguardando confirmação',
    'Pagamento via cartão de crédito aprovado pela operadora',
  ]);

  const schedule = (await api.get('/sandbox/v1/schedule')).body;
  assert.ok(JSON.stringify(schedule).includes('card.capture'), 'the capture is on the schedule');

  const day = await today(api);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal((await api.get(`/v1/charge/${data.charge_id}`)).body.data.status, 'paid');
  const events = await eventsOf(api, data.charge_id);
  assert.deepEqual(statuses(events), ['new', 'waiting', 'approved', 'paid']);
  const paid = events.at(-1)!;
  assert.equal(paid.value, 5990);
  assert.equal(paid.received_by_bank_at, new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  assert.equal(events[1].created_at, events[2].created_at, 'waiting and approved happen in the same instant');
});

test('the last card digit decides: 1, 2 and 3 are refused with their reasons, any other approved', async () => {
  const api = await sandbox.newAccount();
  const reasons: Record<number, string> = {
    1: 'Dados do cartão inválidos.',
    2: 'Transação não autorizada por motivos de segurança.',
    3: 'Transação não autorizada, tente novamente mais tarde.',
  };
  for (const digit of [1, 2, 3]) {
    const result = await oneStepCard(api, await tokenFor(api, digit));
    assert.equal(result.status, 200, 'a refusal is still HTTP 200');
    const data = result.body.data;
    assert.equal(data.status, 'unpaid');
    assert.deepEqual(data.refusal, { reason: reasons[digit], retry: true });
    assert.deepEqual(Object.keys(data), ['installments', 'installment_value', 'charge_id', 'status', 'refusal', 'total', 'payment']);
    const detail = (await api.get(`/v1/charge/${data.charge_id}`)).body.data;
    assert.equal(detail.reason, reasons[digit]);
    assert.equal(detail.history.at(-1).message, `Falha no pagamento - ${reasons[digit]}`);
    assert.deepEqual(statuses(await eventsOf(api, data.charge_id)), ['new', 'waiting', 'unpaid']);
  }
  for (const brand of ['mastercard', 'amex', 'elo', 'hipercard']) {
    const approved = await oneStepCard(api, await tokenFor(api, 'approved', { brand }));
    assert.equal(approved.body.data.status, 'approved', brand);
  }
  // A refused charge never becomes paid.
  await api.post('/sandbox/v1/clock/advance', { days: 3 });
  const list = (await api.get('/sandbox/v1/charges?status=unpaid')).body;
  assert.equal(list.total, 3);
});

test('two-step pay in installments charges the interest the installments list shows', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'TV', value: 20000 }] });
  const options = (await api.get('/v1/installments?brand=visa&total=20000')).body.data?.installments;
  const result = await api.post(`/v1/charge/${id}/pay`, { payment: { credit_card: creditCard(await tokenFor(api), { installments: 3 }) } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const data = result.body.data;
  // round(20000 × 1.0199³ / 3) = 7073 (wire-format §7.37's example)
  assert.equal(data.installments, 3);
  assert.equal(data.installment_value, 7073);
  assert.equal(data.total, 7073 * 3);
  if (options) assert.equal(options[2].value, data.installment_value, 'the pay answer agrees with GET /v1/installments');
  const detail = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.equal(detail.payment.credit_card.interest, 7073 * 3 - 20000);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal((await eventsOf(api, id)).at(-1)!.value, 7073 * 3, 'the paid event carries what the payer paid');

  const single = await api.createCharge({ items: [{ name: 'TV', value: 20000 }] });
  const discounted = await api.post(`/v1/charge/${single}/pay`, {
    payment: { credit_card: creditCard(await tokenFor(api), { discount: { type: 'percentage', value: 1000 } }) },
  });
  assert.equal(discounted.body.data.total, 18000, 'a 10 % discount');
});

test('a payment_token is single-use unless issued with reuse', async () => {
  const api = await sandbox.newAccount();
  const token = await tokenFor(api);
  assert.equal((await oneStepCard(api, token)).status, 200);
  const again = await oneStepCard(api, token);
  assert.equal(again.status, 400);
  assert.equal(again.body.code, 3500018);

  const reusable = await tokenFor(api, 'approved', { reuse: true });
  assert.equal((await oneStepCard(api, reusable)).body.data.status, 'approved');
  assert.equal((await oneStepCard(api, reusable)).body.data.status, 'approved');

  const unknown = await oneStepCard(api, 'ab'.repeat(20));
  assert.equal(unknown.body.code, 3500034);
  assert.equal(unknown.body.error_description.property, '/payment/credit_card/payment_token');
  assert.match(unknown.body.error_description.message, /desconhecido/);

  const otherAccount = await sandbox.newAccount();
  const foreign = await oneStepCard(otherAccount, await tokenFor(api));
  assert.equal(foreign.body.code, 3500034, "another account's token reads as unknown");
});

test('card field rules and limits answer with the pointer or the real code', { timeout: HANG_GUARD_MS }, async () => {
  const api = await sandbox.newAccount();
  const { birth: _birth, ...withoutBirth } = customer;
  const cases: Array<[Record<string, unknown>, number, string | null, Record<string, unknown>?]> = [
    [{ payment_token: 'xyz' }, 3500034, '/payment/credit_card/payment_token'],
    [{ installments: 13 }, 3500034, '/payment/credit_card/installments'],
    [{ installments: 0 }, 3500034, '/payment/credit_card/installments'],
    [{ customer: withoutBirth }, 3500034, '/payment/credit_card/customer/birth'],
    [{ customer: { ...customer, cpf: '94271564657' } }, 3500034, '/payment/credit_card/customer/cpf'],
    [{ billing_address: undefined }, 3500034, '/payment/credit_card/billing_address'],
    [{ billing_address: { ...billingAddress, state: 'XX' } }, 3500034, '/payment/credit_card/billing_address/state'],
    [{ billing_address: { ...billingAddress, zipcode: '354' } }, 3500034, '/payment/credit_card/billing_address/zipcode'],
    [{ trial_days: 7 }, 3500034, '/payment/credit_card/trial_days'],
    [{}, 4600036, null, { items: [{ name: 'Chiclete', value: 499 }] }],
    [{ discount: { type: 'currency', value: 600 } }, 4600523, null, { items: [{ name: 'Bala', value: 1000 }] }],
  ];
  for (const [extra, code, pointer, charge] of cases) {
    const result = await oneStepCard(api, await tokenFor(api), extra, charge);
    assert.equal(result.body.code, code, `${JSON.stringify(extra)} → ${JSON.stringify(result.body)}`);
    assert.ok(result.status >= 400 && result.status < 500);
    if (pointer) assert.equal(result.body.error_description.property, pointer);
  }
  // A refusal before the token is used leaves it usable.
  const token = await tokenFor(api);
  await oneStepCard(api, token, { installments: 13 });
  assert.equal((await oneStepCard(api, token)).body.data.status, 'approved');

  const both = await api.post('/v1/charge/one-step', { items, payment: { credit_card: creditCard(await tokenFor(api)), banking_billet: {} } });
  assert.equal(both.body.code, 3500034, 'exactly one payment method');
});

test('a charge with a payment method, or canceled, cannot be paid by card', async () => {
  const api = await sandbox.newAccount();
  const paid = (await oneStepCard(api, await tokenFor(api))).body.data.charge_id;
  const second = await api.post(`/v1/charge/${paid}/pay`, { payment: { credit_card: creditCard(await tokenFor(api)) } });
  assert.equal(second.body.code, 3500030);
  const canceled = await api.createCharge({ items });
  await api.put(`/v1/charge/${canceled}/cancel`);
  const refused = await api.post(`/v1/charge/${canceled}/pay`, { payment: { credit_card: creditCard(await tokenFor(api)) } });
  assert.equal(refused.body.code, 3500044);
});

test('cancel: an approved card charge is refused (3500070), a refused one is canceled and never captured', async () => {
  const api = await sandbox.newAccount();
  const approved = (await oneStepCard(api, await tokenFor(api))).body.data.charge_id;
  const cancel = await api.put(`/v1/charge/${approved}/cancel`);
  assert.equal(cancel.body.code, 3500070);
  const refused = (await oneStepCard(api, await tokenFor(api, 2))).body.data.charge_id;
  assert.deepEqual((await api.put(`/v1/charge/${refused}/cancel`)).body, { code: 200 });
  await api.post('/sandbox/v1/clock/advance', { days: 2 });
  assert.equal((await api.get(`/v1/charge/${refused}`)).body.data.status, 'canceled');
});

test('refunds: whole or in parts, only of a paid card charge', async () => {
  const api = await sandbox.newAccount();
  const whole = (await oneStepCard(api, await tokenFor(api))).body.data.charge_id;
  const early = await api.post(`/v1/charge/card/${whole}/refund`);
  assert.equal(early.body.code, 4900011, 'approved but not yet paid');
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const refund = await api.post(`/v1/charge/card/${whole}/refund`);
  assert.equal(refund.status, 200);
  assert.deepEqual(refund.body, { code: 200, message: 'Reembolso em processamento' });
  assert.equal((await api.get(`/v1/charge/${whole}`)).body.data.status, 'refunded');
  assert.deepEqual(statuses(await eventsOf(api, whole)), ['new', 'waiting', 'approved', 'paid', 'refunded']);

  const parts = (await oneStepCard(api, await tokenFor(api))).body.data.charge_id;
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const tooMuch = await api.post(`/v1/charge/card/${parts}/refund`, { amount: 6000 });
  assert.equal(tooMuch.body.code, 3500034);
  assert.equal(tooMuch.body.error_description.property, '/amount');
  assert.equal((await api.post(`/v1/charge/card/${parts}/refund`, { amount: 1990 })).status, 200);
  assert.equal((await api.get(`/v1/charge/${parts}`)).body.data.status, 'paid', 'a partial refund keeps it paid');
  assert.equal((await api.post(`/v1/charge/card/${parts}/refund`, { amount: 4000 })).status, 200);
  const detail = (await api.get(`/v1/charge/${parts}`)).body.data;
  assert.equal(detail.status, 'refunded');
  assert.ok(detail.history.some((h: { message: string }) => h.message === 'Reembolso parcial de R$ 19,90'));

  const boleto = await api.createCharge({ items });
  await api.put(`/v1/charge/${boleto}/settle`);
  assert.equal((await api.post(`/v1/charge/card/${boleto}/refund`)).body.code, 4900011, 'not a card charge');
  assert.equal((await api.post('/v1/charge/card/99999999/refund')).body.code, 3500010);
});

test('retry: a refused card charge is paid with another card; nothing else can be retried', async () => {
  const api = await sandbox.newAccount();
  const id = (await oneStepCard(api, await tokenFor(api, 3), { installments: 2 })).body.data.charge_id;
  const retry = await api.post(`/v1/charge/${id}/retry`, { payment: { credit_card: creditCard(await tokenFor(api)) } });
  assert.equal(retry.status, 200, JSON.stringify(retry.body));
  assert.equal(retry.body.data.status, 'approved');
  assert.equal(retry.body.data.installments, 2, 'the installments stay');
  assert.deepEqual(statuses(await eventsOf(api, id)), ['new', 'waiting', 'unpaid', 'waiting', 'approved']);
  const again = await api.post(`/v1/charge/${id}/retry`, { payment: { credit_card: creditCard(await tokenFor(api)) } });
  assert.equal(again.body.code, 4900010);
  const missing = await api.post(`/v1/charge/${id}/retry`, { payment: { credit_card: { payment_token: 'a'.repeat(40) } } });
  assert.equal(missing.body.code, 3500034);
});

test('disputes: the payer contests a paid card charge; the merchant or the payer wins it', async () => {
  const api = await sandbox.newAccount();
  const won = (await oneStepCard(api, await tokenFor(api))).body.data.charge_id;
  const lost = (await oneStepCard(api, await tokenFor(api))).body.data.charge_id;
  assert.equal((await api.post(`/sandbox/v1/charges/${won}/dispute`)).body.code, 4900012, 'not paid yet');
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  for (const id of [won, lost]) {
    const dispute = await api.post(`/sandbox/v1/charges/${id}/dispute`);
    assert.deepEqual(dispute.body, { charge_id: id, status: 'contested' });
  }
  const bad = await api.post(`/sandbox/v1/charges/${won}/dispute/resolve`, { winner: 'bank' });
  assert.equal(bad.body.code, 3500034);
  assert.equal((await api.post(`/sandbox/v1/charges/${won}/dispute/resolve`, { winner: 'merchant' })).body.status, 'paid');
  assert.equal((await api.post(`/sandbox/v1/charges/${lost}/dispute/resolve`, { winner: 'payer' })).body.status, 'refunded');
  const wonEvents = await eventsOf(api, won);
  assert.deepEqual(statuses(wonEvents), ['new', 'waiting', 'approved', 'paid', 'contested', 'paid']);
  assert.equal(wonEvents.at(-1)!.value, 5990, 'the paid event after a won dispute carries the amount');
  assert.deepEqual(statuses(await eventsOf(api, lost)), ['new', 'waiting', 'approved', 'paid', 'contested', 'refunded']);
});

test('the callbacks of a card charge reach the integrator in order', async () => {
  const receiver = await startReceiver(200);
  after(() => receiver.close());
  const api = await sandbox.newAccount();
  const id = (await oneStepCard(api, await tokenFor(api), {}, { metadata: { notification_url: receiver.url } })).body.data.charge_id;
  await waitFor(() => receiver.calls.length >= 1 || null, 'the first callback');
  const token = receiver.calls[0].token;
  assert.ok(token);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const events = (await api.get(`/v1/notification/${token}`)).body.data;
  assert.deepEqual(events.map((e: { status: { current: string } }) => e.status.current), ['new', 'waiting', 'approved', 'paid']);
  assert.deepEqual(events[0].identifiers, { charge_id: id });
});

test('the account\'s installment settings decide the interest a card payment carries', async () => {
  const api = await sandbox.newAccount();
  const settings = await api.put('/sandbox/v1/card-settings', { interest_free_installments: 3 });
  assert.equal(settings.status, 200, JSON.stringify(settings.body));
  const id = await api.createCharge({ items: [{ name: 'TV', value: 20000 }] });
  const paid = await api.post(`/v1/charge/${id}/pay`, { payment: { credit_card: creditCard(await tokenFor(api), { installments: 3 }) } });
  assert.equal(paid.body.data.installment_value, 6667, 'three interest-free installments, rounded up');
  assert.equal(paid.body.data.total, 20001);
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.payment.credit_card.interest, undefined);
});
