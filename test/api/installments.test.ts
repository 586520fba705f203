// GET /v1/installments (wire-format §7.37) and the account's card settings that shape it
// (GET/PUT /sandbox/v1/card-settings): the reference's example list, every refusal in the error
// shape, and settings that belong to one account only.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, basicAuth, type ApiClient, type HttpResult } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const api = await sandbox.newAccount();

const installments = (client: ApiClient, query: string) => client.get(`/v1/installments${query}`);

function assertRefused(result: HttpResult, code: number, error: string, what: string) {
  assert.equal(result.status, 400, `${what}: ${JSON.stringify(result.body)}`);
  assert.equal(result.body.code, code, what);
  assert.equal(result.body.error, error, what);
  assert.equal(typeof result.body.error_description, 'string', what);
}

test('the list for a total: 12 installments, the first interest-free, then 1.99 % a month (the reference example)', async () => {
  const result = await installments(api, '?brand=visa&total=20000');
  assert.equal(result.status, 200, JSON.stringify(result.body));
  assert.equal(result.body.code, 200);
  const { data } = result.body;
  assert.deepEqual(Object.keys(data), ['rate', 'name', 'installments']);
  assert.equal(data.rate, 0);
  assert.equal(data.name, 'visa');
  assert.equal(data.installments.length, 12);
  assert.deepEqual(data.installments.slice(0, 3), [
    { installment: 1, has_interest: false, value: 20000, currency: '200,00', interest_percentage: 0 },
    { installment: 2, has_interest: true, value: 10402, currency: '104,02', interest_percentage: 199 },
    { installment: 3, has_interest: true, value: 7073, currency: '70,73', interest_percentage: 199 },
  ]);
  assert.equal(data.installments[4].value, 4414);
  assert.equal(data.installments[11].value, 2111);
  assert.deepEqual(data.installments.map((option: any) => option.installment), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
});

test('every brand the API accepts is answered under its own name', async () => {
  for (const brand of ['visa', 'mastercard', 'amex', 'elo', 'hipercard']) {
    const result = await installments(api, `?brand=${brand}&total=5000`);
    assert.equal(result.status, 200, brand);
    assert.equal(result.body.data.name, brand);
  }
});

test('brand missing, unknown or retired is 3500056 invalid_brand', async () => {
  for (const query of ['?total=5000', '?brand=&total=5000', '?brand=diners&total=5000', '?brand=VISA&total=5000', '?brand=visa%00&total=5000']) {
    assertRefused(await installments(api, query), 3500056, 'invalid_brand', query);
  }
  for (const brand of ['jcb', 'aura', 'discover']) {
    const result = await installments(api, `?brand=${brand}&total=5000`);
    assertRefused(result, 3500056, 'invalid_brand', brand);
    assert.match(result.body.error_description, /removidas em 12\/09\/2018/);
    assert.match(result.body.error_description, /visa, mastercard, amex, elo, hipercard/);
  }
});

test('total missing or not a positive integer of cents is 3500053 missing_total', async () => {
  for (const total of [undefined, '', 'abc', '0', '000', '-500', '1.5', '1e4', '5000 ', '+5000', '0x1F4', '５０００']) {
    const query = total === undefined ? '?brand=visa' : `?brand=visa&total=${encodeURIComponent(total)}`;
    assertRefused(await installments(api, query), 3500053, 'missing_total', query);
  }
});

test('below R$ 5,00 is 4600036; above R$ 99.999.999,99 is 3500006 greater_than_limit', async () => {
  assertRefused(await installments(api, '?brand=visa&total=499'), 4600036, 'value_below_minimum', '499');
  assertRefused(await installments(api, '?brand=visa&total=1'), 4600036, 'value_below_minimum', '1');
  assert.equal((await installments(api, '?brand=visa&total=500')).status, 200);
  assert.equal((await installments(api, '?brand=visa&total=0500')).body.data.installments[0].value, 500, 'leading zeros read as the number');
  const largest = await installments(api, '?brand=visa&total=9999999999');
  assert.equal(largest.status, 200);
  assert.equal(largest.body.data.installments[0].currency, '99.999.999,99');
  for (const total of ['10000000000', '99999999999999999999999999', '9'.repeat(400)]) {
    assertRefused(await installments(api, `?brand=visa&total=${total}`), 3500006, 'greater_than_limit', total.slice(0, 30));
  }
});

test('the brand is checked before the total', async () => {
  assertRefused(await installments(api, '?brand=jcb&total=abc'), 3500056, 'invalid_brand', 'both wrong');
});

test('GET /v1/installments needs the bearer, like the rest of /v1', async () => {
  const anonymous = await api.get('/v1/installments?brand=visa&total=5000', { headers: { authorization: '' } });
  assert.equal(anonymous.status, 401);
  assert.equal(anonymous.body.error, 'unauthorized');
  assert.equal(anonymous.headers.get('access-control-allow-origin'), null, 'the bearer route answers no CORS');
});

test('card settings: the defaults, a change read back, and the list following it', async () => {
  const shop = await sandbox.newAccount();
  const initial = await shop.get('/sandbox/v1/card-settings');
  assert.equal(initial.status, 200);
  assert.deepEqual(initial.body, { interest_free_installments: 1, monthly_interest: 199 });

  const changed = await shop.put('/sandbox/v1/card-settings', { interest_free_installments: 3 });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.deepEqual(changed.body, { interest_free_installments: 3, monthly_interest: 199 });
  assert.deepEqual((await shop.get('/sandbox/v1/card-settings')).body, changed.body);

  const list = (await installments(shop, '?brand=mastercard&total=10000')).body.data.installments;
  assert.deepEqual(list.slice(0, 4), [
    { installment: 1, has_interest: false, value: 10000, currency: '100,00', interest_percentage: 0 },
    { installment: 2, has_interest: false, value: 5000, currency: '50,00', interest_percentage: 0 },
    // Interest-free installments round up: the payer never pays less than the total.
    { installment: 3, has_interest: false, value: 3334, currency: '33,34', interest_percentage: 0 },
    { installment: 4, has_interest: true, value: 2705, currency: '27,05', interest_percentage: 199 },
  ]);

  // Through HTTP Basic too, as every account call of the control API.
  const noInterest = await shop.put('/sandbox/v1/card-settings', { monthly_interest: 0 }, { headers: { authorization: basicAuth(shop.clientId, shop.clientSecret) } });
  assert.deepEqual(noInterest.body, { interest_free_installments: 3, monthly_interest: 0 });
  const free = (await installments(shop, '?brand=visa&total=1200')).body.data.installments;
  assert.ok(free.every((option: any) => !option.has_interest && option.interest_percentage === 0), 'no interest anywhere at 0 %');
  assert.equal(free[11].value, 100);

  const steep = await shop.put('/sandbox/v1/card-settings', { interest_free_installments: 12, monthly_interest: 1000 });
  assert.equal(steep.status, 200);
  assert.ok((await installments(shop, '?brand=visa&total=9999999999')).body.data.installments.every((option: any) => !option.has_interest));
  await shop.put('/sandbox/v1/card-settings', { interest_free_installments: 1 });
  const largest = (await installments(shop, '?brand=visa&total=9999999999')).body.data.installments;
  assert.ok(largest.every((option: any) => Number.isSafeInteger(option.value)), 'the largest total at the steepest rate stays exact');
  assert.equal(largest[11].interest_percentage, 1000);
});

test("one account's settings leave another's list alone", async () => {
  const a = await sandbox.newAccount();
  const b = await sandbox.newAccount();
  await a.put('/sandbox/v1/card-settings', { interest_free_installments: 12 });
  assert.equal((await installments(a, '?brand=visa&total=20000')).body.data.installments[1].has_interest, false);
  assert.equal((await installments(b, '?brand=visa&total=20000')).body.data.installments[1].value, 10402);
  assert.deepEqual((await b.get('/sandbox/v1/card-settings')).body, { interest_free_installments: 1, monthly_interest: 199 });
});

test('card settings refuse what is out of range, unknown or not JSON', async () => {
  const shop = await sandbox.newAccount();
  const cases: Array<[unknown, string]> = [
    [{ interest_free_installments: 0 }, '/interest_free_installments'],
    [{ interest_free_installments: 13 }, '/interest_free_installments'],
    [{ interest_free_installments: 1.5 }, '/interest_free_installments'],
    [{ interest_free_installments: '3' }, '/interest_free_installments'],
    [{ monthly_interest: -1 }, '/monthly_interest'],
    [{ monthly_interest: 1001 }, '/monthly_interest'],
    [{ monthly_interest: null }, '/monthly_interest'],
    [{ installments: 3 }, '/installments'],
    [{}, '/'],
    [[], '/'],
  ];
  for (const [body, property] of cases) {
    const result = await shop.put('/sandbox/v1/card-settings', body);
    assert.equal(result.status, 400, JSON.stringify(body));
    assert.equal(result.body.code, 3500034, JSON.stringify(body));
    assert.equal(result.body.error_description.property, property, JSON.stringify(body));
  }
  const empty = await shop.call('PUT', '/sandbox/v1/card-settings');
  assert.equal(empty.body.code, 3500002, 'no body at all');
  const form = await shop.put('/sandbox/v1/card-settings', undefined, { raw: 'monthly_interest=0', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(form.status, 415);
  assert.deepEqual((await shop.get('/sandbox/v1/card-settings')).body, { interest_free_installments: 1, monthly_interest: 199 }, 'nothing changed');

  const anonymous = await shop.get('/sandbox/v1/card-settings', { headers: { authorization: '' } });
  assert.equal(anonymous.status, 401);
});
