// Bolix over real HTTP (issue 24): the `bolix` setting, `pix` on every answer the real API gives
// it in (and on none while the setting is off), a new code for a new due date, codes an
// independent parser (pix-utils) accepts, and the locations through a snapshot.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { parsePix, hasError, PixElementType } from 'pix-utils';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const items = [{ name: 'Produto', value: 5000, amount: 1 }];
const LOCATION = /^qrcodes-pix\.gerencianet\.com\.br\/bolix\/v2\/cobv\/[0-9a-f]{32}$/;

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** pix-utils' reading of a `pix`: a valid dynamic code at our location, with its image. */
function checkPix(pix: any, merchantName: string): string {
  assert.ok(pix, 'pix present');
  assert.deepEqual(Object.keys(pix).sort(), ['qrcode', 'qrcode_image']);
  const parsed = parsePix(pix.qrcode);
  if (hasError(parsed) || parsed.type !== PixElementType.DYNAMIC) assert.fail(`not a valid dynamic Pix: ${pix.qrcode}`);
  assert.match(parsed.url, LOCATION);
  assert.equal(parsed.merchantName, merchantName);
  assert.match(pix.qrcode_image, /^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
  assert.match(Buffer.from(pix.qrcode_image.split(',')[1], 'base64').toString(), /^<svg /);
  return pix.qrcode;
}

async function oneStep(api: ApiClient, extra: Record<string, unknown> = {}) {
  const result = await api.post('/v1/charge/one-step', { items, payment: { banking_billet: { expire_at: addDays(await today(api), 5), customer, ...extra } } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data;
}

test('settings: bolix is on for a new account; PUT changes it and answers the whole object; bad input refused with its pointer', async () => {
  const api = await sandbox.newAccount();
  const defaults = { bolix: true, profile: 'spec', compensation: 'immediate', daily_quota: 0, boleto_fee: 300 };
  assert.deepEqual((await api.get('/sandbox/v1/settings')).body, defaults);
  const off = await api.put('/sandbox/v1/settings', { bolix: false });
  assert.equal(off.status, 200);
  assert.deepEqual(off.body, { ...defaults, bolix: false });
  assert.deepEqual((await api.get('/sandbox/v1/settings')).body, { ...defaults, bolix: false });
  for (const [body, pointer] of [
    [{ bolix: 'yes' }, '/bolix'],
    [{ bolix: 1 }, '/bolix'],
    [{ bolix: null }, '/bolix'],
    [{ colors: 'blue' }, '/colors'],
    [{ bolix: true, extra: 1 }, '/extra'],
    [{ compensation: 'tomorrow' }, '/compensation'],
    [{ boleto_fee: -100 }, '/boleto_fee'],
  ] as const) {
    const refused = await api.put('/sandbox/v1/settings', body);
    assert.equal(refused.status, 400, JSON.stringify(body));
    assert.equal(refused.body.code, 3500034);
    assert.equal(refused.body.error_description.property, pointer, JSON.stringify(refused.body));
  }
  assert.equal((await api.put('/sandbox/v1/settings', {})).status, 400);
  assert.equal((await api.put('/sandbox/v1/settings', [])).status, 400);
  assert.deepEqual((await api.get('/sandbox/v1/settings')).body, { ...defaults, bolix: false }, 'refusals changed nothing');
  // The card settings stay where they were, and are not these.
  assert.deepEqual((await api.get('/sandbox/v1/card-settings')).body, { interest_free_installments: 1, monthly_interest: 199 });
  // Another account's settings are its own.
  assert.deepEqual((await (await sandbox.newAccount()).get('/sandbox/v1/settings')).body, defaults);
});

test('pix on pay, one-step, GET /v1/charge, the dashboard timeline; absent everywhere once the setting is off', async () => {
  const api = await sandbox.newAccount('Padaria São João');
  const issued = await oneStep(api);
  const code = checkPix(issued.pix, 'PADARIA SAO JOAO');
  const id = await api.createCharge({ items });
  const paid = await api.post(`/v1/charge/${id}/pay`, { payment: { banking_billet: { expire_at: addDays(await today(api), 3), customer } } });
  const paidCode = checkPix(paid.body.data.pix, 'PADARIA SAO JOAO');
  assert.notEqual(paidCode, code, 'each boleto its own code');
  const detail = (await api.get(`/v1/charge/${issued.charge_id}`)).body.data;
  assert.deepEqual(detail.payment.banking_billet.pix, issued.pix);
  const timeline = (await api.get(`/sandbox/v1/charges/${issued.charge_id}/timeline`)).body;
  assert.deepEqual(timeline.charge.payment.banking_billet.pix, issued.pix);
  assert.deepEqual(timeline.boleto.pix, issued.pix);

  await api.put('/sandbox/v1/settings', { bolix: false });
  assert.ok(!('pix' in (await api.get(`/v1/charge/${issued.charge_id}`)).body.data.payment.banking_billet));
  assert.equal((await api.get(`/sandbox/v1/charges/${issued.charge_id}/timeline`)).body.boleto.pix, null);
  const withoutBolix = await oneStep(api);
  assert.ok(!('pix' in withoutBolix), 'no pix key while the setting is off');
  await api.put('/sandbox/v1/settings', { bolix: true });
  // Back on: the boletos issued with Bolix show their codes again; the one issued without has none.
  assert.deepEqual((await api.get(`/v1/charge/${issued.charge_id}`)).body.data.payment.banking_billet.pix, issued.pix);
  assert.ok(!('pix' in (await api.get(`/v1/charge/${withoutBolix.charge_id}`)).body.data.payment.banking_billet));
});

test('a new due date issues a new code; the old location is no longer the charge\'s', async () => {
  const api = await sandbox.newAccount('Mercado Novo');
  const issued = await oneStep(api);
  const moved = await api.put(`/v1/charge/${issued.charge_id}/billet`, { expire_at: addDays(await today(api), 20) });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  const after = (await api.get(`/v1/charge/${issued.charge_id}`)).body.data.payment.banking_billet.pix;
  checkPix(after, 'MERCADO NOVO');
  assert.notEqual(after.qrcode, issued.pix.qrcode);
  assert.notEqual((parsePix(after.qrcode) as any).url, (parsePix(issued.pix.qrcode) as any).url);
});

test('carnê: each parcel its own code, in POST and GET; a parcel\'s new due date changes only its code', async () => {
  const api = await sandbox.newAccount('Escola Aurora');
  const created = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: addDays(await today(api), 10), repeats: 4 });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const codes = created.body.data.charges.map((parcel: any) => checkPix(parcel.pix, 'ESCOLA AURORA'));
  assert.equal(new Set(codes).size, 4);
  const detail = (await api.get(`/v1/carnet/${created.body.data.carnet_id}`)).body.data;
  assert.deepEqual(detail.charges.map((parcel: any) => parcel.pix.qrcode), codes);
  const parcelDetail = (await api.get(`/v1/charge/${detail.charges[1].charge_id}`)).body.data;
  assert.equal(parcelDetail.payment.carnet.pix.qrcode, codes[1]);
  const control = (await api.get(`/sandbox/v1/carnets/${created.body.data.carnet_id}`)).body.carnet;
  assert.deepEqual(control.charges.map((parcel: any) => parcel.pix.qrcode), codes);

  const moved = await api.put(`/v1/carnet/${created.body.data.carnet_id}/parcel/2`, { expire_at: addDays(await today(api), 50) });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  const after = (await api.get(`/v1/carnet/${created.body.data.carnet_id}`)).body.data.charges.map((parcel: any) => parcel.pix.qrcode);
  assert.notEqual(after[1], codes[1]);
  assert.deepEqual([after[0], after[2], after[3]], [codes[0], codes[2], codes[3]]);

  await api.put('/sandbox/v1/settings', { bolix: false });
  const off = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: addDays(await today(api), 10), repeats: 2 });
  assert.ok(off.body.data.charges.every((parcel: any) => !('pix' in parcel)));
  assert.ok((await api.get(`/v1/carnet/${created.body.data.carnet_id}`)).body.data.charges.every((parcel: any) => !('pix' in parcel)));
});

test('subscriptions: the pay answer and each renewal\'s boleto carry their own code', async () => {
  const api = await sandbox.newAccount('Clube do Livro');
  const plan = (await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 3 })).body.data;
  const subscribed = await api.post(`/v1/plan/${plan.plan_id}/subscription/one-step`, { items, payment: { banking_billet: { customer, expire_at: addDays(await today(api), 5) } } });
  assert.equal(subscribed.status, 200, JSON.stringify(subscribed.body));
  const first = checkPix(subscribed.body.data.pix, 'CLUBE DO LIVRO');
  assert.equal((await api.post('/sandbox/v1/clock/advance', { days: 32 })).status, 200);
  const detail = (await api.get(`/v1/subscription/${subscribed.body.data.subscription_id}`)).body.data;
  const ids = detail.history.map((charge: any) => charge.charge_id);
  assert.ok(ids.length >= 2, JSON.stringify(detail.history));
  const codes = [];
  for (const id of ids) codes.push(checkPix((await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.pix, 'CLUBE DO LIVRO'));
  assert.ok(codes.includes(first));
  assert.equal(new Set(codes).size, codes.length);
});

test('payment link: the charge gets its code once the payer chose the boleto', async () => {
  const api = await sandbox.newAccount('Loja Link');
  const id = await api.createCharge({ items });
  const linked = await api.post(`/v1/charge/${id}/link`, { expire_at: addDays(await today(api), 5), request_delivery_address: false, payment_method: 'all' });
  assert.equal(linked.status, 200, JSON.stringify(linked.body));
  assert.ok(!('pix' in linked.body.data));
  const paid = await api.post(`/sandbox/v1/payment-links/${id}/pay`, { payment: { banking_billet: { customer: { name: customer.name, cpf: customer.cpf, email: customer.email } } } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const code = checkPix(paid.body.data.pix, 'LOJA LINK');
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.pix.qrcode, code);
});

test('1,000 random charges and parcels: every code is a valid dynamic Pix (pix-utils), at its own location, with its account\'s name', async () => {
  const names = ['Açougue Bom Preço', 'Livraria & Café Ñandu', 'Oficina 24h — Zé', 'Tech Solutions Comércio Eletrônico Ltda', 'X'];
  const locations = new Set<string>();
  let checked = 0;
  for (const name of names) {
    const api = await sandbox.newAccount(name);
    const expected = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z0-9 .-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 25).trimEnd();
    const base = await today(api);
    const calls: Array<Promise<string[]>> = [];
    for (let i = 0; i < 80; i++) {
      calls.push(
        api
          .post('/v1/charge/one-step', { items: [{ name: 'Item', value: 500 + Math.floor(Math.random() * 1_000_000), amount: 1 + Math.floor(Math.random() * 3) }], payment: { banking_billet: { expire_at: addDays(base, Math.floor(Math.random() * 300)), customer } } })
          .then((result) => [result.body.data.pix.qrcode]),
      );
      if (i % 8 === 0) {
        calls.push(
          api
            .post('/v1/carnet', { items: [{ name: 'Parcela', value: 10_000 + Math.floor(Math.random() * 100_000), amount: 1 }], customer, expire_at: addDays(base, 1 + Math.floor(Math.random() * 60)), repeats: 12 })
            .then((result) => result.body.data.charges.map((parcel: any) => parcel.pix.qrcode)),
        );
      }
    }
    for (const code of (await Promise.all(calls)).flat()) {
      const parsed = parsePix(code);
      if (hasError(parsed) || parsed.type !== PixElementType.DYNAMIC) assert.fail(`not a valid dynamic Pix: ${code}`);
      assert.match(parsed.url, LOCATION);
      assert.equal(parsed.merchantName, expected || 'BENEFICIARIO');
      assert.equal(parsed.merchantCity, 'OURO PRETO');
      locations.add(parsed.url);
      checked++;
    }
  }
  assert.ok(checked >= 1000, `${checked} codes`);
  assert.equal(locations.size, checked, 'every boleto its own location');
});

test('snapshots keep the locations: restore brings back the same codes; a malformed location row is refused with its pointer', async () => {
  const api = await sandbox.newAccount();
  const issued = await oneStep(api);
  const snapshot = (await api.post('/sandbox/v1/snapshots', { name: 'bolix' })).body;
  const moved = await api.put(`/v1/charge/${issued.charge_id}/billet`, { expire_at: addDays(await today(api), 20) });
  assert.equal(moved.status, 200);
  assert.notEqual((await api.get(`/v1/charge/${issued.charge_id}`)).body.data.payment.banking_billet.pix.qrcode, issued.pix.qrcode);
  assert.equal((await api.post(`/sandbox/v1/snapshots/${snapshot.snapshot_id}/restore`)).status, 200);
  assert.deepEqual((await api.get(`/v1/charge/${issued.charge_id}`)).body.data.payment.banking_billet.pix, issued.pix);

  const file = (await api.get(`/sandbox/v1/snapshots/${snapshot.snapshot_id}/export`)).body;
  const table = file.tables.pix_locations;
  assert.equal(table.rows.length, 1);
  assert.equal(file.settings.bolix, true);
  const other = await sandbox.newAccount();
  const column = (name: string) => table.columns.indexOf(name);
  const variants: Array<[string, (rows: any[][]) => void, string]> = [
    ['a location that is not 32 hex digits', (rows) => (rows[0][column('location')] = 'ABC'), `/tables/pix_locations/rows/0/${column('location')}`],
    ['a txid too short', (rows) => (rows[0][column('txid')] = 'abc'), `/tables/pix_locations/rows/0/${column('txid')}`],
    ['a charge not in the file', (rows) => (rows[0][column('charge_id')] = 999_999), `/tables/pix_locations/rows/0/${column('charge_id')}`],
    ['two active locations of one charge', (rows) => rows.push([...rows[0]].map((cell, i) => (i === column('location') ? 'f'.repeat(32) : i === column('txid') ? 'Z'.repeat(30) : cell))), `/tables/pix_locations/rows/1/${column('charge_id')}`],
  ];
  for (const [what, mutate, pointer] of variants) {
    const copy = structuredClone(file);
    mutate(copy.tables.pix_locations.rows);
    const refused = await other.post('/sandbox/v1/snapshots/import', copy);
    assert.equal(refused.status, 400, what);
    assert.equal(refused.body.error_description.property, pointer, `${what}: ${JSON.stringify(refused.body)}`);
  }
  // The same file into another account of this database: its location is the first account's.
  const conflict = await other.post('/sandbox/v1/snapshots/import', file);
  assert.equal(conflict.status, 409, JSON.stringify(conflict.body));
});
