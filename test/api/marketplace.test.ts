// Marketplace split over HTTP: the refusals on every route that takes items or pays a split
// charge, and each payee's share once the boleto is paid at the bank (issue 25 §2).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };
const payeeA = '84569721306548792010354876123456';
const payeeB = '36987410213546789104587410235689';
const splitItem = { name: 'Meu Produto', value: 5990, amount: 1, marketplace: { repasses: [{ payee_code: payeeA, percentage: 2500 }, { payee_code: payeeB, percentage: 1500 }] } };
const duplicated = { ...splitItem, marketplace: { repasses: [{ payee_code: payeeA, percentage: 1000 }, { payee_code: payeeA.toUpperCase(), percentage: 1000 }] } };
const overFull = { ...splitItem, marketplace: { repasses: [{ payee_code: payeeA, percentage: 9000 }, { payee_code: payeeB, percentage: 1001 }] } };

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = async (api: ApiClient) => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10) as string;

function assertRefused(result: { status: number; body: any }, code: number, property: string) {
  assert.equal(result.status, 400, JSON.stringify(result.body));
  assert.equal(result.body.code, code, JSON.stringify(result.body));
  assert.equal(typeof result.body.error, 'string');
  assert.equal(result.body.error_description.property, property);
}

async function chargeCount(api: ApiClient): Promise<number> {
  return (await api.get('/sandbox/v1/charges')).body.total;
}

test('a duplicate payee in one item is 3500026 on every route that takes items, and nothing is created', async () => {
  const api = await sandbox.newAccount();
  const expire = addDays(await today(api), 10);
  const pointer = '/items/0/marketplace/repasses/1/payee_code';
  assertRefused(await api.post('/v1/charge', { items: [duplicated] }), 3500026, pointer);
  assertRefused(await api.post('/v1/charge/one-step', { items: [duplicated], payment: { banking_billet: { expire_at: expire, customer } } }), 3500026, pointer);
  assertRefused(await api.post('/v1/carnet', { items: [duplicated], customer, expire_at: expire, repeats: 3 }), 3500026, pointer);
  assertRefused(await api.post('/v1/charge/one-step/link', { items: [duplicated], settings: { expire_at: expire, request_delivery_address: false, payment_method: 'all' } }), 3500026, pointer);
  const plan = (await api.post('/v1/plan', { name: 'Plano', interval: 1, repeats: 12 })).body.data.plan_id;
  assertRefused(await api.post(`/v1/plan/${plan}/subscription`, { items: [duplicated] }), 3500026, pointer);
  assertRefused(await api.post(`/v1/plan/${plan}/subscription/one-step`, { items: [duplicated], payment: { banking_billet: { expire_at: expire, customer } } }), 3500026, pointer);
  assert.equal(await chargeCount(api), 0);
  // The same payee in two different items is allowed.
  assert.equal((await api.post('/v1/charge', { items: [splitItem, { ...splitItem, name: 'Outro' }] })).status, 200);
});

test('repasses above 100 %, fixed without mode 1 and a zero repasse are 3500029', async () => {
  const api = await sandbox.newAccount();
  assertRefused(await api.post('/v1/charge', { items: [{ name: 'livre', value: 1000 }, overFull] }), 3500029, '/items/1/marketplace/repasses');
  const fixed = { ...splitItem, marketplace: { repasses: [{ payee_code: payeeA, fixed: 2500 }] } };
  assertRefused(await api.post('/v1/charge', { items: [fixed] }), 3500029, '/items/0/marketplace/repasses/0/fixed');
  const overFixed = { ...splitItem, marketplace: { mode: 1, repasses: [{ payee_code: payeeA, fixed: 5000 }, { payee_code: payeeB, fixed: 991 }] } };
  assertRefused(await api.post('/v1/charge', { items: [overFixed] }), 3500029, '/items/0/marketplace/repasses');
  const zero = { ...splitItem, marketplace: { repasses: [{ payee_code: payeeA, percentage: 0 }] } };
  assertRefused(await api.post('/v1/charge', { items: [zero] }), 3500029, '/items/0/marketplace/repasses/0');
  assert.equal((await api.post('/v1/charge', { items: [{ ...overFixed, marketplace: { mode: 1, repasses: [{ payee_code: payeeA, fixed: 5990 }] } }] })).status, 200);
});

test('a negative item never reaches the split rule: the schema refuses it first (3500034)', async () => {
  const api = await sandbox.newAccount();
  assertRefused(await api.post('/v1/charge', { items: [splitItem, { name: 'desconto', value: -100 }] }), 3500034, '/items/1/value');
});

test('a discount on a split charge is 3500073 on pay, one-step and subscription pay', async () => {
  const api = await sandbox.newAccount();
  const expire = addDays(await today(api), 10);
  const discount = { type: 'currency', value: 100 };
  const id = await api.createCharge({ items: [splitItem] });
  assertRefused(await api.post(`/v1/charge/${id}/pay`, { payment: { banking_billet: { expire_at: expire, customer, discount } } }), 3500073, '/payment/banking_billet/discount');
  assertRefused(await api.post(`/v1/charge/${id}/pay`, { payment: { credit_card: { customer: { ...customer, email: 'a@b.co', birth: '1990-08-29', phone_number: '5144916523' }, installments: 1, payment_token: 'a'.repeat(40), billing_address: { street: 'Rua', number: '1', neighborhood: 'Centro', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' }, discount } } }), 3500073, '/payment/credit_card/discount');
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'new', 'the refused pay left the charge untouched');
  const conditional = { type: 'percentage', value: 500, until_date: expire };
  assertRefused(await api.post('/v1/charge/one-step', { items: [splitItem], payment: { banking_billet: { expire_at: expire, customer, conditional_discount: conditional } } }), 3500073, '/payment/banking_billet/conditional_discount');
  const plan = (await api.post('/v1/plan', { name: 'Plano', interval: 1, repeats: 12 })).body.data.plan_id;
  const subscription = (await api.post(`/v1/plan/${plan}/subscription`, { items: [splitItem] })).body.data.subscription_id;
  assertRefused(await api.post(`/v1/subscription/${subscription}/pay`, { payment: { banking_billet: { expire_at: expire, customer, discount } } }), 3500073, '/payment/banking_billet/discount');
  // Without a split, the same discount is fine.
  assert.equal((await api.post('/v1/charge/one-step', { items: [{ name: 'livre', value: 5990 }], payment: { banking_billet: { expire_at: expire, customer, discount } } })).status, 200);
});

test('paid at the bank, each payee gets its share and the issuer keeps the rest, to the cent', async () => {
  const api = await sandbox.newAccount();
  const expire = addDays(await today(api), 10);
  const items = [
    { name: 'Caneca', value: 3333, amount: 3, marketplace: { repasses: [{ payee_code: payeeA, percentage: 3333 }, { payee_code: payeeB, percentage: 1500 }] } },
    { name: 'Camiseta', value: 4990, amount: 1, marketplace: { mode: 1, repasses: [{ payee_code: payeeA, fixed: 1000 }] } },
  ];
  const issued = await api.post('/v1/charge/one-step', { items, shippings: [{ name: 'Frete', value: 700, payee_code: payeeB }], payment: { banking_billet: { expire_at: expire, customer } } });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  const id = issued.body.data.charge_id;
  assert.equal(issued.body.data.total, 9999 + 4990 + 700);

  // The real detail echoes each item's marketplace as sent.
  const detail = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.deepEqual(detail.items[0].marketplace, items[0]!.marketplace);

  const before = (await api.get(`/sandbox/v1/charges/${id}/timeline`)).body.split;
  assert.deepEqual([before.paid_value, before.issuer, before.shares.map((share: any) => share.amount)], [null, null, [null, null, null, null]]);

  assert.equal((await api.post('/sandbox/v1/bank/payments', { typed_line: issued.body.data.barcode })).status, 200);
  const split = (await api.get(`/sandbox/v1/charges/${id}/timeline`)).body.split;
  // 9999 × 33.33 % = 3332.6667 → 3332; 9999 × 15 % = 1499.85 → 1499; fixed 1000; the payee's shipping 700.
  assert.deepEqual(split.shares.map((share: any) => [share.payee_code, share.item, share.shipping, share.amount]), [
    [payeeA, 0, null, 3332],
    [payeeB, 0, null, 1499],
    [payeeA, 1, null, 1000],
    [payeeB, null, 0, 700],
  ]);
  assert.equal(split.paid_value, 15689);
  assert.equal(split.issuer, 15689 - 3332 - 1499 - 1000 - 700);
});

test('a charge without a split has no split panel', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  assert.equal((await api.get(`/sandbox/v1/charges/${id}/timeline`)).body.split, null);
});

test('a carnê parcel paid at the bank splits its part of the items: shares scaled to the parcel, floored', async () => {
  const api = await sandbox.newAccount();
  const expire = addDays(await today(api), 10);
  const item = { name: 'Curso', value: 10000, amount: 1, marketplace: { repasses: [{ payee_code: payeeA, percentage: 2500 }] } };
  const carnet = await api.post('/v1/carnet', { items: [item], customer, expire_at: expire, repeats: 3, split_items: true });
  assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
  const first = carnet.body.data.charges[0];
  assert.equal(first.value, 3334);
  assert.equal((await api.post('/sandbox/v1/bank/payments', { typed_line: first.barcode })).status, 200);
  const split = (await api.get(`/sandbox/v1/charges/${first.charge_id}/timeline`)).body.split;
  // 25 % of the items is R$ 25,00; this parcel is 3334 of 10000 of it: 833.5 → 833.
  assert.deepEqual([split.shares[0].nominal, split.shares[0].amount, split.issuer, split.paid_value], [2500, 833, 2501, 3334]);
});
