// The partner routes over real HTTP, with the body and headers the PHP SDK 1.19 sends
// (createOneStepChargePartner / definePayMethodPartner, ApiRequest.php adds `partner-token` when
// the integrator configured one): the same answers as the ordinary routes, the partner-token
// required and recorded on the charge, and no reach into another account.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const PARTNER = 'a1b2c3d4e5f6a7b8c9d0';
const phpHeaders = (token?: string) => ({ 'api-sdk': 'efi-php-1.19.0', ...(token === undefined ? {} : { 'partner-token': token }) });
const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

async function boletoBody(api: ApiClient) {
  return { payment: { banking_billet: { expire_at: await today(api), customer } } };
}

async function oneStepBody(api: ApiClient) {
  return { items: [{ name: 'Meu Produto', value: 5990, amount: 1 }], ...(await boletoBody(api)) };
}

/** What the dashboard's charge page reads: the charge and the partner it came through. */
async function timelineOf(api: ApiClient, id: number) {
  const timeline = await api.get(`/sandbox/v1/charges/${id}/timeline`);
  assert.equal(timeline.status, 200);
  return timeline.body;
}

test('one-step through a partner issues the boleto as one-step does, and the charge says which partner', async () => {
  const api = await sandbox.newAccount();
  const answer = await api.post('/v1/partner/charge/one-step', await oneStepBody(api), { headers: phpHeaders(PARTNER) });
  assert.equal(answer.status, 200);
  const data = answer.body.data;
  assert.equal(data.status, 'waiting');
  assert.equal(data.total, 5990);
  assert.equal(data.payment, 'banking_billet');
  assert.match(data.barcode, /^\d{5}\.\d{5} /);

  const ordinary = await api.post('/v1/charge/one-step', await oneStepBody(api));
  assert.deepEqual(Object.keys(data).sort(), Object.keys(ordinary.body.data).sort());

  const timeline = await timelineOf(api, data.charge_id);
  assert.equal(timeline.partner_token, PARTNER);
  assert.equal(timeline.charge.status, 'waiting');
  assert.equal((await timelineOf(api, ordinary.body.data.charge_id)).partner_token, null);
});

test('pay through a partner pays a charge made by the ordinary route and records the partner', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  const answer = await api.post(`/v1/partner/charge/${id}/pay`, await boletoBody(api), { headers: phpHeaders(PARTNER) });
  assert.equal(answer.status, 200);
  assert.equal(answer.body.data.charge_id, id);
  assert.equal(answer.body.data.status, 'waiting');
  assert.equal((await timelineOf(api, id)).partner_token, PARTNER);
  // The ordinary rules apply as they are: paying it again is 3500030.
  const again = await api.post(`/v1/partner/charge/${id}/pay`, await boletoBody(api), { headers: phpHeaders(PARTNER) });
  assert.equal(again.status, 400);
  assert.equal(again.body.code, 3500030);
});

test('the ordinary routes ignore a partner-token (the SDK sends it on every call) and record nothing', async () => {
  const api = await sandbox.newAccount();
  const answer = await api.post('/v1/charge/one-step', await oneStepBody(api), { headers: phpHeaders(PARTNER) });
  assert.equal(answer.status, 200);
  assert.equal((await timelineOf(api, answer.body.data.charge_id)).partner_token, null);
});

for (const [label, token] of [
  ['missing', undefined],
  ['empty', ''],
  ['with a space', 'abc def'],
  ['longer than 255 characters', 'x'.repeat(256)],
] as const) {
  test(`a partner-token ${label} is refused with 3500034 naming the header, and nothing is issued`, async () => {
    const api = await sandbox.newAccount();
    const id = await api.createCharge();
    const pay = await api.post(`/v1/partner/charge/${id}/pay`, await boletoBody(api), { headers: phpHeaders(token) });
    assert.equal(pay.status, 400);
    assert.equal(pay.body.code, 3500034);
    assert.equal(pay.body.error, 'validation_error');
    assert.equal(pay.body.error_description.property, 'partner-token');
    assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'new');

    const oneStep = await api.post('/v1/partner/charge/one-step', await oneStepBody(api), { headers: phpHeaders(token) });
    assert.equal(oneStep.status, 400);
    assert.equal(oneStep.body.code, 3500034);
    const listed = await api.get('/sandbox/v1/charges');
    assert.deepEqual(listed.body.charges.map((charge: any) => charge.charge_id), [id]);
  });
}

test('a partner cannot pay another account\'s charge: 3500010, and that charge stays new', async () => {
  const owner = await sandbox.newAccount();
  const intruder = await sandbox.newAccount();
  const id = await owner.createCharge();
  const answer = await intruder.post(`/v1/partner/charge/${id}/pay`, await boletoBody(intruder), { headers: phpHeaders(PARTNER) });
  assert.equal(answer.status, 404);
  assert.equal(answer.body.code, 3500010);
  assert.equal((await owner.get(`/v1/charge/${id}`)).body.data.status, 'new');
  assert.equal((await timelineOf(owner, id)).partner_token, null);
});

test('the partner routes need the Bearer token like every /v1 route', async () => {
  const api = await sandbox.newAccount();
  const answer = await api.post('/v1/partner/charge/one-step', await oneStepBody(api), { headers: { ...phpHeaders(PARTNER), authorization: 'Bearer nope' } });
  assert.equal(answer.status, 401);
});

test('the OpenAPI document describes the partner-token header and the issue limits of both pairs of routes', async () => {
  const api = await sandbox.newAccount();
  const doc = (await api.get('/openapi.json')).body;
  for (const path of ['/v1/partner/charge/one-step', '/v1/partner/charge/{id}/pay', '/v1/charge/one-step', '/v1/charge/{id}/pay']) {
    const operation = doc.paths[path].post;
    const header = (operation.parameters ?? []).find((parameter: any) => parameter.in === 'header');
    if (path.startsWith('/v1/partner/')) assert.deepEqual([header?.name, header?.required], ['partner-token', true], path);
    else assert.equal(header, undefined, path);
    const codes = operation['x-error-codes'].map((entry: { code: number }) => entry.code);
    for (const code of [3500034, 4600414, 4600222]) assert.ok(codes.includes(code), `${path} lists ${code}`);
  }
});
