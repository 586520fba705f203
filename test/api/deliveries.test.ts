// The webhook inspector's API (GET /sandbox/v1/deliveries, /:id, POST /:id/replay): each attempt
// with the headers and body that were POSTed and what the receiver answered (its body cut to
// 4 KB), "attempt k of n" and the next attempt on the clock, what owns the delivery, the URL
// filter, and a replay that answers with its own attempt's outcome.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { listDeliveries, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { receiverPool, waitFor } from '../helpers/receiver.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 20 } });
const { receiver, closeAll } = receiverPool();
after(async () => {
  await closeAll();
  await sandbox.close();
});

const items = [{ name: 'Produto', value: 1000, amount: 1 }];
const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const minutesBetween = (a: string, b: string) => (Date.parse(b.replace(' ', 'T')) - Date.parse(a.replace(' ', 'T'))) / 60_000;

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A charge whose first callback has been answered; returns its id. */
async function chargeWithFirstAttempt(api: ApiClient, url: string): Promise<number> {
  const id = await api.createCharge({ items, metadata: { notification_url: url } });
  await waitFor(async () => (await listDeliveries(api, `?charge_id=${id}`))[0]?.attempts.length === 1, 'the first attempt');
  return id;
}

test('a failing receiver: every attempt keeps what was POSTed and the 500 it got back; attempt k of n and the next one', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver((_call, res) => {
    res.statusCode = 500;
    res.setHeader('x-receiver', 'loja');
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Erro interno: pedido não encontrado');
  });
  const id = await chargeWithFirstAttempt(api, hook.url);
  // 5, 10 and 20 minutes later: three retries inside a 36-minute advance.
  await api.post('/sandbox/v1/clock/advance', { minutes: 36 });

  const [delivery] = await listDeliveries(api, `?charge_id=${id}`);
  assert.equal(delivery.state, 'pending');
  assert.equal(delivery.attempt_count, 4);
  assert.equal(delivery.max_attempts, 10, 'the first attempt and the ladder\'s nine retries, all inside three days');
  assert.deepEqual(delivery.attempts.map((a: any) => a.number), [1, 2, 3, 4]);
  assert.equal(minutesBetween(delivery.attempts[3].at, delivery.next_attempt_at), 40, 'the ladder\'s next step');
  assert.equal(delivery.last_status_code, 500);
  assert.equal(delivery.last_error, null);
  assert.equal(delivery.last_response_excerpt, 'Erro interno: pedido não encontrado');
  assert.equal(delivery.url, hook.url);
  assert.equal(delivery.token_fetched, false);

  assert.equal(hook.calls.length, 4);
  assert.equal(delivery.attempts[0].request, undefined, 'the list leaves the exchanges to the detail');
  const detail = (await api.get(`/sandbox/v1/deliveries/${delivery.id}`)).body;
  assert.deepEqual({ ...detail, attempts: null }, { ...delivery, attempts: null }, 'the detail is the list\'s item, with the exchanges');
  for (const [index, attempt] of detail.attempts.entries()) {
    // What the receiver got is what the inspector shows.
    assert.equal(attempt.request.body, hook.calls[index].body);
    assert.equal(attempt.request.body, `notification=${delivery.token}`);
    assert.equal(attempt.request.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(attempt.request.headers.host, new URL(hook.url).host);
    assert.equal(attempt.request.headers['content-length'], String(attempt.request.body.length));
    assert.equal(attempt.response.headers['x-receiver'], 'loja');
    assert.equal(attempt.response.body, 'Erro interno: pedido não encontrado');
    assert.equal(attempt.response.size_bytes, Buffer.byteLength('Erro interno: pedido não encontrado'));
    assert.equal(attempt.response.truncated, false);
    assert.equal(attempt.status_code, 500);
  }
});

test('a long answer is kept as its first 4 KB with its whole size; no answer keeps only the request', async () => {
  const api = await sandbox.newAccount();
  const page = `<html>${'x'.repeat(10_000)}</html>`;
  const hook = await receiver((_call, res) => {
    res.statusCode = 503;
    res.end(page);
  });
  const id = await chargeWithFirstAttempt(api, hook.url);
  const [delivery] = await listDeliveries(api, `?charge_id=${id}`);
  const { response } = (await api.get(`/sandbox/v1/deliveries/${delivery.id}`)).body.attempts[0];
  assert.equal(response.body, page.slice(0, 4096));
  assert.equal(response.size_bytes, page.length);
  assert.equal(response.truncated, true);
  assert.equal(delivery.last_response_excerpt, page.slice(0, 200), 'the list row carries a short excerpt');

  const closed = await receiver(200);
  await closed.close();
  const refused = await chargeWithFirstAttempt(api, closed.url);
  const [listed] = await listDeliveries(api, `?charge_id=${refused}`);
  const unanswered = (await api.get(`/sandbox/v1/deliveries/${listed.id}`)).body;
  assert.equal(unanswered.attempts[0].error, 'connection refused');
  assert.equal(unanswered.attempts[0].response, null);
  assert.equal(unanswered.attempts[0].request.body, `notification=${unanswered.token}`);
  assert.equal(unanswered.last_status_code, null);
  assert.equal(unanswered.last_error, 'connection refused');
});

test('the url filter narrows by part of the URL in any case, and total counts every match', async () => {
  const api = await sandbox.newAccount();
  const shop = await receiver(200);
  const other = await receiver(200);
  await chargeWithFirstAttempt(api, `${shop.url}?loja=Azul`);
  await chargeWithFirstAttempt(api, `${shop.url}?loja=Azul`);
  await chargeWithFirstAttempt(api, `${other.url}?loja=verde`);

  const all = await api.get('/sandbox/v1/deliveries?limit=1');
  assert.equal(all.body.total, 3);
  assert.equal(all.body.deliveries.length, 1, 'total is not the page');
  const blue = await api.get('/sandbox/v1/deliveries?url=LOJA=azul');
  assert.equal(blue.body.total, 2);
  assert.ok(blue.body.deliveries.every((d: any) => d.url.endsWith('?loja=Azul')));
  assert.equal((await api.get(`/sandbox/v1/deliveries?url=${encodeURIComponent(new URL(other.url).host)}`)).body.total, 1);
  assert.equal((await api.get('/sandbox/v1/deliveries?url=%25')).body.total, 0, '% is a character, not a wildcard');
  assert.equal((await api.get('/sandbox/v1/deliveries?url=verde&state=acknowledged')).body.total, 0, 'filters combine');

  const tooLong = await api.get(`/sandbox/v1/deliveries?url=${'a'.repeat(256)}`);
  assert.equal(tooLong.status, 400);
  assert.equal(tooLong.body.error_description.property, 'url');
  assert.equal((await api.get('/sandbox/v1/deliveries?state=lost')).body.error_description.property, 'state');
});

test('a delivery names what owns it: a carnê, a payment link, or a plain charge', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(200);
  const carnet = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: addDays(await today(api), 10), repeats: 2,
    metadata: { notification_url: hook.url },
  });
  assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
  const link = await api.post('/v1/charge/one-step/link', {
    items, metadata: { notification_url: hook.url }, customer: { email: 'payer@example.com' },
    settings: { expire_at: addDays(await today(api), 3), request_delivery_address: false, payment_method: 'all' },
  });
  assert.equal(link.status, 200, JSON.stringify(link.body));
  const plain = await api.createCharge({ items, metadata: { notification_url: hook.url } });
  await waitFor(async () => (await listDeliveries(api)).length >= 3, 'the deliveries');

  const deliveries = await listDeliveries(api);
  const ofCarnet = deliveries.find((d: any) => d.carnet_id === carnet.body.data.carnet_id);
  assert.ok(ofCarnet, JSON.stringify(deliveries));
  assert.ok(carnet.body.data.charges.some((c: any) => c.charge_id === ofCarnet.charge_id));
  const ofLink = deliveries.find((d: any) => d.charge_id === link.body.data.charge_id);
  assert.equal(ofLink.payment_link, true);
  assert.equal(ofLink.carnet_id, null);
  const ofPlain = deliveries.find((d: any) => d.charge_id === plain);
  assert.deepEqual([ofPlain.carnet_id, ofPlain.subscription_id, ofPlain.payment_link], [null, null, false]);
});

test('a replay answers with its own attempt: HTTP 500, then 200 once the receiver is fixed, or the connection error', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(500);
  const id = await chargeWithFirstAttempt(api, hook.url);
  const [delivery] = await listDeliveries(api, `?charge_id=${id}`);

  const failed = await api.post(`/sandbox/v1/deliveries/${delivery.id}/replay`);
  assert.equal(failed.status, 200, JSON.stringify(failed.body));
  assert.equal(failed.body.replayed_attempt.status_code, 500);
  assert.equal(failed.body.replayed_attempt.replay, true);
  assert.equal(failed.body.replayed_attempt.number, 2);
  assert.equal(failed.body.attempt_count, 2);

  hook.reply = 200;
  const fixed = await api.post(`/sandbox/v1/deliveries/${delivery.id}/replay`);
  assert.equal(fixed.body.replayed_attempt.status_code, 200);
  assert.equal(fixed.body.replayed_attempt.response.body, 'ok');

  await hook.close();
  const refused = await api.post(`/sandbox/v1/deliveries/${delivery.id}/replay`);
  assert.equal(refused.body.replayed_attempt.status_code, null);
  assert.equal(refused.body.replayed_attempt.error, 'connection refused');

  const unknown = await api.post('/sandbox/v1/deliveries/999999999/replay');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.code, 3500010);
});

test('a delivery keeps the exchanges of its first attempt and its last three; those between keep time and status', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver((_call, res) => {
    res.statusCode = 500;
    res.end('sempre 500');
  });
  const id = await chargeWithFirstAttempt(api, hook.url);
  await api.post('/sandbox/v1/clock/advance', { hours: 3 }); // retries at 5, 15, 35, 75 and 155 minutes
  const [listed] = await listDeliveries(api, `?charge_id=${id}`);
  const detail = (await api.get(`/sandbox/v1/deliveries/${listed.id}`)).body;
  assert.equal(detail.attempts.length, 6);
  assert.deepEqual(detail.attempts.map((a: any) => a.request !== null), [true, false, false, true, true, true]);
  assert.deepEqual(detail.attempts.map((a: any) => a.status_code), [500, 500, 500, 500, 500, 500]);
  assert.equal(detail.attempts[5].response.body, 'sempre 500');
  assert.equal(detail.last_response_excerpt, 'sempre 500');
});

test('a notification_url a URL parser refuses fails its attempts like an unreachable one: no 5xx, nothing stuck', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items, metadata: { notification_url: 'http://exa mple.com/hook' } });
  await waitFor(async () => (await listDeliveries(api, `?charge_id=${id}`))[0]?.attempts.length === 1, 'the first attempt');
  const advanced = await api.post('/sandbox/v1/clock/advance', { minutes: 16 });
  assert.equal(advanced.status, 200);
  const [delivery] = await listDeliveries(api, `?charge_id=${id}`);
  assert.equal(delivery.attempt_count, 3, 'the retries at 5 and 15 minutes ran');
  assert.equal(delivery.last_status_code, null);
  assert.ok(delivery.last_error, 'the failure is recorded');
  const replay = await api.post(`/sandbox/v1/deliveries/${delivery.id}/replay`);
  assert.equal(replay.status, 200);
});
