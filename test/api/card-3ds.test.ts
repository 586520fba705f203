// POST /v2/charge/card (3-D Secure) over real HTTP, with the body the PHP SDK 1.19.0 and the Node
// SDK 2.0 send (createChargeCard; the Node SDK 2.x needs Node 22, so plain HTTP): the card rule
// without a challenge, the challenge a payer passes or fails on the sandbox's page, the events and
// callbacks either way, and every refusal in /v2's error shape.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { request, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { receiverPool, waitFor } from '../helpers/receiver.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
const receivers = receiverPool();
after(async () => {
  await receivers.closeAll();
  await sandbox.close();
});

const callbackUrl = 'https://loja.example/pagamento/retorno?pedido=42';
const tdsInfo = { tds_identifier: '3f1c2a9e-6b7d-4e21-9a55-0c8d7e6f5a41', challenge_callback_url: callbackUrl };

/** The PHP SDK 1.19.0 example's body (examples/charges/card/createChargeCard.php), values ours. */
function body(paymentToken: string, extra: Record<string, unknown> = {}) {
  return {
    items: [
      { name: 'Product 1', amount: 1, value: 1000 },
      { name: 'Product 2', amount: 2, value: 2000 },
    ],
    installments: 1,
    shippings: [{ name: 'Shipping to City', value: 1200 }],
    customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523', email: 'oldbuck@server.com.br' },
    billing_address: { street: 'Av JK', number: '909', neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' },
    discount: { type: 'currency', value: 599 },
    message: 'This is a space\n of up to 80 characters',
    payment_token: paymentToken,
    tds_info: tdsInfo,
    ...extra,
  };
}

async function tokenEndingIn(api: ApiClient, lastDigit: number): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string | boolean>>;
  const card = cards.find((c) => c.brand === 'visa' && String(c.number).endsWith(String(lastDigit)));
  assert.ok(card, `a visa test card ending in ${lastDigit}`);
  const issued = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  return issued.body.payment_token;
}

async function historyOf(api: ApiClient, chargeId: number): Promise<string[]> {
  return (await api.get(`/v1/charge/${chargeId}`)).body.data.history.map((line: { message: string }) => line.message);
}

/** What the merchant's page does with `form_data`: posts it, from its own site, to `action_url`. */
function openChallenge(form: Record<string, string>, creq = form.creq) {
  return request('', 'POST', form.action_url, {
    raw: new URLSearchParams({ creq, threeDSSessionData: form.threeDSSessionData }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://loja.example', 'sec-fetch-site': 'cross-site', accept: 'text/html' },
  });
}

/** The payer's answer, posted from the challenge page itself (same origin). */
function answerChallenge(actionUrl: string, resultado: string, headers: Record<string, string> = {}) {
  return request('', 'POST', `${actionUrl}/resposta`, {
    raw: new URLSearchParams({ resultado }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: sandbox.url, 'sec-fetch-site': 'same-origin', ...headers },
  });
}

async function challengedCharge(api: ApiClient, notificationUrl: string) {
  const result = await api.post('/v2/charge/card', body(await tokenEndingIn(api, 9), { metadata: { notification_url: notificationUrl } }));
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body;
}

test('no challenge: the card rule answers at once, unwrapped, as the Node SDK 2.0 types it', async () => {
  const api = await sandbox.newAccount();
  const approved = await api.post('/v2/charge/card', body(await tokenEndingIn(api, 5)));
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  assert.deepEqual(Object.keys(approved.body), ['charge_id', 'installments', 'installment_value', 'total', 'status'], 'not wrapped in {code, data}');
  // (1000 + 2 × 2000 + 1200 shipping) − 599 discount.
  assert.deepEqual({ ...approved.body, charge_id: 0 }, { charge_id: 0, installments: 1, installment_value: 5601, total: 5601, status: 'approved' });
  const detail = (await api.get(`/v1/charge/${approved.body.charge_id}`)).body.data;
  assert.equal(detail.status, 'approved');
  assert.equal(detail.customer.phone_number, '5144916523');

  const refused = await api.post('/v2/charge/card', body(await tokenEndingIn(api, 1)));
  assert.equal(refused.status, 200);
  assert.equal(refused.body.status, 'unpaid');
  assert.deepEqual(refused.body.refusal, { reason: 'Dados do cartão inválidos.', retry: true });
  assert.equal(refused.body.tds_challenge, undefined);
});

test('a challenge card leaves the charge waiting, with the form the merchant posts to the issuer\'s page', async () => {
  const api = await sandbox.newAccount();
  const answer = await challengedCharge(api, 'https://loja.example/notificacoes');
  assert.equal(answer.status, 'waiting');
  const form = answer.tds_challenge.form_data;
  assert.deepEqual(Object.keys(form), ['method', 'action_url', 'creq', 'threeDSSessionData']);
  assert.equal(form.method, 'POST');
  assert.ok(form.action_url.startsWith(`${sandbox.url}/3ds/desafio/`), form.action_url);
  const creq = JSON.parse(Buffer.from(form.creq, 'base64url').toString('utf8'));
  assert.equal(creq.threeDSServerTransID, tdsInfo.tds_identifier);
  assert.equal(creq.messageType, 'CReq');
  assert.ok(answer.tds_challenge.html_template.includes(`action="${form.action_url}"`));
  assert.ok(answer.tds_challenge.html_template.includes(`value="${form.creq}"`));
  assert.deepEqual(await historyOf(api, answer.charge_id), ['Cobrança criada', 'Pagamento via cartão de crédito aguardando confirmação']);

  // The merchant's page posts it from its own site: the page is shown, under a policy of its own.
  const page = await openChallenge(form);
  assert.equal(page.status, 200, String(page.body));
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  const csp = page.headers.get('content-security-policy') ?? '';
  assert.match(csp, /form-action 'self' https:\/\/loja\.example;/, 'the answer may redirect to the callback\'s origin, nowhere else');
  assert.doesNotMatch(csp, /script-src/);
  assert.match(String(page.body), /R\$\s?56,01/);
  assert.ok(String(page.body).includes('name="resultado" value="aprovar"'));

  // A creq that is not this challenge's is refused; so is an unknown challenge.
  const otherCreq = Buffer.from(JSON.stringify({ acsTransID: 'someone-else' })).toString('base64url');
  assert.equal((await openChallenge(form, otherCreq)).status, 400);
  const unknown = await openChallenge({ ...form, action_url: form.action_url.replace(/.{4}$/, '0000') });
  assert.equal(unknown.status, 404);
});

test('passing the challenge approves the charge, sends its callback, and the browser goes to the callback URL', async () => {
  const api = await sandbox.newAccount();
  const receiver = await receivers.receiver(200);
  const answer = await challengedCharge(api, receiver.url);
  const actionUrl = answer.tds_challenge.form_data.action_url;
  await waitFor(() => receiver.calls.length >= 1 || null, 'the waiting callback');

  // Another site cannot answer for the payer.
  const forged = await answerChallenge(actionUrl, 'aprovar', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  assert.equal(forged.status, 403);

  const passed = await answerChallenge(actionUrl, 'aprovar');
  assert.equal(passed.status, 303);
  assert.equal(passed.headers.get('location'), callbackUrl);
  assert.equal((await api.get(`/v1/charge/${answer.charge_id}`)).body.data.status, 'approved');
  assert.equal((await historyOf(api, answer.charge_id)).at(-1), 'Pagamento via cartão de crédito aprovado pela operadora');

  await waitFor(() => receiver.calls.length >= 2 || null, 'the approved callback');
  const events = (await api.get(`/v1/notification/${receiver.calls[1].token}`)).body.data as Array<{ status: { current: string } }>;
  assert.deepEqual(events.map((event) => event.status.current), ['new', 'waiting', 'approved']);

  // Captured on the next day of the account's clock, like any approved card.
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal((await api.get(`/v1/charge/${answer.charge_id}`)).body.data.status, 'paid');

  // Answered once: the page and the answer refuse a second time.
  const again = await answerChallenge(actionUrl, 'recusar');
  assert.equal(again.status, 400);
  assert.equal(again.body.error, 'tds_challenge_not_pending');
  assert.equal((await openChallenge(answer.tds_challenge.form_data)).status, 400);
});

test('failing the challenge refuses the charge with its reason and callback', async () => {
  const api = await sandbox.newAccount();
  const receiver = await receivers.receiver(200);
  const answer = await challengedCharge(api, receiver.url);
  const failed = await answerChallenge(answer.tds_challenge.form_data.action_url, 'recusar');
  assert.equal(failed.status, 303);
  assert.equal(failed.headers.get('location'), callbackUrl);
  const detail = (await api.get(`/v1/charge/${answer.charge_id}`)).body.data;
  assert.equal(detail.status, 'unpaid');
  assert.equal(detail.reason, 'Autenticação 3DS não confirmada pelo portador do cartão.');
  await waitFor(() => receiver.calls.length >= 2 || null, 'the unpaid callback');
  const events = (await api.get(`/v1/notification/${receiver.calls[1].token}`)).body.data as Array<{ status: { current: string } }>;
  assert.deepEqual(events.map((event) => event.status.current), ['new', 'waiting', 'unpaid']);
  const bad = await answerChallenge(answer.tds_challenge.form_data.action_url, 'talvez');
  assert.equal(bad.status, 400);
});

test('schema refusals are /v2\'s shape, the property\'s path a list of keys', async () => {
  const api = await sandbox.newAccount();
  const token = await tokenEndingIn(api, 5);
  const refusal = async (sent: unknown) => {
    const result = await api.post('/v2/charge/card', sent);
    assert.equal(result.status, 400, JSON.stringify(result.body));
    assert.deepEqual(Object.keys(result.body), ['status', 'title', 'detail', 'extras']);
    assert.equal(result.body.status, 400);
    assert.equal(result.body.title, 'validation_error');
    assert.equal(result.body.extras.length, 1);
    return result.body.extras[0];
  };
  const { tds_info: _omitted, ...withoutTds } = body(token);
  assert.deepEqual(await refusal(withoutTds), { path: ['tds_info'], message: 'A propriedade [tds_info] é obrigatória.', code: 'invalid_type', received: 'undefined' });
  const badId = await refusal(body(token, { tds_info: { ...tdsInfo, tds_identifier: 'not-a-uuid' } }));
  assert.deepEqual([badId.path, badId.code], [['tds_info', 'tds_identifier'], 'invalid_string']);
  const badType = await refusal(body(token, { installments: '2' }));
  assert.deepEqual(badType, { path: ['installments'], message: 'O valor deve ser do tipo inteiro.', code: 'invalid_type', expected: 'integer', received: 'string' });
  const badItem = await refusal(body(token, { items: [{ name: 'A', value: -1 }] }));
  assert.deepEqual([badItem.path, badItem.code], [['items', 0, 'value'], 'too_small']);
  const unknown = await refusal(body(token, { tds_info: { ...tdsInfo, extra: 1 } }));
  assert.deepEqual([unknown.path, unknown.code], [['tds_info', 'extra'], 'unrecognized_keys']);
  const noPhone = await refusal(body(token, { customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@server.com.br' } }));
  assert.deepEqual(noPhone.path, ['customer', 'phone_number']);

  // None of it used the token.
  assert.equal((await api.post('/v2/charge/card', body(token))).body.status, 'approved');
});

test('the callback URL is untrusted input: http(s), absolute, no credentials', async () => {
  const api = await sandbox.newAccount();
  const token = await tokenEndingIn(api, 9);
  for (const url of ['javascript:alert(1)//https://x', 'data:text/html,<b>x</b>', '/relativo', 'https://user:senha@loja.example/', 'https://loja exemplo/']) {
    const result = await api.post('/v2/charge/card', body(token, { tds_info: { ...tdsInfo, challenge_callback_url: url } }));
    assert.equal(result.status, 400, `${url}: ${JSON.stringify(result.body)}`);
    assert.deepEqual(result.body.extras[0].path, ['tds_info', 'challenge_callback_url'], url);
  }
  assert.equal((await api.post('/v2/charge/card', body(token))).body.status, 'waiting', 'the refused calls left the token unused');
});

test('another account\'s token, a used token, no credentials, an unknown /v2 path: all in /v2\'s shape', async () => {
  const owner = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const token = await tokenEndingIn(owner, 5);
  const foreign = await other.post('/v2/charge/card', body(token));
  assert.equal(foreign.status, 400);
  assert.equal(foreign.body.title, 'validation_error');
  assert.deepEqual(foreign.body.extras.map((extra: { path: unknown }) => extra.path), [['payment_token']]);
  assert.equal((await owner.post('/v2/charge/card', body(token))).body.status, 'approved', 'the owner\'s token was left alone');

  const reused = await owner.post('/v2/charge/card', body(token));
  assert.deepEqual([reused.status, reused.body.title, reused.body.extras], [400, 'payment_token_already_used', []]);

  const anonymous = await request(sandbox.url, 'POST', '/v2/charge/card', { body: body(token) });
  assert.deepEqual([anonymous.status, anonymous.body.status, anonymous.body.title], [401, 401, 'unauthorized']);

  const missing = await owner.post('/v2/charge/cartao', body(token), { unchecked: 'an undocumented path: its 404 is /v2\'s shape, which the generic rule (the /v1 shape) does not know' });
  assert.deepEqual([missing.status, missing.body.title, Object.keys(missing.body)], [404, 'route_not_found', ['status', 'title', 'detail', 'extras']]);
});

test('every brand has a test card that asks for a challenge, sent to the token route as listed', async () => {
  const api = await sandbox.newAccount();
  const cards = (await request(sandbox.url, 'GET', '/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const challenging = cards.filter((card) => card.number.endsWith('9'));
  assert.deepEqual(challenging.map((card) => card.brand), ['visa', 'mastercard', 'amex', 'elo', 'hipercard']);
  for (const { outcome, reason: _reason, ...card } of challenging) {
    assert.equal(outcome, 'approved', 'approved on /v1, which has no 3-D Secure');
    const token = (await api.post('/sandbox/v1/payment-tokens', card)).body.payment_token;
    assert.equal((await api.post('/v2/charge/card', body(token))).body.status, 'waiting', card.number);
  }
});
