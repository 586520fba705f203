// The daily request quota (issue 25 §3) over real HTTP: requests counted per endpoint (method and
// route pattern) and per day of the account's clock, one warning e-mail at 80 % and one at the
// limit, then the real refusal (3500049, 429, Retry-After until the account's midnight) until the
// clock's next day; accounts and endpoints apart; counts kept across a restart.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../../server/start.ts';
import { startSandbox, request, type ApiClient } from '../helpers/sandbox.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const CHARGE = { items: [{ name: 'Produto', value: 1000, amount: 1 }] };

async function setQuota(api: ApiClient, dailyQuota: number): Promise<void> {
  const set = await api.put('/sandbox/v1/settings', { daily_quota: dailyQuota });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  assert.equal(set.body.daily_quota, dailyQuota);
}

async function useOf(api: ApiClient): Promise<Record<string, { used: number; refused: number; limit: number }>> {
  const quota = await api.get('/sandbox/v1/quota');
  assert.equal(quota.status, 200, JSON.stringify(quota.body));
  return Object.fromEntries(quota.body.endpoints.map(({ endpoint, ...use }: any) => [endpoint, use]));
}

async function quotaEmails(api: ApiClient): Promise<string[]> {
  const { emails } = (await api.get('/sandbox/v1/emails')).body;
  return emails.map((email: any) => email.subject).reverse();
}

/** Moves the account's clock to `time` of its next day ("HH:MM:SS"). */
async function clockToNextDayAt(api: ApiClient, time: string): Promise<string> {
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const next = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const moved = await api.post('/sandbox/v1/clock/advance', { to: `${next} ${time}` });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  return next;
}

test('each endpoint is counted by method and route pattern; /v1/authorize and the control API are not; no quota, no count', async () => {
  const api = await sandbox.newAccount();
  await api.createCharge(CHARGE);
  assert.deepEqual((await api.get('/sandbox/v1/quota')).body.endpoints, [], 'nothing counted while daily_quota is 0');
  await setQuota(api, 100);
  const first = await api.createCharge(CHARGE);
  const second = await api.createCharge(CHARGE);
  await api.get(`/v1/charge/${first}`);
  await api.get(`/v1/charge/${second}`);
  assert.equal((await api.get('/v1/charge/999999999')).status, 404); // a refused request is still a request
  await api.authorize();
  await api.get('/sandbox/v1/clock');
  const quota = (await api.get('/sandbox/v1/quota')).body;
  assert.equal(quota.daily_quota, 100);
  assert.equal(quota.day, (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10));
  assert.deepEqual(quota.endpoints, [
    { endpoint: 'GET /v1/charge/:id', used: 3, refused: 0, limit: 100 },
    { endpoint: 'POST /v1/charge', used: 2, refused: 0, limit: 100 },
  ]);
  // GET /v1/notification/:token may take twice the others' limit, as in the real tables.
  await api.get('/v1/notification/00000000-0000-0000-0000-000000000000');
  assert.deepEqual((await useOf(api))['GET /v1/notification/:token'], { used: 1, refused: 0, limit: 200 });
});

test('80 % of the limit sends one warning e-mail, the limit one block e-mail; past it 3500049 with Retry-After to the account\'s midnight, other endpoints still open', async () => {
  const api = await sandbox.newAccount();
  await setQuota(api, 5);
  const day = await clockToNextDayAt(api, '23:00:00');
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push(await api.createCharge(CHARGE));
  assert.deepEqual(await quotaEmails(api), [], 'under 80 %: no e-mail');
  ids.push(await api.createCharge(CHARGE)); // 4 of 5: 80 %
  assert.deepEqual(await quotaEmails(api), ['Aviso: 80% do limite diário de requisições de POST /v1/charge']);
  ids.push(await api.createCharge(CHARGE)); // 5 of 5
  const refused = await api.post('/v1/charge', CHARGE);
  assert.equal(refused.status, 429);
  assert.deepEqual(refused.body, { code: 3500049, error: 'endpoint_limit_exceeded', error_description: 'O limite de consumo para este endpoint foi excedido.' });
  // An hour to the account's midnight (less the seconds the test itself took on a loaded machine).
  const retryAfter = Number(refused.headers.get('retry-after'));
  assert.ok(retryAfter > 3000 && retryAfter <= 3600, `Retry-After ${refused.headers.get('retry-after')}`);
  assert.equal((await api.post('/v1/charge', CHARGE)).status, 429, 'still refused');
  assert.deepEqual(await quotaEmails(api), [
    'Aviso: 80% do limite diário de requisições de POST /v1/charge',
    'Bloqueio: limite diário de requisições de POST /v1/charge atingido',
  ], 'each e-mail once, none for the refusals');
  const { emails } = (await api.get('/sandbox/v1/emails')).body;
  const freed = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
  assert.match(emails[0].body, new RegExp(`até o desbloqueio automático em ${freed}, às 00:00`));
  // The refusal changed nothing: still five charges, and the other endpoints answer.
  assert.equal((await api.get(`/v1/charge/${ids[4]}`)).status, 200);
  assert.deepEqual((await useOf(api))['POST /v1/charge'], { used: 5, refused: 2, limit: 5 });
  // The account's next day (its clock, not the wall's): the endpoint is open again, counted from 1.
  await clockToNextDayAt(api, '00:00:01');
  assert.equal((await api.post('/v1/charge', CHARGE)).status, 200);
  const use = await useOf(api);
  assert.deepEqual(use['POST /v1/charge'], { used: 1, refused: 0, limit: 5 });
  assert.equal(use['GET /v1/charge/:id'], undefined, 'the day before is gone');
  // A new day's 80 % warns again.
  for (let i = 0; i < 3; i++) await api.createCharge(CHARGE);
  assert.equal((await quotaEmails(api)).filter((subject) => subject.startsWith('Aviso')).length, 2);
});

test('requests arriving together at the limit: exactly as many pass as the quota has left, each e-mail once, the rest refused and counted', async () => {
  const api = await sandbox.newAccount();
  await setQuota(api, 10); // the warning at 8
  for (let i = 0; i < 6; i++) await api.createCharge(CHARGE);
  // Six at once for the last four places: the 7th, the 80 % count (8th), the 9th, the limit, two refusals.
  const answers = await Promise.all(Array.from({ length: 6 }, () => api.post('/v1/charge', CHARGE)));
  assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 200, 200, 200, 429, 429].sort());
  assert.deepEqual((await useOf(api))['POST /v1/charge'], { used: 10, refused: 2, limit: 10 });
  assert.deepEqual(await quotaEmails(api), [
    'Aviso: 80% do limite diário de requisições de POST /v1/charge',
    'Bloqueio: limite diário de requisições de POST /v1/charge atingido',
  ]);
});

test('accounts and endpoints apart; a lower quota set mid-day refuses at once; 0 turns it off; a reset clears the counts', async () => {
  const [full, other] = [await sandbox.newAccount(), await sandbox.newAccount()];
  await setQuota(full, 2);
  await setQuota(other, 2);
  const id = await full.createCharge(CHARGE);
  await full.createCharge(CHARGE);
  assert.equal((await full.post('/v1/charge', CHARGE)).status, 429);
  assert.equal((await other.post('/v1/charge', CHARGE)).status, 200, 'another account has its own count');
  assert.equal((await full.put(`/v1/charge/${id}/metadata`, { custom_id: 'a' })).status, 200, 'another endpoint has its own count');
  await setQuota(other, 1);
  assert.equal((await other.post('/v1/charge', CHARGE)).status, 429, 'lowered below the day\'s count');
  await setQuota(full, 0);
  assert.equal((await full.post('/v1/charge', CHARGE)).status, 200, 'no quota, no refusal');
  await setQuota(full, 2);
  assert.equal((await full.post('/v1/charge', CHARGE)).status, 429, 'the day\'s count was kept meanwhile');
  assert.equal((await full.post('/sandbox/v1/reset')).status, 200);
  assert.deepEqual((await full.get('/sandbox/v1/quota')).body.endpoints, []);
  assert.equal((await full.post('/v1/charge', CHARGE)).status, 200);
});

test('settings: daily_quota and profile validated with their pointers; the others of the contract still refused as not yet available', async () => {
  const api = await sandbox.newAccount();
  for (const [body, pointer] of [
    [{ daily_quota: -1 }, '/daily_quota'],
    [{ daily_quota: 1.5 }, '/daily_quota'],
    [{ daily_quota: '100' }, '/daily_quota'],
    [{ daily_quota: null }, '/daily_quota'],
    [{ daily_quota: 1e12 }, '/daily_quota'],
    [{ profile: 'EFI' }, '/profile'],
    [{ profile: 'settled' }, '/profile'],
    [{ profile: 1 }, '/profile'],
    [{ daily_quota: 10, compensation: 'later' }, '/compensation'],
  ] as const) {
    const refused = await api.put('/sandbox/v1/settings', body);
    assert.equal(refused.status, 400, JSON.stringify(body));
    assert.equal(refused.body.code, 3500034);
    assert.equal(refused.body.error_description.property, pointer, JSON.stringify(refused.body));
  }
  assert.deepEqual((await api.get('/sandbox/v1/settings')).body, { bolix: true, profile: 'spec', compensation: 'immediate', daily_quota: 0, boleto_fee: 300 }, 'refusals changed nothing');
  const both = await api.put('/sandbox/v1/settings', { profile: 'efi', daily_quota: 15000 });
  assert.deepEqual(both.body, { bolix: true, profile: 'efi', compensation: 'immediate', daily_quota: 15000, boleto_fee: 300 });
  // Nobody else's quota: the quota route answers the caller's own, and wants credentials.
  assert.equal((await request(sandbox.url, 'GET', '/sandbox/v1/quota')).status, 401);
});

test('the day\'s counts survive a restart of the server', async (t) => {
  const db = `${tempDir(t, 'cobranca-quota-')}/sandbox.db`;
  let server = await startServer({ db, port: 0, log: () => {} });
  try {
    const created = (await request(server.url, 'POST', '/sandbox/v1/accounts', { body: {} })).body;
    const auth = { authorization: `Basic ${Buffer.from(`${created.client_id}:${created.client_secret}`).toString('base64')}` };
    const token = (await request(server.url, 'POST', '/v1/authorize', { body: { grant_type: 'client_credentials' }, headers: auth })).body.access_token;
    const bearer = { authorization: `Bearer ${token}` };
    assert.equal((await request(server.url, 'PUT', '/sandbox/v1/settings', { body: { daily_quota: 3 }, headers: auth })).status, 200);
    for (let i = 0; i < 3; i++) assert.equal((await request(server.url, 'POST', '/v1/charge', { body: CHARGE, headers: bearer })).status, 200);
    await server.close();
    server = await startServer({ db, port: 0, log: () => {} });
    const quota = (await request(server.url, 'GET', '/sandbox/v1/quota', { headers: auth })).body;
    assert.deepEqual(quota.endpoints, [{ endpoint: 'POST /v1/charge', used: 3, refused: 0, limit: 3 }]);
    const newToken = (await request(server.url, 'POST', '/v1/authorize', { body: { grant_type: 'client_credentials' }, headers: auth })).body.access_token;
    assert.equal((await request(server.url, 'POST', '/v1/charge', { body: CHARGE, headers: { authorization: `Bearer ${newToken}` } })).status, 429);
  } finally {
    await server.close();
  }
});
