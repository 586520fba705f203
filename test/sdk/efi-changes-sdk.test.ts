// sdk-node-apis-efi 1.4.0, unmodified, through the calls gn-api-sdk-node does not have:
// updateCarnetParcels, updateSubscription and sendSubscriptionLinkEmail (the bodies of Efí's own
// examples). It bundles its URLs, so it runs in a child process of its own that reaches the sandbox
// through HTTPS_PROXY, trusting the sandbox's CA (as in bolix-sdk.test.ts); the child prints what it
// read as one JSON line, and the test checks it and the sandbox's state.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { runIsolated } from '../helpers/child-process.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
await sandbox.server.certificateAuthority.ensure();
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HTTPS_PROXY: sandbox.url, NODE_EXTRA_CA_CERTS: sandbox.server.certificateAuthority.certFile };

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billing_address = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };

const APPLICATION = `
const Sdk = require('sdk-node-apis-efi');
/** The SDK rejects with the API's error body: keep what an integrator's catch would read. */
const refusal = (promise) => promise.then(() => null, (error) => ({ code: error.code, error: error.error, error_description: error.error_description }));
(async () => {
  const [clientId, clientSecret, dates, customer, billing_address, paymentTokens] = JSON.parse(process.argv[1]);
  const efi = new Sdk({ client_id: clientId, client_secret: clientSecret, sandbox: true });
  const items = [{ name: 'Mensalidade', value: 5000, amount: 1 }];

  const carnet = await efi.createCarnet({}, { items, customer, expire_at: dates.first, repeats: 4 });
  const params = { id: carnet.data.carnet_id };
  const parcels = await efi.updateCarnetParcels(params, { parcels: [{ parcel: 2, expire_at: dates.second }, { parcel: 3, expire_at: dates.third }] });
  const parcelsRefused = await refusal(efi.updateCarnetParcels(params, { parcels: [{ parcel: 4, expire_at: dates.refused }, { parcel: 9, expire_at: dates.refused }] }));
  const carnetDetail = await efi.detailCarnet(params);

  const plan = await efi.createPlan({}, { name: 'Mensal', interval: 1, repeats: 12 });
  const other = await efi.createPlan({}, { name: 'Mensal 24', interval: 1, repeats: 24 });
  const card = await efi.createOneStepSubscription({ id: plan.data.plan_id }, { items, payment: { credit_card: { customer, billing_address, payment_token: paymentTokens[0] } } });
  const updated = await efi.updateSubscription({ id: card.data.subscription_id }, {
    plan_id: other.data.plan_id,
    customer: { email: 'gorbadoc.oldbuck@example.com', phone_number: '31987654321' },
    items: [{ name: 'Product 1', value: 1000, amount: 1 }],
    shippings: [{ name: 'frete', value: 1800 }],
    payment_token: paymentTokens[1],
  });
  const boleto = await efi.createOneStepSubscription({ id: plan.data.plan_id }, { items, payment: { banking_billet: { customer, expire_at: dates.first } } });
  const emailed = await efi.sendSubscriptionLinkEmail({ id: boleto.data.charge.id }, { email: 'oldbuck@efipay.com.br' });
  const emailRefused = await refusal(efi.sendSubscriptionLinkEmail({ id: card.data.charge.id }, { email: 'oldbuck@efipay.com.br' }));

  console.log(JSON.stringify({
    parcels, parcelsRefused, dueDates: carnetDetail.data.charges.map((parcel) => parcel.expire_at),
    updated, boletoCharge: boleto.data.charge.id, emailed, emailRefused,
  }));
})().catch((error) => { console.error(error); process.exit(1); });`;

async function approvedToken(api: ApiClient, brand: string): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === brand && c.outcome === 'approved')!;
  return (await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  })).body.payment_token;
}

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  return `${moved.toISOString().slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test('sdk-node-apis-efi moves carnê parcels, changes a card subscription and e-mails a subscription charge', async () => {
  const api = await sandbox.newAccount();
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const dates = { first: addDays(today, 5), second: addDays(today, 50), third: addDays(today, 100), refused: addDays(today, 120) };
  const tokens = [await approvedToken(api, 'visa'), await approvedToken(api, 'mastercard')];
  const result = await runIsolated(process.execPath, ['-e', APPLICATION, JSON.stringify([api.clientId, api.clientSecret, dates, customer, billing_address, tokens])], env);
  assert.equal(result.code, 0, `sdk-node-apis-efi failed:\n${result.stderr}\n${result.stdout}`);
  const read = JSON.parse(result.stdout.trim().split('\n').pop()!);

  assert.deepEqual(read.parcels, { code: 200 });
  assert.equal(read.parcelsRefused.code, 3500101);
  assert.equal(read.parcelsRefused.error, 'update_parcels');
  assert.match(read.parcelsRefused.error_description, /Parcela: \[9\]$/);
  assert.deepEqual(read.dueDates.slice(0, 3), [dates.first, dates.second, dates.third]);
  assert.equal(read.dueDates[3], addMonths(dates.first, 3), 'parcel 4 did not move: the refused call changed nothing');

  assert.equal(read.updated.code, 200);
  assert.equal(read.updated.data.value, 2800);
  assert.equal(read.updated.data.plan.repeats, 24);
  assert.deepEqual(read.updated.data.customer, { email: 'gorbadoc.oldbuck@example.com', phone_number: '31987654321' });

  assert.deepEqual(read.emailed, { code: 200 });
  assert.equal(read.emailRefused.code, 3500066);
  const { emails } = (await api.get('/sandbox/v1/emails')).body;
  assert.deepEqual(emails.map((email: { recipient: string; charge_id: number }) => [email.recipient, email.charge_id]), [['oldbuck@efipay.com.br', read.boletoCharge]]);
});
