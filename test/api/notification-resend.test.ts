// GET /v1/{charge,carnet,subscription}/:id/notification/resend (the Java and Dart SDKs' calls; the
// Node SDK installed here has none, so plain HTTP): the latest event of the object's token POSTed
// again to a real local receiver, as a new delivery. Each object gets its URL only after its events
// happened (metadata without `resend`), so the resend is the receiver's one and only call.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { listDeliveries, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { receiverPool, waitFor } from '../helpers/receiver.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
const { receiver, closeAll } = receiverPool();
after(async () => {
  await closeAll();
  await sandbox.close();
});

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

/** The one call the receiver got, the token's history, and the delivery that made the call. */
async function theResend(api: ApiClient, hook: { calls: { token: string | null }[] }) {
  const call = await waitFor(() => hook.calls[0], 'the resent notification');
  const events = (await api.get(`/v1/notification/${call.token}`)).body.data;
  const [delivery] = await listDeliveries(api);
  assert.equal(hook.calls.length, 1, 'one POST: the resend');
  return { token: call.token!, events, delivery };
}

test("a charge's resend POSTs its token again, as a new delivery of the latest event", async () => {
  const hook = await receiver(200);
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  assert.equal((await api.put(`/v1/charge/${id}/cancel`)).status, 200);
  assert.equal((await api.put(`/v1/charge/${id}/metadata`, { notification_url: hook.url })).status, 200);
  assert.equal((await listDeliveries(api)).length, 0, 'nothing sent before the resend');
  // HEAD is answered by the GET route (as everywhere here), but sends nothing.
  assert.equal((await api.call('HEAD', `/v1/charge/${id}/notification/resend`)).status, 200);
  assert.equal((await listDeliveries(api)).length, 0, 'a HEAD sends nothing');

  const answer = await api.get(`/v1/charge/${id}/notification/resend`);
  assert.deepEqual([answer.status, answer.body], [200, { code: 200 }]);
  const { events, delivery } = await theResend(api, hook);
  assert.deepEqual(events.map((event: { status: { current: string } }) => event.status.current), ['new', 'canceled']);
  assert.equal(delivery.event_id, 2, 'the latest event');
  assert.equal(delivery.charge_id, id);

  // Asked again, it is sent again: each resend is a delivery of its own.
  await api.get(`/v1/charge/${id}/notification/resend`);
  await waitFor(() => hook.calls.length === 2, 'the second resend');
  assert.equal(hook.calls[1].token, hook.calls[0].token);
  assert.equal((await listDeliveries(api)).length, 2);
});

test("a carnê's and a subscription's resend send their own token's latest event", async () => {
  const hook = await receiver(200);
  const api = await sandbox.newAccount();
  const carnet = (await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 5000 }], customer, expire_at: await today(api), repeats: 2 })).body.data;
  await api.put(`/v1/carnet/${carnet.carnet_id}/metadata`, { notification_url: hook.url });
  assert.equal((await api.get(`/v1/carnet/${carnet.carnet_id}/notification/resend`)).status, 200);
  const fromCarnet = await theResend(api, hook);
  assert.deepEqual(fromCarnet.events.at(-1).identifiers, { carnet_id: carnet.carnet_id, charge_id: carnet.charges[1].charge_id });
  assert.equal(fromCarnet.delivery.event_id, fromCarnet.events.length);

  const other = await receiver(200);
  const plan = (await api.post('/v1/plan', { name: 'Mensal', interval: 1 })).body.data;
  const subscription = (await api.post(`/v1/plan/${plan.plan_id}/subscription`, { items: [{ name: 'Internet', value: 6990 }] })).body.data;
  await api.put(`/v1/subscription/${subscription.subscription_id}/metadata`, { notification_url: other.url });
  assert.equal((await api.get(`/v1/subscription/${subscription.subscription_id}/notification/resend`)).status, 200);
  const fromSubscription = await theResend(api, other);
  assert.notEqual(fromSubscription.token, fromCarnet.token);
  assert.deepEqual(fromSubscription.events.map((event: { type: string }) => event.type), ['subscription', 'subscription_charge']);
});

test('without a notification_url there is nothing to resend: 4900070, and no delivery', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  const refused = await api.get(`/v1/charge/${id}/notification/resend`);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, 4900070);
  assert.equal(refused.body.error, 'notification_url_not_defined');
  assert.match(refused.body.error_description, new RegExp(`PUT /v1/charge/${id}/metadata`));
  assert.equal((await listDeliveries(api)).length, 0);
});

test("another account's object reads as unknown: the same 404, and nothing is sent", async () => {
  const hook = await receiver(200);
  const owner = await sandbox.newAccount();
  const stranger = await sandbox.newAccount();
  const id = await owner.createCharge({ items: [{ name: 'A', value: 1500 }] });
  await owner.put(`/v1/charge/${id}/metadata`, { notification_url: hook.url });
  const carnet = (await owner.post('/v1/carnet', { items: [{ name: 'M', value: 5000 }], customer, expire_at: await today(owner), repeats: 1 })).body.data;
  for (const path of [`/v1/charge/${id}`, `/v1/carnet/${carnet.carnet_id}`, '/v1/subscription/999999']) {
    const foreign = await stranger.get(`${path}/notification/resend`);
    const unknown = await stranger.get(`${path.replace(/\d+$/, '888888888')}/notification/resend`);
    assert.equal(foreign.status, 404, path);
    assert.deepEqual(foreign.body, unknown.body, path);
    assert.equal(foreign.body.code, 3500010);
  }
  assert.equal((await listDeliveries(owner)).length, 0);
  assert.equal(hook.calls.length, 0);
});
