// A Bolix paid by Pix, checked from the payer's side with independent tools: the payload behind
// the code fetched as a payer's bank does and its JWS verified with `jose` against the JWKS the
// server publishes (the server signs with node:crypto), the code parsed by `pix-utils`; the
// amount compared with the bank simulator's own quote; POST /sandbox/v1/bank/pix and its refusals;
// barcode and Pix racing for one boleto.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { compactVerify, createRemoteJWKSet } from 'jose';
import { createDynamicPix, hasError, parsePix } from 'pix-utils';
import { request, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { lastPayableDate } from '../../server/domain/billet.ts';
import { businessDueDate } from '../helpers/business-days.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Maria da Silva', cpf: '52998224725' };
const JWKS_URL = 'https://qrcodes-pix.gerencianet.com.br/bolix/v2/jwks';
const jwks = createRemoteJWKSet(new URL(`${sandbox.url}/bolix/v2/jwks`));

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayOf = async (api: ApiClient): Promise<string> => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
const money = (cents: number) => (cents / 100).toFixed(2);

async function issue(api: ApiClient, billet: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const today = await todayOf(api);
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 15000 }],
    ...extra,
    // A business day: the day after it is late whatever the weekday (bank calendar).
    payment: { banking_billet: { expire_at: businessDueDate(today, 10), customer, ...billet } },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  assert.equal(typeof result.body.data.pix?.qrcode, 'string', 'a new account has Bolix: the boleto carries a Pix code');
  return result.body.data as { charge_id: number; barcode: string; expire_at: string; pix: { qrcode: string } };
}

/** The code's payload location (field 26/25), as pix-utils reads it. */
function locationOf(qrcode: string): string {
  const parsed = parsePix(qrcode);
  assert.ok(!hasError(parsed) && parsed.type === 'DYNAMIC', `pix-utils: ${JSON.stringify(parsed)}`);
  return parsed.url;
}

/** The payload as a payer's bank fetches it, from the sandbox's own port (the path of the code's URL). */
async function fetchPayload(qrcode: string, query: string) {
  const path = locationOf(qrcode).replace(/^[^/]+/, '');
  return request(sandbox.url, 'GET', `${path}?${query}`);
}

async function verifiedPayload(qrcode: string, dpp: string) {
  const answer = await fetchPayload(qrcode, `DPP=${dpp}&codMun=5300108`);
  assert.equal(answer.status, 200, String(answer.body));
  assert.equal(answer.headers.get('content-type'), 'application/jose');
  const { payload, protectedHeader } = await compactVerify(answer.body, jwks);
  return { header: protectedHeader, payload: JSON.parse(new TextDecoder().decode(payload)) };
}

const payByPix = (api: ApiClient, body: Record<string, unknown>) => api.post('/sandbox/v1/bank/pix', body);

test('the payload behind a code is a PS256 JWS that jose verifies against the served JWKS, with the boleto\'s cobv', async () => {
  const api = await sandbox.newAccount('Loja Bolix Ltda');
  const today = await todayOf(api);
  // Due on a business day 15 days before another, so the write-off day is not moved (bank calendar).
  const boleto = await issue(api, { expire_at: businessDueDate(today, 10, [15]), configurations: { fine: 200, interest: 33, days_to_write_off: 15 } });
  const { header, payload } = await verifiedPayload(boleto.pix.qrcode, today);
  assert.equal(header.alg, 'PS256');
  assert.equal(header.jku, JWKS_URL);
  const keys = (await request(sandbox.url, 'GET', '/bolix/v2/jwks')).body.keys;
  assert.deepEqual(keys.map((key: { kid: string }) => key.kid), [header.kid]);
  assert.equal(payload.status, 'ATIVA');
  assert.equal(payload.revisao, 0);
  assert.match(payload.txid, /^[a-zA-Z0-9]{26,35}$/);
  assert.deepEqual(
    { dataDeVencimento: payload.calendario.dataDeVencimento, validadeAposVencimento: payload.calendario.validadeAposVencimento },
    { dataDeVencimento: boleto.expire_at, validadeAposVencimento: 15 },
  );
  assert.ok(!Number.isNaN(Date.parse(payload.calendario.criacao)) && !Number.isNaN(Date.parse(payload.calendario.apresentacao)));
  assert.deepEqual(payload.devedor, { cpf: customer.cpf, nome: customer.name });
  assert.equal(payload.recebedor.nome, 'Loja Bolix Ltda');
  assert.match(payload.recebedor.cnpj, /^[0-9]{14}$/);
  assert.deepEqual(payload.valor, { original: '150.00', multa: '0.00', juros: '0.00', abatimento: '0.00', desconto: '0.00', final: '150.00' });
  // Nothing of the account beyond what a cobv shows.
  assert.deepEqual(Object.keys(payload).sort(), ['calendario', 'chave', 'devedor', 'recebedor', 'revisao', 'status', 'txid', 'valor']);
});

test('valor.final is the bank quote on five days around the due date; past the write-off the payload and the bank refuse', async () => {
  const api = await sandbox.newAccount();
  const today = await todayOf(api);
  const boleto = await issue(api, {
    expire_at: addDays(today, 10),
    discount: { type: 'currency', value: 1000 },
    conditional_discount: { type: 'percentage', value: 500, until_date: addDays(today, 5) },
    configurations: { fine: 200, interest: 33, days_to_write_off: 20 },
  });
  const days = {
    early: addDays(today, 3),
    afterDiscount: addDays(today, 7),
    due: boleto.expire_at,
    late: addDays(boleto.expire_at, 9),
    // 20 days after the due date, or the next business day when that is not one (docs/fidelity.md).
    lastDay: lastPayableDate({ expireAt: boleto.expire_at, daysToWriteOff: 20 }),
  };
  for (const [name, day] of Object.entries(days)) {
    const quote = (await api.get(`/sandbox/v1/bank/quote/${boleto.charge_id}?paid_at=${day}`)).body;
    const { payload } = await verifiedPayload(boleto.pix.qrcode, day);
    assert.equal(payload.valor.final, money(quote.total), `${name} (${day})`);
    assert.equal(payload.valor.multa, money(quote.fine), name);
    assert.equal(payload.valor.juros, money(quote.interest), name);
  }
  const early = (await verifiedPayload(boleto.pix.qrcode, days.early)).payload.valor;
  // R$ 150,00 less R$ 10,00 (abatimento) less 5 % of R$ 140,00 (desconto, until its date).
  assert.deepEqual(early, { original: '150.00', multa: '0.00', juros: '0.00', abatimento: '10.00', desconto: '7.00', final: '133.00' });
  const late = (await verifiedPayload(boleto.pix.qrcode, days.late)).payload.valor;
  // R$ 140,00 + 2 % + 0,033 % × 9 days (R$ 0,4158 → 0,42).
  assert.deepEqual(late, { original: '150.00', multa: '2.80', juros: '0.42', abatimento: '10.00', desconto: '0.00', final: '143.22' });

  const pastWriteOff = await fetchPayload(boleto.pix.qrcode, `DPP=${addDays(days.lastDay, 1)}`);
  assert.equal(pastWriteOff.status, 400);
  assert.equal(pastWriteOff.body.code, 4900003);
  await api.post('/sandbox/v1/clock/advance', { to: addDays(days.lastDay, 1) });
  const refused = await payByPix(api, { qrcode: boleto.pix.qrcode });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, 4900003);
});

test('paying by Pix: valor.final of the day, the paid event and callback, a history line, and the payload turns CONCLUIDA', async () => {
  const hook = await startReceiver(200);
  try {
    const api = await sandbox.newAccount();
    const boleto = await issue(api, { configurations: { fine: 200, interest: 33 } }, { metadata: { notification_url: hook.url } });
    // Late, and on a Sunday: Pix settles whatever the day of the week, at once.
    const afterDue = addDays(boleto.expire_at, 1);
    const sunday = addDays(afterDue, (7 - new Date(`${afterDue}T12:00:00Z`).getUTCDay()) % 7);
    await api.post('/sandbox/v1/clock/advance', { to: sunday });
    const today = await todayOf(api);
    assert.equal(today, sunday);
    const quote = (await api.get(`/sandbox/v1/bank/quote/${boleto.charge_id}`)).body;
    const before = await verifiedPayload(boleto.pix.qrcode, today);
    assert.equal(before.payload.status, 'ATIVA');
    const paid = await payByPix(api, { qrcode: boleto.pix.qrcode });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.deepEqual(paid.body, { charge_id: boleto.charge_id, status: 'paid', value: quote.total, received_by_bank_at: today });
    assert.equal(money(paid.body.value), before.payload.valor.final);

    const detail = (await api.get(`/v1/charge/${boleto.charge_id}`)).body.data;
    assert.equal(detail.status, 'paid');
    assert.ok(detail.history.some((line: { message: string }) => line.message === 'Pagamento confirmado via Pix'), JSON.stringify(detail.history));
    await waitFor(() => hook.calls.some((call) => call.token !== null) && hook.calls.length >= 3, 'the paid callback');
    const events = (await api.get(`/v1/notification/${hook.calls[0].token}`)).body.data;
    const last = events.at(-1);
    assert.deepEqual([last.status.current, last.value, last.received_by_bank_at], ['paid', quote.total, today]);

    const after = await verifiedPayload(boleto.pix.qrcode, today);
    assert.equal(after.payload.status, 'CONCLUIDA');
    const again = await payByPix(api, { qrcode: boleto.pix.qrcode });
    assert.deepEqual([again.status, again.body.code], [409, 4900002]);
  } finally {
    await hook.close();
  }
});

test('a new due date issues a new code: the old one is refused and its payload removed, the new one pays', async () => {
  const api = await sandbox.newAccount();
  const boleto = await issue(api);
  const changed = await api.put(`/v1/charge/${boleto.charge_id}/billet`, { expire_at: addDays(boleto.expire_at, 5) });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  const current = (await api.get(`/v1/charge/${boleto.charge_id}`)).body.data.payment.banking_billet.pix.qrcode;
  assert.notEqual(current, boleto.pix.qrcode);
  const today = await todayOf(api);
  assert.equal((await verifiedPayload(boleto.pix.qrcode, today)).payload.status, 'REMOVIDA_PELO_USUARIO_RECEBEDOR');
  const old = await payByPix(api, { qrcode: boleto.pix.qrcode });
  assert.deepEqual([old.status, old.body.code], [400, 4900004]);
  const { payload } = await verifiedPayload(current, today);
  assert.deepEqual([payload.status, payload.calendario.dataDeVencimento], ['ATIVA', addDays(boleto.expire_at, 5)]);
  assert.equal((await payByPix(api, { qrcode: current })).status, 200);
});

test('refusals: altered, unknown, another account\'s, canceled, paid by barcode, and bodies the schema refuses', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const boleto = await issue(api);
  const code = boleto.pix.qrcode;
  const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
  const expectRefusal = async (who: ApiClient, body: Record<string, unknown>, status: number, errorCode: number, label: string) => {
    const answer = await payByPix(who, body);
    assert.deepEqual([answer.status, answer.body.code], [status, errorCode], `${label}: ${JSON.stringify(answer.body)}`);
  };
  await expectRefusal(api, { qrcode: flip(code, code.length - 1) }, 400, 4900060, 'CRC altered');
  await expectRefusal(api, { qrcode: flip(code, 40) }, 400, 4900060, 'a character of the location altered');
  await expectRefusal(api, { qrcode: flip(code, 70) }, 400, 4900060, 'a character further on altered');
  await expectRefusal(api, { qrcode: 'not a pix code' }, 400, 4900060, 'not a BR Code');
  const unknown = createDynamicPix({ merchantName: 'LOJA', merchantCity: 'SAO PAULO', oneTime: true, url: `qrcodes-pix.gerencianet.com.br/bolix/v2/cobv/${'0'.repeat(32)}` });
  assert.ok(!hasError(unknown));
  await expectRefusal(api, { qrcode: unknown.toBRCode() }, 404, 4900061, 'a valid code of no location');
  const foreignHost = createDynamicPix({ merchantName: 'LOJA', merchantCity: 'SAO PAULO', oneTime: true, url: 'pix.example.com/qr/v2/abc' });
  assert.ok(!hasError(foreignHost));
  await expectRefusal(api, { qrcode: foreignHost.toBRCode() }, 400, 4900060, 'a code of another PSP');
  await expectRefusal(other, { qrcode: code }, 400, 4900062, 'another account\'s code');
  await expectRefusal(api, {}, 400, 3500034, 'no qrcode');
  await expectRefusal(api, { qrcode: code, paid_at: 'amanhã' }, 400, 3500034, 'a bad paid_at');

  const canceled = await issue(api);
  assert.equal((await api.put(`/v1/charge/${canceled.charge_id}/cancel`)).status, 200);
  await expectRefusal(api, { qrcode: canceled.pix.qrcode }, 400, 4900063, 'a canceled boleto');
  assert.equal((await verifiedPayload(canceled.pix.qrcode, await todayOf(api))).payload.status, 'REMOVIDA_PELO_USUARIO_RECEBEDOR');

  const byBarcode = await issue(api);
  assert.equal((await api.post('/sandbox/v1/bank/payments', { typed_line: byBarcode.barcode })).status, 200);
  await expectRefusal(api, { qrcode: byBarcode.pix.qrcode }, 409, 4900002, 'a boleto paid by barcode');
  // Nothing changed on the account whose code another account tried to pay.
  assert.equal((await api.get(`/v1/charge/${boleto.charge_id}`)).body.data.status, 'waiting');
});

test('the payload location refuses what a PSP would: an unknown location, a bad DPP or codMun', async () => {
  const api = await sandbox.newAccount();
  const boleto = await issue(api);
  const unknown = await request(sandbox.url, 'GET', `/bolix/v2/cobv/${'f'.repeat(32)}`);
  assert.deepEqual([unknown.status, unknown.body.code], [404, 4900061]);
  const malformed = await request(sandbox.url, 'GET', '/bolix/v2/cobv/..%2F..%2Fsandbox');
  assert.deepEqual([malformed.status, malformed.body.code], [404, 4900061]);
  const badDay = await fetchPayload(boleto.pix.qrcode, 'DPP=2025-02-30');
  assert.deepEqual([badDay.status, badDay.body.code, badDay.body.error_description.property], [400, 3500034, 'DPP']);
  const badCity = await fetchPayload(boleto.pix.qrcode, 'DPP=2025-02-03&codMun=abc');
  assert.deepEqual([badCity.status, badCity.body.code, badCity.body.error_description.property], [400, 3500034, 'codMun']);
});

test('barcode and Pix race for one boleto: of 20 concurrent attempts exactly one wins', async () => {
  const api = await sandbox.newAccount();
  const boleto = await issue(api);
  const attempts = Array.from({ length: 20 }, (_, i) =>
    i % 2 === 0 ? payByPix(api, { qrcode: boleto.pix.qrcode }) : api.post('/sandbox/v1/bank/payments', { typed_line: boleto.barcode }),
  );
  const answers = await Promise.all(attempts);
  const won = answers.filter((answer) => answer.status === 200);
  assert.equal(won.length, 1, JSON.stringify(answers.map((answer) => answer.status)));
  assert.ok(answers.every((answer) => answer.status === 200 || (answer.status === 409 && answer.body.code === 4900002)));
  const detail = (await api.get(`/v1/charge/${boleto.charge_id}`)).body.data;
  const paidLines = detail.history.filter((line: { message: string }) => /^Pagamento confirmado/.test(line.message));
  assert.equal(paidLines.length, 1, JSON.stringify(detail.history));
});
