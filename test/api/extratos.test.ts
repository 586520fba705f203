// API Extratos over real HTTP (issue 26 §4): its own OAuth and scopes, the files of the account's
// days read with an independent CNAB 240 reader (test/helpers/cnab240-reader.ts, written from the
// FEBRABAN layout), reconciled against what the API says of the day's payments; the recurrences;
// the control API's JSON rows; the same routes through the proxy for the stand-in host.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { basicAuth, request, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { httpsThroughProxy } from '../helpers/proxy-client.ts';
import { readCnab240Statement } from '../helpers/cnab240-reader.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
/** The account's `boleto_fee` (not the default 300, so the statement is shown to read the setting). */
const FEE = 345;

const todayOf = async (api: ApiClient): Promise<string> => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
const fileName = (day: string) => `extrato_cnab240_${day.replaceAll('-', '')}.ret`;

async function extratosToken(api: ApiClient, scope?: string): Promise<string> {
  const answer = await request(sandbox.url, 'POST', '/v1/oauth/token', {
    body: { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
    headers: { authorization: basicAuth(api.clientId, api.clientSecret) },
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.access_token;
}

const extratos = (token: string, method: string, path: string, body?: unknown) =>
  request(sandbox.url, method, path, { body, headers: { authorization: `Bearer ${token}` } });

async function boleto(api: ApiClient, value: number, expireAt: string) {
  const issued = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value }],
    payment: { banking_billet: { expire_at: expireAt, customer: { name: 'Maria da Silva', cpf: '52998224725' } } },
  });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  return issued.body.data as { charge_id: number; pix: { qrcode: string } };
}

async function cardCharge(api: ApiClient, value: number): Promise<number> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === 'approved')!;
  const token = (await api.post('/sandbox/v1/payment-tokens', { brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year })).body.payment_token;
  const paid = await api.post('/v1/charge/one-step', { items: [{ name: 'Cartão', value }], payment: { credit_card: { customer, billing_address: billingAddress, payment_token: token } } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  return paid.body.data.charge_id;
}

/** An account with a known history: day 1 a boleto paid at a bank, one by Pix, one settled by hand, a card approved; day 2 the card captured and refunded in part. */
async function accountWithTwoDays() {
  const api = await sandbox.newAccount('Loja Conciliação Ltda');
  assert.equal((await api.put('/sandbox/v1/settings', { boleto_fee: FEE })).status, 200);
  const day1 = await todayOf(api);
  const due = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const atBank = await boleto(api, 12345, due);
  const byPix = await boleto(api, 6789, due);
  const byHand = await boleto(api, 5000, due);
  const bankPaid = await api.post('/sandbox/v1/bank/payments', { charge_id: atBank.charge_id });
  assert.equal(bankPaid.status, 200, JSON.stringify(bankPaid.body));
  const pixPaid = await api.post('/sandbox/v1/bank/pix', { qrcode: byPix.pix.qrcode });
  assert.equal(pixPaid.status, 200, JSON.stringify(pixPaid.body));
  assert.equal((await api.put(`/v1/charge/${byHand.charge_id}/settle`)).status, 200);
  const card = await cardCharge(api, 5990);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const day2 = await todayOf(api);
  assert.equal((await api.get(`/v1/charge/${card}`)).body.data.status, 'paid', 'captured on the next day');
  assert.equal((await api.post(`/v1/charge/card/${card}/refund`, { amount: 1990 })).status, 200);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  return { api, day1, day2, atBank: { id: atBank.charge_id, value: bankPaid.body.value as number }, byPix: { id: byPix.charge_id, value: pixPaid.body.value as number }, byHand: byHand.charge_id, card };
}

const world = await accountWithTwoDays();

test('a closed day\'s file, read with the FEBRABAN layout, holds the day\'s payments and fees with a running balance', async () => {
  const token = await extratosToken(world.api);
  const listed = await extratos(token, 'GET', '/v1/extrato-cnab/arquivos');
  assert.equal(listed.status, 200, JSON.stringify(listed.body));
  const names = (listed.body as Array<{ nome: string }>).map((file) => file.nome);
  assert.deepEqual(names.slice(0, 2), [fileName(world.day2), fileName(world.day1)], 'newest first, today not yet');

  const download = await extratos(token, 'GET', `/v1/extrato-cnab/download/${fileName(world.day1)}`);
  assert.equal(download.status, 200);
  assert.match(download.headers.get('content-type')!, /^text\/plain/);
  const file = readCnab240Statement(download.body as string);
  assert.deepEqual([file.bank, file.fileKind, file.operation, file.service, file.currency], ['364', '2', 'E', '04', 'BRL']);
  assert.equal(file.account, world.api.accountId);
  assert.deepEqual([file.openingDate, file.closingDate], [world.day1, world.day1]);
  assert.equal(file.openingCents, 0, 'a new account starts at zero');
  assert.equal(file.closingPosition, 'F', 'a closed day');
  // Each paid boleto once (bank and Pix), each with its fee; the manual settle and the card (approved, not yet captured) are not money in.
  const rows = file.entries.map((e) => [e.document, e.kind, e.cents, e.category]);
  assert.deepEqual(rows, [
    [String(world.atBank.id), 'C', world.atBank.value, 202],
    [String(world.atBank.id), 'D', FEE, 105],
    [String(world.byPix.id), 'C', world.byPix.value, 209],
    [String(world.byPix.id), 'D', FEE, 105],
  ]);
  assert.ok(file.entries.every((e, i) => e.segment === 'E' && e.sequence === i + 1 && e.entryDate === world.day1));
  assert.equal(file.creditSum, world.atBank.value + world.byPix.value);
  assert.equal(file.debitSum, 2 * FEE);
  assert.equal(file.closingCents, file.openingCents + file.creditSum - file.debitSum);
  assert.equal(file.batchRecords, file.entries.length + 2, 'the batch counts its header and trailer');
  assert.deepEqual([file.fileBatches, file.fileRecords], [1, file.lines.length]);
});

test('the next day opens with the day before\'s closing balance: the card captured, then refunded in part', async () => {
  const token = await extratosToken(world.api, 'gn.cnab-statement.read');
  const first = readCnab240Statement((await extratos(token, 'GET', `/v1/extrato-cnab/download/${fileName(world.day1)}`)).body);
  const second = readCnab240Statement((await extratos(token, 'GET', `/v1/extrato-cnab/download/${fileName(world.day2)}`)).body);
  assert.equal(second.openingCents, first.closingCents);
  assert.deepEqual(second.entries.map((e) => [e.document, e.kind, e.cents, e.category]), [
    [String(world.card), 'C', 5990, 202],
    [String(world.card), 'D', 1990, 103],
  ]);
  assert.equal(second.closingCents, first.closingCents + 5990 - 1990);
  // The control API gives the same day as rows with their running balance and raw lines.
  const rows = await world.api.get(`/sandbox/v1/statement?date=${world.day2}`);
  assert.equal(rows.status, 200, JSON.stringify(rows.body));
  assert.deepEqual(rows.body.entries.map((e: { balance: number }) => e.balance), [first.closingCents + 5990, first.closingCents + 4000]);
  // The same file but for the file header's generation date and time (positions 144–157: when it was asked for).
  const sameFile = (lines: string[]) => [lines[0].slice(0, 143) + lines[0].slice(157), ...lines.slice(1)];
  assert.deepEqual(sameFile(rows.body.lines), sameFile(second.lines));
  const text = await world.api.get(`/sandbox/v1/statement?date=${world.day2}&format=cnab240`);
  assert.deepEqual(sameFile(readCnab240Statement(text.body).lines), sameFile(second.lines));
});

test('today\'s statement in the control API is partial; a day to come, a bad date and a bad format are refused', async () => {
  const today = await todayOf(world.api);
  const rows = await world.api.get(`/sandbox/v1/statement?date=${today}`);
  assert.equal(rows.status, 200);
  assert.equal(rows.body.partial, true);
  assert.equal(readCnab240Statement(rows.body.lines.join('\r\n') + '\r\n').closingPosition, 'P');
  const future = await world.api.get('/sandbox/v1/statement?date=2099-01-01');
  assert.deepEqual([future.status, future.body.code], [400, 4900100]);
  const bad = await world.api.get('/sandbox/v1/statement?date=2026-02-30');
  assert.deepEqual([bad.status, bad.body.code, bad.body.error_description.property], [400, 3500034, 'date']);
  const format = await world.api.get(`/sandbox/v1/statement?date=${today}&format=ofx`);
  assert.deepEqual([format.status, format.body.error_description.property], [400, 'format']);
});

test('API Extratos\' OAuth: wrong credentials, a /v1 token, a missing scope and a foreign scope are refused as {nome, mensagem}', async () => {
  const wrong = await request(sandbox.url, 'POST', '/v1/oauth/token', { body: { grant_type: 'client_credentials' }, headers: { authorization: basicAuth(world.api.clientId, 'nope') } });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.nome, 'invalid_client');
  assert.equal(typeof wrong.body.mensagem, 'string');
  const foreign = await request(sandbox.url, 'POST', '/v1/oauth/token', { body: { grant_type: 'client_credentials', scope: 'cob.read' }, headers: { authorization: basicAuth(world.api.clientId, world.api.clientSecret) } });
  assert.deepEqual([foreign.status, foreign.body.nome], [400, 'invalid_scope']);
  const none = await request(sandbox.url, 'GET', '/v1/extrato-cnab/arquivos');
  assert.deepEqual([none.status, none.body.nome], [401, 'unauthorized']);
  const cobrancas = await extratos(world.api.token, 'GET', '/v1/extrato-cnab/arquivos');
  assert.deepEqual([cobrancas.status, cobrancas.body.nome], [401, 'token_of_another_api']);
  const readOnly = await extratosToken(world.api, 'gn.cnab-statement.read');
  const write = await extratos(readOnly, 'POST', '/v1/extrato-cnab/agendar', { periodicidade: 'diario' });
  assert.deepEqual([write.status, write.body.nome], [403, 'insufficient_scope']);
  // And the other way: an API Extratos token opens nothing of /v1.
  const onV1 = await request(sandbox.url, 'GET', `/v1/charge/${world.card}`, { headers: { authorization: `Bearer ${readOnly}` } });
  assert.equal(onV1.status, 401);
  // A name not listed, another account's day before its first: 404 in the same shape.
  const missing = await extratos(readOnly, 'GET', '/v1/extrato-cnab/download/extrato_cnab240_20000101.ret');
  assert.deepEqual([missing.status, missing.body.nome], [404, 'statement_file_not_found']);
  const garbage = await extratos(readOnly, 'GET', '/v1/extrato-cnab/download/..%2F..%2Fetc%2Fpasswd');
  assert.deepEqual([garbage.status, garbage.body.nome], [404, 'statement_file_not_found']);
});

test('recurrences: created, listed, changed; bad bodies answer the property; another account sees none', async () => {
  const token = await extratosToken(world.api);
  const made = await extratos(token, 'POST', '/v1/extrato-cnab/agendar', { periodicidade: 'diario', envia_email: true, comprimir_arquivos: true });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.deepEqual([made.body.status, made.body.periodicidade, made.body.envia_email], ['ativo', 'diario', true]);
  const changed = await extratos(token, 'PATCH', `/v1/extrato-cnab/agendar/${made.body.identificador}`, { status: 'inativo', periodicidade: 'semanal' });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.deepEqual([changed.body.status, changed.body.periodicidade, changed.body.comprimir_arquivos], ['inativo', 'semanal', true]);
  const listed = await extratos(token, 'GET', '/v1/extrato-cnab/agendamentos');
  assert.deepEqual(listed.body, [changed.body]);
  const bad = await extratos(token, 'POST', '/v1/extrato-cnab/agendar', { periodicidade: 'anual' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.erros[0].caminho, '/periodicidade');

  const other = await sandbox.newAccount();
  const otherToken = await extratosToken(other);
  assert.deepEqual((await extratos(otherToken, 'GET', '/v1/extrato-cnab/agendamentos')).body, []);
  const foreign = await extratos(otherToken, 'PATCH', `/v1/extrato-cnab/agendar/${made.body.identificador}`, { status: 'ativo' });
  assert.deepEqual([foreign.status, foreign.body.nome], [404, 'statement_schedule_not_found']);
  const keys = await extratos(otherToken, 'POST', '/v1/extrato-cnab/gerar-chaves');
  assert.equal(keys.status, 200);
  assert.match(keys.body.chave_publica, /^-----BEGIN PUBLIC KEY-----/);
});

test('through the proxy, extratos-h.api.efipay.com.br answers the token and the files', async () => {
  await sandbox.server.certificateAuthority.prepare();
  const ca = await sandbox.server.certificateAuthority.certificatePem();
  const host = 'extratos-h.api.efipay.com.br';
  const tokenAnswer = await httpsThroughProxy(sandbox.url, host, {
    ca,
    method: 'POST',
    path: '/v1/oauth/token',
    headers: { authorization: basicAuth(world.api.clientId, world.api.clientSecret), 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  assert.equal(tokenAnswer.status, 200, tokenAnswer.text);
  const token = (tokenAnswer.body as { access_token: string }).access_token;
  const file = await httpsThroughProxy(sandbox.url, host, { ca, path: `/v1/extrato-cnab/download/${fileName(world.day1)}`, headers: { authorization: `Bearer ${token}` } });
  assert.equal(file.status, 200, file.text);
  assert.equal(readCnab240Statement(file.text).entries.length, 4);
});
