// PUT /v1/carnet/:id/parcels over real HTTP: several parcels' due dates in one call, each with the
// single-parcel rules, all or nothing; refusals are 3500101 naming the parcel (wire-format §7.19).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function newCarnet(api: ApiClient, repeats = 3) {
  const created = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500 }], customer, expire_at: addDays(await today(api), 10), repeats });
  assert.equal(created.status, 200);
  return created.body.data as { carnet_id: number; charges: { charge_id: number }[] };
}

/** What a payer holds of each parcel: due date, barcode and Bolix Pix code. */
async function parcelsOf(api: ApiClient, carnetId: number) {
  const detail = (await api.get(`/v1/carnet/${carnetId}`)).body.data;
  return detail.charges.map((parcel: any) => ({ parcel: parcel.parcel, expire_at: parcel.expire_at, barcode: parcel.barcode, pix: parcel.pix.qrcode }));
}

test('several parcels move at once, each re-issued with a new barcode and Pix code; the others stay', async () => {
  const api = await sandbox.newAccount();
  const { carnet_id: id } = await newCarnet(api);
  const before = await parcelsOf(api, id);
  const dates = [addDays(await today(api), 45), addDays(await today(api), 80)];
  const answer = await api.put(`/v1/carnet/${id}/parcels`, { parcels: [{ parcel: 3, expire_at: dates[1] }, { parcel: 2, expire_at: dates[0] }] });
  assert.deepEqual([answer.status, answer.body], [200, { code: 200 }]);

  const after = await parcelsOf(api, id);
  assert.deepEqual(after[0], before[0], 'parcel 1 untouched');
  for (const [index, date] of dates.entries()) {
    const [was, now] = [before[index + 1], after[index + 1]];
    assert.equal(now.expire_at, date);
    assert.notEqual(now.barcode, was.barcode, `parcel ${now.parcel}: new boleto numbers`);
    assert.notEqual(now.pix, was.pix, `parcel ${now.parcel}: new Pix code`);
  }
});

test('one refused parcel refuses them all: 3500101 naming it, in the single-parcel rule\'s words', async () => {
  const api = await sandbox.newAccount();
  const { carnet_id: id } = await newCarnet(api);
  assert.equal((await api.put(`/v1/carnet/${id}/parcel/3/cancel`)).status, 200);
  const before = await parcelsOf(api, id);
  const later = addDays(await today(api), 60);

  const cases: [unknown[], RegExp][] = [
    [[{ parcel: 2, expire_at: later }, { parcel: 3, expire_at: later }], /^Apenas transações com status \[waiting\] ou \[unpaid\].* Parcela: \[3\]$/],
    [[{ parcel: 1, expire_at: later }, { parcel: 2, expire_at: '2000-01-01' }], / Parcela: \[2\]$/],
    [[{ parcel: 1, expire_at: later }, { parcel: 9, expire_at: later }], /^A propriedade \[parcel\] informada não existe\. Parcela: \[9\]$/],
    [[{ parcel: 2, expire_at: later }, { parcel: 2, expire_at: addDays(later, 1) }], / Parcela: \[2\]$/],
  ];
  for (const [parcels, message] of cases) {
    const refused = await api.put(`/v1/carnet/${id}/parcels`, { parcels });
    assert.equal(refused.status, 400, JSON.stringify(parcels));
    assert.equal(refused.body.code, 3500101);
    assert.equal(refused.body.error, 'update_parcels');
    assert.match(refused.body.error_description, message);
  }
  assert.deepEqual(await parcelsOf(api, id), before, 'nothing moved');
});

test('the body is checked with pointers; a finished carnê and another account\'s are refused as the single route does', async () => {
  const api = await sandbox.newAccount();
  const { carnet_id: id } = await newCarnet(api, 1);
  const later = addDays(await today(api), 30);
  for (const [body, pointer] of [
    [{ parcels: [] }, '/parcels'],
    [{ parcels: [{ parcel: 1 }] }, '/parcels/0/expire_at'],
    [{ parcels: [{ parcel: 1, expire_at: later }, { parcel: 0, expire_at: later }] }, '/parcels/1/parcel'],
    [{ parcels: [{ parcel: 1, expire_at: '2025-02-30' }] }, '/parcels/0/expire_at'],
    [{ parcels: [{ parcel: 1, expire_at: later, value: 1 }] }, '/parcels/0/value'],
    // What sdk-node-apis-efi 1.4.0's type for updateCarnetParcels says to send (its example sends `parcels`).
    [{ expire_at: later }, '/parcels'],
  ] as const) {
    const refused = await api.put(`/v1/carnet/${id}/parcels`, body);
    assert.equal(refused.body.code, 3500034, JSON.stringify(body));
    assert.equal(refused.body.error_description.property, pointer, JSON.stringify(body));
  }

  const stranger = await sandbox.newAccount();
  const foreign = await stranger.put(`/v1/carnet/${id}/parcels`, { parcels: [{ parcel: 1, expire_at: later }] });
  const unknown = await stranger.put('/v1/carnet/999999999/parcels', { parcels: [{ parcel: 1, expire_at: later }] });
  assert.equal(foreign.status, 404);
  assert.deepEqual(foreign.body, unknown.body);

  assert.equal((await api.put(`/v1/carnet/${id}/settle`)).status, 200);
  assert.equal((await api.put(`/v1/carnet/${id}/parcels`, { parcels: [{ parcel: 1, expire_at: later }] })).body.code, 3500083);
});
