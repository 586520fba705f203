// Fault injection on callbacks, seen by a real local receiver: duplicates, out of order across
// tokens, delays on the account's clock — and the report of how the receiver coped.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { listDeliveries, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { receiverPool, waitFor, type ReceivedCall } from '../helpers/receiver.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const { receiver, closeAll } = receiverPool();
after(async () => {
  await closeAll();
  await sandbox.close();
});

async function addFault(api: ApiClient, rule: Record<string, unknown>) {
  const created = await api.post('/sandbox/v1/faults', { target: 'callbacks', ...rule });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body;
}

function charge(api: ApiClient, url: string, name = 'Produto') {
  return api.createCharge({ items: [{ name, value: 1000 }], metadata: { notification_url: url } });
}

/** An integrator's receiver that does the right thing: answers 200 and fetches the token. */
function fetchingReceiver(api: ApiClient) {
  return async (call: ReceivedCall, res: import('node:http').ServerResponse) => {
    await api.get(`/v1/notification/${call.token}`);
    res.statusCode = 200;
  };
}

async function report(api: ApiClient) {
  const answer = await api.get('/sandbox/v1/faults/report');
  assert.equal(answer.status, 200);
  return answer.body;
}

async function timeline(api: ApiClient, chargeId: number) {
  return (await api.get(`/sandbox/v1/charges/${chargeId}/timeline`)).body.timeline as any[];
}

test('duplicate: the receiver gets the same callback twice; the report counts it and what the receiver did', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver();
  hook.reply = fetchingReceiver(api);
  const rule = await addFault(api, { fault: 'duplicate', times: 1 });
  assert.deepEqual([rule.target, rule.fault, rule.delay_ms, rule.times_left], ['callbacks', 'duplicate', null, 1]);

  const id = await charge(api, hook.url);
  await waitFor(() => hook.calls.length === 2, 'the callback and its duplicate');
  assert.equal(hook.calls[0].body, hook.calls[1].body, 'the same form POST, notification=<token>');
  assert.match(hook.calls[1].body, /^notification=[0-9a-f-]{36}$/);

  await api.put(`/v1/charge/${id}/cancel`);
  await waitFor(() => hook.calls.length === 3, 'the cancel callback, once');
  await waitFor(async () => (await listDeliveries(api)).every((d) => d.state === 'acknowledged'), 'both acknowledged');

  const { injected, callbacks } = await report(api);
  assert.deepEqual(injected, { total: 1, api: {}, callbacks: { duplicate: 1 } });
  assert.equal(callbacks.sent, 3);
  assert.equal(callbacks.answered_2xx, 3);
  assert.equal(callbacks.tokens_notified, 1);
  assert.equal(callbacks.tokens_fetched, 1);
  assert.equal(callbacks.token_fetches, 3);
  assert.deepEqual(callbacks.duplicates, { sent: 1, answered_2xx: 1, token_fetched_after: 1 });
  assert.deepEqual(callbacks.never_acknowledged, { count: 0, deliveries: [] });

  const line = (await timeline(api, id)).find((e) => e.kind === 'fault');
  assert.match(line.title, /^Falha injetada: callback duplicado → HTTP 200$/);
});

test('a receiver that answers 200 but never fetches shows up as never acknowledged', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(200);
  await addFault(api, { fault: 'duplicate', times: 1 });
  const id = await charge(api, hook.url);
  await waitFor(() => hook.calls.length === 2, 'the callback and its duplicate');
  await waitFor(async () => (await listDeliveries(api))[0]?.state === 'delivered', 'the attempt recorded');

  const { callbacks } = await report(api);
  assert.equal(callbacks.tokens_notified, 1);
  assert.equal(callbacks.tokens_fetched, 0);
  assert.deepEqual(callbacks.duplicates, { sent: 1, answered_2xx: 1, token_fetched_after: 0 });
  assert.equal(callbacks.never_acknowledged.count, 1);
  assert.deepEqual(
    callbacks.never_acknowledged.deliveries.map((d: any) => [d.charge_id, d.state, d.attempts, d.token]),
    [[id, 'delivered', 1, hook.calls[0].token]],
  );
});

test('out of order: a token\'s callback is held back and arrives after a later callback of another token', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver();
  hook.reply = fetchingReceiver(api);
  const rule = await addFault(api, { fault: 'out_of_order', times: 1 });

  const first = await charge(api, hook.url, 'Primeiro');
  await waitFor(async () => (await api.get(`/sandbox/v1/faults/${rule.id}`)).body.hits === 1, 'the first callback to be held');
  assert.equal(hook.calls.length, 0, 'held back: not sent');
  const second = await charge(api, hook.url, 'Segundo');
  await waitFor(() => hook.calls.length === 2, 'both callbacks');

  const tokenOf = async (chargeId: number) => (await listDeliveries(api, `?charge_id=${chargeId}`))[0].token;
  assert.deepEqual(
    hook.calls.map((call) => call.token),
    [await tokenOf(second), await tokenOf(first)],
    'the later charge\'s callback came first',
  );
  await waitFor(async () => (await listDeliveries(api)).every((d) => d.state === 'acknowledged'), 'both acknowledged');

  const { injected, callbacks } = await report(api);
  assert.deepEqual(injected.callbacks, { out_of_order: 1 });
  assert.deepEqual(callbacks.out_of_order, { held: 1, released: 1 });
  assert.equal(callbacks.tokens_notified, 2);
  assert.equal(callbacks.tokens_fetched, 2);
  assert.equal(callbacks.never_acknowledged.count, 0);
  const line = (await timeline(api, first)).find((e) => e.kind === 'fault');
  assert.match(line.title, /fora de ordem/);
  assert.match(line.detail, /liberado em/);
});

test('delay: the callback goes out that much later on the account\'s clock', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(200);
  await addFault(api, { fault: 'delay', delay_ms: 60 * 60_000, times: 1 });
  const id = await charge(api, hook.url);
  const [delayed] = await waitFor(async () => {
    const list = await listDeliveries(api);
    return list[0]?.next_attempt_at && list[0].attempts.length === 0 && list[0].created_at !== list[0].next_attempt_at ? list : null;
  }, 'the attempt to be moved');
  const created = Date.parse(delayed.created_at.replace(' ', 'T'));
  const due = Date.parse(delayed.next_attempt_at.replace(' ', 'T'));
  assert.ok(due - created >= 60 * 60_000 - 1000 && due - created <= 60 * 60_000 + 1000, `${delayed.created_at} -> ${delayed.next_attempt_at}`);
  assert.equal(hook.calls.length, 0, 'an hour away on the clock');

  await api.post('/sandbox/v1/clock/advance', { minutes: 61 });
  await waitFor(() => hook.calls.length === 1, 'the delayed callback');
  assert.equal((await report(api)).callbacks.delayed, 1);
  const line = (await timeline(api, id)).find((e) => e.kind === 'fault');
  assert.match(line.title, /^Falha injetada: callback atrasado 3600000 ms$/);
});

test('callback rules are not API rules: /v1 answers normally while they are on', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(200);
  await addFault(api, { fault: 'duplicate', probability: 1 });
  const id = await charge(api, hook.url);
  assert.equal((await api.get(`/v1/charge/${id}`)).status, 200);
  await api.put(`/v1/charge/${id}/cancel`);
  await waitFor(() => hook.calls.length === 4, 'each callback twice');
  assert.equal((await api.del('/sandbox/v1/faults')).body.deleted, 1);
  assert.equal((await report(api)).injected.callbacks.duplicate, 2, 'removing rules keeps the record of what they did');
});
