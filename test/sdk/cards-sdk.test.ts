// Drives the official gn-api-sdk-node package, unchanged but for its base URL, through card
// payments: one step, two steps in installments, the installments list and a refusal.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const require = createRequire(import.meta.url);
const constants = require('gn-api-sdk-node/lib/constants');
const Gerencianet = require('gn-api-sdk-node');

const sandbox = await startSandbox();
after(() => sandbox.close());
constants.APIS.DEFAULT.URL.SANDBOX = `${sandbox.url}/v1`;

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billing_address = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };

async function newAccount() {
  const api = await sandbox.newAccount();
  const gn = new Gerencianet({ client_id: api.clientId, client_secret: api.clientSecret, sandbox: true });
  return { api, gn };
}

/** What the browser tokenizer would give for a Visa test card with this outcome. */
async function paymentToken(api: ApiClient, outcome: 'approved' | 'refused'): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === outcome)!;
  const { body } = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  return body.payment_token;
}

test('the SDK pays a charge by card in one step and reads it back', async () => {
  const { api, gn } = await newAccount();
  const answer = await gn.createOneStepCharge({}, {
    items: [{ name: 'Product 1', value: 5990, amount: 1 }],
    payment: { credit_card: { customer, billing_address, payment_token: await paymentToken(api, 'approved') } },
  });
  assert.equal(answer.code, 200);
  assert.equal(answer.data.status, 'approved');
  assert.equal(answer.data.payment, 'credit_card');
  assert.equal(answer.data.total, 5990);
  const detail = await gn.detailCharge({ id: answer.data.charge_id });
  assert.equal(detail.data.payment.method, 'credit_card');
  assert.match(detail.data.payment.credit_card.mask, /\d{4}$/);
});

test('the SDK pays in installments in two steps, with the values its installments call lists', async () => {
  const { api, gn } = await newAccount();
  const created = await gn.createCharge({}, { items: [{ name: 'TV', value: 20000 }] });
  const list = await gn.getInstallments({ brand: 'visa', total: 20000 });
  assert.equal(list.code, 200);
  const six = list.data.installments.find((option: { installment: number }) => option.installment === 6);
  const paid = await gn.definePayMethod({ id: created.data.charge_id }, {
    payment: { credit_card: { customer, billing_address, installments: 6, payment_token: await paymentToken(api, 'approved') } },
  });
  assert.equal(paid.data.installments, 6);
  assert.equal(paid.data.installment_value, six.value);
  assert.equal(paid.data.status, 'approved');
});

test('the SDK gets a refused card as a 200 answer with the refusal', async () => {
  const { api, gn } = await newAccount();
  const answer = await gn.createOneStepCharge({}, {
    items: [{ name: 'Product 1', value: 5990, amount: 1 }],
    payment: { credit_card: { customer, billing_address, payment_token: await paymentToken(api, 'refused') } },
  });
  assert.equal(answer.code, 200);
  assert.equal(answer.data.status, 'unpaid');
  assert.equal(answer.data.refusal.reason, 'Dados do cartão inválidos.');
  await assert.rejects(
    gn.createOneStepCharge({}, {
      items: [{ name: 'Product 1', value: 5990, amount: 1 }],
      payment: { credit_card: { customer, billing_address, payment_token: 'f'.repeat(40) } },
    }),
    (error: any) => error.code === 3500034 && error.error_description.property === '/payment/credit_card/payment_token',
  );
});
