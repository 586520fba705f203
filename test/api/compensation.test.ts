// The `compensation` setting (issue 26 §2) over real HTTP: under `next_business_day` a boleto paid
// at a bank on D is confirmed on the first business day after D — the charge becomes `paid` then,
// its `paid` event dated that day and its callback sent then — and meanwhile the payment is shown
// as awaiting confirmation (`identified` under the `efi` profile). Fixed days of 2030 on the
// account's clock: Friday 8 March (confirmed Monday 11), Wednesday 19 June (Corpus Christi on
// Thursday 20: confirmed Friday 21).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const items = [{ name: 'Produto', value: 5000, amount: 1 }];
const FRIDAY = '2030-03-08';
const SATURDAY = '2030-03-09';
const MONDAY = '2030-03-11';

async function accountWith(settings: Record<string, unknown>, day: string): Promise<ApiClient> {
  const api = await sandbox.newAccount();
  const put = await api.put('/sandbox/v1/settings', settings);
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.equal((await api.post('/sandbox/v1/clock/advance', { to: day })).status, 200);
  return api;
}

/** A boleto due on `expireAt`, with a callback URL when given. */
async function boleto(api: ApiClient, expireAt: string, notificationUrl?: string) {
  const metadata = notificationUrl ? { notification_url: notificationUrl } : undefined;
  const result = await api.post('/v1/charge/one-step', { items, metadata, payment: { banking_billet: { expire_at: expireAt, customer } } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data as { charge_id: number; barcode: string; pix: { qrcode: string } };
}

const payAtBank = (api: ApiClient, chargeId: number) => api.post('/sandbox/v1/bank/payments', { charge_id: chargeId });
const statusOf = async (api: ApiClient, id: number) => (await api.get(`/v1/charge/${id}`)).body.data.status;
const boletoPanel = async (api: ApiClient, id: number) => (await api.get(`/sandbox/v1/charges/${id}/timeline`)).body.boleto;

async function eventsOf(api: ApiClient, id: number): Promise<any[]> {
  const token = (await api.get(`/sandbox/v1/charges/${id}/timeline`)).body.notification_token;
  return (await api.get(`/v1/notification/${token}`)).body.data;
}

test('the setting: immediate by default, next_business_day when asked; other values refused with the pointer', async () => {
  const api = await sandbox.newAccount();
  assert.equal((await api.get('/sandbox/v1/settings')).body.compensation, 'immediate');
  for (const value of ['later', 'NEXT_BUSINESS_DAY', 1, null, true]) {
    const refused = await api.put('/sandbox/v1/settings', { compensation: value });
    assert.deepEqual([refused.status, refused.body.code, refused.body.error_description.property], [400, 3500034, '/compensation'], JSON.stringify(value));
  }
  const changed = await api.put('/sandbox/v1/settings', { compensation: 'next_business_day' });
  assert.equal(changed.body.compensation, 'next_business_day');
  assert.equal((await api.get('/sandbox/v1/settings')).body.compensation, 'next_business_day');
  // Another account keeps its own.
  assert.equal((await (await sandbox.newAccount()).get('/sandbox/v1/settings')).body.compensation, 'immediate');
});

test('immediate: a boleto paid at a bank on Friday is paid at once, confirmed that day', async () => {
  const api = await accountWith({ compensation: 'immediate' }, FRIDAY);
  const { charge_id: id } = await boleto(api, FRIDAY);
  const paid = await payAtBank(api, id);
  assert.deepEqual([paid.status, paid.body.status, paid.body.confirms_on, paid.body.received_by_bank_at], [200, 'paid', null, FRIDAY]);
  const panel = await boletoPanel(api, id);
  assert.deepEqual([panel.received_by_bank_at, panel.confirmed_on, panel.awaiting_confirmation], [FRIDAY, FRIDAY, null]);
  assert.equal((await eventsOf(api, id)).at(-1).created_at.slice(0, 10), FRIDAY);
});

test('next_business_day (spec): paid on Friday, still waiting — not overdue — over the weekend, paid on Monday with its event and callback dated Monday', async () => {
  const hook = await startReceiver(200);
  try {
    const api = await accountWith({ compensation: 'next_business_day' }, FRIDAY);
    // Due on the Friday it is paid: its overdue job would turn it unpaid on Saturday.
    const { charge_id: id, barcode, pix } = await boleto(api, FRIDAY, hook.url);
    const paid = await payAtBank(api, id);
    assert.deepEqual([paid.status, paid.body.status, paid.body.value, paid.body.received_by_bank_at, paid.body.confirms_on], [200, 'waiting', 5000, FRIDAY, MONDAY]);
    assert.equal(await statusOf(api, id), 'waiting', 'the spec lists no status for a payment awaiting confirmation');
    assert.deepEqual((await boletoPanel(api, id)).awaiting_confirmation, { value: 5000, received_by_bank_at: FRIDAY, confirms_on: MONDAY });
    assert.deepEqual((await eventsOf(api, id)).map((event) => event.status.current), ['new', 'waiting'], 'no paid event before the bank confirms');

    // Meanwhile: paid already, so no second payment (barcode or Pix), no settle, no new due date.
    for (const again of [
      await api.post('/sandbox/v1/bank/payments', { typed_line: barcode }),
      await api.post('/sandbox/v1/bank/pix', { qrcode: pix.qrcode }),
    ]) {
      assert.deepEqual([again.status, again.body.code], [409, 4900090], JSON.stringify(again.body));
      assert.match(again.body.error_description, /pago no banco em 08\/03\/2030, confirmação em 11\/03\/2030/);
    }
    assert.deepEqual((await api.put(`/v1/charge/${id}/settle`)).body.code, 4900091);
    assert.deepEqual((await api.put(`/v1/charge/${id}/billet`, { expire_at: '2030-03-20' })).body.code, 4900092);

    const weekend = await api.post('/sandbox/v1/clock/advance', { to: SATURDAY });
    assert.equal(weekend.body.summary.length, 0, JSON.stringify(weekend.body.summary));
    assert.equal(await statusOf(api, id), 'waiting');

    const monday = await api.post('/sandbox/v1/clock/advance', { to: MONDAY });
    assert.deepEqual(monday.body.summary.find((entry: any) => entry.kind === 'charge.confirmed'), { kind: 'charge.confirmed', count: 1, subjects: [id] });
    assert.equal(await statusOf(api, id), 'paid');
    const last = (await eventsOf(api, id)).at(-1);
    assert.deepEqual([last.status.previous, last.status.current, last.value, last.received_by_bank_at], ['waiting', 'paid', 5000, FRIDAY]);
    assert.equal(last.created_at.slice(0, 10), MONDAY, 'the paid entry is dated the day the bank reported it (spec §2.2)');
    const panel = await boletoPanel(api, id);
    assert.deepEqual([panel.received_by_bank_at, panel.confirmed_on, panel.awaiting_confirmation, panel.paid_value], [FRIDAY, MONDAY, null, 5000]);
    // The callback of the paid event: its token's history then ends paid.
    await waitFor(() => hook.calls.length >= 3, 'the paid callback');
    assert.equal((await api.get(`/v1/notification/${hook.calls[2].token}`)).body.data.at(-1).status.current, 'paid');
  } finally {
    await hook.close();
  }
});

test('next_business_day: a Pix payment of the same boleto is confirmed at once, any day', async () => {
  const api = await accountWith({ compensation: 'next_business_day' }, SATURDAY);
  const { charge_id: id, pix } = await boleto(api, '2030-03-15');
  const paid = await api.post('/sandbox/v1/bank/pix', { qrcode: pix.qrcode });
  assert.deepEqual([paid.status, paid.body.status], [200, 'paid'], JSON.stringify(paid.body));
  assert.equal((await boletoPanel(api, id)).confirmed_on, SATURDAY);
});

test('next_business_day (efi): identified until the bank confirms, a holiday skipped; no cancel meanwhile', async () => {
  const api = await accountWith({ compensation: 'next_business_day', profile: 'efi' }, '2030-06-19');
  const { charge_id: id } = await boleto(api, '2030-06-25');
  const paid = await payAtBank(api, id);
  assert.deepEqual([paid.body.status, paid.body.confirms_on], ['identified', '2030-06-21'], 'Corpus Christi (20 June) is no business day');
  assert.equal(await statusOf(api, id), 'identified');
  assert.deepEqual((await eventsOf(api, id)).at(-1).status, { previous: 'waiting', current: 'identified' });
  const listed = (await api.get('/v1/charges?charge_type=billet&begin_date=2030-06-01&end_date=2030-06-30&status=identified')).body;
  assert.deepEqual(listed.data.map((c: any) => c.id), [id], 'GET /v1/charges filters by identified');
  assert.equal((await api.put(`/v1/charge/${id}/cancel`)).body.code, 3500043);
  assert.equal((await api.put(`/v1/charge/${id}/settle`)).body.code, 4900091);

  await api.post('/sandbox/v1/clock/advance', { to: '2030-06-20' });
  assert.equal(await statusOf(api, id), 'identified');
  await api.post('/sandbox/v1/clock/advance', { to: '2030-06-21' });
  const last = (await eventsOf(api, id)).at(-1);
  assert.deepEqual([last.status.previous, last.status.current, last.received_by_bank_at, last.created_at.slice(0, 10)], ['identified', 'paid', '2030-06-19', '2030-06-21']);
});

test('next_business_day (spec): a charge canceled while its payment awaits confirmation is paid when the bank confirms (spec §3)', async () => {
  const api = await accountWith({ compensation: 'next_business_day' }, FRIDAY);
  const { charge_id: id } = await boleto(api, '2030-03-15');
  await payAtBank(api, id);
  assert.equal((await api.put(`/v1/charge/${id}/cancel`)).status, 200);
  await api.post('/sandbox/v1/clock/advance', { to: MONDAY });
  assert.deepEqual((await eventsOf(api, id)).at(-1).status, { previous: 'canceled', current: 'paid' });
});

test('next_business_day: a carnê parcel waits for the bank too; a snapshot taken meanwhile brings the awaiting payment back', async () => {
  const api = await accountWith({ compensation: 'next_business_day' }, FRIDAY);
  const created = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: '2030-03-20', repeats: 2 });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const parcel = created.body.data.charges[0].charge_id;
  assert.equal((await payAtBank(api, parcel)).body.confirms_on, MONDAY);
  const taken = (await api.post('/sandbox/v1/snapshots')).body;
  await api.post('/sandbox/v1/clock/advance', { to: MONDAY });
  assert.equal(await statusOf(api, parcel), 'paid');

  assert.equal((await api.post(`/sandbox/v1/snapshots/${taken.snapshot_id}/restore`)).status, 200);
  assert.equal(await statusOf(api, parcel), 'waiting');
  assert.deepEqual((await boletoPanel(api, parcel)).awaiting_confirmation, { value: 7500, received_by_bank_at: FRIDAY, confirms_on: MONDAY });
  await api.post('/sandbox/v1/clock/advance', { to: MONDAY });
  assert.equal(await statusOf(api, parcel), 'paid');
  assert.equal((await boletoPanel(api, parcel)).confirmed_on, MONDAY);
});

test("next_business_day: a subscription's boleto too — its charge is paid on the confirmation day", async () => {
  const api = await accountWith({ compensation: 'next_business_day' }, FRIDAY);
  const plan = (await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 3 })).body.data.plan_id;
  const created = await api.post(`/v1/plan/${plan}/subscription/one-step`, { items, payment: { banking_billet: { customer, expire_at: '2030-03-15' } } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const chargeId = created.body.data.charge.id;
  assert.equal((await payAtBank(api, chargeId)).body.confirms_on, MONDAY);
  await api.post('/sandbox/v1/clock/advance', { to: SATURDAY });
  assert.equal(await statusOf(api, chargeId), 'waiting');
  await api.post('/sandbox/v1/clock/advance', { to: MONDAY });
  const paid = (await api.get(`/v1/charge/${chargeId}`)).body.data;
  assert.equal(paid.status, 'paid');
  assert.equal(paid.history.find((line: any) => line.message === 'Pagamento confirmado pelo banco').created_at.slice(0, 10), MONDAY);
});

test('an exported snapshot carries the awaiting payment; a file whose awaiting payment does not fit its charges is refused with the pointer', async () => {
  const api = await accountWith({ compensation: 'next_business_day' }, FRIDAY);
  const { charge_id: id } = await boleto(api, '2030-03-15');
  await payAtBank(api, id);
  const taken = (await api.post('/sandbox/v1/snapshots')).body;
  const file = (await api.get(`/sandbox/v1/snapshots/${taken.snapshot_id}/export`)).body;
  assert.equal(file.settings.compensation, 'next_business_day');
  const table = file.tables.awaiting_confirmations;
  const column = (name: string) => table.columns.indexOf(name);
  assert.deepEqual(table.rows.map((row: unknown[]) => [row[column('charge_id')], row[column('confirms_on')]]), [[id, MONDAY]]);
  const variants: Array<[string, (row: unknown[]) => void, string]> = [
    ['confirmed no later than paid', (row) => (row[column('confirms_on')] = FRIDAY), 'confirms_on'],
    ['a charge not in the file', (row) => (row[column('charge_id')] = 999_999), 'charge_id'],
    ['not a date', (row) => (row[column('received_by_bank_at')] = 'sexta'), 'received_by_bank_at'],
  ];
  for (const [what, mutate, pointed] of variants) {
    const copy = structuredClone(file);
    mutate(copy.tables.awaiting_confirmations.rows[0]);
    const refused = await api.post('/sandbox/v1/snapshots/import', copy);
    assert.equal(refused.status, 400, what);
    assert.equal(refused.body.error_description.property, `/tables/awaiting_confirmations/rows/0/${column(pointed)}`, what);
  }
  // Without the job that confirms it, the charge would refuse payments, settles and new due dates for good.
  const jobless = structuredClone(file);
  const jobs = jobless.tables.scheduled_jobs;
  jobs.rows = jobs.rows.filter((row: unknown[]) => row[jobs.columns.indexOf('kind')] !== 'charge.confirm');
  const refused = await api.post('/sandbox/v1/snapshots/import', jobless);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.error_description.property, `/tables/awaiting_confirmations/rows/0/${column('charge_id')}`);
});
