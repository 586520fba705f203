// Carnês over real HTTP: creation with its parcels, the detail, the changes and their refusals,
// the carnê's status driven by its parcels on the clock and at the bank, and its events.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { overdueDate } from '../../server/domain/billet.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';

const require = createRequire(import.meta.url);
const validationBr = require('validation-br');

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function createCarnet(api: ApiClient, extra: Record<string, unknown> = {}) {
  const expire = addDays(await today(api), 10);
  return api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: expire, repeats: 3, ...extra });
}

async function eventsOf(api: ApiClient, chargeId: number) {
  const timeline = await api.get(`/sandbox/v1/charges/${chargeId}/timeline`);
  return (await api.get(`/v1/notification/${timeline.body.notification_token}`)).body.data as any[];
}

test('a carnê is created with its parcels, valid boletos a month apart and the real field set', async () => {
  const api = await sandbox.newAccount();
  const result = await createCarnet(api);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const data = result.body.data;
  assert.equal(data.status, 'up_to_date');
  for (const key of ['carnet_id', 'cover', 'link', 'carnet_link', 'pdf', 'charges']) assert.ok(key in data, key);
  assert.equal(data.charges.length, 3);
  const first = addDays(await today(api), 10);
  data.charges.forEach((parcel: any, index: number) => {
    assert.equal(parcel.parcel, String(index + 1), 'parcel is a string in the create answer');
    assert.equal(parcel.status, 'waiting');
    assert.equal(parcel.value, 7500);
    assert.equal(validationBr.isBoleto(parcel.barcode.replace(/\D/g, '')), true, 'validation-br accepts the typed line');
    for (const key of ['url', 'parcel_link', 'pdf']) assert.ok(key in parcel, key);
  });
  assert.equal(data.charges[0].expire_at, first);
  assert.equal(data.charges[1].expire_at.slice(8), first.slice(8) > '28' ? data.charges[1].expire_at.slice(8) : first.slice(8), 'same day next month');

  const detail = (await api.get(`/v1/carnet/${data.carnet_id}`)).body.data;
  assert.equal(detail.value, 22500);
  assert.equal(detail.repeats, 3);
  assert.equal(detail.split_items, false);
  assert.deepEqual(detail.charges.map((c: any) => c.parcel), [1, 2, 3]);
  assert.equal(detail.history[0].message, 'Carnê criado');

  const parcel = (await api.get(`/v1/charge/${data.charges[1].charge_id}`)).body.data;
  assert.equal(parcel.payment.method, 'carnet');
  assert.equal(parcel.payment.carnet.parcel, 2);
  assert.equal(parcel.payment.carnet.barcode, data.charges[1].barcode);

  const events = await eventsOf(api, data.charges[0].charge_id);
  assert.deepEqual(events.map((e) => [e.type, e.status.current]), [
    ['carnet', 'up_to_date'],
    ['carnet_charge', 'new'], ['carnet_charge', 'new'], ['carnet_charge', 'new'],
    ['carnet_charge', 'waiting'], ['carnet_charge', 'waiting'], ['carnet_charge', 'waiting'],
  ]);
  assert.deepEqual(events[0].identifiers, { carnet_id: data.carnet_id });
  assert.deepEqual(events[1].identifiers, { carnet_id: data.carnet_id, charge_id: data.charges[0].charge_id });
});

test('split_items divides the total, the odd cents on the first parcel; due dates keep the day or the month end', async () => {
  const api = await sandbox.newAccount();
  const split = await createCarnet(api, { items: [{ name: 'Curso', value: 100000 }], split_items: true });
  assert.deepEqual(split.body.data.charges.map((c: any) => c.value), [33334, 33333, 33333]);
  const year = Number((await today(api)).slice(0, 4)) + 1;
  const monthEnd = await createCarnet(api, { expire_at: `${year}-01-31`, repeats: 4 });
  assert.deepEqual(monthEnd.body.data.charges.map((c: any) => c.expire_at), [`${year}-01-31`, `${year}-02-${year % 4 === 0 ? 29 : 28}`, `${year}-03-31`, `${year}-04-30`]);
});

test('carnê creation rules', { timeout: HANG_GUARD_MS }, async () => {
  const api = await sandbox.newAccount();
  const { phone_number: _phone, ...noPhone } = customer;
  const cases: Array<[Record<string, unknown>, number, string | null]> = [
    [{ repeats: 13 }, 4600059, null],
    [{ repeats: 0 }, 3500034, '/repeats'],
    [{ customer: noPhone }, 3500034, '/customer/phone_number'],
    [{ message: 'x'.repeat(81) }, 3500034, '/message'],
    [{ configurations: { days_to_write_off: 10 } }, 3500034, '/configurations/days_to_write_off'],
    [{ expire_at: '2000-01-01' }, 4600007, '/expire_at'],
    [{ items: [{ name: 'Barato', value: 400 }] }, 4600036, null],
    [{ customer: { ...customer, cpf: '94271564657' } }, 3500034, '/customer/cpf'],
  ];
  for (const [extra, code, pointer] of cases) {
    const result = await createCarnet(api, extra);
    assert.equal(result.body.code, code, `${JSON.stringify(extra)} → ${JSON.stringify(result.body)}`);
    if (pointer) assert.equal(result.body.error_description.property, pointer);
  }
  assert.equal((await createCarnet(api, { repeats: 1, message: 'Obrigado!\nVolte sempre.' })).status, 200, 'one parcel and a two-line message');
  assert.equal((await api.get('/v1/carnet/99999999')).body.code, 3500010);
});

test('the carnê follows its parcels: unpaid when one is overdue, up to date when it is paid, finished when all are resolved', async () => {
  const api = await sandbox.newAccount();
  const data = (await createCarnet(api)).body.data;
  const [p1, p2, p3] = data.charges;
  // To the day the first parcel falls overdue: the day after its due date, or after the next
  // business day when it is due on a weekend or holiday.
  await api.post('/sandbox/v1/clock/advance', { to: `${overdueDate(p1.expire_at)} 00:00:00` });
  assert.equal((await api.get(`/v1/charge/${p1.charge_id}`)).body.data.status, 'unpaid');
  assert.equal((await api.get(`/v1/carnet/${data.carnet_id}`)).body.data.status, 'unpaid');

  const paid = await api.post('/sandbox/v1/bank/payments', { typed_line: p1.barcode });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal((await api.get(`/v1/carnet/${data.carnet_id}`)).body.data.status, 'up_to_date');

  assert.deepEqual((await api.put(`/v1/carnet/${data.carnet_id}/parcel/2/settle`)).body, { code: 200 });
  assert.deepEqual((await api.put(`/v1/carnet/${data.carnet_id}/parcel/3/cancel`)).body, { code: 200 });
  const detail = (await api.get(`/v1/carnet/${data.carnet_id}`)).body.data;
  assert.equal(detail.status, 'finished');
  assert.deepEqual(detail.charges.map((c: any) => c.status), ['paid', 'paid', 'canceled']);

  const events = await eventsOf(api, p1.charge_id);
  const carnetEvents = events.filter((e) => e.type === 'carnet').map((e) => [e.status.previous, e.status.current]);
  assert.deepEqual(carnetEvents, [[null, 'up_to_date'], ['up_to_date', 'unpaid'], ['unpaid', 'up_to_date'], ['up_to_date', 'finished']]);
  const paidEvents = events.filter((e) => e.status.current === 'paid');
  assert.equal(paidEvents.length, 2);
  for (const event of paidEvents) {
    assert.equal(typeof event.value, 'number');
    assert.match(event.received_by_bank_at, /^\d{4}-\d{2}-\d{2}$/);
  }
  assert.equal(paidEvents[1].value, 7500);
  assert.equal(p2.charge_id + 1, p3.charge_id);

  for (const [method, path] of [['PUT', 'cancel'], ['PUT', 'settle'], ['PUT', 'parcel/1/settle']] as const) {
    assert.equal((await api.call(method, `/v1/carnet/${data.carnet_id}/${path}`)).body.code, 3500083, path);
  }
});

test("a parcel's timeline shows its own callbacks and the token fetches that read them, not its sibling parcels'", async () => {
  const api = await sandbox.newAccount();
  // An integrator that fetches the (shared) token on every callback.
  const hook = await startReceiver(async (call, res) => {
    await api.get(`/v1/notification/${call.token}`);
    res.statusCode = 200;
  });
  try {
    const data = (await createCarnet(api, { repeats: 4, metadata: { notification_url: hook.url } })).body.data;
    const [p1, p2] = data.charges.map((parcel: any) => parcel.charge_id);
    const token = (await api.get(`/sandbox/v1/charges/${p1}/timeline`)).body.notification_token;
    const acknowledged = (count: number) => async () => {
      const deliveries = (await api.get(`/sandbox/v1/deliveries?token=${token}`)).body.deliveries;
      return deliveries.length === count && deliveries.every((d: any) => d.state === 'acknowledged') && deliveries;
    };
    // The carnê's event and each parcel's `new` and `waiting`; then, a day later, parcel 2 paid.
    await waitFor(acknowledged(9), 'the creation callbacks, acknowledged');
    await api.post('/sandbox/v1/clock/advance', { days: 1 });
    assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: p2 })).status, 200);
    const deliveries = await waitFor(acknowledged(10), 'the payment callback, acknowledged');
    const fetches: string[] = deliveries[0].token_fetches;
    assert.equal(fetches.length, 10, 'the receiver fetched the token on every callback');

    const timelineOf = async (chargeId: number) => (await api.get(`/sandbox/v1/charges/${chargeId}/timeline`)).body.timeline as any[];
    const [first, second] = [await timelineOf(p1), await timelineOf(p2)];
    const events = (await api.get(`/v1/notification/${token}`)).body.data as any[];
    const aboutCharge = new Map(events.map((event) => [event.id, event.identifiers.charge_id]));
    for (const [chargeId, timeline, statuses] of [[p1, first, 2], [p2, second, 3]] as const) {
      const shown = timeline.filter((entry) => entry.kind === 'delivery').map((entry) => entry.delivery_id).sort();
      const own = deliveries.filter((d: any) => aboutCharge.get(d.event_id) === chargeId).map((d: any) => d.id).sort();
      assert.equal(own.length, statuses, `parcel ${chargeId}: one callback per status change of its own`);
      assert.deepEqual(shown, own, `parcel ${chargeId}: its own callbacks, none of its siblings' nor the carnê's`);
      assert.equal(timeline.filter((entry) => entry.kind === 'status').length, statuses);
    }
    // The token fetches that read each parcel's news: the first one after its creation, and for
    // parcel 2 the first one after its payment.
    const fetchesOn = (timeline: any[]) => timeline.filter((entry) => entry.kind === 'token_fetch').map((entry) => entry.at);
    assert.deepEqual(fetchesOn(first), [fetches[0]]);
    assert.deepEqual(fetchesOn(second), [fetches[0], fetches[9]]);
  } finally {
    await hook.close();
  }
});

test('a parcel is changed through the carnê: due date, cancel, settle, resend; the charge routes refuse', async () => {
  const api = await sandbox.newAccount();
  const data = (await createCarnet(api)).body.data;
  const id = data.carnet_id;
  const later = addDays(await today(api), 60);
  assert.deepEqual((await api.put(`/v1/carnet/${id}/parcel/1`, { expire_at: later })).body, { code: 200 });
  const moved = (await api.get(`/v1/carnet/${id}`)).body.data.charges[0];
  assert.equal(moved.expire_at, later);
  assert.notEqual(moved.barcode, data.charges[0].barcode, 'the parcel is re-issued');
  assert.equal((await api.put(`/v1/carnet/${id}/parcel/1`, { expire_at: '2000-01-01' })).body.code, 4600007);
  assert.equal((await api.put(`/v1/carnet/${id}/parcel/9`, { expire_at: later })).body.code, 3500010);

  assert.deepEqual((await api.post(`/v1/carnet/${id}/parcel/2/resend`, { email: 'pagador@example.com' })).body, { code: 200 });
  const emails = (await api.get('/sandbox/v1/emails')).body;
  assert.equal(emails.emails?.length ?? emails.total, 1);

  const parcel = data.charges[2].charge_id;
  assert.equal((await api.put(`/v1/charge/${parcel}/cancel`)).body.code, 3500084);
  assert.equal((await api.put(`/v1/charge/${parcel}/settle`)).body.code, 3500084);
  assert.equal((await api.put(`/v1/charge/${parcel}/billet`, { expire_at: later })).body.code, 3500084);
  assert.equal((await api.put(`/v1/charge/${parcel}/metadata`, { custom_id: 'x' })).body.code, 3500100);
  const sheet = { title: 'Balancete', body: [{ header: 'Cabeçalho', tables: [{ rows: [[{ align: 'left', color: '#000000', style: 'normal', text: 'a', colspan: 1 }]] }] }] };
  assert.equal((await api.post(`/v1/charge/${parcel}/balance-sheet`, sheet)).body.code, 3500085);

  assert.deepEqual((await api.put(`/v1/carnet/${id}/parcel/3/cancel`)).body, { code: 200 });
  assert.equal((await api.put(`/v1/carnet/${id}/parcel/3/cancel`)).body.code, 3500043);
  assert.equal((await api.post(`/v1/carnet/${id}/parcel/3/resend`, { email: 'pagador@example.com' })).body.code, 3500066);

  assert.deepEqual((await api.put(`/v1/carnet/${id}/metadata`, { custom_id: 'contrato-7', notification_url: 'https://loja.example/cb' })).body, { code: 200 });
  assert.equal((await api.get(`/v1/charge/${parcel}`)).body.data.custom_id, 'contrato-7', 'metadata reaches every parcel');
  assert.deepEqual((await api.post(`/v1/carnet/${id}/history`, { description: 'Contrato assinado' })).body, { code: 200 });
  assert.equal((await api.get(`/v1/carnet/${id}`)).body.data.history.at(-1).message, 'Contrato assinado');

  assert.deepEqual((await api.put(`/v1/carnet/${id}/cancel`)).body, { code: 200 });
  const detail = (await api.get(`/v1/carnet/${id}`)).body.data;
  assert.deepEqual(detail.charges.map((c: any) => c.status), ['canceled', 'canceled', 'canceled']);
  assert.equal(detail.status, 'finished');
});

test('settling the whole carnê pays every open parcel', async () => {
  const api = await sandbox.newAccount();
  const data = (await createCarnet(api)).body.data;
  await api.put(`/v1/carnet/${data.carnet_id}/parcel/1/settle`);
  assert.deepEqual((await api.put(`/v1/carnet/${data.carnet_id}/settle`)).body, { code: 200 });
  const detail = (await api.get(`/v1/carnet/${data.carnet_id}`)).body.data;
  assert.deepEqual(detail.charges.map((c: any) => c.status), ['paid', 'paid', 'paid']);
  assert.equal(detail.status, 'finished');
});

test('a 12-parcel carnê walked through a year of virtual time', { timeout: HANG_GUARD_MS }, async () => {
  const api = await sandbox.newAccount();
  const data = (await createCarnet(api, { repeats: 12, configurations: { fine: 200, interest: 33 } })).body.data;
  for (const parcel of data.charges as Array<{ parcel: string; expire_at: string; barcode: string }>) {
    // The clock goes to each due date; parcel 5 is paid 10 days late, after falling overdue.
    await api.post('/sandbox/v1/clock/advance', { to: parcel.expire_at });
    if (parcel.parcel === '5') {
      await api.post('/sandbox/v1/clock/advance', { days: 10 });
      assert.equal((await api.get(`/v1/carnet/${data.carnet_id}`)).body.data.status, 'unpaid');
    }
    const paid = await api.post('/sandbox/v1/bank/payments', { typed_line: parcel.barcode });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    if (parcel.parcel === '5') assert.ok(paid.body.value > 7500, 'fine and interest on the late parcel');
    assert.equal((await api.get(`/v1/carnet/${data.carnet_id}`)).body.data.status, parcel.parcel === '12' ? 'finished' : 'up_to_date');
  }
  const events = await eventsOf(api, data.charges[0].charge_id);
  assert.deepEqual(
    events.filter((e) => e.type === 'carnet').map((e) => e.status.current),
    ['up_to_date', 'unpaid', 'up_to_date', 'finished'],
  );
  assert.equal(events.filter((e) => e.type === 'carnet_charge' && e.status.current === 'paid').length, 12);
  assert.equal(events.filter((e) => e.type === 'carnet_charge' && e.status.current === 'unpaid').length, 1);
});

test('the control API lists an account\'s carnês with their parcels, and finds one by id or custom_id', async () => {
  const api = await sandbox.newAccount();
  const first = (await createCarnet(api, { metadata: { custom_id: 'Escola_100%' } })).body.data;
  const second = (await createCarnet(api, { repeats: 2 })).body.data;
  const all = (await api.get('/sandbox/v1/carnets')).body;
  assert.equal(all.total, 2);
  assert.deepEqual(all.carnets.map((c: any) => c.carnet_id), [second.carnet_id, first.carnet_id]);
  assert.deepEqual(all.carnets[1].parcels.map((p: any) => p.parcel), [1, 2, 3]);
  assert.equal(all.carnets[1].value, 22500);
  assert.deepEqual((await api.get('/sandbox/v1/carnets?q=escola_100%25')).body.carnets.map((c: any) => c.carnet_id), [first.carnet_id]);
  assert.equal((await api.get('/sandbox/v1/carnets?q=escola_1000')).body.total, 0);
  assert.deepEqual((await api.get(`/sandbox/v1/carnets?q=${second.carnet_id}`)).body.carnets.map((c: any) => c.carnet_id), [second.carnet_id]);
  const one = (await api.get(`/sandbox/v1/carnets/${first.carnet_id}`)).body;
  assert.equal(one.carnet.carnet_id, first.carnet_id);
  assert.match(one.notification_token, /^[0-9a-f-]{36}$/);
  const other = await sandbox.newAccount();
  assert.equal((await other.get(`/sandbox/v1/carnets/${first.carnet_id}`)).body.code, 3500010);
  assert.equal((await other.get('/sandbox/v1/carnets')).body.total, 0);
});
