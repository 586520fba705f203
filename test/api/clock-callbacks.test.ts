// Callbacks during a clock advance: attempts due at the same virtual instant go out together (up
// to the in-flight cap), one token's attempts still go one at a time and in order, retries inside
// the window still run, and a finished delivery leaves nothing in the schedule.
//
// The wall clock is frozen, so every first attempt made in real time is recorded at the same
// virtual instant and every retry falls due together five minutes later.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { listDeliveries, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { receiverPool, waitFor, type ReceivedCall, type Receiver } from '../helpers/receiver.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

const frozenWallMs = Date.now();
const CAP = 8;
const sandbox = await startSandbox({ wallClock: () => frozenWallMs, jobs: { pollMs: 20, concurrency: CAP } });
const { receiver, closeAll } = receiverPool();
after(async () => {
  await closeAll();
  await sandbox.close();
});
const deliveries = listDeliveries;

const minutesBetween = (a: string, b: string) => (Date.parse(b.replace(' ', 'T')) - Date.parse(a.replace(' ', 'T'))) / 60_000;

/**
 * Holds every call until `size` calls are open at once (or all the calls still expected are),
 * then answers them together. It never hangs a test: if the calls do not overlap, the first wait
 * gives up after a bound and every later call is answered at once — the overlap count tells.
 */
function gate(size: number, expected: number, status: (call: ReceivedCall) => number = () => 200) {
  const open: Array<() => void> = [];
  const openTokens = new Map<string, number>();
  const state = { answered: 0, maxOpen: 0, sameTokenOverlap: false, gaveUp: false };
  const releaseAll = () => open.splice(0).forEach((release) => release());
  const handler = async (call: ReceivedCall, res: ServerResponse) => {
    const token = call.token ?? '';
    if (openTokens.get(token)) state.sameTokenOverlap = true;
    openTokens.set(token, (openTokens.get(token) ?? 0) + 1);
    res.statusCode = status(call);
    await new Promise<void>((resolve) => {
      open.push(resolve);
      state.maxOpen = Math.max(state.maxOpen, open.length);
      if (state.gaveUp || open.length >= Math.min(size, expected - state.answered)) releaseAll();
      else {
        setTimeout(() => {
          if (open.includes(resolve)) {
            state.gaveUp = true;
            releaseAll();
          }
        }, HANG_GUARD_MS).unref(); // only when they never come together: how soon they do is no verdict
      }
    });
    state.answered++;
    openTokens.set(token, openTokens.get(token)! - 1);
  };
  return { handler, state };
}

/** Charges whose first callbacks all failed at the frozen instant: their retries are due together. */
async function chargesWithRetriesDue(api: ApiClient, hook: Receiver, count: number, eventsEach: 1 | 2) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = await api.createCharge({ items: [{ name: `Item ${i}`, value: 1000 + i }], metadata: { notification_url: hook.url } });
    if (eventsEach === 2) assert.equal((await api.put(`/v1/charge/${id}/cancel`)).status, 200);
    ids.push(id);
  }
  const total = count * eventsEach;
  await waitFor(async () => {
    const list = await deliveries(api, '?limit=200');
    return list.length === total && list.every((d) => d.attempts.length === 1);
  }, 'every first attempt to be recorded');
  return ids;
}

test('retries due at the same instant for many tokens go out together, at most `concurrency` at once', async () => {
  const hook = await receiver(500);
  const api = await sandbox.newAccount();
  const count = 12;
  await chargesWithRetriesDue(api, hook, count, 1);
  const { handler, state } = gate(CAP, count);
  hook.reply = handler;

  const advanced = await api.post('/sandbox/v1/clock/advance', { minutes: 6 });
  assert.equal(advanced.status, 200);
  assert.equal(advanced.body.processed, count);
  assert.equal(state.gaveUp, false, 'the receiver waited in vain for callbacks to overlap');
  assert.equal(state.maxOpen, CAP, 'as many callbacks in flight as the cap allows, and no more');
  for (const delivery of await deliveries(api)) {
    assert.deepEqual(delivery.attempts.map((a: any) => a.status_code), [500, 200]);
    assert.equal(minutesBetween(delivery.attempts[0].at, delivery.attempts[1].at), 5, 'each at its due time');
  }
});

test("one token's deliveries due together still arrive one at a time, in event order", async () => {
  const hook = await receiver(500);
  const api = await sandbox.newAccount();
  const charges = 3;
  await chargesWithRetriesDue(api, hook, charges, 2);
  // The receiver answers each token's n-th call with 200 + n: the status recorded on each delivery
  // tells in which order that token's callbacks arrived.
  const callsPerToken = new Map<string, number>();
  const { handler, state } = gate(charges, charges * 2, (call) => {
    const n = (callsPerToken.get(call.token!) ?? 0) + 1;
    callsPerToken.set(call.token!, n);
    return 200 + n;
  });
  hook.reply = handler;

  const advanced = await api.post('/sandbox/v1/clock/advance', { minutes: 6 });
  assert.equal(advanced.body.processed, charges * 2);
  assert.equal(state.sameTokenOverlap, false, 'two callbacks of one token were in flight at once');
  assert.equal(state.gaveUp, false, 'different tokens were not sent together');
  assert.equal(state.maxOpen, charges);
  const byToken = new Map<string, any[]>();
  for (const delivery of await deliveries(api)) byToken.set(delivery.token, [...(byToken.get(delivery.token) ?? []), delivery]);
  assert.equal(byToken.size, charges);
  for (const list of byToken.values()) {
    const inEventOrder = list.sort((a, b) => a.event_id - b.event_id);
    assert.deepEqual(inEventOrder.map((d: any) => [d.event_id, d.attempts.at(-1).status_code]), [[1, 201], [2, 202]]);
  }
});

test('retries scheduled by attempts inside the advance run in that same advance, for every token', async () => {
  const hook = await receiver(500);
  const api = await sandbox.newAccount();
  const count = 5;
  await chargesWithRetriesDue(api, hook, count, 1);
  const advanced = await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const ladder = [0, 5, 15, 35, 75, 155, 315, 635, 1275];
  assert.equal(advanced.body.processed, count * (ladder.length - 1));
  const list = await deliveries(api);
  assert.equal(list.length, count);
  for (const delivery of list) {
    assert.deepEqual(delivery.attempts.map((a: any) => minutesBetween(delivery.attempts[0].at, a.at)), ladder);
    assert.equal(delivery.state, 'pending');
  }
});

test('a finished delivery leaves nothing in the schedule', async () => {
  const hook = await receiver(200);
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: hook.url } });
  const [delivered] = await waitFor(async () => {
    const list = await deliveries(api);
    return list[0]?.state === 'delivered' ? list : null;
  }, 'the first delivery');
  const scheduled = async () => (await api.get('/sandbox/v1/schedule')).body.jobs.filter((job: any) => job.kind === 'notification.deliver');
  assert.deepEqual((await scheduled()).map((job: any) => job.subject_id), [delivered.id], 'answered 2xx, not fetched: re-notified later');

  const fetched = await api.get(`/v1/notification/${delivered.token}`);
  assert.equal(fetched.status, 200);
  assert.deepEqual(await scheduled(), [], 'acknowledged: nothing left to send');
  const advanced = await api.post('/sandbox/v1/clock/advance', { days: 4 });
  assert.equal(advanced.body.processed, 0);
  assert.equal(hook.calls.length, 1);

  // Given up after the 3-day window: nothing left either.
  hook.reply = 500;
  await api.put(`/v1/charge/${id}/cancel`);
  await waitFor(async () => (await deliveries(api)).find((d) => d.event_id === 2)?.attempts.length === 1, 'the cancel callback');
  await api.post('/sandbox/v1/clock/advance', { days: 4 });
  assert.equal((await deliveries(api)).find((d) => d.event_id === 2).state, 'failed');
  assert.deepEqual(await scheduled(), []);
});

test('each status change is POSTed once even when an earlier callback already fetched the token', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(async (call, res) => {
    await api.get(`/v1/notification/${call.token}`); // sees both events, acknowledges both deliveries
    res.statusCode = 200;
  });
  const id = await api.createCharge({ items: [{ name: 'A', value: 1500 }], metadata: { notification_url: hook.url } });
  await api.put(`/v1/charge/${id}/cancel`);
  const list = await waitFor(async () => {
    const all = await deliveries(api);
    return all.length === 2 && all.every((d) => d.attempts.length === 1) ? all : null;
  }, 'both callbacks');
  assert.deepEqual(list.map((d) => d.state), ['acknowledged', 'acknowledged']);
  assert.equal(hook.calls.length, 2);
  assert.deepEqual((await api.get('/sandbox/v1/schedule')).body.jobs, [], 'no re-notification left');
});
