// The clock's finer steps and what an advance reports: calendar months, "to the next scheduled
// job", and the summary of what ran — boletos and carnê parcels overdue, callbacks sent and
// failed — with the ids to follow.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { listDeliveries, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { overdueDate } from '../../server/domain/billet.ts';
import { receiverPool, waitFor } from '../helpers/receiver.ts';

// Receivers here answer 2xx without fetching while advances walk their retry ladders: a short fetch
// grace keeps each walk fast (the real 2 s grace has its own tests, callbacks-once.test.ts).
const sandbox = await startSandbox({ jobs: { pollMs: 20, fetchGraceMs: 10 } });
const { receiver, closeAll } = receiverPool();
after(async () => {
  await closeAll();
  await sandbox.close();
});

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656' };

async function boleto(api: ApiClient, expireAt: string, notificationUrl?: string): Promise<number> {
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Plano mensal', value: 15000 }],
    ...(notificationUrl ? { metadata: { notification_url: notificationUrl } } : {}),
    payment: { banking_billet: { expire_at: expireAt, customer } },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data.charge_id;
}

test('{ months } moves by calendar months: 31 January lands on the last day of February', async () => {
  const api = await sandbox.newAccount();
  await api.post('/sandbox/v1/clock/advance', { to: '2041-01-31 10:00:00' });
  const february = await api.post('/sandbox/v1/clock/advance', { months: 1 });
  assert.equal(february.status, 200);
  assert.match(february.body.now, /^2041-02-28 10:00:0\d$/);
  // The next month is counted from the 28th: a month is a step on the calendar, not 31 days.
  assert.match((await api.post('/sandbox/v1/clock/advance', { months: 1 })).body.now, /^2041-03-28 10:00:0\d$/);
  assert.match((await api.post('/sandbox/v1/clock/advance', { months: 1, days: 3 })).body.now, /^2041-05-01 10:00:0\d$/);
  await api.post('/sandbox/v1/clock/advance', { to: '2044-01-31 08:00' });
  assert.match((await api.post('/sandbox/v1/clock/advance', { months: 1 })).body.now, /^2044-02-29 08:00:0\d$/, 'a leap year');
});

test('{ months } past the clock’s bound, and with other ways of saying where to go, is refused', async () => {
  const api = await sandbox.newAccount();
  await api.post('/sandbox/v1/clock/advance', { to: '2999-06-01' });
  const past = await api.post('/sandbox/v1/clock/advance', { months: 7 });
  assert.equal(past.status, 400);
  assert.equal(past.body.error_description.property, '/months');
  assert.match(past.body.error_description.message, /não passa de 2999-12-31 23:59:59/);
  for (const [body, property] of [
    [{ months: 121 }, '/months'],
    [{ months: -1 }, '/months'],
    [{ to_next_job: false }, '/to_next_job'],
    [{ to_next_job: 'yes' }, '/to_next_job'],
  ] as const) {
    const result = await api.post('/sandbox/v1/clock/advance', body);
    assert.equal(result.status, 400, JSON.stringify(body));
    assert.equal(result.body.error_description.property, property, JSON.stringify(body));
  }
  for (const body of [{ to: '2999-07-01', months: 1 }, { to_next_job: true, days: 1 }, { to_next_job: true, to: '2999-07-01' }]) {
    const result = await api.post('/sandbox/v1/clock/advance', body);
    assert.equal(result.status, 400, JSON.stringify(body));
    assert.equal(result.body.code, 3500034);
    assert.equal(result.body.error_description.message, 'Estas propriedades não podem ser usadas juntas.');
  }
});

test('{ to_next_job: true } lands on the due time of what is scheduled next, and is refused when nothing is', async () => {
  const api = await sandbox.newAccount();
  const empty = await api.post('/sandbox/v1/clock/advance', { to_next_job: true });
  assert.equal(empty.status, 400);
  assert.equal(empty.body.code, 3500034);
  assert.equal(empty.body.error_description.property, '/to_next_job');
  assert.match(empty.body.error_description.message, /Nada está agendado/);

  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const soon = await boleto(api, today);
  const later = await boleto(api, '2040-01-01');
  const [next] = (await api.get('/sandbox/v1/schedule?limit=1')).body.jobs;
  assert.deepEqual([next.kind, next.subject_id], ['charge.overdue', soon]);

  const jumped = await api.post('/sandbox/v1/clock/advance', { to_next_job: true });
  assert.equal(jumped.status, 200);
  assert.equal(jumped.body.now, next.due_at);
  assert.equal(jumped.body.processed, 1);
  assert.deepEqual(jumped.body.summary, [{ kind: 'charge.overdue', count: 1, subjects: [soon] }]);
  assert.equal((await api.get(`/v1/charge/${soon}`)).body.data.status, 'unpaid');
  assert.equal((await api.get(`/v1/charge/${later}`)).body.data.status, 'waiting');
});

test('a charge that leaves the status its job acts on takes the job off: the schedule and { to_next_job } show only work that will do something', async () => {
  const api = await sandbox.newAccount();
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const inDays = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const paid = await boleto(api, today);
  const canceled = await boleto(api, today);
  const settled = await boleto(api, today);
  const link = await api.post('/v1/charge/one-step/link', {
    items: [{ name: 'Curso', value: 29900, amount: 1 }],
    settings: { request_delivery_address: false, payment_method: 'all', expire_at: today },
  });
  assert.equal(link.status, 200, JSON.stringify(link.body));
  const card = (await api.get('/sandbox/v1/test-cards')).body.cards.find((c: { outcome: string }) => c.outcome === 'approved');
  const token = (await api.post('/sandbox/v1/payment-tokens', { brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year })).body.payment_token;
  const approved = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Fone', value: 25990, amount: 1 }],
    payment: { credit_card: { payment_token: token, customer: { ...customer, email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' }, billing_address: { street: 'Rua A', number: '1', neighborhood: 'Centro', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' } } },
  });
  assert.equal(approved.body.data?.status, 'approved', JSON.stringify(approved.body));
  const owed = await boleto(api, inDays(10));
  const scheduled = async () => (await api.get('/sandbox/v1/schedule')).body.jobs.map((job: { kind: string; subject_id: number }) => [job.kind, job.subject_id]);
  assert.equal((await scheduled()).length, 6, 'four boletos falling due, a link expiring, a card to capture');

  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: paid })).status, 200);
  assert.deepEqual((await api.put(`/v1/charge/${canceled}/cancel`)).body, { code: 200 });
  assert.deepEqual((await api.put(`/v1/charge/${settled}/settle`)).body, { code: 200 });
  assert.deepEqual((await api.put(`/v1/charge/${link.body.data.charge_id}/cancel`)).body, { code: 200 });
  assert.deepEqual((await api.put(`/v1/charge/${approved.body.data.charge_id}/settle`)).body, { code: 200 });
  assert.deepEqual(await scheduled(), [['charge.overdue', owed]], 'only the boleto still waiting');

  const jumped = await api.post('/sandbox/v1/clock/advance', { to_next_job: true });
  // The day after the due date, or after the next business day when it is due on a non-business one.
  assert.equal(jumped.body.now.slice(0, 10), overdueDate(inDays(10)), 'straight to the day the open boleto falls overdue');
  assert.deepEqual(jumped.body.summary, [{ kind: 'charge.overdue', count: 1, subjects: [owed] }]);
  for (const [id, status] of [[paid, 'paid'], [canceled, 'canceled'], [settled, 'paid'], [owed, 'unpaid']] as const) {
    assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, status);
  }
});

test('the summary groups carnê parcels under their carnê, and callbacks by outcome under their delivery', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(500);
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const carnet = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer: { ...customer, phone_number: '5144916523' }, expire_at: today, repeats: 2 });
  assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
  const charge = await boleto(api, today, hook.url);
  // The first callbacks (one per event: `new`, `waiting`) fail in real time; their retries are due in 5 minutes.
  const deliveries = await waitFor(async () => {
    const all = await listDeliveries(api);
    return all.length >= 2 && all.every((d) => d.attempts.length === 1) ? all : null;
  }, 'the first attempts');
  const ids = deliveries.map((d) => d.id).sort();
  const calls = hook.calls.length;

  const retried = await api.post('/sandbox/v1/clock/advance', { minutes: 5 });
  assert.equal(retried.body.summary.length, 1, JSON.stringify(retried.body.summary));
  const [failed] = retried.body.summary;
  assert.deepEqual([failed.kind, failed.count, [...failed.subjects].sort()], ['callback.failed', ids.length, ids]);
  assert.equal(hook.calls.length, calls + ids.length, 'the receiver saw the retries');

  hook.reply = 200;
  const day = await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const byKind = Object.fromEntries(day.body.summary.map((entry: any) => [entry.kind, entry]));
  assert.deepEqual(Object.keys(byKind), ['charge.overdue', 'carnet.parcel_overdue', 'callback.delivered']);
  assert.deepEqual(byKind['charge.overdue'], { kind: 'charge.overdue', count: 1, subjects: [charge] });
  assert.deepEqual(byKind['carnet.parcel_overdue'], { kind: 'carnet.parcel_overdue', count: 1, subjects: [carnet.body.data.carnet_id] });
  // The retries due 10 minutes on answered 2xx, and the `unpaid` event's first callback too.
  for (const id of ids) assert.ok(byKind['callback.delivered'].subjects.includes(id), `delivery ${id} retried with success`);
  const counted = day.body.summary.reduce((sum: number, entry: any) => sum + entry.count, 0);
  assert.ok(counted <= day.body.processed, `${counted} effects from ${day.body.processed} jobs`);
});
