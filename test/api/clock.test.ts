import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startSandbox, basicAuth, request, ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { startCli } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { addDays } from '../../server/domain/dates.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const clockMs = (text: string) => Date.parse(text.replace(' ', 'T') + '-03:00');
const DAY = 86_400_000;

test('GET /sandbox/v1/clock reads the account time; advance moves it and answers {now, processed, summary}', async () => {
  const api = await sandbox.newAccount();
  const before = await api.get('/sandbox/v1/clock');
  assert.equal(before.status, 200);
  assert.match(before.body.now, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.ok(Math.abs(clockMs(before.body.now) - Date.now()) < 5000, 'starts at the real current time');

  const advanced = await api.post('/sandbox/v1/clock/advance', { days: 1, hours: 2, minutes: 3 });
  assert.equal(advanced.status, 200);
  assert.deepEqual(Object.keys(advanced.body).sort(), ['now', 'processed', 'summary']);
  assert.equal(advanced.body.processed, 0);
  assert.deepEqual(advanced.body.summary, []);
  const jumped = clockMs(advanced.body.now) - clockMs(before.body.now);
  assert.ok(Math.abs(jumped - (DAY + 2 * 3600_000 + 3 * 60_000)) < 5000, `jumped ${jumped} ms`);

  const target = '2040-01-15 08:30:00';
  const to = await api.post('/sandbox/v1/clock/advance', { to: target });
  assert.equal(to.body.now, target);
  const dateOnly = await api.post('/sandbox/v1/clock/advance', { to: '2040-02-01' });
  assert.equal(dateOnly.body.now, '2040-02-01 00:00:00');
});

test('the clock never goes backwards, and bad advances are validation errors', async () => {
  const api = await sandbox.newAccount();
  const cases: Array<[unknown, string]> = [
    [{ to: '2001-01-01' }, '/to'],
    [{ to: '2040-02-30' }, '/to'],
    [{ to: 'tomorrow' }, '/to'],
    [{ days: -1 }, '/days'],
    [{ days: 1.5 }, '/days'],
    [{ weeks: 1 }, '/weeks'],
    [{}, '/'],
    [{ days: 99999 }, '/days'],
  ];
  for (const [body, property] of cases) {
    const result = await api.post('/sandbox/v1/clock/advance', body);
    assert.equal(result.status, 400, JSON.stringify(body));
    assert.equal(result.body.code, 3500034);
    assert.equal(result.body.error_description.property, property, JSON.stringify(body));
  }
  const mixed = await api.post('/sandbox/v1/clock/advance', { to: '2040-01-01', days: 1 });
  assert.equal(mixed.status, 400);
  const backwards = await api.post('/sandbox/v1/clock/advance', { to: '2001-01-01' });
  assert.match(backwards.body.error_description.message, /nunca volta/);
});

test('the clock stops at 2999-12-31 23:59:59: advances past it are refused on the property that asks', async () => {
  const api = await sandbox.newAccount();
  const nearly = await api.post('/sandbox/v1/clock/advance', { to: '2999-01-01' });
  assert.equal(nearly.status, 200);
  const cases: Array<[unknown, string]> = [
    [{ days: 3660 }, '/days'],
    [{ days: 364, hours: 24 }, '/days'],
    [{ hours: 87840 }, '/hours'],
    [{ minutes: 5270400 }, '/minutes'],
    [{ to: '3000-01-01' }, '/to'],
    [{ to: '9999-12-31 23:59:59' }, '/to'],
  ];
  for (const [body, property] of cases) {
    const result = await api.post('/sandbox/v1/clock/advance', body);
    assert.equal(result.status, 400, JSON.stringify(body));
    assert.equal(result.body.code, 3500034);
    assert.equal(result.body.error_description.property, property, JSON.stringify(body));
    assert.match(result.body.error_description.message, /não passa de 2999-12-31 23:59:59/);
  }

  const atLimit = await api.post('/sandbox/v1/clock/advance', { to: '2999-12-31 23:59:59' });
  assert.equal(atLimit.status, 200);
  assert.equal(atLimit.body.now, '2999-12-31 23:59:59');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal((await api.get('/sandbox/v1/clock')).body.now, '2999-12-31 23:59:59', 'it does not tick past the bound');
  assert.equal((await api.post('/sandbox/v1/clock/advance', { minutes: 1 })).body.error_description.property, '/minutes');

  // Charges and boletos still work at the bound: "today" is a due date the API accepts.
  const boleto = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Milênio', value: 1000 }],
    payment: { banking_billet: { expire_at: '2999-12-31', customer: { name: 'Maria da Silva', cpf: '52998224725' } } },
  });
  assert.equal(boleto.status, 200, JSON.stringify(boleto.body));
  const charge = await api.get(`/v1/charge/${boleto.body.data.charge_id}`);
  assert.equal(charge.body.data.created_at, '2999-12-31 23:59:59');
  assert.equal((await api.put(`/v1/charge/${boleto.body.data.charge_id}/settle`)).status, 200);
});

test('each account keeps its own clock; domain timestamps follow it', async () => {
  const traveller = await sandbox.newAccount();
  const stayer = await sandbox.newAccount();
  await traveller.post('/sandbox/v1/clock/advance', { days: 30 });
  const far = (await traveller.post('/v1/charge', { items: [{ name: 'A', value: 500 }] })).body.data.created_at;
  const near = (await stayer.post('/v1/charge', { items: [{ name: 'A', value: 500 }] })).body.data.created_at;
  const gap = clockMs(far) - clockMs(near);
  assert.ok(Math.abs(gap - 30 * DAY) < 5000, `gap ${gap}`);
  const stayerClock = (await stayer.get('/sandbox/v1/clock')).body.now;
  assert.ok(Math.abs(clockMs(stayerClock) - Date.now()) < 5000, "the other account's clock did not move");
});

test('the background poll runs the due work of every account with jobs, not only the first', async () => {
  const receiver = await startReceiver(200);
  try {
    // The poll finds the accounts with jobs (jobs-repo.ts accountsWithJobs): one whose only job is
    // a month away, then two whose charges each have a callback due now.
    const waiting = await sandbox.newAccount();
    const today = (await waiting.get('/sandbox/v1/clock')).body.now.slice(0, 10);
    const boleto = await waiting.post('/v1/charge/one-step', {
      items: [{ name: 'Mensalidade', value: 1000 }],
      payment: { banking_billet: { expire_at: addDays(today, 30), customer: { name: 'Maria da Silva', cpf: '52998224725' } } },
    });
    assert.equal(boleto.status, 200, JSON.stringify(boleto.body));
    const notified = [await sandbox.newAccount(), await sandbox.newAccount()];
    for (const api of notified) {
      const created = await api.post('/v1/charge', { items: [{ name: 'A', value: 500 }], metadata: { notification_url: receiver.url } });
      assert.equal(created.status, 200, JSON.stringify(created.body));
    }
    await waitFor(() => receiver.calls.length >= 2, 'a callback from each account');
    const tokens = receiver.calls.map((call) => call.token);
    assert.equal(tokens.length, 2);
    // One callback each: each account reads exactly one of the two tokens (another's reads as unknown).
    for (const [index, api] of notified.entries()) {
      const readable = [];
      for (const token of tokens) if ((await api.get(`/v1/notification/${token}`)).status === 200) readable.push(token);
      assert.equal(readable.length, 1, `account ${index} reads ${readable.length} of the callbacks' tokens`);
    }
  } finally {
    await receiver.close();
  }
});

test('the control API also takes HTTP Basic client credentials', async () => {
  const api = await sandbox.newAccount();
  const result = await request(sandbox.url, 'GET', '/sandbox/v1/clock', { headers: { authorization: basicAuth(api.clientId, api.clientSecret) } });
  assert.equal(result.status, 200);
  const refused = await request(sandbox.url, 'GET', '/sandbox/v1/clock', { headers: { authorization: basicAuth(api.clientId, 'nope') } });
  assert.equal(refused.status, 401);
});

test('the event stream tells of charges, deliveries and the clock as they change', async () => {
  const api = await sandbox.newAccount();
  const hook = await startReceiver(200);
  const controller = new AbortController();
  const response = await fetch(`${sandbox.url}/sandbox/v1/events?access_token=${api.token}`, { signal: controller.signal });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /text\/event-stream/);
  const reader = response.body!.getReader();
  let text = '';
  const readUntil = async (pattern: RegExp) => {
    while (!pattern.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      text += new TextDecoder().decode(value);
    }
  };
  await readUntil(/connected/);
  const id = await api.createCharge({ items: [{ name: 'A', value: 900 }], metadata: { notification_url: hook.url } });
  await readUntil(new RegExp(`event: charge\\ndata: \\{"kind":"charge","chargeId":${id},"status":"new"\\}`));
  await readUntil(/event: delivery\ndata: .*"state":"delivered"/);
  await api.post('/sandbox/v1/clock/advance', { hours: 1 });
  await readUntil(/event: clock\ndata: .*"done":true/);
  controller.abort();
  await hook.close();

  const other = await sandbox.newAccount();
  const leak = await fetch(`${sandbox.url}/sandbox/v1/events?access_token=nope`);
  assert.equal(leak.status, 401);
  await other.createCharge();
});

test('pending deliveries and scheduled retries survive a kill -9 and resume', async (t) => {
  const db = join(tempDir(t, 'cobranca-restart-'), 'sandbox.db');
  const args = ['--port', '0', '--db', db, '--client-id', 'r', '--client-secret', 's'];
  const hook = await startReceiver(500);
  const first = await startCli(args);
  const api = new ApiClient(first.url, 'r', 's');
  await api.authorize();
  const id = await api.createCharge({ items: [{ name: 'A', value: 900 }], metadata: { notification_url: hook.url } });
  await waitFor(() => hook.calls.length === 1, 'the first attempt');
  await waitFor(async () => (await api.get('/sandbox/v1/deliveries')).body.deliveries[0]?.attempts.length === 1, 'its record');
  first.child.kill('SIGKILL');
  await first.exited;

  hook.reply = 200;
  const second = await startCli(args);
  try {
    const again = new ApiClient(second.url, 'r', 's');
    await again.authorize();
    const advanced = await again.post('/sandbox/v1/clock/advance', { minutes: 10 });
    assert.equal(advanced.body.processed, 1, 'the retry scheduled before the kill ran');
    assert.equal(hook.calls.length, 2);
    const [delivery] = (await again.get(`/sandbox/v1/deliveries?charge_id=${id}`)).body.deliveries;
    assert.deepEqual(delivery.attempts.map((a: any) => a.status_code), [500, 200]);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
    await hook.close();
  }
});
