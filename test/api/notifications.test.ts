import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { listDeliveries, startSandbox } from '../helpers/sandbox.ts';
import { receiverPool, waitFor } from '../helpers/receiver.ts';

// Receivers here answer 2xx without fetching while advances walk their retry ladders: a short fetch
// grace keeps each walk fast (the real 2 s grace has its own tests, callbacks-once.test.ts).
// The timeout of a callback is tested against receivers that never answer, on a sandbox that waits
// 400 ms; the other has the helper's long timeout, so an answering receiver never times out.
const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
const impatient = await startSandbox({ jobs: { deliveryTimeoutMs: 400, pollMs: 50, fetchGraceMs: 10 } });
const { receiver, closeAll } = receiverPool();
after(async () => {
  await closeAll();
  await sandbox.close();
  await impatient.close();
});
const deliveries = listDeliveries;

const minutes = (n: number) => n * 60_000;
function clockMs(text: string) {
  return Date.parse(text.replace(' ', 'T') + '-03:00');
}

test('a status change POSTs notification=<token> as a form, and the token returns the ordered history', async () => {
  const hook = await receiver(200);
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { custom_id: 'pedido-9', notification_url: hook.url } });
  const first = await waitFor(() => hook.calls[0], 'the creation callback');
  assert.equal(first.method, 'POST');
  assert.match(first.contentType ?? '', /^application\/x-www-form-urlencoded/);
  assert.match(first.body, /^notification=[0-9a-f-]{36}$/);
  const token = first.token!;

  await api.put(`/v1/charge/${id}/cancel`);
  await waitFor(() => hook.calls.length >= 2, 'the cancel callback');
  assert.equal(hook.calls[1].token, token, 'one stable token per charge');

  const history = await api.get(`/v1/notification/${token}`);
  assert.equal(history.status, 200);
  assert.equal(history.body.code, 200);
  const events = history.body.data;
  assert.deepEqual(events.map((e: any) => [e.id, e.type, e.status.previous, e.status.current]), [
    [1, 'charge', null, 'new'],
    [2, 'charge', 'new', 'canceled'],
  ]);
  for (const event of events) {
    assert.equal(event.custom_id, 'pedido-9');
    assert.deepEqual(event.identifiers, { charge_id: id });
    assert.match(event.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal('value' in event, false, 'value only on payment events');
  }
});

test('an answer never waits for the callback', async () => {
  const hook = await receiver('hang');
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: hook.url } });
  await waitFor(() => hook.calls.length === 1, 'the creation callback, held by the receiver');
  assert.equal((await api.put(`/v1/charge/${id}/settle`)).status, 200, 'answered while the receiver holds the callback');
  const creation = (await deliveries(api, `?charge_id=${id}`)).find((d) => d.event_id === 1);
  assert.equal(creation.attempts.length, 0, 'the creation callback is still unanswered');
});

test('a hanging receiver delays nobody else', async () => {
  const slow = await receiver('hang');
  const fast = await receiver(200);
  const api = await sandbox.newAccount();
  const held = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: slow.url } });
  await waitFor(() => slow.calls.length === 1, 'the slow receiver to hold its callback');
  await api.createCharge({ items: [{ name: 'B', value: 1500 }], metadata: { notification_url: fast.url } });
  await waitFor(() => fast.calls.length === 1, 'the fast receiver');
  const [slowDelivery] = await deliveries(api, `?charge_id=${held}`);
  assert.equal(slowDelivery.attempts.length, 0, 'the fast callback went out while the slow one was still held');
});

test('a receiver that never answers times out, and the attempt is retried', async () => {
  const slow = await receiver('hang');
  const api = await impatient.newAccount();
  await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: slow.url } });
  const timedOut = await waitFor(async () => {
    const list = await deliveries(api);
    return list.find((d) => d.attempts[0]?.error?.startsWith('timeout'));
  }, 'the slow attempt to time out');
  assert.equal(timedOut.attempts[0].status_code, null);
  assert.equal(timedOut.state, 'pending', 'a timeout is retried');
  assert.ok(timedOut.next_attempt_at);
});

test('a failing receiver is retried on the documented ladder as the clock advances, then given up', async () => {
  const hook = await receiver(500);
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: hook.url } });
  await waitFor(async () => (await deliveries(api))[0]?.attempts.length === 1, 'the first attempt');

  const advanced = await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal(advanced.status, 200);
  let [delivery] = await deliveries(api, `?charge_id=${id}`);
  const offsets = delivery.attempts.map((a: any) => Math.round((clockMs(a.at) - clockMs(delivery.attempts[0].at)) / 60_000));
  assert.deepEqual(offsets, [0, 5, 15, 35, 75, 155, 315, 635, 1275]);
  assert.equal(delivery.state, 'pending');
  assert.ok(delivery.attempts.every((a: any) => a.status_code === 500));
  assert.equal(hook.calls.length, 9);

  await api.post('/sandbox/v1/clock/advance', { days: 3 });
  [delivery] = await deliveries(api, `?charge_id=${id}`);
  assert.equal(delivery.attempts.length, 10, 'the 1280-minute step is the last inside 3 days');
  assert.equal(delivery.state, 'failed');
  assert.equal(delivery.next_attempt_at, null);
});

test('pending retries follow a metadata change of notification_url', async () => {
  const old = await receiver(503);
  const moved = await receiver(200);
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: old.url } });
  await waitFor(() => old.calls.length === 1, 'the first attempt');
  await waitFor(async () => (await deliveries(api))[0]?.attempts.length === 1, 'the attempt to be recorded');
  await api.put(`/v1/charge/${id}/metadata`, { notification_url: moved.url });
  await api.post('/sandbox/v1/clock/advance', { minutes: 6 });
  assert.equal(moved.calls.length, 1, 'the retry went to the new URL');
  assert.equal(old.calls.length, 1);
  const [delivery] = await deliveries(api);
  assert.deepEqual(delivery.attempts.map((a: any) => [a.url, a.status_code]), [[old.url, 503], [moved.url, 200]]);
});

test('redirects are not followed: a 302 counts as a failure to fix the URL', async () => {
  const hook = await receiver(302);
  const api = await sandbox.newAccount();
  await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: hook.url } });
  const delivery = await waitFor(async () => (await deliveries(api)).find((d) => d.attempts.length === 1), 'the attempt');
  assert.equal(delivery.attempts[0].status_code, 302);
  assert.match(delivery.attempts[0].error, /not followed/);
  assert.equal(delivery.state, 'pending');
});

test('a receiver that answers 200 but never fetches the token is re-notified, then flagged', async () => {
  const careless = await receiver(200);
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: careless.url } });
  await waitFor(async () => (await deliveries(api))[0]?.state === 'delivered', 'the first delivery');
  await api.post('/sandbox/v1/clock/advance', { days: 4 });
  const [delivery] = await deliveries(api, `?charge_id=${id}`);
  assert.equal(delivery.attempts.length, 10);
  assert.ok(delivery.attempts.every((a: any) => a.status_code === 200));
  assert.equal(delivery.state, 'never_fetched');
  assert.equal(delivery.delivered_never_fetched, true);
  assert.equal(delivery.token_fetched, false);
  assert.deepEqual((await deliveries(api, '?state=never_fetched')).map((d) => d.id), [delivery.id]);
});

test('fetching the token acknowledges it: no more re-notifications', async () => {
  const api = await sandbox.newAccount();
  const diligent = await receiver(async (call, res) => {
    // As production code does: read the token, then fetch the history before answering.
    const history = await api.get(`/v1/notification/${call.token}`);
    res.statusCode = history.status === 200 ? 200 : 500;
  });
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: diligent.url } });
  await waitFor(async () => (await deliveries(api))[0]?.state === 'acknowledged', 'the acknowledgement');
  await api.post('/sandbox/v1/clock/advance', { days: 4 });
  const [delivery] = await deliveries(api, `?charge_id=${id}`);
  assert.equal(delivery.attempts.length, 1);
  assert.equal(delivery.state, 'acknowledged');
  assert.equal(delivery.token_fetches.length, 1);
  assert.equal(diligent.calls.length, 1);
});

test('jobs due at different times run in time order, with the clock set to each due time', async () => {
  const api = await sandbox.newAccount();
  const seen: Array<{ token: string; clock: number }> = [];
  const hook = await receiver(async (call, res) => {
    const clock = await api.get('/sandbox/v1/clock');
    seen.push({ token: call.token!, clock: clockMs(clock.body.now) });
    res.statusCode = 500;
  });
  await api.createCharge({ items: [{ name: 'X', value: 1500 }], metadata: { notification_url: hook.url } });
  await waitFor(() => seen.length === 1, 'X first attempt');
  await waitFor(async () => (await deliveries(api))[0]?.attempts.length === 1, 'X attempt recorded');
  const start = seen[0].clock;
  await api.post('/sandbox/v1/clock/advance', { minutes: 2 });
  await api.createCharge({ items: [{ name: 'Y', value: 1500 }], metadata: { notification_url: hook.url } });
  await waitFor(() => seen.length === 2, 'Y first attempt');
  await waitFor(async () => (await deliveries(api)).every((d) => d.attempts.length === 1), 'Y attempt recorded');
  const [x, y] = [seen[0].token, seen[1].token];

  seen.length = 0;
  await api.post('/sandbox/v1/clock/advance', { minutes: 40 });
  assert.deepEqual(seen.map((s) => s.token), [x, y, x, y, x, y]);
  const expected = [5, 7, 15, 17, 35, 37];
  seen.forEach((s, i) => {
    const drift = s.clock - (start + minutes(expected[i]));
    assert.ok(drift >= -1000 && drift < 5000, `call ${i} saw the clock at +${(s.clock - start) / 60000} min, expected +${expected[i]}`);
  });
});

test('replaying a delivery makes one extra attempt now', async () => {
  const hook = await receiver(500);
  const api = await sandbox.newAccount();
  await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: hook.url } });
  await api.post('/sandbox/v1/clock/advance', { days: 4 });
  const [failed] = await deliveries(api);
  assert.equal(failed.state, 'failed');
  hook.reply = 200;
  const replayed = await api.post(`/sandbox/v1/deliveries/${failed.id}/replay`);
  assert.equal(replayed.status, 200);
  assert.equal(replayed.body.attempts.length, failed.attempts.length + 1);
  assert.deepEqual([replayed.body.attempts.at(-1).status_code, replayed.body.attempts.at(-1).replay], [200, true]);
  assert.equal(replayed.body.state, 'delivered');
  const unknown = await api.post('/sandbox/v1/deliveries/999999/replay');
  assert.equal(unknown.status, 404);
});

test('metadata with resend: true notifies the latest status again, to the new URL', async () => {
  const hook = await receiver(200);
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  assert.equal((await deliveries(api)).length, 0, 'no URL, no delivery');
  await api.put(`/v1/charge/${id}/metadata`, { notification_url: hook.url, resend: true });
  await waitFor(() => hook.calls.length === 1, 'the resend');
  assert.equal((await deliveries(api))[0].event_id, 1);
});

test('a charge whose URL was removed ends its pending delivery as no_url', async () => {
  const hook = await receiver(500);
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: hook.url } });
  await waitFor(async () => (await deliveries(api))[0]?.attempts.length === 1, 'the first attempt');
  await api.put(`/v1/charge/${id}/metadata`, { notification_url: null });
  await api.post('/sandbox/v1/clock/advance', { hours: 1 });
  const [delivery] = await deliveries(api);
  assert.equal(delivery.state, 'no_url');
  assert.equal(delivery.attempts.length, 1);
});

test('a manual settle notifies paid with the charge total and the settle day on the virtual clock', async () => {
  const hook = await receiver(200);
  const api = await sandbox.newAccount();
  const id = await api.createCharge({
    items: [{ name: 'A', value: 1500, amount: 2 }],
    shippings: [{ name: 'Frete', value: 990 }],
    metadata: { notification_url: hook.url },
  });
  const { token } = await waitFor(() => hook.calls[0], 'the creation callback');
  const advanced = await api.post('/sandbox/v1/clock/advance', { days: 40 });
  assert.equal(advanced.status, 200);

  assert.equal((await api.put(`/v1/charge/${id}/settle`)).status, 200);
  const events = (await api.get(`/v1/notification/${token}`)).body.data;
  const paid = events.at(-1);
  assert.deepEqual(paid.status, { current: 'paid', previous: 'new' });
  assert.equal(paid.value, 3990, 'items and shipping: what was settled');
  assert.equal(paid.received_by_bank_at, paid.created_at.slice(0, 10), 'the settle day on the account clock');
  assert.ok(paid.received_by_bank_at >= advanced.body.now.slice(0, 10), 'after the advance');
  for (const event of events.slice(0, -1)) assert.equal('value' in event, false, 'value only on the paid event');
});
