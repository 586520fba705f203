// Callbacks arrive once: a receiver that answers 2xx and fetches its token a moment later — the
// usual pattern — is acknowledged by that attempt, however far the virtual clock moves meanwhile
// (server/app/fetch-grace.ts); a receiver that never fetches still walks the whole retry ladder;
// and the advance's summary links every delivery it counts.
//
// The receivers' delays are real but decided by events, not sleeps: one fetches only once it has
// received every callback it expects, another only when the test tells it to. The sandboxes that
// wait for fetches give them a grace far longer than any of this takes, so no verdict depends on
// timing; the one whose receivers never fetch has a short grace, since it only ever runs out.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { listDeliveries, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { receiverPool, waitFor } from '../helpers/receiver.ts';
import { businessDueDate } from '../helpers/business-days.ts';
import { daysBetween } from '../../server/domain/dates.ts';

const LONG_GRACE_MS = 60_000;
const patient = await startSandbox({ jobs: { pollMs: 20, fetchGraceMs: LONG_GRACE_MS } });
// Wall clocks the tests move, to make a re-notification due in real-time mode.
const walls = { movable: Date.now(), hasty: Date.now() };
const movable = await startSandbox({ wallClock: () => walls.movable, jobs: { pollMs: 20, fetchGraceMs: LONG_GRACE_MS } });
const hasty = await startSandbox({ wallClock: () => walls.hasty, jobs: { pollMs: 20, fetchGraceMs: 50 } });
const FIRST_RETRY_MS = 5 * 60_000;
const { receiver, closeAll } = receiverPool();
after(async () => {
  await closeAll();
  await Promise.all([patient.close(), movable.close(), hasty.close()]);
});

const customer = { name: 'Maria da Silva', cpf: '52998224725' };

/** Boletos due today on the account's clock, their URL set afterwards: only the overdue events are sent. */
/**
 * Boletos due today — or on the next business day when today is not one (a weekend or holiday due
 * date would wait for its grace day before turning unpaid) — with `daysToDue` from today to then.
 */
async function boletosDueToday(api: ApiClient, count: number, url: string): Promise<{ ids: number[]; daysToDue: number }> {
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const due = businessDueDate(today, 0);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const created = await api.post('/v1/charge/one-step', {
      items: [{ name: `Mensalidade ${i}`, value: 1000 + i }],
      payment: { banking_billet: { expire_at: due, customer } },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id = created.body.data.charge_id;
    assert.equal((await api.put(`/v1/charge/${id}/metadata`, { notification_url: url })).status, 200);
    ids.push(id);
  }
  return { ids, daysToDue: daysBetween(today, due) };
}

test('a receiver that answers first and fetches later gets each callback once over a 3-day advance', async () => {
  const api = await patient.newAccount();
  const count = 10;
  // Answers every POST at once, and fetches the tokens only when all ten have arrived: the first
  // callbacks wait for their fetch while the last are still being sent (8 go out at a time).
  const answered: string[] = [];
  const fetches: Array<Promise<unknown>> = [];
  const hook = await receiver((call, res) => {
    res.statusCode = 200;
    answered.push(call.token!);
    if (answered.length === count) for (const token of answered) fetches.push(api.get(`/v1/notification/${token}`));
  });
  const { ids, daysToDue } = await boletosDueToday(api, count, hook.url);

  const started = performance.now();
  const advanced = await api.post('/sandbox/v1/clock/advance', { days: daysToDue + 3 });
  const elapsedMs = performance.now() - started;
  assert.equal(advanced.status, 200);
  await Promise.all(fetches);

  assert.equal(hook.calls.length, count, 'one POST per event');
  const list = await listDeliveries(api, '?limit=100');
  assert.deepEqual(list.map((d) => [d.state, d.attempts.length]), ids.map(() => ['acknowledged', 1]));
  assert.deepEqual((await api.get('/sandbox/v1/schedule')).body.jobs, [], 'no re-notification left');
  assert.ok(elapsedMs < LONG_GRACE_MS / 2, `the advance went on at the fetches, not at the grace's end (${Math.round(elapsedMs)} ms)`);

  const delivered = advanced.body.summary.find((entry: any) => entry.kind === 'callback.delivered');
  assert.deepEqual(
    { ...delivered, subjects: [...delivered.subjects].sort() },
    { kind: 'callback.delivered', count, attempts: count, subjects: list.map((d) => d.id).sort() },
    'every delivery counted is linked',
  );
});

test('a receiver that never fetches still gets the whole ladder, and the summary counts that delivery once', async () => {
  const api = await hasty.newAccount();
  const careless = await receiver(200);
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: careless.url } });
  await waitFor(async () => (await listDeliveries(api))[0]?.state === 'delivered', 'the first delivery');

  const advanced = await api.post('/sandbox/v1/clock/advance', { days: 4 });
  const [delivery] = await listDeliveries(api, `?charge_id=${id}`);
  assert.equal(delivery.state, 'never_fetched');
  assert.deepEqual(delivery.attempts.map((a: any) => a.status_code), Array(10).fill(200));
  assert.equal(careless.calls.length, 10);
  assert.deepEqual(advanced.body.summary, [{ kind: 'callback.delivered', count: 1, attempts: 9, subjects: [delivery.id] }]);
});

test('in real time too, a re-notification due on the moved clock waits for the fetch', async () => {
  const api = await movable.newAccount();
  const hook = await receiver(200); // answers; the test fetches for it below
  await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: hook.url } });
  const [delivery] = await waitFor(async () => {
    const list = await listDeliveries(api);
    return list[0]?.state === 'delivered' ? list : null;
  }, 'the first callback, answered 200');

  // The wall clock moves past the re-notification's due time: the background runner sees it due.
  walls.movable += FIRST_RETRY_MS + 1000;
  // A witness: the poll that sends this charge's callback has the re-notification, due earlier,
  // before it in the schedule's order.
  const witness = await receiver(200);
  await api.createCharge({ items: [{ name: 'B', value: 1500 }], metadata: { notification_url: witness.url } });
  await waitFor(() => witness.calls.length === 1, "the witness's callback");

  assert.equal((await api.get(`/v1/notification/${delivery.token}`)).status, 200);
  await movable.server.runner.exclusive(api.accountId, () => undefined); // whatever was in flight is recorded
  const recorded = (await api.get(`/sandbox/v1/deliveries/${delivery.id}`)).body;
  assert.equal(recorded.state, 'acknowledged');
  assert.equal(recorded.attempts.length, 1);
  assert.equal(hook.calls.length, 1);
});

test('in real time, a re-notification nobody fetched goes out once the grace is over', async () => {
  const api = await hasty.newAccount();
  const careless = await receiver(200);
  await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: careless.url } });
  await waitFor(async () => (await listDeliveries(api))[0]?.state === 'delivered', 'the first delivery');
  walls.hasty += FIRST_RETRY_MS + 1000;
  await waitFor(() => careless.calls.length === 2, 'the re-notification');
  const [delivery] = await listDeliveries(api);
  assert.deepEqual(delivery.attempts.map((a: any) => a.status_code), [200, 200]);
  assert.equal(delivery.state, 'delivered');
});
