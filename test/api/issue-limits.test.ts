// Issue limits the real service applies (wire-format §3.4, issue 25 §4), over real HTTP:
// 4600414, a due date beyond the maximum (today + 5500 days on the account's clock: the furthest
// the barcode's due-date factor can say, domain/billet.ts), and 4600222, a customer whose CNPJ is
// the account's own (the beneficiary printed on its boletos).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { beneficiaryCnpj } from '../../server/app/boleto-view-model.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const MAX_DAYS = 5500;
const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };
const items = [{ name: 'Meu Produto', value: 5990, amount: 1 }];

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const oneStep = (api: ApiClient, billet: Record<string, unknown>) => api.post('/v1/charge/one-step', { items, payment: { banking_billet: { customer, ...billet } } });

function assertRefused(answer: { status: number; body: any }, code: number, property?: string) {
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  assert.equal(answer.body.code, code);
  if (property !== undefined) assert.equal(answer.body.error_description.property, property);
}

test('one-step: the last day of the maximum is issued, the day after is 4600414', async () => {
  const api = await sandbox.newAccount();
  const last = addDays(await today(api), MAX_DAYS);
  const issued = await oneStep(api, { expire_at: last });
  assert.equal(issued.status, 200);
  assert.equal(issued.body.data.expire_at, last);
  const refused = await oneStep(api, { expire_at: addDays(last, 1) });
  assertRefused(refused, 4600414, '/payment/banking_billet/expire_at');
  assert.equal(refused.body.error, 'maximum_due_date_reached');
});

test('the maximum follows the account\'s clock', async () => {
  const api = await sandbox.newAccount();
  const tooFar = addDays(await today(api), MAX_DAYS + 1);
  assertRefused(await oneStep(api, { expire_at: tooFar }), 4600414);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal((await oneStep(api, { expire_at: tooFar })).status, 200);
});

test('pay: 4600414 leaves the charge new', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  const refused = await api.post(`/v1/charge/${id}/pay`, { payment: { banking_billet: { customer, expire_at: addDays(await today(api), MAX_DAYS + 1) } } });
  assertRefused(refused, 4600414, '/payment/banking_billet/expire_at');
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'new');
});

test('carnet: a last parcel beyond the maximum refuses the whole carnê with 4600414', async () => {
  const api = await sandbox.newAccount();
  // Three monthly parcels from 60 days before the maximum: the third falls beyond it.
  const body = { items, customer, expire_at: addDays(await today(api), MAX_DAYS - 40), repeats: 3 };
  assertRefused(await api.post('/v1/carnet', body), 4600414);
  assert.equal((await api.post('/v1/carnet', { ...body, repeats: 1 })).status, 200);
});

test('moving a due date beyond the maximum: the boleto and one parcel 4600414, several parcels 3500101 naming it', async () => {
  const api = await sandbox.newAccount();
  const tooFar = addDays(await today(api), MAX_DAYS + 1);
  const charge = (await oneStep(api, { expire_at: await today(api) })).body.data.charge_id;
  assertRefused(await api.put(`/v1/charge/${charge}/billet`, { expire_at: tooFar }), 4600414, '/expire_at');

  const carnet = (await api.post('/v1/carnet', { items, customer, expire_at: addDays(await today(api), 10), repeats: 2 })).body.data;
  assertRefused(await api.put(`/v1/carnet/${carnet.carnet_id}/parcel/2`, { expire_at: tooFar }), 4600414, '/expire_at');
  const bulk = await api.put(`/v1/carnet/${carnet.carnet_id}/parcels`, { parcels: [{ parcel: 1, expire_at: addDays(await today(api), 20) }, { parcel: 2, expire_at: tooFar }] });
  assertRefused(bulk, 3500101);
  assert.match(bulk.body.error_description, /Data máxima de vencimento atingida.*Parcela: \[2\]$/);
});

test('a customer with the account\'s own CNPJ is 4600222 on one-step, pay and carnet; another account\'s CNPJ is a customer like any', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const self = { name: 'Eu Mesmo', phone_number: '5144916523', juridical_person: { corporate_name: 'Minha Loja Ltda', cnpj: beneficiaryCnpj(api.accountId) } };
  const due = await today(api);

  const refused = await api.post('/v1/charge/one-step', { items, payment: { banking_billet: { customer: self, expire_at: due } } });
  assertRefused(refused, 4600222, '/payment/banking_billet/customer/juridical_person/cnpj');
  assert.equal(refused.body.error, 'payee_and_customer_same_person');

  const id = await api.createCharge();
  assertRefused(await api.post(`/v1/charge/${id}/pay`, { payment: { banking_billet: { customer: self, expire_at: due } } }), 4600222);
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'new');
  assertRefused(await api.post('/v1/carnet', { items, customer: self, expire_at: due, repeats: 2 }), 4600222, '/customer/juridical_person/cnpj');

  // The same company billed by another account is an ordinary customer there.
  const elsewhere = await other.post('/v1/charge/one-step', { items, payment: { banking_billet: { customer: self, expire_at: due } } });
  assert.equal(elsewhere.status, 200);
});

test('subscription pay: the account\'s own CNPJ is 4600222 and a due date beyond the maximum 4600414; the subscription stays new', async () => {
  const api = await sandbox.newAccount();
  const plan = (await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 12 })).body.data.plan_id;
  const subscription = (await api.post(`/v1/plan/${plan}/subscription`, { items })).body.data.subscription_id;
  const self = { name: 'Eu Mesmo', phone_number: '5144916523', juridical_person: { corporate_name: 'Minha Loja Ltda', cnpj: beneficiaryCnpj(api.accountId) } };
  const due = await today(api);
  assertRefused(await api.post(`/v1/subscription/${subscription}/pay`, { payment: { banking_billet: { customer: self, expire_at: due } } }), 4600222, '/payment/banking_billet/customer/juridical_person/cnpj');
  assertRefused(await api.post(`/v1/subscription/${subscription}/pay`, { payment: { banking_billet: { customer, expire_at: addDays(due, MAX_DAYS + 1) } } }), 4600414, '/payment/banking_billet/expire_at');
  assert.equal((await api.get(`/v1/subscription/${subscription}`)).body.data.status, 'new');
});
