// The account's `profile` (issue 25 §5, contracts.md §1) over real HTTP: the flows where the
// interface spec and the real service differ, run under both. A manual settle — of a charge, a
// carnê, a parcel — ends `paid` with the value on its event under `spec` (the default), and
// `settled` with no value under `efi` (EFIDOC boleto.md: "nenhum valor de pagamento é retornado");
// everything around it (bank payments, refusals, carnê and snapshot) works alike.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const items = [{ name: 'Produto', value: 5000, amount: 1 }];

type Profile = 'spec' | 'efi';
const PROFILES: Profile[] = ['spec', 'efi'];
/** What a manual settle ends in under each profile. */
const SETTLED_AS: Record<Profile, string> = { spec: 'paid', efi: 'settled' };

async function accountWith(profile: Profile): Promise<ApiClient> {
  const api = await sandbox.newAccount();
  if (profile === 'efi') assert.equal((await api.put('/sandbox/v1/settings', { profile })).body.profile, 'efi');
  else assert.equal((await api.get('/sandbox/v1/settings')).body.profile, 'spec', 'spec is the default');
  return api;
}

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function boleto(api: ApiClient): Promise<{ charge_id: number; barcode: string }> {
  const result = await api.post('/v1/charge/one-step', { items, payment: { banking_billet: { expire_at: addDays(await today(api), 5), customer } } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data;
}

async function eventsOf(api: ApiClient, chargeId: number): Promise<any[]> {
  const timeline = await api.get(`/sandbox/v1/charges/${chargeId}/timeline`);
  return (await api.get(`/v1/notification/${timeline.body.notification_token}`)).body.data;
}

for (const profile of PROFILES) {
  test(`${profile}: PUT /v1/charge/:id/settle ends ${SETTLED_AS[profile]}, its event as the profile says; then final — no second settle, no bank payment, no cancel`, async () => {
    const api = await accountWith(profile);
    const { charge_id: id, barcode } = await boleto(api);
    assert.deepEqual((await api.put(`/v1/charge/${id}/settle`)).body, { code: 200 });
    const detail = (await api.get(`/v1/charge/${id}`)).body.data;
    assert.equal(detail.status, SETTLED_AS[profile]);
    assert.equal(detail.history.at(-1).message, 'Cobrança marcada como paga manualmente');
    const last = (await eventsOf(api, id)).at(-1);
    assert.deepEqual(last.status, { current: SETTLED_AS[profile], previous: 'waiting' });
    if (profile === 'spec') {
      assert.equal(last.value, 5000);
      assert.equal(last.received_by_bank_at, await today(api));
    } else {
      assert.equal('value' in last, false, 'the real settle returns no paid value');
      assert.equal('received_by_bank_at' in last, false);
    }
    assert.equal((await api.put(`/v1/charge/${id}/settle`)).body.code, 3500069);
    assert.equal((await api.put(`/v1/charge/${id}/cancel`)).body.code, 3500043);
    const atBank = await api.post('/sandbox/v1/bank/payments', { typed_line: barcode });
    assert.equal(atBank.status, 409);
    assert.equal(atBank.body.code, 4900002);
    // The dashboard's list filters by the status it shows.
    const listed = (await api.get(`/sandbox/v1/charges?status=${SETTLED_AS[profile]}`)).body.charges.map((c: any) => c.charge_id);
    assert.deepEqual(listed, [id]);
  });

  test(`${profile}: a parcel's settle and the carnê's end ${SETTLED_AS[profile]}, with carnet_charge events; the carnê is then finished`, async () => {
    const api = await accountWith(profile);
    const created = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: addDays(await today(api), 10), repeats: 3 });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const carnetId = created.body.data.carnet_id;
    assert.deepEqual((await api.put(`/v1/carnet/${carnetId}/parcel/2/settle`)).body, { code: 200 });
    let carnet = (await api.get(`/v1/carnet/${carnetId}`)).body.data;
    assert.deepEqual(carnet.charges.map((c: any) => c.status), ['waiting', SETTLED_AS[profile], 'waiting']);
    assert.equal(carnet.status, 'up_to_date');
    assert.equal((await api.put(`/v1/carnet/${carnetId}/parcel/2/settle`)).body.code, 3500069);
    assert.deepEqual((await api.put(`/v1/carnet/${carnetId}/settle`)).body, { code: 200 });
    carnet = (await api.get(`/v1/carnet/${carnetId}`)).body.data;
    assert.deepEqual(carnet.charges.map((c: any) => c.status), Array(3).fill(SETTLED_AS[profile]));
    assert.equal(carnet.status, 'finished');
    const events = await eventsOf(api, carnet.charges[0].charge_id);
    const settles = events.filter((e) => e.type === 'carnet_charge' && e.status.current === SETTLED_AS[profile]);
    assert.equal(settles.length, 3);
    assert.ok(settles.every((e) => (profile === 'spec') === ('value' in e)), 'a value on spec settles only');
    assert.equal(events.at(-1).type, 'carnet');
    assert.equal(events.at(-1).status.current, 'finished');
  });

  test(`${profile}: everything else alike — a bank payment ends paid with its value; a settled charge survives a snapshot export and import`, async () => {
    const api = await accountWith(profile);
    const paidAtBank = await boleto(api);
    const paid = await api.post('/sandbox/v1/bank/payments', { typed_line: paidAtBank.barcode });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal(paid.body.status, 'paid');
    const last = (await eventsOf(api, paidAtBank.charge_id)).at(-1);
    assert.equal(last.status.current, 'paid');
    assert.equal(last.value, 5000);
    const fresh = await api.createCharge({ items });
    assert.deepEqual((await api.put(`/v1/charge/${fresh}/settle`)).body, { code: 200 });
    const snapshot = (await api.post('/sandbox/v1/snapshots', { name: 'settled' })).body;
    const exported = await api.get(`/sandbox/v1/snapshots/${snapshot.snapshot_id}/export`);
    assert.equal(exported.status, 200);
    // The file read back as untrusted input: its charge's status and paid value are checked.
    const imported = await api.post('/sandbox/v1/snapshots/import', exported.body);
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    await api.post('/sandbox/v1/reset');
    assert.equal((await api.post(`/sandbox/v1/snapshots/${imported.body.snapshot_id}/restore`)).status, 200);
    assert.equal((await api.get(`/v1/charge/${fresh}`)).body.data.status, SETTLED_AS[profile]);
  });
}

test('the profile changes only what comes next: a charge settled under efi stays settled under spec, and a spec charge paid stays paid', async () => {
  const api = await accountWith('efi');
  const settled = await api.createCharge({ items });
  await api.put(`/v1/charge/${settled}/settle`);
  assert.deepEqual((await api.put('/sandbox/v1/settings', { profile: 'spec' })).body.profile, 'spec');
  assert.equal((await api.get(`/v1/charge/${settled}`)).body.data.status, 'settled');
  assert.equal((await api.put(`/v1/charge/${settled}/settle`)).body.code, 3500069, 'settled already: nothing to settle');
  const next = await api.createCharge({ items });
  await api.put(`/v1/charge/${next}/settle`);
  assert.equal((await api.get(`/v1/charge/${next}`)).body.data.status, 'paid');
});
