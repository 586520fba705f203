import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { businessDueDate } from '../helpers/business-days.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Maria da Silva', cpf: '52998224725' };

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function issue(api: ApiClient, billet: Record<string, unknown> = {}, metadata?: Record<string, unknown>) {
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 15000 }],
    ...(metadata ? { metadata } : {}),
    payment: { banking_billet: { expire_at: addDays(today, 10), customer, ...billet } },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data;
}

const pay = (api: ApiClient, body: Record<string, unknown>) => api.post('/sandbox/v1/bank/payments', body);

test('paying on time by typed line turns the charge paid; the callback event carries value and received_by_bank_at', async () => {
  const hook = await startReceiver(200);
  try {
    const api = await sandbox.newAccount();
    const boleto = await issue(api, {}, { notification_url: hook.url, custom_id: 'fatura-1' });
    const paid = await pay(api, { typed_line: boleto.barcode });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
    assert.deepEqual(
      { charge_id: paid.body.charge_id, status: paid.body.status, value: paid.body.value, received_by_bank_at: paid.body.received_by_bank_at },
      { charge_id: boleto.charge_id, status: 'paid', value: 15000, received_by_bank_at: today },
    );
    assert.equal((await api.get(`/v1/charge/${boleto.charge_id}`)).body.data.status, 'paid');
    await waitFor(() => hook.calls.length >= 3, 'the paid callback');
    const events = (await api.get(`/v1/notification/${hook.calls[0].token}`)).body.data;
    const last = events.at(-1);
    assert.deepEqual([last.status.previous, last.status.current, last.value, last.received_by_bank_at, last.custom_id], ['waiting', 'paid', 15000, today, 'fatura-1']);
    assert.equal('value' in events[1], false);
  } finally {
    await hook.close();
  }
});

test('paying late adds the fine once and daily interest; early payment earns the conditional discount', async () => {
  const api = await sandbox.newAccount();
  const late = await issue(api, { configurations: { fine: 200, interest: 33 } });
  await api.post('/sandbox/v1/clock/advance', { to: addDays(late.expire_at, 10) });
  const paidLate = await pay(api, { barcode: undefined, charge_id: late.charge_id });
  // R$ 150,00 + 2% (R$ 3,00) + 0,033% × 10 days (R$ 0,495 → R$ 0,50) = R$ 153,50 (boleto.md §5.2)
  assert.equal(paidLate.body.value, 15350);
  assert.equal(paidLate.body.breakdown.fine, 300);
  assert.equal(paidLate.body.breakdown.interest, 50);

  const api2 = await sandbox.newAccount();
  const early = await issue(api2, { conditional_discount: { type: 'percentage', value: 500, until_date: addDays((await api2.get('/sandbox/v1/clock')).body.now.slice(0, 10), 2) } });
  const quote = await api2.get(`/sandbox/v1/bank/quote/${early.charge_id}`);
  assert.equal(quote.body.total, 14250, 'the quote shows the amount due before paying');
  const paidEarly = await pay(api2, { typed_line: early.barcode.replace(/\D/g, '') });
  assert.equal(paidEarly.body.value, 14250);
});

test('a late boleto whose fine and interest take the amount due past the barcode field is still paid', async () => {
  const api = await sandbox.newAccount();
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  // The largest document value the barcode carries; the amount due is not in the barcode.
  const issued = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Fazenda', value: 1_999_999_999, amount: 5 }, { name: 'Taxa', value: 4 }],
    payment: { banking_billet: { expire_at: addDays(today, 1), customer, configurations: { fine: 1000, interest: 330 } } },
  });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  await api.post('/sandbox/v1/clock/advance', { days: 30 });
  const quote = await api.get(`/sandbox/v1/bank/quote/${issued.body.data.charge_id}`);
  assert.equal(quote.status, 200);
  assert.ok(quote.body.total > 9_999_999_999);
  const paid = await pay(api, { typed_line: issued.body.data.barcode });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal(paid.body.value, quote.body.total);
});

test('a payment on a past date computes what was due on that date', async () => {
  const api = await sandbox.newAccount();
  const boleto = await issue(api, { configurations: { fine: 200, interest: 33 } });
  await api.post('/sandbox/v1/clock/advance', { to: addDays(boleto.expire_at, 5) });
  const onTime = await pay(api, { charge_id: boleto.charge_id, paid_at: boleto.expire_at });
  assert.equal(onTime.body.value, 15000, 'paid on the due date, reported later: no fine');
  assert.equal(onTime.body.received_by_bank_at, boleto.expire_at);
});

test('underpaid and overpaid payments are recorded as paid, with the difference in the history', async () => {
  const api = await sandbox.newAccount();
  const under = await issue(api);
  const paid = await pay(api, { typed_line: under.barcode, amount: 10000 });
  assert.equal(paid.body.status, 'paid');
  assert.equal(paid.body.value, 10000);
  assert.equal(paid.body.amount_due, 15000);
  const history = (await api.get(`/v1/charge/${under.charge_id}`)).body.data.history;
  assert.match(history.at(-1).message, /Pagamento a menor: pago R\$ 100,00, devido R\$ 150,00/);
  const over = await issue(api);
  await pay(api, { typed_line: over.barcode, amount: 20000 });
  assert.match((await api.get(`/v1/charge/${over.charge_id}`)).body.data.history.at(-1).message, /a maior/);
});

test('a canceled boleto can still be paid at a bank', async () => {
  const api = await sandbox.newAccount();
  const boleto = await issue(api);
  await api.put(`/v1/charge/${boleto.charge_id}/cancel`);
  const paid = await pay(api, { typed_line: boleto.barcode });
  assert.equal(paid.status, 200);
  assert.equal((await api.get(`/v1/charge/${boleto.charge_id}`)).body.data.status, 'paid');
});

test('refusals: paid twice, written off, bad typed line, foreign boleto, replaced boleto, future date', async () => {
  const api = await sandbox.newAccount();
  // Due on a business day whose fifth day after is one too: otherwise the write-off day moves (bank calendar).
  const dueDate = businessDueDate((await api.get('/sandbox/v1/clock')).body.now.slice(0, 10), 10, [5]);
  const boleto = await issue(api, { expire_at: dueDate, configurations: { days_to_write_off: 5 } });
  const bad = await pay(api, { typed_line: boleto.barcode.replace(/\d$/, (d: string) => String((Number(d) + 1) % 10)) });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error_description.property, '/typed_line');
  const both = await pay(api, { typed_line: boleto.barcode, charge_id: boleto.charge_id });
  assert.equal(both.body.code, 3500034);

  const other = await sandbox.newAccount();
  const foreign = await pay(other, { typed_line: boleto.barcode });
  assert.equal(foreign.status, 404);
  assert.equal(foreign.body.code, 4900001);

  const tomorrow = addDays((await api.get('/sandbox/v1/clock')).body.now.slice(0, 10), 1);
  assert.equal((await pay(api, { typed_line: boleto.barcode, paid_at: tomorrow })).body.error_description.property, '/paid_at');

  await api.post('/sandbox/v1/clock/advance', { to: addDays(boleto.expire_at, 6) });
  const writtenOff = await pay(api, { typed_line: boleto.barcode });
  assert.equal(writtenOff.body.code, 4900003);
  assert.match(writtenOff.body.error_description, /baixado/i);
  const lastDay = await pay(api, { typed_line: boleto.barcode, paid_at: addDays(boleto.expire_at, 5) });
  assert.equal(lastDay.status, 200, 'payable until days_to_write_off have passed');
  const twice = await pay(api, { typed_line: boleto.barcode, paid_at: addDays(boleto.expire_at, 5) });
  assert.equal(twice.status, 409);
  assert.equal(twice.body.code, 4900002);

  const moved = await issue(api);
  await api.put(`/v1/charge/${moved.charge_id}/billet`, { expire_at: addDays(moved.expire_at, 3) });
  assert.equal((await pay(api, { typed_line: moved.barcode })).body.code, 4900004);
  const plain = await api.createCharge();
  assert.equal((await pay(api, { charge_id: plain })).body.code, 4900001);
});

test('the quote refuses a charge without a boleto and a date that does not exist', async () => {
  const api = await sandbox.newAccount();
  const plain = await api.createCharge();
  assert.equal((await api.get(`/sandbox/v1/bank/quote/${plain}`)).body.code, 4900001);
  const boleto = await issue(api);
  const bad = await api.get(`/sandbox/v1/bank/quote/${boleto.charge_id}?paid_at=2026-02-30`);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error_description.property, 'paid_at');
  assert.equal((await api.get(`/sandbox/v1/bank/quote/${boleto.charge_id}?paid_at=${boleto.expire_at}`)).body.total, 15000);
});

test('list endpoints refuse bad query values instead of guessing', async () => {
  const api = await sandbox.newAccount();
  for (const path of ['/sandbox/v1/emails?limit=0', '/sandbox/v1/schedule?limit=abc', '/sandbox/v1/deliveries?state=lost', '/sandbox/v1/emails?charge_id=x']) {
    const result = await api.get(path);
    assert.equal(result.status, 400, path);
    assert.equal(result.body.code, 3500034, path);
  }
});
