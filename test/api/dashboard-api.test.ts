// The control API the dashboard is built on: info, accounts, the charge list and search, a
// charge's timeline, the request log, card tokens and test cards, and the dashboard's own files.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, request, basicAuth, type ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor, type Receiver } from '../helpers/receiver.ts';
import { businessDueDate } from '../helpers/business-days.ts';
import { detectCardBrand, isValidCardNumber, luhnCheck } from '../../server/domain/documents.ts';
import { consumePaymentToken } from '../../server/app/payment-tokens.ts';
import { ApiError } from '../../server/domain/errors.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const receivers: Receiver[] = [];
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await sandbox.close();
});

const customer = { name: 'Maria da Silva', cpf: '52998224725', email: 'maria@example.com' };
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = async (api: ApiClient) => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10) as string;

function assertValidationError(result: { status: number; body: any }, property: string) {
  assert.equal(result.status, 400, JSON.stringify(result.body));
  assert.equal(result.body.code, 3500034);
  assert.equal(result.body.error, 'validation_error');
  assert.equal(result.body.error_description.property, property);
}

// ---------------------------------------------------------------------------------------------
// Info and accounts

test('GET /sandbox/v1/info needs no credentials and names the version and URLs', async () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const info = await request(sandbox.url, 'GET', '/sandbox/v1/info');
  assert.equal(info.status, 200);
  assert.deepEqual(info.body, { name: 'Cobrança Sandbox', version: pkg.version, base_url: sandbox.url, api_url: `${sandbox.url}/v1` });
});

test('GET /sandbox/v1/accounts lists every account with its credentials on a loopback bind', async () => {
  const api = await sandbox.newAccount('Loja listada');
  const listed = await request(sandbox.url, 'GET', '/sandbox/v1/accounts');
  assert.equal(listed.status, 200);
  const mine = listed.body.accounts.find((account: any) => account.account_id === api.accountId);
  assert.deepEqual(mine, { account_id: api.accountId, name: 'Loja listada', client_id: api.clientId, client_secret: api.clientSecret, account_code: api.accountCode });
  assert.match(mine.account_code, /^[0-9a-f]{32}$/, 'the 32 alphanumeric characters payment-token-efi accepts');
  assert.ok(listed.body.accounts.length >= 2, 'the default account is listed too');
});

test('off loopback, listing accounts needs the admin token, like creating them', async () => {
  const remote = await startSandbox({ host: '0.0.0.0', adminToken: 'admin-token-123' });
  try {
    const base = `http://127.0.0.1:${remote.server.port}`;
    const refused = await request(base, 'GET', '/sandbox/v1/accounts');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'forbidden');
    assert.match(refused.body.error_description, /^Listar contas exige o token de administração/);
    const refusedCreate = await request(base, 'POST', '/sandbox/v1/accounts', { body: { name: 'Intrusa' } });
    assert.equal(refusedCreate.status, 403);
    assert.match(refusedCreate.body.error_description, /^Criar contas exige o token de administração/);
    const wrong = await request(base, 'GET', '/sandbox/v1/accounts', { headers: { authorization: 'Bearer nope' } });
    assert.equal(wrong.status, 403);
    const allowed = await request(base, 'GET', '/sandbox/v1/accounts', { headers: { authorization: 'Bearer admin-token-123' } });
    assert.equal(allowed.status, 200);
    assert.equal(allowed.body.accounts.length, 1);
    assert.equal((await request(base, 'GET', '/sandbox/v1/info')).status, 200, 'info stays open');
  } finally {
    await remote.close();
  }
});

// ---------------------------------------------------------------------------------------------
// Charge list and search

test('the charge list: newest first, total, pagination, status filter and search', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const customIds = ['Pedido-ABC-1', 'pedido-abc-2', 'XYZ', '12345', '123999', null, 'Reserva São João'];
  const ids: number[] = [];
  for (const customId of customIds) {
    ids.push(await api.createCharge({ items: [{ name: 'Item', value: 1000 }], metadata: customId === null ? {} : { custom_id: customId } }));
  }
  const foreign = await other.createCharge({ items: [{ name: 'Alheio', value: 1000 }], metadata: { custom_id: 'Pedido-ABC-foreign' } });
  await api.put(`/v1/charge/${ids[0]}/cancel`);
  const today0 = await today(api);
  const issued = await api.post(`/v1/charge/${ids[1]}/pay`, { payment: { banking_billet: { expire_at: addDays(today0, 5), customer } } });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));

  const all = await api.get('/sandbox/v1/charges');
  assert.equal(all.status, 200);
  assert.equal(all.body.total, customIds.length);
  assert.deepEqual(all.body.charges.map((c: any) => c.charge_id), [...ids].reverse(), 'newest first');
  assert.ok(!all.body.charges.some((c: any) => c.charge_id === foreign), "another account's charge is never listed");

  const billet = all.body.charges.find((c: any) => c.charge_id === ids[1]);
  assert.deepEqual(Object.keys(billet).sort(), ['charge_id', 'created_at', 'custom_id', 'expire_at', 'notification_url', 'payment_method', 'status', 'total', 'typed_line']);
  assert.equal(billet.status, 'waiting');
  assert.equal(billet.payment_method, 'banking_billet');
  assert.equal(billet.expire_at, addDays(today0, 5));
  assert.equal(billet.typed_line, issued.body.data.barcode);
  assert.match(billet.typed_line, /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  const plain = all.body.charges.find((c: any) => c.charge_id === ids[2]);
  assert.deepEqual([plain.payment_method, plain.expire_at, plain.typed_line, plain.custom_id, plain.total], [null, null, null, 'XYZ', 1000]);
  assert.match(plain.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  const page = await api.get('/sandbox/v1/charges?limit=2&offset=2');
  assert.equal(page.body.total, customIds.length, 'total counts every match, not the page');
  assert.deepEqual(page.body.charges.map((c: any) => c.charge_id), [ids[4], ids[3]]);
  const beyond = await api.get('/sandbox/v1/charges?offset=50');
  assert.deepEqual([beyond.body.total, beyond.body.charges.length], [customIds.length, 0]);

  const canceled = await api.get('/sandbox/v1/charges?status=canceled');
  assert.deepEqual([canceled.body.total, canceled.body.charges.map((c: any) => c.charge_id)], [1, [ids[0]]]);
  const fresh = await api.get('/sandbox/v1/charges?status=new&limit=1');
  assert.deepEqual([fresh.body.total, fresh.body.charges.length, fresh.body.charges[0].charge_id], [5, 1, ids[6]]);

  const search = async (q: string, extra = '') => {
    const result = await api.get(`/sandbox/v1/charges?q=${encodeURIComponent(q)}${extra}`);
    assert.equal(result.status, 200, JSON.stringify(result.body));
    return { total: result.body.total, ids: result.body.charges.map((c: any) => c.charge_id) };
  };
  assert.deepEqual(await search('abc'), { total: 2, ids: [ids[1], ids[0]] }, 'substring, case-insensitive; not the foreign one');
  assert.deepEqual(await search('PEDIDO-abc-2'), { total: 1, ids: [ids[1]] });
  assert.deepEqual(await search('abc', '&status=waiting'), { total: 1, ids: [ids[1]] });
  assert.deepEqual(await search('SÃO'), { total: 1, ids: [ids[6]] }, 'non-ASCII text folds case too');
  assert.deepEqual(await search('100%'), { total: 0, ids: [] }, 'wildcards are literal');
  assert.deepEqual(await search(String(ids[2])), { total: 1, ids: [ids[2]] }, 'digits: the charge id');
  assert.deepEqual(await search('123'), { total: 2, ids: [ids[4], ids[3]] }, 'digits: a custom_id prefix');
  assert.deepEqual(await search('2345'), { total: 1, ids: [ids[3]] }, 'digits are found anywhere in a custom_id, like text');
  assert.deepEqual(await search(String(foreign)), { total: 0, ids: [] }, "another account's id is not found");
  assert.deepEqual(await search('  '), { total: customIds.length, ids: [...ids].reverse() }, 'a blank q is no filter');
});

test('the charge list refuses bad parameters with 3500034 naming them', async () => {
  const api = await sandbox.newAccount();
  assertValidationError(await api.get('/sandbox/v1/charges?status=pago'), 'status'); // not a status
  assertValidationError(await api.get('/sandbox/v1/charges?limit=0'), 'limit');
  assertValidationError(await api.get('/sandbox/v1/charges?limit=501'), 'limit');
  assertValidationError(await api.get('/sandbox/v1/charges?limit=abc'), 'limit');
  assertValidationError(await api.get('/sandbox/v1/charges?offset=-1'), 'offset');
  assertValidationError(await api.get(`/sandbox/v1/charges?q=${'x'.repeat(256)}`), 'q');
  assert.equal((await api.get('/sandbox/v1/charges?limit=500')).status, 200);
  assert.equal((await request(sandbox.url, 'GET', '/sandbox/v1/charges')).status, 401);
  const basic = await request(sandbox.url, 'GET', '/sandbox/v1/charges', { headers: { authorization: basicAuth(api.clientId, api.clientSecret) } });
  assert.deepEqual(basic.body, { total: 0, charges: [] }, 'Basic works like on every control route');
});

test('the list stays fast with 100,000 charges in the account', async () => {
  const api = await sandbox.newAccount();
  const { store } = sandbox.server.ctx;
  const statuses = ['new', 'waiting', 'paid', 'canceled', 'unpaid'] as const;
  store.transaction(() => {
    for (let i = 0; i < 100_000; i++) {
      const id = store.charges.insert({
        accountId: api.accountId, status: 'new', total: 1000, items: [{ name: 'x', value: 1000 }], shippings: null,
        customId: i % 2 ? `pedido-${i}` : String(i), notificationUrl: null, notificationToken: `bulk-${api.accountId}-${i}`, createdAt: '2026-01-01 00:00:00',
      });
      if (i % 5) store.charges.setStatus(id, statuses[i % 5]);
    }
  });
  // The insert held the event loop for seconds: the sockets fetch keeps alive are reused right
  // after it, and must not be closed under the next request (test/api/keep-alive.test.ts).
  const plan = store.db.prepare("EXPLAIN QUERY PLAN SELECT COUNT(*) FROM charges WHERE account_id = ? AND status = 'paid'").all(api.accountId) as Array<{ detail: string }>;
  assert.match(plan.map((row) => row.detail).join(' '), /COVERING INDEX charges_by_account_status/);
  for (const query of ['', '?status=paid', '?status=paid&offset=19900', '?q=pedido-9999', '?q=9999', '?q=zzz', '?status=waiting&q=1']) {
    await api.get(`/sandbox/v1/charges${query}`); // warm the statement
    // CPU time, not elapsed time: the server runs in this process, and what it spends does not
    // grow when other work on the machine makes the answer wait for a core.
    const before = process.cpuUsage();
    const result = await api.get(`/sandbox/v1/charges${query}`);
    const spent = process.cpuUsage(before);
    const cpuMs = (spent.user + spent.system) / 1000;
    assert.equal(result.status, 200);
    assert.ok(cpuMs < 250, `${query || 'no filter'} took ${cpuMs.toFixed(1)} ms of CPU`);
  }
  assert.equal((await api.get('/sandbox/v1/charges?status=paid')).body.total, 20_000);
  assert.equal((await api.get('/sandbox/v1/charges')).body.total, 100_000);
});

// ---------------------------------------------------------------------------------------------
// Timeline

test('a charge timeline tells the whole story: boleto, e-mail, bank payment, callbacks and token fetches', async () => {
  const api = await sandbox.newAccount();
  // An integrator that fetches the token on every callback, as the real service expects.
  const hook = await startReceiver(async (call, res) => {
    await api.get(`/v1/notification/${call.token}`);
    res.statusCode = 200;
  });
  receivers.push(hook);
  const date = await today(api);
  // Due on a business day 89 days (the default days_to_write_off) before another: the last payable day is not moved.
  const dueDate = businessDueDate(date, 10, [89]);
  const issued = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 15000 }],
    metadata: { custom_id: 'fatura-77', notification_url: hook.url },
    payment: { banking_billet: { expire_at: dueDate, customer } },
  });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  const id = issued.body.data.charge_id;
  assert.deepEqual((await api.post(`/v1/charge/${id}/billet/resend`, { email: 'cliente@example.com' })).body, { code: 200 });
  const paid = await api.post('/sandbox/v1/bank/payments', { typed_line: issued.body.data.barcode });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  await waitFor(async () => {
    const deliveries = (await api.get(`/sandbox/v1/deliveries?charge_id=${id}`)).body.deliveries;
    return deliveries.length === 3 && deliveries.every((d: any) => d.state === 'acknowledged');
  }, 'three acknowledged callbacks');

  const result = await api.get(`/sandbox/v1/charges/${id}/timeline`);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const { charge, notification_token, boleto, timeline } = result.body;

  assert.deepEqual(charge, (await api.get(`/v1/charge/${id}`)).body.data, 'exactly what GET /v1/charge/:id returns');
  assert.equal(notification_token, hook.calls[0].token);
  assert.equal(boleto.typed_line, issued.body.data.barcode);
  assert.match(boleto.barcode, /^\d{44}$/);
  assert.equal(boleto.link, issued.body.data.link);
  assert.equal(boleto.pdf, issued.body.data.pdf.charge);
  assert.equal(boleto.expire_at, dueDate);
  assert.equal(boleto.last_payable_date, addDays(dueDate, 89));
  assert.equal(boleto.amount_due_today, 15000);
  assert.equal(boleto.paid_value, 15000);
  assert.equal(boleto.received_by_bank_at, date);

  for (const entry of timeline) {
    assert.match(entry.at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.ok(['history', 'status', 'delivery', 'token_fetch', 'email'].includes(entry.kind), entry.kind);
    assert.equal(typeof entry.title, 'string');
    assert.ok(entry.detail === null || typeof entry.detail === 'string');
  }
  const ats = timeline.map((entry: any) => entry.at);
  assert.deepEqual(ats, [...ats].sort(), 'sorted by time');

  const titles = (kind: string) => timeline.filter((entry: any) => entry.kind === kind).map((entry: any) => entry.title);
  assert.deepEqual(titles('history'), charge.history.map((line: any) => line.message), 'every history line');
  assert.ok(titles('history').includes('Cobrança enviada para cliente@example.com'));
  assert.deepEqual(titles('status'), ['Status: new', 'Status: new → waiting', 'Status: waiting → paid']);
  const paidEvent = timeline.find((entry: any) => entry.title === 'Status: waiting → paid');
  assert.match(paidEvent.detail, /value: 15000/);
  assert.match(paidEvent.detail, new RegExp(`received_by_bank_at: ${date}`));
  assert.equal(timeline.find((entry: any) => entry.title === 'Status: new').detail, null);

  const deliveries = timeline.filter((entry: any) => entry.kind === 'delivery');
  assert.equal(deliveries.length, 3, 'one line per status change, its attempts folded inside');
  for (const delivery of deliveries) {
    assert.equal(delivery.title, `Callback POST ${hook.url} · 1 tentativa`);
    assert.equal(delivery.status_code, 200);
    assert.equal(typeof delivery.delivery_id, 'number');
    assert.equal(delivery.delivery_state, 'acknowledged');
    assert.match(delivery.detail, new RegExp(`^Entrega #${delivery.delivery_id} \\(evento \\d\\)$`));
    assert.equal(delivery.attempts.length, 1);
    assert.deepEqual({ ...delivery.attempts[0], latency_ms: 0 }, { number: 1, at: delivery.at, url: hook.url, status_code: 200, latency_ms: 0, error: null, replay: false });
  }
  assert.equal(new Set(deliveries.map((d: any) => d.delivery_id)).size, 3);
  assert.deepEqual(titles('token_fetch'), Array(3).fill('Token consultado (GET /v1/notification)'));
  assert.deepEqual(titles('email'), ['E-mail para cliente@example.com']);
  assert.match(timeline.find((entry: any) => entry.kind === 'email').detail, /^Boleto da cobrança/);

  // Within the same second, each status change reads as its history line, then its event.
  const story = timeline.filter((entry: any) => entry.kind === 'history' || entry.kind === 'status').map((entry: any) => entry.title);
  assert.deepEqual(story, [
    'Cobrança criada',
    'Status: new',
    'Pagamento via boleto aguardando confirmação',
    'Status: new → waiting',
    'Cobrança enviada para cliente@example.com',
    'Pagamento confirmado pelo banco',
    'Status: waiting → paid',
  ]);
});

test('a charge without a boleto has boleto null; a failing receiver shows errors and status codes', async () => {
  const api = await sandbox.newAccount();
  const hook = await startReceiver(500);
  receivers.push(hook);
  const id = await api.createCharge({ items: [{ name: 'A', value: 1000 }], metadata: { notification_url: hook.url } });
  await waitFor(async () => (await api.get(`/sandbox/v1/deliveries?charge_id=${id}`)).body.deliveries[0]?.attempts.length === 1, 'the failed attempt');
  const { body } = await api.get(`/sandbox/v1/charges/${id}/timeline`);
  assert.equal(body.boleto, null);
  const delivery = body.timeline.find((entry: any) => entry.kind === 'delivery');
  assert.equal(delivery.status_code, 500);
  assert.equal(delivery.delivery_state, 'pending');
  assert.equal(delivery.attempts[0].status_code, 500, 'the attempt says its own outcome');
});

test("a timeline of an unknown or another account's charge is 3500010", async () => {
  const alice = await sandbox.newAccount();
  const bob = await sandbox.newAccount();
  const bobs = await bob.createCharge();
  for (const path of [`/sandbox/v1/charges/${bobs}/timeline`, '/sandbox/v1/charges/999999999/timeline', '/sandbox/v1/charges/abc/timeline']) {
    const result = await alice.get(path);
    assert.equal(result.status, 404, path);
    assert.equal(result.body.code, 3500010);
    assert.equal(result.body.error, 'property_does_not_exists');
  }
  assert.equal((await bob.get(`/sandbox/v1/charges/${bobs}/timeline`)).status, 200);
});

// ---------------------------------------------------------------------------------------------
// Request log

test('the request log records a failed request with its bodies, newest first, and never credentials', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const bad = await api.post('/v1/charge', { items: [{ name: 'Sem valor' }] });
  assert.equal(bad.status, 400);
  await api.get('/v1/charge/999999999');
  await api.get('/v1/no-such-route?x=1');
  const stream = new AbortController();
  await fetch(`${sandbox.url}/sandbox/v1/events`, { headers: { authorization: `Bearer ${api.token}` }, signal: stream.signal });
  stream.abort();

  const log = await api.get('/sandbox/v1/requests?limit=10');
  assert.equal(log.status, 200);
  const requests = log.body.requests;
  assert.deepEqual(requests.map((r: any) => `${r.method} ${r.path} ${r.status}`), [
    'GET /v1/no-such-route?x=1 404',
    'GET /v1/charge/999999999 404',
    'POST /v1/charge 400',
  ], 'authorize, the event stream and the log itself are not recorded');
  const failed = requests[2];
  assert.deepEqual(Object.keys(failed).sort(), ['at', 'from_dashboard', 'id', 'latency_ms', 'method', 'path', 'request_body', 'resources', 'response_body', 'status', 'virtual_at']);
  assert.deepEqual(JSON.parse(failed.request_body), { items: [{ name: 'Sem valor' }] });
  assert.deepEqual(JSON.parse(failed.response_body), bad.body);
  assert.equal(requests[1].request_body, null, 'a GET has no body');
  assert.ok(Math.abs(Date.parse(failed.at) - Date.now()) < 60_000, 'wall-clock ISO time');
  assert.match(failed.at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  assert.ok(typeof failed.latency_ms === 'number' && failed.latency_ms >= 0);
  assert.ok(requests[0].id > requests[1].id && requests[1].id > requests[2].id, 'ids increase');

  const text = JSON.stringify(log.body);
  assert.ok(!text.includes(api.token), 'the bearer token is never logged');
  assert.ok(!/authorization|bearer|client_secret/i.test(text), 'nor any Authorization header or credentials');

  assert.deepEqual((await other.get('/sandbox/v1/requests')).body.requests, [], "another account's requests are not seen");

  // A refused token still says whose request it was; no credentials at all, nobody's.
  await api.call('DELETE', '/sandbox/v1/tokens');
  assert.equal((await api.get('/v1/charge/1')).status, 401);
  await request(sandbox.url, 'GET', '/v1/charge/1');
  const basic = { headers: { authorization: basicAuth(api.clientId, api.clientSecret) } };
  const after401 = (await request(sandbox.url, 'GET', '/sandbox/v1/requests?limit=2', basic)).body.requests;
  assert.deepEqual(after401.map((r: any) => `${r.method} ${r.path} ${r.status}`), ['GET /v1/charge/1 401', 'DELETE /sandbox/v1/tokens 200']);
  await api.authorize();
  assertValidationError(await api.get('/sandbox/v1/requests?limit=501'), 'limit');
});

test('the request log keeps the last 500 per account and cuts long bodies', async () => {
  const api = await sandbox.newAccount();
  const huge = 'x'.repeat(20_000);
  const long = await api.post('/v1/charge', { items: [{ name: huge, value: 1000 }] });
  assert.equal(long.status, 400);
  for (let batch = 0; batch < 11; batch++) {
    await Promise.all(Array.from({ length: 50 }, (_, i) => api.get(`/v1/charge/${batch * 50 + i}`)));
  }
  const { requests } = (await api.get('/sandbox/v1/requests?limit=500')).body;
  assert.equal(requests.length, 500);
  assert.ok(!requests.some((r: any) => r.method === 'POST'), 'the oldest entries were dropped');
  for (let i = 1; i < requests.length; i++) assert.ok(requests[i - 1].id > requests[i].id, 'newest first');
  assert.equal((await api.get('/sandbox/v1/requests')).body.requests.length, 100, 'default limit 100');

  const api2 = await sandbox.newAccount();
  await api2.post('/v1/charge', { items: [{ name: huge, value: 1000 }] });
  const [entry] = (await api2.get('/sandbox/v1/requests?limit=1')).body.requests;
  assert.ok(Buffer.byteLength(entry.request_body) < 16 * 1024 + 100, 'cut to about 16 KB');
  assert.match(entry.request_body, /… \[truncated: \d+ bytes\]$/);
  assert.ok(entry.request_body.startsWith('{"items":[{"name":"xxx'));
});

test('each logged request is published on the event stream', async () => {
  const api = await sandbox.newAccount();
  const controller = new AbortController();
  const stream = await fetch(`${sandbox.url}/sandbox/v1/events?access_token=${api.token}`, { signal: controller.signal });
  const reader = stream.body!.getReader();
  let received = '';
  const readUntil = async (text: string) => {
    while (!received.includes(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before "${text}": ${received}`);
      received += Buffer.from(value).toString('utf8');
    }
  };
  // The stream subscribes before it writes its first line: what happens from now on is published.
  await readUntil(': connected');
  const id = await api.createCharge();
  await readUntil('event: request');
  controller.abort();
  const match = /event: request\ndata: (.*)\n/.exec(received);
  assert.ok(match, received);
  const event = JSON.parse(match[1]);
  assert.deepEqual({ ...event, id: 0 }, { kind: 'request', id: 0, method: 'POST', path: '/v1/charge', status: 200 });
  const [logged] = (await api.get('/sandbox/v1/requests?limit=1')).body.requests;
  assert.equal(logged.id, event.id);
  assert.equal(JSON.parse(logged.response_body).data.charge_id, id);
});

// ---------------------------------------------------------------------------------------------
// Card tokens and test cards

test('payment tokens: 40 hex characters and the card mask, persisted for the account', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const year = Number((await today(api)).slice(0, 4)) + 2;
  const visa = await api.post('/sandbox/v1/payment-tokens', { brand: 'visa', number: '4012001038443335', cvv: '123', expiration_month: '05', expiration_year: String(year) });
  assert.equal(visa.status, 200, JSON.stringify(visa.body));
  assert.deepEqual(Object.keys(visa.body).sort(), ['card_mask', 'payment_token']);
  assert.match(visa.body.payment_token, /^[0-9a-f]{40}$/);
  assert.equal(visa.body.card_mask, 'XXXXXXXXXXXX3335');

  const amex = await api.post('/sandbox/v1/payment-tokens', { brand: 'amex', number: '3782 8224 6310 005', cvv: '1234', expiration_month: 12, expiration_year: year, reuse: true });
  assert.equal(amex.status, 200, JSON.stringify(amex.body));
  assert.equal(amex.body.card_mask, 'XXXXXXXXXXX0005');
  assert.notEqual(amex.body.payment_token, visa.body.payment_token);

  const { ctx } = sandbox.server;
  const row = ctx.store.paymentTokens.find(api.accountId, visa.body.payment_token)!;
  assert.deepEqual(
    { brand: row.brand, card_mask: row.card_mask, last_digit: row.last_digit, reuse: row.reuse, used_at: row.used_at },
    { brand: 'visa', card_mask: 'XXXXXXXXXXXX3335', last_digit: 5, reuse: 0, used_at: null },
  );
  assert.match(row.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(ctx.store.paymentTokens.find(other.accountId, visa.body.payment_token), undefined, 'tokens are per account');

  // What the card payment will do with them: single use unless `reuse`, outcome by the last digit.
  const account = ctx.store.accounts.findById(api.accountId)!;
  const first = consumePaymentToken(ctx, account, visa.body.payment_token, Date.now())!;
  assert.deepEqual(first.outcome, { approved: true, reason: null });
  assert.throws(() => consumePaymentToken(ctx, account, visa.body.payment_token, Date.now()), (error: unknown) => error instanceof ApiError && error.entry.code === 3500018);
  consumePaymentToken(ctx, account, amex.body.payment_token, Date.now());
  assert.ok(consumePaymentToken(ctx, account, amex.body.payment_token, Date.now()), 'a reusable token can be used again');
  assert.equal(consumePaymentToken(ctx, ctx.store.accounts.findById(other.accountId)!, amex.body.payment_token, Date.now()), null);

  const logged = (await api.get('/sandbox/v1/requests?limit=5')).body.requests.filter((r: any) => r.path === '/sandbox/v1/payment-tokens');
  assert.equal(logged.length, 2);
  for (const entry of logged) {
    assert.ok(!/4012001038443335|378282246310005|"123"|"1234"/.test(entry.request_body), entry.request_body);
    assert.equal(JSON.parse(entry.request_body).cvv, '***', 'the log shows the card masked, the CVV hidden');
  }
  assert.equal(JSON.parse(logged[1].request_body).number, 'XXXXXXXXXXXX3335');

  const refused = await api.post('/sandbox/v1/payment-tokens', { brand: 'mastercard', number: '5555555555554451', cvv: '321', expiration_month: '01', expiration_year: String(year) });
  assert.equal(refused.status, 200, 'a card that will be refused still tokenizes');
  const refusedRow = ctx.store.paymentTokens.find(api.accountId, refused.body.payment_token)!;
  assert.equal(refusedRow.last_digit, 1);
});

test('payment tokens refuse bad cards with the tokenizer codes', async () => {
  const api = await sandbox.newAccount();
  const year = String(Number((await today(api)).slice(0, 4)) + 2);
  const good = { brand: 'visa', number: '4012001038443335', cvv: '123', expiration_month: '05', expiration_year: year };
  const expect = async (body: Record<string, unknown>, code: number, error: string) => {
    const result = await api.post('/sandbox/v1/payment-tokens', body);
    assert.equal(result.status, 400, JSON.stringify(body));
    assert.equal(result.body.code, code, JSON.stringify(result.body));
    assert.equal(result.body.error, error);
    return result.body;
  };
  await expect({ ...good, brand: 'diners' }, 3500056, 'invalid_brand');
  await expect({ ...good, brand: undefined }, 3500056, 'invalid_brand');
  await expect({ ...good, number: '4012001038443336' }, 3500058, 'invalid_card_number');
  await expect({ ...good, number: '5555555555554444' }, 3500058, 'invalid_card_number');
  await expect({ ...good, number: 4012001038443335 }, 3500058, 'invalid_card_number');
  const cvv = await expect({ ...good, cvv: '12' }, 3500011, 'invalid_data');
  assert.equal(cvv.error_description.property, '/cvv');
  assert.equal(typeof cvv.error_description.message, 'string');
  await expect({ ...good, cvv: 123 }, 3500011, 'invalid_data');
  await expect({ ...good, brand: 'amex', number: '378282246310005', cvv: '123' }, 3500011, 'invalid_data');
  await expect({ ...good, expiration_month: '13' }, 3500062, 'invalid_expiration_month');
  await expect({ ...good, expiration_month: '5' }, 3500062, 'invalid_expiration_month');
  await expect({ ...good, expiration_month: 0 }, 3500062, 'invalid_expiration_month');
  await expect({ ...good, expiration_year: '27' }, 3500063, 'invalid_expiration_year');
  await expect({ ...good, expiration_year: String(Number(year) - 4) }, 3500063, 'invalid_expiration_year');
  assertValidationError(await api.post('/sandbox/v1/payment-tokens', { ...good, holder: 'X' }), '/holder');
  assertValidationError(await api.post('/sandbox/v1/payment-tokens', { ...good, reuse: 'yes' }), '/reuse');
  assert.equal((await api.post('/sandbox/v1/payment-tokens')).body.code, 3500002);

  // Expiry is judged on the account's clock: a card good through December stops at January.
  const endOfYear = { ...good, expiration_month: 12, expiration_year: Number(year) };
  assert.equal((await api.post('/sandbox/v1/payment-tokens', endOfYear)).status, 200);
  await api.post('/sandbox/v1/clock/advance', { to: `${year}-12-31` });
  assert.equal((await api.post('/sandbox/v1/payment-tokens', endOfYear)).status, 200, 'good through the last day of its month');
  await api.post('/sandbox/v1/clock/advance', { to: `${Number(year) + 1}-01-01` });
  await expect(endOfYear, 3500063, 'invalid_expiration_year');
});

test('test cards: every number Luhn-valid and of its brand, each brand with approved and refused ones', async () => {
  const result = await request(sandbox.url, 'GET', '/sandbox/v1/test-cards');
  assert.equal(result.status, 200, 'no credentials needed');
  const { cards } = result.body;
  const api = await sandbox.newAccount();
  for (const card of cards) {
    assert.deepEqual(Object.keys(card).sort(), ['brand', 'cvv', 'expiration_month', 'expiration_year', 'number', 'outcome', 'reason']);
    assert.ok(luhnCheck(card.number), card.number);
    assert.ok(isValidCardNumber(card.number), card.number);
    assert.equal(detectCardBrand(card.number), card.brand, card.number);
    const last = Number(card.number.at(-1));
    assert.equal(card.outcome, [1, 2, 3].includes(last) ? 'refused' : 'approved', card.number);
    assert.equal(card.reason === null, card.outcome === 'approved');
    assert.equal(card.cvv.length, card.brand === 'amex' ? 4 : 3);
    const { brand, number, cvv, expiration_month, expiration_year } = card;
    const token = await api.post('/sandbox/v1/payment-tokens', { brand, number, cvv, expiration_month, expiration_year });
    assert.equal(token.status, 200, `${card.number}: ${JSON.stringify(token.body)}`);
  }
  for (const brand of ['visa', 'mastercard', 'amex', 'elo', 'hipercard']) {
    const ofBrand = cards.filter((card: any) => card.brand === brand);
    assert.ok(ofBrand.some((card: any) => card.outcome === 'approved'), brand);
    assert.deepEqual(ofBrand.filter((card: any) => card.outcome === 'refused').map((card: any) => card.number.at(-1)).sort(), ['1', '2', '3'], brand);
  }
  assert.ok(cards.some((card: any) => card.number === '4012001038443335' && card.outcome === 'approved'));
  assert.deepEqual(
    [...new Set(cards.filter((card: any) => card.reason).map((card: any) => card.reason))].sort(),
    ['Dados do cartão inválidos.', 'Transação não autorizada por motivos de segurança.', 'Transação não autorizada, tente novamente mais tarde.'],
  );
});

// ---------------------------------------------------------------------------------------------
// Serving the dashboard

const CSP = "default-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

test('the built dashboard is served at /, with its CSP, cached assets and deep links', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-dashboard-'));
  const html = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
  writeFileSync(join(dir, 'index.html'), html);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("dashboard")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const served = await startSandbox({ dashboardDir: dir });
  try {
    const get = (path: string, accept = 'text/html,application/xhtml+xml') => fetch(served.url + path, { headers: { accept } });
    const root = await get('/');
    assert.equal(root.status, 200);
    assert.equal(await root.text(), html);
    assert.match(root.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(root.headers.get('content-security-policy'), CSP);
    assert.equal(root.headers.get('cache-control'), 'no-cache');

    const rootAnyAccept = await fetch(served.url + '/');
    assert.equal(rootAnyAccept.status, 200, '/ is the dashboard whatever the Accept header');
    await rootAnyAccept.text();

    const asset = await get('/assets/index-abc123.js', '*/*');
    assert.equal(asset.status, 200);
    assert.equal(await asset.text(), 'console.log("dashboard")');
    assert.match(asset.headers.get('cache-control') ?? '', /max-age=31536000/);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);

    const icon = await get('/favicon.svg', '*/*');
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('cache-control'), 'no-cache');
    await icon.text();

    for (const deep of ['/charges/123', '/requests', '/index.html']) {
      const page = await get(deep);
      assert.equal(page.status, 200, deep);
      assert.equal(await page.text(), html, deep);
      assert.equal(page.headers.get('content-security-policy'), CSP, deep);
    }

    for (const api of ['/v1/unknown', '/sandbox/v1/unknown', '/sandbox', '/boleto/nope', '/emissao/x']) {
      const notFound = await get(api);
      assert.equal(notFound.status, 404, api);
      assert.match(notFound.headers.get('content-type') ?? '', /^application\/json/, api);
      assert.equal((await notFound.json()).error, 'route_not_found', api);
    }
    const missingAsset = await get('/assets/missing.js', '*/*');
    assert.equal(missingAsset.status, 404);
    assert.equal((await missingAsset.json()).error, 'route_not_found');
    const noHtml = await get('/charges/123', 'application/json');
    assert.equal(noHtml.status, 404, 'only page requests fall back to index.html');
    await noHtml.text();
    const post = await fetch(served.url + '/charges/123', { method: 'POST', headers: { accept: 'text/html' } });
    assert.equal(post.status, 404);
    await post.text();
  } finally {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without a built dashboard, / explains how to build it (no 5xx)', async () => {
  const served = await startSandbox({ dashboardDir: join(tmpdir(), 'cobranca-no-such-dashboard-dir') });
  try {
    for (const path of ['/', '/charges/1']) {
      const page = await fetch(served.url + path, { headers: { accept: 'text/html' } });
      assert.ok(page.status < 500, `${path}: ${page.status}`);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(await page.text(), /npm run build:renderer/);
    }
    const api = await fetch(served.url + '/v1/unknown');
    assert.equal(api.status, 404);
    assert.equal((await api.json()).error, 'route_not_found');
  } finally {
    await served.close();
  }
});
