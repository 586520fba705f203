// GET /sandbox/v1/report over real HTTP: for each check, a client built to pass it and one built
// to fail it, acting on a real sandbox (callbacks to a real local receiver, faults injected).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { listDeliveries, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { receiverPool, waitFor, type ReceivedCall } from '../helpers/receiver.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const { receiver, closeAll } = receiverPool();
after(async () => {
  await closeAll();
  await sandbox.close();
});

async function report(api: ApiClient, query = '') {
  const answer = await api.get(`/sandbox/v1/report${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as { generated_at: string; since: string; requests_observed: number; requests_observed_since: string; checks: any[] };
}

async function check(api: ApiClient, id: string) {
  const found = (await report(api)).checks.find((c) => c.id === id);
  assert.ok(found, `no check ${id}`);
  return found;
}

async function addFault(api: ApiClient, rule: Record<string, unknown>) {
  const created = await api.post('/sandbox/v1/faults', rule);
  assert.equal(created.status, 200, JSON.stringify(created.body));
}

const chargeBody = (customId: string) => ({ items: [{ name: 'Produto', value: 1000, amount: 1 }], metadata: { custom_id: customId } });
const chargeWithHook = (api: ApiClient, url: string) => api.createCharge({ items: [{ name: 'Produto', value: 1000 }], metadata: { notification_url: url } });
const allDeliveriesIn = (api: ApiClient, state: string) => async () => {
  const deliveries = await listDeliveries(api);
  return deliveries.length > 0 && deliveries.every((d) => d.state === state);
};

/** What an integrator's receiver should do: fetch the token, answer 200. */
const fetchingReceiver = (api: ApiClient) => async (call: ReceivedCall, res: ServerResponse) => {
  await api.get(`/v1/notification/${call.token}`);
  res.statusCode = 200;
};

test('a fresh account: every check is listed, in the documented order, none exercised', async () => {
  const api = await sandbox.newAccount();
  const { checks, generated_at } = await report(api);
  assert.match(generated_at, /^\d{4}-\d{2}-\d{2}T/);
  assert.deepEqual(checks.map((c) => c.id), [
    'callbacks.token_fetched',
    'callbacks.acknowledged',
    'callbacks.answered_without_fetch',
    'callbacks.redirects',
    'authorization.reauthorized',
    'retries.duplicate_after_commit',
    'retries.retry_after',
    'retries.invalid_repeated',
    'inputs.card_brands',
    'inputs.amounts_in_cents',
    'inputs.notification_url',
    'inputs.custom_id',
    'load.polling',
    'load.daily_quota',
    ...['boleto_issued', 'boleto_paid', 'boleto_paid_late', 'boleto_unpaid', 'boleto_canceled', 'boleto_settled', 'card_approved', 'card_refused',
      'card_retried', 'card_refunded', 'carnet', 'subscription_renewed', 'subscription_canceled', 'link_paid', 'link_expired', 'bolix_paid_by_pix'].map((flow) => `coverage.${flow}`),
  ]);
  assert.ok(checks.every((c) => c.status === 'not_exercised' && c.evidence.length === 0 && c.detail.length > 0));
});

test('callbacks: a receiver that fetches each token at once passes every callback check', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver();
  hook.reply = fetchingReceiver(api);
  const id = await chargeWithHook(api, hook.url);
  await waitFor(allDeliveriesIn(api, 'acknowledged'), 'the callback acknowledged');
  const { checks } = await report(api);
  for (const c of checks.filter((c) => c.id.startsWith('callbacks.'))) assert.equal(c.status, 'pass', `${c.id}: ${c.detail}`);
  const [delivery] = await listDeliveries(api);
  assert.equal(delivery.charge_id, id);
  assert.deepEqual(checks[0].evidence.map((e: any) => [e.kind, e.id, e.href]), [['delivery', delivery.id, `#/webhooks/${delivery.id}`]]);
});

test('callbacks: a receiver that answers 200 but never fetches fails "acknowledged" and "answered without fetch"', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(200);
  await chargeWithHook(api, hook.url);
  await waitFor(allDeliveriesIn(api, 'delivered'), 'the attempt recorded');
  const { checks } = await report(api);
  const byId = Object.fromEntries(checks.map((c) => [c.id, c]));
  assert.equal(byId['callbacks.token_fetched'].status, 'not_exercised');
  assert.equal(byId['callbacks.acknowledged'].status, 'fail');
  assert.equal(byId['callbacks.answered_without_fetch'].status, 'fail');
  assert.match(byId['callbacks.answered_without_fetch'].evidence[0].note, /token nunca consultado/);
  assert.equal(byId['callbacks.redirects'].status, 'pass');
});

test('callbacks: a token fetched only after the first re-notification (5 minutes on the clock) fails "token_fetched"', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(200);
  await chargeWithHook(api, hook.url);
  await waitFor(allDeliveriesIn(api, 'delivered'), 'the first attempt');
  assert.equal((await api.post('/sandbox/v1/clock/advance', { minutes: 6 })).status, 200);
  await waitFor(() => hook.calls.length >= 2, 'the re-notification');
  await api.get(`/v1/notification/${hook.calls[0].token}`);
  await waitFor(allDeliveriesIn(api, 'acknowledged'), 'the late fetch');
  const fetched = await check(api, 'callbacks.token_fetched');
  assert.equal(fetched.status, 'fail', fetched.detail);
  assert.match(fetched.detail, /depois de 5 min/);
  assert.equal((await check(api, 'callbacks.acknowledged')).status, 'pass');
});

test('callbacks: a receiver answering with a redirect fails "redirects"', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(302);
  await chargeWithHook(api, hook.url);
  await waitFor(async () => (await listDeliveries(api))[0]?.attempt_count >= 1, 'the attempt recorded');
  const redirects = await check(api, 'callbacks.redirects');
  assert.equal(redirects.status, 'fail');
  assert.match(redirects.evidence[0].note, /respondida 302/);
});

test('authorization: after an expired_token 401, authorizing again and retrying passes; retrying with the old token fails', async () => {
  const good = await sandbox.newAccount();
  const id = await good.createCharge(chargeBody('a-1'));
  await addFault(good, { target: 'api', route: '*', fault: 'expired_token', times: 1 });
  assert.equal((await good.get(`/v1/charge/${id}`)).status, 401);
  await good.authorize();
  assert.equal((await good.get(`/v1/charge/${id}`)).status, 200);
  const passed = await check(good, 'authorization.reauthorized');
  assert.equal(passed.status, 'pass', passed.detail);
  assert.match(passed.evidence[0].href, /^#\/requisicoes\/\d+$/);

  const bad = await sandbox.newAccount();
  const other = await bad.createCharge(chargeBody('b-1'));
  await addFault(bad, { target: 'api', route: '*', fault: 'expired_token', times: 1 });
  assert.equal((await bad.get(`/v1/charge/${other}`)).status, 401);
  assert.equal((await bad.get(`/v1/charge/${other}`)).status, 200, 'the fault is spent: the old token still works here');
  const failed = await check(bad, 'authorization.reauthorized');
  assert.equal(failed.status, 'fail');
  assert.match(failed.evidence[0].note, /sem novo token/);
});

test('retries: after a 500 injected once the charge was committed, re-creating it fails; not re-creating passes', async () => {
  const careless = await sandbox.newAccount();
  await addFault(careless, { target: 'api', route: 'POST /v1/charge', fault: 'error_500', when: 'after', times: 1 });
  assert.equal((await careless.post('/v1/charge', chargeBody('pedido-1'))).status, 500);
  assert.equal((await careless.post('/v1/charge', chargeBody('pedido-1'))).status, 200);
  const duplicated = await check(careless, 'retries.duplicate_after_commit');
  assert.equal(duplicated.status, 'fail');
  assert.match(duplicated.evidence[0].note, /duplicou a criação/);

  const careful = await sandbox.newAccount();
  await addFault(careful, { target: 'api', route: 'POST /v1/charge', fault: 'error_500', when: 'after', times: 1 });
  assert.equal((await careful.post('/v1/charge', chargeBody('pedido-1'))).status, 500);
  // It looks the charge up by what it knows instead (its custom_id), and creates a different one.
  assert.equal((await careful.post('/v1/charge', chargeBody('pedido-2'))).status, 200);
  assert.equal((await check(careful, 'retries.duplicate_after_commit')).status, 'pass');
});

test('retries: waiting the Retry-After of an injected 503 passes; retrying at once after a 429 fails', async () => {
  const patient = await sandbox.newAccount();
  const id = await patient.createCharge(chargeBody('p-1'));
  await addFault(patient, { target: 'api', route: 'GET /v1/charge/:id', fault: 'error_503', times: 1 });
  const refused = await patient.get(`/v1/charge/${id}`);
  assert.equal(refused.status, 503);
  const seconds = Number(refused.headers.get('retry-after'));
  assert.ok(seconds >= 1, 'the injected 503 says when to come back');
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  assert.equal((await patient.get(`/v1/charge/${id}`)).status, 200);
  assert.equal((await check(patient, 'retries.retry_after')).status, 'pass');

  // The daily quota's 429 asks to wait until the account's next day: no retry made at once waits that long.
  const hasty = await sandbox.newAccount();
  assert.equal((await hasty.put('/sandbox/v1/settings', { daily_quota: 1 })).status, 200);
  const charge = await hasty.createCharge(chargeBody('h-1'));
  assert.equal((await hasty.get(`/v1/charge/${charge}`)).status, 200);
  assert.equal((await hasty.get(`/v1/charge/${charge}`)).status, 429);
  assert.equal((await hasty.get(`/v1/charge/${charge}`)).status, 429);
  const failed = await check(hasty, 'retries.retry_after');
  assert.equal(failed.status, 'fail', failed.detail);
  assert.match(failed.evidence[0].note, /após um 429 com Retry-After/);
});

test('retries: a refused request sent again unchanged fails; corrected, it passes', async () => {
  const stubborn = await sandbox.newAccount();
  assert.equal((await stubborn.post('/v1/charge', { items: [] })).status, 400);
  assert.equal((await stubborn.post('/v1/charge', { items: [] })).status, 400);
  const repeated = await check(stubborn, 'retries.invalid_repeated');
  assert.equal(repeated.status, 'fail');
  assert.match(repeated.evidence[0].note, /sem mudança/);

  const learner = await sandbox.newAccount();
  assert.equal((await learner.post('/v1/charge', { items: [] })).status, 400);
  assert.equal((await learner.post('/v1/charge', chargeBody('l-1'))).status, 200);
  assert.equal((await check(learner, 'retries.invalid_repeated')).status, 'pass');
});

test('inputs: a client sending what the real service refuses fails each input check; one sending it right passes', async () => {
  const careless = await sandbox.newAccount();
  await careless.get('/v1/installments?brand=jcb&total=10000', { unchecked: 'the sandbox may refuse a retired brand; the report is what is under test' });
  await careless.post('/v1/charge', { items: [{ name: 'Produto', value: 10.5, amount: 1 }] }, { unchecked: 'a decimal value: refused, which is the point' });
  await careless.post('/v1/charge', { items: [{ name: 'Produto', value: 1050, amount: 1 }], metadata: { notification_url: 'http://192.168.0.10/hook' } });
  const failing = Object.fromEntries((await report(careless)).checks.map((c) => [c.id, c]));
  assert.equal(failing['inputs.card_brands'].status, 'fail');
  assert.match(failing['inputs.card_brands'].evidence[0].note, /jcb/);
  assert.equal(failing['inputs.amounts_in_cents'].status, 'fail');
  assert.match(failing['inputs.amounts_in_cents'].evidence[0].note, /value: 10\.5/);
  assert.equal(failing['inputs.notification_url'].status, 'fail');
  assert.match(failing['inputs.notification_url'].evidence[0].note, /endereço privado/);
  assert.equal(failing['inputs.custom_id'].status, 'fail');

  const careful = await sandbox.newAccount();
  assert.equal((await careful.get('/v1/installments?brand=visa&total=10000')).status, 200);
  assert.equal((await careful.post('/v1/charge', { items: [{ name: 'Produto', value: 1050, amount: 1 }], metadata: { custom_id: 'pedido-9', notification_url: 'https://loja.example.com/hook' } })).status, 200);
  const passing = Object.fromEntries((await report(careful)).checks.map((c) => [c.id, c]));
  for (const id of ['inputs.card_brands', 'inputs.amounts_in_cents', 'inputs.notification_url', 'inputs.custom_id']) {
    assert.equal(passing[id].status, 'pass', `${id}: ${passing[id].detail}`);
  }
});

test('load: reading a notified charge more than 5 times a minute fails; once passes. 110 calls to one endpoint in a burst project past 15,000 a day', async () => {
  const poller = await sandbox.newAccount();
  const hook = await receiver(200);
  const watched = await poller.createCharge({ items: [{ name: 'Produto', value: 1000 }], metadata: { custom_id: 'w-1', notification_url: hook.url } });
  for (let i = 0; i < 6; i++) assert.equal((await poller.get(`/v1/charge/${watched}`)).status, 200);
  const polling = await check(poller, 'load.polling');
  assert.equal(polling.status, 'fail', polling.detail);
  assert.match(polling.evidence[0].note, /6 leituras/);

  const calm = await sandbox.newAccount();
  const quiet = await calm.createCharge({ items: [{ name: 'Produto', value: 1000 }], metadata: { custom_id: 'q-1', notification_url: hook.url } });
  const unwatched = await calm.createCharge(chargeBody('q-2'));
  assert.equal((await calm.get(`/v1/charge/${quiet}`)).status, 200);
  for (let i = 0; i < 6; i++) assert.equal((await calm.get(`/v1/charge/${unwatched}`)).status, 200, 'no notification_url: reading is the only way to know');
  const byId = Object.fromEntries((await report(calm)).checks.map((c) => [c.id, c]));
  assert.equal(byId['load.polling'].status, 'pass', byId['load.polling'].detail);
  assert.equal(byId['load.daily_quota'].status, 'pass', byId['load.daily_quota'].detail);

  const busy = await sandbox.newAccount();
  for (let i = 0; i < 110; i++) assert.equal((await busy.get('/v1/installments?brand=visa&total=10000')).status, 200);
  const quota = await check(busy, 'load.daily_quota');
  assert.equal(quota.status, 'fail', quota.detail);
  assert.match(quota.evidence[0].note, /^GET \/v1\/installments: 110 em 10 min → ~15\.840\/dia \(cota 15\.000\)$/);
});

test('coverage: the flows the account went through pass, the others are not exercised', async () => {
  const api = await sandbox.newAccount();
  const clock = (await api.get('/sandbox/v1/clock')).body.now as string;
  const boleto = async (customId: string) => {
    const made = await api.post('/v1/charge/one-step', {
      items: [{ name: 'Plano', value: 15000, amount: 1 }],
      metadata: { custom_id: customId },
      payment: { banking_billet: { expire_at: clock.slice(0, 10), customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com' } } },
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    return made.body.data as { charge_id: number; pix: { qrcode: string } };
  };
  const canceled = (await boleto('c-1')).charge_id;
  assert.equal((await api.put(`/v1/charge/${canceled}/cancel`)).status, 200);
  const overdue = (await boleto('c-2')).charge_id;
  const bolix = await boleto('c-3');
  let byId = Object.fromEntries((await report(api)).checks.map((c) => [c.id, c]));
  assert.equal(byId['coverage.boleto_unpaid'].status, 'not_exercised');
  assert.equal(byId['coverage.bolix_paid_by_pix'].status, 'not_exercised');

  assert.equal((await api.post('/sandbox/v1/clock/advance', { days: 5 })).status, 200);
  assert.equal((await api.post('/sandbox/v1/bank/pix', { qrcode: bolix.pix.qrcode })).status, 200);
  byId = Object.fromEntries((await report(api)).checks.map((c) => [c.id, c]));
  for (const flow of ['boleto_issued', 'boleto_canceled', 'boleto_unpaid', 'boleto_paid', 'bolix_paid_by_pix']) assert.equal(byId[`coverage.${flow}`].status, 'pass', flow);
  for (const flow of ['boleto_paid_late', 'card_approved', 'carnet', 'link_paid']) assert.equal(byId[`coverage.${flow}`].status, 'not_exercised', flow);
  assert.deepEqual(byId['coverage.boleto_canceled'].evidence.map((e: any) => e.href), [`#/cobrancas/${canceled}`]);
  assert.deepEqual(byId['coverage.boleto_unpaid'].evidence.map((e: any) => e.id).sort(), [overdue, bolix.charge_id].sort());
  assert.deepEqual(byId['coverage.bolix_paid_by_pix'].evidence.map((e: any) => e.id), [bolix.charge_id]);
});

test('a new account\'s report reads from its creation, every call of it in the record (nothing said to be missing)', async () => {
  const before = Date.now();
  const api = await sandbox.newAccount();
  assert.equal((await api.post('/v1/charge', { items: [] })).status, 400);
  const fresh = await report(api);
  assert.ok(Date.parse(fresh.since) >= before - 1000 && Date.parse(fresh.since) <= Date.now(), `since ${fresh.since}: the account's creation`);
  assert.equal(fresh.requests_observed_since, fresh.since);
  assert.equal(fresh.requests_observed, 1);
  const older = await report(api, '?since=2000-01-01T00:00:00Z');
  assert.equal(older.requests_observed_since, older.since, 'nothing of the account came before it was made');
});

test('the report reads from the last reset, or from ?since=', async () => {
  const api = await sandbox.newAccount();
  assert.equal((await api.post('/v1/charge', { items: [] })).status, 400);
  assert.equal((await check(api, 'retries.invalid_repeated')).status, 'pass');
  assert.equal((await api.post('/sandbox/v1/reset')).status, 200);
  assert.equal((await check(api, 'retries.invalid_repeated')).status, 'not_exercised', 'what came before the reset is not read');
  // A reset lets the calls before it go: a start before it reads nothing older, and says so.
  const reset = await report(api);
  const before = await report(api, '?since=2000-01-01T00:00:00Z');
  assert.equal(before.since, '2000-01-01T00:00:00.000Z');
  assert.equal(before.requests_observed_since, reset.since);
  assert.equal(before.checks.find((c) => c.id === 'retries.invalid_repeated').status, 'not_exercised');
  // A start after the reset leaves out what came between.
  assert.equal((await api.post('/v1/charge', { items: [] })).status, 400);
  assert.equal((await check(api, 'retries.invalid_repeated')).status, 'pass');
  const later = await report(api, `?since=${new Date(Date.now() + 60_000).toISOString()}`);
  assert.equal(later.requests_observed, 0);
  assert.equal(later.checks.find((c) => c.id === 'retries.invalid_repeated').status, 'not_exercised');
});

test('the report reads every call since the reset, not only the request log\'s latest 500', async () => {
  const api = await sandbox.newAccount();
  // The one refused call comes first: 500 reads after it push it out of the request log.
  assert.equal((await api.post('/v1/charge', { items: [{ name: 'A', value: 10.5, amount: 1 }] })).status, 400);
  for (let i = 0; i < 500; i++) assert.equal((await api.get('/v1/charge/999999')).status, 404);
  const log = await api.get('/sandbox/v1/requests?limit=500');
  assert.equal(log.body.requests.some((r: { method: string }) => r.method === 'POST'), false, 'the request log no longer has it');
  const built = await report(api);
  assert.equal(built.requests_observed, 501);
  const cents = built.checks.find((c) => c.id === 'inputs.amounts_in_cents');
  assert.equal(cents.status, 'fail');
  assert.match(cents.evidence[0].note, /value: 10\.5/);
});

test('bad query values are a 400 naming the parameter', async () => {
  const api = await sandbox.newAccount();
  for (const [query, property] of [['?format=pdf', 'format'], ['?since=yesterday', 'since'], ['?since=2026-13-45T99:00:00Z', 'since']]) {
    const answer = await api.get(`/sandbox/v1/report${query}`);
    assert.equal(answer.status, 400, query);
    assert.equal(answer.body.code, 3500034);
    assert.match(JSON.stringify(answer.body.error_description), new RegExp(property));
  }
});

test('junit and html: one test case per check, failures and skips marked, everything the client sent escaped', async () => {
  const api = await sandbox.newAccount();
  // A 401 never retried, on a path carrying markup and a control character: it ends up in the evidence.
  await api.call('DELETE', '/sandbox/v1/tokens');
  const hostile = `/v1/charge/1?x=<script>alert(1)</script>&y="'&z=\u0001`;
  const sent = await rawRequest(sandbox.url, 'GET', hostile.replace('\u0001', '%01'), { authorization: `Bearer ${api.token}` });
  assert.equal(sent.status, 401);
  await api.authorize();

  const junit = await api.get('/sandbox/v1/report?format=junit');
  assert.equal(junit.status, 200);
  assert.match(junit.headers.get('content-type')!, /^application\/xml/);
  const xml = junit.body as string;
  assert.equal((xml.match(/<testcase /g) ?? []).length, 30);
  assert.match(xml, /<testsuites [^>]*tests="30" failures="1" errors="0" skipped="28"/);
  assert.equal((xml.match(/<failure /g) ?? []).length, 1);
  assert.equal((xml.match(/<skipped /g) ?? []).length, 28);
  assert.doesNotMatch(xml, /<script>/);
  assert.match(xml, /&lt;script&gt;/);

  const html = await api.get('/sandbox/v1/report?format=html');
  assert.equal(html.status, 200);
  assert.match(html.headers.get('content-type')!, /^text\/html/);
  assert.match(html.headers.get('content-security-policy')!, /default-src 'none'/);
  assert.doesNotMatch(html.headers.get('content-security-policy')!, /script-src/);
  const page = html.body as string;
  assert.doesNotMatch(page, /<script/);
  assert.match(page, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(page, /href="\/#\/requisicoes\/\d+"/);
});
