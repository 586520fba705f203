// Real answers of a running sandbox, successes and refusals on /v1 and /sandbox/v1, each checked
// against the response schema the served /openapi.json gives for its operation and status (ajv's
// JSON Schema 2020-12 validator): the document says what the server really answers.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, request, basicAuth, type HttpResult, type RequestOptions } from '../helpers/sandbox.ts';
import { createResponseChecker, openApiPath, type OpenApiDocument } from '../helpers/openapi.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());
const api = await sandbox.newAccount('Loja OpenAPI');
const doc = (await request(sandbox.url, 'GET', '/openapi.json')).body as OpenApiDocument;
const checker = createResponseChecker(doc);

/** Every operation and status sampled, to show how much of the document the answers exercised. */
const sampled = new Set<string>();

/**
 * Calls `method path` (as the account, unless `auth` says otherwise) and checks the answer against
 * the document's schema for `route` (the path as its declaration spells it) and the status it got.
 */
async function call(method: string, route: string, path: string, options: RequestOptions & { auth?: 'none' | 'basic' } = {}): Promise<HttpResult> {
  const headers: Record<string, string> =
    options.auth === 'none' ? {} : options.auth === 'basic' ? { authorization: basicAuth(api.clientId, api.clientSecret) } : { authorization: `Bearer ${api.token}` };
  const result = await request(sandbox.url, method, path, { ...options, headers: { ...headers, ...options.headers } });
  const problem = checker.check(method, openApiPath(route), result.status, result.body);
  assert.equal(problem, null, `${method} ${path} -> ${result.status} ${JSON.stringify(result.body).slice(0, 400)}\ndoes not fit the document: ${problem}`);
  sampled.add(`${method} ${route} ${result.status}`);
  return result;
}

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Produto', value: 15000, amount: 1 }];
const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10) as string;
const inDays = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function cardToken(outcome: 'approved' | 'refused'): Promise<string> {
  const cards = (await call('GET', '/sandbox/v1/test-cards', '/sandbox/v1/test-cards', { auth: 'none' })).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.outcome === outcome && c.brand === 'visa')!;
  const { brand, number, cvv, expiration_month, expiration_year } = card;
  return (await call('POST', '/sandbox/v1/payment-tokens', '/sandbox/v1/payment-tokens', { body: { brand, number, cvv, expiration_month, expiration_year } })).body.payment_token;
}

test('charges, boletos and cards: successes and refusals fit the document', async () => {
  await call('POST', '/v1/authorize', '/v1/authorize', { auth: 'basic', body: { grant_type: 'client_credentials' } });
  await call('POST', '/v1/authorize', '/v1/authorize', { auth: 'none', headers: { authorization: basicAuth(api.clientId, 'wrong') }, body: { grant_type: 'client_credentials' } });

  const created = await call('POST', '/v1/charge', '/v1/charge', { body: { items, metadata: { custom_id: 'pedido-1', notification_url: 'http://127.0.0.1:9/hook' } } });
  const chargeId = created.body.data.charge_id;
  await call('GET', '/v1/charge/:id', `/v1/charge/${chargeId}`);
  await call('PUT', '/v1/charge/:id/metadata', `/v1/charge/${chargeId}/metadata`, { body: { custom_id: 'pedido-2' } });
  await call('POST', '/v1/charge/:id/history', `/v1/charge/${chargeId}/history`, { body: { description: 'Cliente ligou' } });
  const boleto = await call('POST', '/v1/charge/:id/pay', `/v1/charge/${chargeId}/pay`, { body: { payment: { banking_billet: { expire_at: inDays(5), customer } } } });
  assert.equal(boleto.body.data.payment, 'banking_billet');
  await call('GET', '/v1/charge/:id', `/v1/charge/${chargeId}`);
  await call('PUT', '/v1/charge/:id/billet', `/v1/charge/${chargeId}/billet`, { body: { expire_at: inDays(7) } });
  await call('POST', '/v1/charge/:id/billet/resend', `/v1/charge/${chargeId}/billet/resend`, { body: { email: 'oldbuck@example.com' } });

  // The bank pays it; then cancel is refused, and so is a second payment at the bank.
  await call('GET', '/sandbox/v1/bank/quote/:id', `/sandbox/v1/bank/quote/${chargeId}`);
  await call('POST', '/sandbox/v1/bank/payments', '/sandbox/v1/bank/payments', { body: { charge_id: chargeId } });
  const refused = await call('PUT', '/v1/charge/:id/cancel', `/v1/charge/${chargeId}/cancel`);
  assert.equal(refused.body.error, 'charge_status_not_cancelable');
  await call('POST', '/sandbox/v1/bank/payments', '/sandbox/v1/bank/payments', { body: { charge_id: chargeId } });
  await call('GET', '/v1/charge/:id', `/v1/charge/${chargeId}`);

  // Refusals of the shared kinds: validation, unknown id, no token, broken JSON.
  assert.equal((await call('POST', '/v1/charge', '/v1/charge', { body: { items: [] } })).status, 400);
  assert.equal((await call('GET', '/v1/charge/:id', '/v1/charge/999999999')).status, 404);
  assert.equal((await call('GET', '/v1/charge/:id', `/v1/charge/${chargeId}`, { auth: 'none' })).status, 401);
  assert.equal((await call('POST', '/v1/charge', '/v1/charge', { raw: '{"items":', headers: { 'content-type': 'application/json' } })).status, 400);

  // Cards: approved in one step, refused in two, retried, refunded.
  const approved = await call('POST', '/v1/charge/one-step', '/v1/charge/one-step', {
    body: { items, payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await cardToken('approved'), installments: 2 } } },
  });
  assert.equal(approved.body.data.status, 'approved');
  const later = await api.createCharge({ items });
  const unpaid = await call('POST', '/v1/charge/:id/pay', `/v1/charge/${later}/pay`, {
    body: { payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await cardToken('refused') } } },
  });
  assert.ok(unpaid.body.data.refusal);
  await call('GET', '/v1/charge/:id', `/v1/charge/${later}`);
  await call('POST', '/v1/charge/:id/retry', `/v1/charge/${later}/retry`, {
    body: { payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await cardToken('approved') } } },
  });
  await call('POST', '/sandbox/v1/clock/advance', '/sandbox/v1/clock/advance', { body: { days: 1 } });
  await call('POST', '/v1/charge/card/:id/refund', `/v1/charge/card/${approved.body.data.charge_id}/refund`, { body: { amount: 1000 } });
  await call('GET', '/v1/charge/:id', `/v1/charge/${approved.body.data.charge_id}`);
  await call('POST', '/sandbox/v1/charges/:id/dispute', `/sandbox/v1/charges/${later}/dispute`);
  await call('POST', '/sandbox/v1/charges/:id/dispute/resolve', `/sandbox/v1/charges/${later}/dispute/resolve`, { body: { winner: 'merchant' } });
  await call('GET', '/v1/installments', '/v1/installments?brand=visa&total=20000');
  assert.equal((await call('GET', '/v1/installments', '/v1/installments?brand=visa')).status, 400);

  // The dashboard's views of all that.
  await call('GET', '/sandbox/v1/charges', '/sandbox/v1/charges?limit=50');
  await call('GET', '/sandbox/v1/charges/:id/timeline', `/sandbox/v1/charges/${chargeId}/timeline`);
  const timeline = await call('GET', '/sandbox/v1/charges/:id/timeline', `/sandbox/v1/charges/${later}/timeline`);
  await call('GET', '/v1/notification/:token', `/v1/notification/${(await api.get(`/sandbox/v1/charges/${chargeId}/timeline`)).body.notification_token}`);
  assert.equal((await call('GET', '/v1/notification/:token', '/v1/notification/unknown-token')).status, 404);
  assert.ok(timeline.body.card);
  assert.equal((await call('GET', '/sandbox/v1/charges', '/sandbox/v1/charges?status=nope')).status, 400);
});

test('carnês, plans, subscriptions and links fit the document', async () => {
  const carnet = await call('POST', '/v1/carnet', '/v1/carnet', { body: { items, customer, expire_at: inDays(3), repeats: 3 } });
  const carnetId = carnet.body.data.carnet_id;
  await call('GET', '/v1/carnet/:id', `/v1/carnet/${carnetId}`);
  await call('PUT', '/v1/carnet/:id/parcel/:parcel/settle', `/v1/carnet/${carnetId}/parcel/1/settle`);
  assert.equal((await call('PUT', '/v1/carnet/:id/parcel/:parcel/settle', `/v1/carnet/${carnetId}/parcel/1/settle`)).status, 400);
  await call('GET', '/sandbox/v1/carnets', '/sandbox/v1/carnets');
  await call('GET', '/sandbox/v1/carnets/:id', `/sandbox/v1/carnets/${carnetId}`);

  const plan = await call('POST', '/v1/plan', '/v1/plan', { body: { name: 'Mensal', interval: 1, repeats: 6 } });
  const planId = plan.body.data.plan_id;
  await call('GET', '/v1/plans', '/v1/plans');
  const subscription = await call('POST', '/v1/plan/:id/subscription/one-step', `/v1/plan/${planId}/subscription/one-step`, {
    body: { items, payment: { banking_billet: { expire_at: inDays(2), customer } } },
  });
  const subscriptionId = subscription.body.data.subscription_id;
  await call('GET', '/v1/subscription/:id', `/v1/subscription/${subscriptionId}`);
  const card = await call('POST', '/v1/plan/:id/subscription', `/v1/plan/${planId}/subscription`, { body: { items } });
  await call('POST', '/v1/subscription/:id/pay', `/v1/subscription/${card.body.data.subscription_id}/pay`, {
    body: { payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await cardToken('refused') } } },
  });
  assert.equal((await call('DELETE', '/v1/plan/:id', `/v1/plan/${planId}`)).status, 400);
  await call('GET', '/sandbox/v1/plans', '/sandbox/v1/plans');
  await call('GET', '/sandbox/v1/subscriptions', '/sandbox/v1/subscriptions');
  await call('GET', '/sandbox/v1/subscriptions/:id', `/sandbox/v1/subscriptions/${subscriptionId}`);
  await call('POST', '/sandbox/v1/subscriptions/:id/payer-cancel', `/sandbox/v1/subscriptions/${subscriptionId}/payer-cancel`);
  assert.equal((await call('PUT', '/v1/subscription/:id/cancel', `/v1/subscription/${subscriptionId}/cancel`)).status, 400);

  const settings = { expire_at: inDays(4), request_delivery_address: false, payment_method: 'all', billet_discount: 500, conditional_discount: { type: 'currency', value: 100, until_date: inDays(2) } };
  const link = await call('POST', '/v1/charge/one-step/link', '/v1/charge/one-step/link', { body: { items, settings } });
  const linkCharge = link.body.data.charge_id;
  await call('PUT', '/v1/charge/:id/link', `/v1/charge/${linkCharge}/link`, { body: { expire_at: inDays(5), billet_discount: null } });
  await call('GET', '/v1/charge/:id', `/v1/charge/${linkCharge}`);
  const code = String(link.body.data.payment_url).split('/').pop();
  await call('GET', '/pagamento/:code/dados', `/pagamento/${code}/dados`, { auth: 'none' });
  await call('GET', '/sandbox/v1/payment-links', '/sandbox/v1/payment-links');
  await call('POST', '/sandbox/v1/payment-links/:charge_id/pay', `/sandbox/v1/payment-links/${linkCharge}/pay`, { body: { payment: { banking_billet: { customer } } } });
  const closed = await call('POST', '/sandbox/v1/payment-links/:charge_id/pay', `/sandbox/v1/payment-links/${linkCharge}/pay`, { body: { payment: { banking_billet: { customer } } } });
  assert.equal(closed.body.error, 'payment_link_closed');
  await call('GET', '/pagamento/:code/dados', `/pagamento/${code}/dados`, { auth: 'none' });
  await call('GET', '/sandbox/v1/payment-links', '/sandbox/v1/payment-links');
});

test('the control API\'s own answers fit the document', async () => {
  await call('GET', '/sandbox/v1/info', '/sandbox/v1/info', { auth: 'none' });
  await call('GET', '/sandbox/v1/accounts', '/sandbox/v1/accounts', { auth: 'none' });
  await call('POST', '/sandbox/v1/accounts', '/sandbox/v1/accounts', { auth: 'none', body: { name: 'Outra' } });
  await call('GET', '/sandbox/v1/clock', '/sandbox/v1/clock', { auth: 'basic' });
  assert.equal((await call('GET', '/sandbox/v1/clock', '/sandbox/v1/clock', { auth: 'none' })).status, 401);
  await call('POST', '/sandbox/v1/clock/advance', '/sandbox/v1/clock/advance', { body: { days: 40 } });
  assert.equal((await call('POST', '/sandbox/v1/clock/advance', '/sandbox/v1/clock/advance', { body: {} })).status, 400);
  assert.equal((await call('POST', '/sandbox/v1/clock/advance', '/sandbox/v1/clock/advance', { raw: '{"days":1}', headers: { 'content-type': 'text/plain' } })).status, 415);
  await call('GET', '/sandbox/v1/schedule', '/sandbox/v1/schedule');
  const deliveries = await call('GET', '/sandbox/v1/deliveries', '/sandbox/v1/deliveries');
  assert.ok(deliveries.body.deliveries.length > 0, 'the first test\'s charge had a notification_url');
  const deliveryId = deliveries.body.deliveries[0].id;
  await call('GET', '/sandbox/v1/deliveries/:id', `/sandbox/v1/deliveries/${deliveryId}`);
  await call('POST', '/sandbox/v1/deliveries/:id/replay', `/sandbox/v1/deliveries/${deliveryId}/replay`);
  await call('GET', '/sandbox/v1/emails', '/sandbox/v1/emails');
  await call('GET', '/sandbox/v1/requests', '/sandbox/v1/requests?limit=20');
  await call('GET', '/sandbox/v1/card-settings', '/sandbox/v1/card-settings');
  await call('PUT', '/sandbox/v1/card-settings', '/sandbox/v1/card-settings', { body: { interest_free_installments: 3 } });
  assert.equal((await call('POST', '/sandbox/v1/payment-tokens', '/sandbox/v1/payment-tokens', { body: { brand: 'diners' } })).status, 400);
  assert.equal((await call('POST', '/sandbox/v1/bank/payments', '/sandbox/v1/bank/payments', { body: { typed_line: '123' } })).status, 400);

  // Reset and snapshots: take, list, export, import, restore, delete, reset.
  const taken = await call('POST', '/sandbox/v1/snapshots', '/sandbox/v1/snapshots', { body: { name: 'antes' } });
  const snapshotId = taken.body.snapshot_id;
  await call('GET', '/sandbox/v1/snapshots', '/sandbox/v1/snapshots');
  const exported = await call('GET', '/sandbox/v1/snapshots/:id/export', `/sandbox/v1/snapshots/${snapshotId}/export`);
  const imported = await call('POST', '/sandbox/v1/snapshots/import', '/sandbox/v1/snapshots/import', { body: exported.body });
  assert.equal((await call('POST', '/sandbox/v1/snapshots/import', '/sandbox/v1/snapshots/import', { body: { ...exported.body, schema: 9999 } })).status, 400);
  await call('POST', '/sandbox/v1/snapshots/:id/restore', `/sandbox/v1/snapshots/${imported.body.snapshot_id}/restore`);
  await call('DELETE', '/sandbox/v1/snapshots/:id', `/sandbox/v1/snapshots/${imported.body.snapshot_id}`);
  assert.equal((await call('POST', '/sandbox/v1/snapshots/:id/restore', `/sandbox/v1/snapshots/${imported.body.snapshot_id}/restore`)).status, 404);
  await call('POST', '/sandbox/v1/reset', '/sandbox/v1/reset');
  await api.authorize();
  assert.ok((await call('DELETE', '/sandbox/v1/tokens', '/sandbox/v1/tokens')).body.revoked >= 1);
  await api.authorize();
});

test('the answers sampled cover much of the document, successes and refusals on both APIs', () => {
  const statuses = [...sampled];
  const operations = new Set(statuses.map((entry) => entry.split(' ').slice(0, 2).join(' ')));
  const count = (prefix: string, ok: boolean) => statuses.filter((s) => s.split(' ')[1].startsWith(prefix) && (s.endsWith(' 200') === ok)).length;
  assert.ok(operations.size >= 55, `${operations.size} operations sampled`);
  assert.ok(count('/v1/', true) >= 20 && count('/v1/', false) >= 8, statuses.join('\n'));
  assert.ok(count('/sandbox/v1/', true) >= 20 && count('/sandbox/v1/', false) >= 5, statuses.join('\n'));
});
