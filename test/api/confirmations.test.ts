// The confirmations file (GET /sandbox/v1/confirmations) read with a reader written from the
// reference's layout table (test/helpers/confirmations-reader.ts) and reconciled against the API:
// every boleto and carnê parcel that became `paid` by a payment on the day, once; nothing else —
// not a manual settle, not a card, not another day's payment, not another account's.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { request, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { readConfirmationsFile, type ConfirmationLine } from '../helpers/confirmations-reader.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Maria da Silva', cpf: '52998224725' };
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayOf = async (api: ApiClient): Promise<string> => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);

async function fileOf(api: ApiClient, date: string): Promise<{ text: string; lines: ConfirmationLine[] }> {
  const answer = await api.get(`/sandbox/v1/confirmations?date=${date}`);
  assert.equal(answer.status, 200, String(answer.body));
  assert.equal(answer.headers.get('content-type'), 'text/plain; charset=us-ascii');
  assert.equal(answer.headers.get('content-disposition'), `attachment; filename="confirmacoes-${date}.txt"`);
  return { text: answer.body, lines: readConfirmationsFile(answer.body) };
}

async function boleto(api: ApiClient, customId: string | null, extra: Record<string, unknown> = {}) {
  const today = await todayOf(api);
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 1000 }],
    ...(customId === null ? {} : { metadata: { custom_id: customId } }),
    payment: { banking_billet: { expire_at: addDays(today, 10), customer, ...extra } },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data as { charge_id: number; pix: { qrcode: string } };
}

async function payAtBank(api: ApiClient, chargeId: number, extra: Record<string, unknown> = {}) {
  const paid = await api.post('/sandbox/v1/bank/payments', { charge_id: chargeId, ...extra });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
}

/** A charge paid by an approved test card (captured, `paid`, the next day of the clock). */
async function cardCharge(api: ApiClient): Promise<number> {
  const card = (await api.get('/sandbox/v1/test-cards')).body.cards.find((c: { outcome: string }) => c.outcome === 'approved');
  const { outcome: _outcome, reason: _reason, ...cardFields } = card;
  const token = (await api.post('/sandbox/v1/payment-tokens', cardFields)).body.payment_token;
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Fone de ouvido', value: 25990, amount: 1 }],
    payment: {
      credit_card: {
        payment_token: token,
        customer: { ...customer, email: 'maria@example.com', phone_number: '5144916523', birth: '1977-01-15' },
        billing_address: { street: 'Rua A', number: '1', neighborhood: 'Centro', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' },
      },
    },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data.charge_id;
}

/** What the API says of a charge's payment: its status, custom_id, due date, and its `paid` event. */
async function paymentOf(api: ApiClient, chargeId: number) {
  const charge = (await api.get(`/v1/charge/${chargeId}`)).body.data;
  const events = (await api.get(`/v1/notification/${charge.notification_token ?? (await api.get(`/sandbox/v1/charges/${chargeId}/timeline`)).body.notification_token}`)).body.data as any[];
  const paid = events.filter((event) => event.identifiers.charge_id === chargeId && event.status.current === 'paid').at(-1);
  const settledByHand = (charge.history as Array<{ message: string }>).some((line) => /manualmente/.test(line.message));
  return { charge, paid, settledByHand };
}

test('a day\'s file: every boleto and parcel confirmed that day once, with the API\'s figures; nothing else', async () => {
  const api = await sandbox.newAccount('Loja Conciliada');
  const other = await sandbox.newAccount('Outra Loja');
  const d0 = await todayOf(api);
  const exampleShapes = ['abcdefghijklmnopqrst', 'ABC123', `1${' '.repeat(18)}1`];
  const shaped = [];
  for (const customId of exampleShapes) shaped.push(await boleto(api, customId));
  const long = await boleto(api, 'pedido-2026-0000012345678');
  const accented = await boleto(api, 'Ação nº 5 ✓ 日本');
  const discounted = await boleto(api, null, { discount: { type: 'currency', value: 200 } });
  const backdated = await boleto(api, 'ontem');
  const settled = await boleto(api, 'baixa-manual');
  const nextDay = await boleto(api, 'amanha');
  const carnet = await api.post('/v1/carnet', { items: [{ name: 'Parcela', value: 7500, amount: 1 }], customer: { ...customer, phone_number: '5144916523' }, expire_at: addDays(d0, 5), repeats: 3, metadata: { custom_id: 'carne-7' } });
  assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
  const parcel = carnet.body.data.charges[0].charge_id as number;
  const foreign = await boleto(other, 'de-outra-conta');
  const card = await cardCharge(api);

  assert.equal((await api.post('/sandbox/v1/clock/advance', { days: 1 })).status, 200);
  assert.equal((await other.post('/sandbox/v1/clock/advance', { days: 1 })).status, 200);
  const d1 = await todayOf(api);
  await payAtBank(api, shaped[0].charge_id, { amount: 1500 });
  assert.equal((await api.post('/sandbox/v1/bank/pix', { qrcode: shaped[1].pix.qrcode })).status, 200);
  await payAtBank(api, shaped[2].charge_id);
  await payAtBank(api, long.charge_id);
  await payAtBank(api, accented.charge_id);
  await payAtBank(api, discounted.charge_id);
  await payAtBank(api, backdated.charge_id, { paid_at: d0 });
  await payAtBank(api, parcel);
  assert.equal((await api.put(`/v1/charge/${settled.charge_id}/settle`)).status, 200);
  await payAtBank(other, foreign.charge_id);
  assert.equal((await api.post('/sandbox/v1/clock/advance', { days: 1 })).status, 200);
  const d2 = await todayOf(api);
  await payAtBank(api, nextDay.charge_id);

  const { lines } = await fileOf(api, d1);
  const expected = [...shaped.map((b) => b.charge_id), long.charge_id, accented.charge_id, discounted.charge_id, backdated.charge_id, parcel];
  assert.deepEqual(lines.map((line) => line.chargeId), expected, 'in the order they were confirmed, each once');
  assert.deepEqual(lines.map((line) => line.sequence), expected.map((_, index) => index + 1));

  // Reconciled against the API: the paid event of each, on the day, with its value and bank day.
  for (const line of lines) {
    const { charge, paid, settledByHand } = await paymentOf(api, line.chargeId);
    assert.equal(charge.status, 'paid');
    assert.equal(settledByHand, false);
    assert.equal(line.account, api.accountId);
    assert.equal(line.occurrence, '06');
    assert.equal(line.occurrenceDate, d1);
    assert.equal(paid.created_at.slice(0, 10), d1, 'confirmed that day');
    assert.equal(line.paidValue, paid.value);
    assert.equal(line.bankPaymentDate, paid.received_by_bank_at);
    const due = charge.payment.banking_billet?.expire_at ?? charge.payment.carnet?.expire_at;
    assert.equal(typeof due, 'string', JSON.stringify(charge.payment));
    assert.equal(line.dueDate, due);
    const customId: string = charge.custom_id ?? '';
    // An ASCII custom_id as it is, cut at 20 and space-filled (the others: below).
    if (/^[\x20-\x7e]*$/.test(customId)) assert.equal(line.customIdField, customId.slice(0, 20).padEnd(20, ' '));
    assert.equal(line.fee, 300, 'the default boleto_fee');
  }
  const byId = new Map(lines.map((line) => [line.chargeId, line]));
  // The published example's custom_id shapes, position for position (86–105 of its records).
  assert.deepEqual(shaped.map((b) => byId.get(b.charge_id)!.customIdField), ['abcdefghijklmnopqrst', 'ABC123              ', '1                  1']);
  assert.equal(byId.get(long.charge_id)!.customIdField, 'pedido-2026-00000123', 'cut at 20 characters');
  assert.equal(byId.get(accented.charge_id)!.customIdField, 'Acao n? 5 ? ??      ', 'accents dropped, other characters as ?');
  assert.equal(byId.get(discounted.charge_id)!.customIdField, ' '.repeat(20), 'no custom_id: spaces');
  assert.deepEqual([byId.get(shaped[0].charge_id)!.value, byId.get(shaped[0].charge_id)!.paidValue], [1000, 1500], 'the printed value and what was paid');
  assert.equal(byId.get(discounted.charge_id)!.value, 800, 'the boleto\'s printed value: less its discount');
  assert.equal(byId.get(backdated.charge_id)!.bankPaymentDate, d0, 'paid the day before, confirmed today');
  assert.equal(byId.get(parcel)!.chargeType, '2', 'a carnê parcel');
  assert.ok(lines.filter((line) => line.chargeId !== parcel).every((line) => line.chargeType === '1'));
  assert.equal(byId.get(parcel)!.dueDate, addDays(d0, 5));
  assert.equal(byId.get(parcel)!.value, 7500);

  // A card captured that day: `paid` by a payment on d1, yet the card network's, not a bank's.
  const captured = await paymentOf(api, card);
  assert.equal(captured.charge.status, 'paid');
  assert.equal(captured.paid.created_at.slice(0, 10), d1);
  assert.equal(byId.has(card), false, 'a card payment is not in the file');

  // Nothing else: not the settle, the other days, the other account's payment — which is in its own file.
  assert.equal((await paymentOf(api, settled.charge_id)).charge.status, 'paid', 'settled by hand under `spec`: paid, yet not a bank confirmation');
  assert.deepEqual((await fileOf(api, d2)).lines.map((line) => line.chargeId), [nextDay.charge_id]);
  const empty = await fileOf(api, d0);
  assert.equal(empty.text, '', 'a day without confirmations is an empty file');
  const foreignFile = (await fileOf(other, d1)).lines;
  assert.deepEqual(foreignFile.map((line) => [line.sequence, line.account, line.chargeId]), [[1, other.accountId, foreign.charge_id]]);

  // The fee follows the setting, from then on.
  assert.equal((await api.put('/sandbox/v1/settings', { boleto_fee: 345 })).body.boleto_fee, 345);
  assert.ok((await fileOf(api, d1)).lines.every((line) => line.fee === 345));
});

test('a bad date is refused in the API\'s error shape, naming `date`; no credentials, no file', async () => {
  const api = await sandbox.newAccount();
  for (const date of ['x', '2026-02-30', '26-11-2026', '', '2026-1-05']) {
    const refused = await api.get(`/sandbox/v1/confirmations?date=${encodeURIComponent(date)}`);
    assert.equal(refused.status, 400, date);
    assert.equal(refused.body.code, 3500034);
    assert.equal(refused.body.error_description.property, 'date');
  }
  const today = await api.get('/sandbox/v1/confirmations');
  assert.equal(today.status, 200);
  assert.equal(today.headers.get('content-disposition'), `attachment; filename="confirmacoes-${await todayOf(api)}.txt"`, 'no date: today on the account\'s clock');
  assert.equal((await request(sandbox.url, 'GET', '/sandbox/v1/confirmations?date=2026-01-05')).status, 401);
});

test('boleto_fee: a default, validated with its pointer, kept', async () => {
  const api = await sandbox.newAccount();
  assert.equal((await api.get('/sandbox/v1/settings')).body.boleto_fee, 300);
  for (const bad of [-1, 1.5, '300', null, 1_000_001, true]) {
    const refused = await api.put('/sandbox/v1/settings', { boleto_fee: bad });
    assert.equal(refused.status, 400, JSON.stringify(bad));
    assert.equal(refused.body.code, 3500034);
    assert.equal(refused.body.error_description.property, '/boleto_fee');
  }
  assert.equal((await api.get('/sandbox/v1/settings')).body.boleto_fee, 300, 'refusals changed nothing');
  assert.equal((await api.put('/sandbox/v1/settings', { boleto_fee: 0 })).body.boleto_fee, 0);
});

test('a snapshot exported before the file existed (no confirmed_at column) restores with its payments in the file', async () => {
  const api = await sandbox.newAccount();
  const day = await todayOf(api);
  const paid = await boleto(api, 'antes-da-023');
  await payAtBank(api, paid.charge_id);
  const settled = await boleto(api, 'baixa');
  assert.equal((await api.put(`/v1/charge/${settled.charge_id}/settle`)).status, 200);
  const before = (await fileOf(api, day)).text;
  const taken = (await api.post('/sandbox/v1/snapshots', { name: 'velho' })).body.snapshot_id;
  const document = (await api.get(`/sandbox/v1/snapshots/${taken}/export`)).body;
  // As an older release wrote it: the charges table without the column.
  const charges = document.tables.charges;
  const at = charges.columns.indexOf('confirmed_at');
  assert.ok(at >= 0);
  charges.columns.splice(at, 1);
  for (const row of charges.rows) row.splice(at, 1);
  const imported = await api.post('/sandbox/v1/snapshots/import', document);
  assert.equal(imported.status, 200, JSON.stringify(imported.body));
  assert.equal((await api.post(`/sandbox/v1/snapshots/${imported.body.snapshot_id}/restore`)).status, 200);
  const after = await fileOf(api, day);
  assert.deepEqual(after.lines.map((line) => line.chargeId), [paid.charge_id]);
  assert.equal(after.text, before);
});

test('a snapshot from before migration 026 (a confirmed_on column beside confirmed_at) restores; a day that disagrees is refused', async () => {
  const api = await sandbox.newAccount();
  const day = await todayOf(api);
  const paid = await boleto(api, 'com-confirmed-on');
  await payAtBank(api, paid.charge_id);
  const taken = (await api.post('/sandbox/v1/snapshots', { name: 'de-antes-da-027' })).body.snapshot_id;
  const exported = (await api.get(`/sandbox/v1/snapshots/${taken}/export`)).body;
  const olderFile = (confirmedOn: string) => {
    const document = structuredClone(exported);
    const charges = document.tables.charges;
    assert.ok(!charges.columns.includes('confirmed_on'), 'this version writes one confirmation day');
    const row = charges.rows.findIndex((cells: unknown[]) => cells[charges.columns.indexOf('id')] === paid.charge_id);
    charges.columns.push('confirmed_on');
    charges.rows.forEach((cells: unknown[], index: number) => cells.push(index === row ? confirmedOn : null));
    return { document, pointer: `/tables/charges/rows/${row}/${charges.columns.length - 1}` };
  };

  const sound = olderFile(day);
  const imported = await api.post('/sandbox/v1/snapshots/import', sound.document);
  assert.equal(imported.status, 200, JSON.stringify(imported.body));
  assert.equal((await api.post(`/sandbox/v1/snapshots/${imported.body.snapshot_id}/restore`)).status, 200);
  assert.equal((await api.get(`/sandbox/v1/charges/${paid.charge_id}/timeline`)).body.boleto.confirmed_on, day);
  assert.deepEqual((await fileOf(api, day)).lines.map((line) => line.chargeId), [paid.charge_id]);

  const wrong = olderFile(addDays(day, -1));
  const refused = await api.post('/sandbox/v1/snapshots/import', wrong.document);
  assert.equal(refused.status, 400, JSON.stringify(refused.body));
  assert.equal(refused.body.error_description.property, wrong.pointer);
});
