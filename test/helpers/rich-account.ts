// An account holding one of everything a snapshot can carry — boletos (paid, overdue, resent by
// e-mail, with a balance sheet), card charges (approved, refused, refunded), a payment link, a
// carnê, a plan with boleto and card subscriptions, callbacks delivered and fetched, payment
// tokens and a pending schedule — for the tests that export it and take it apart.
import assert from 'node:assert/strict';
import type { ApiClient } from './sandbox.ts';

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Produto', value: 15000, amount: 1 }];

async function ok(result: Promise<{ status: number; body: any }>): Promise<any> {
  const answer = await result;
  assert.ok(answer.status < 300, JSON.stringify(answer.body));
  return answer.body;
}

function inDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A payment token for the dashboard's test card with that outcome (GET /sandbox/v1/test-cards). */
async function cardToken(api: ApiClient, outcome: 'approved' | 'refused', reuse = false): Promise<string> {
  const cards = (await ok(api.get('/sandbox/v1/test-cards'))).cards as Array<Record<string, string>>;
  const { brand, number, cvv, expiration_month, expiration_year } = cards.find((card) => card.outcome === outcome && card.brand === 'visa')!;
  return (await ok(api.post('/sandbox/v1/payment-tokens', { brand, number, cvv, expiration_month, expiration_year, reuse }))).payment_token;
}

/** Fills `api`'s account; `notificationUrl` receives its callbacks (answered as the caller likes). */
export async function fillAccount(api: ApiClient, notificationUrl: string): Promise<void> {
  const today = (await ok(api.get('/sandbox/v1/clock'))).now.slice(0, 10) as string;
  // Callbacks for one boleto only: deliveries and attempts without a file of hundreds of retries.
  const metadata = { notification_url: notificationUrl, custom_id: 'pedido-1' };
  const quiet = { custom_id: 'pedido-2' };

  const boleto = await ok(api.post('/v1/charge/one-step', { items, metadata, payment: { banking_billet: { expire_at: inDays(today, 2), customer, configurations: { fine: 200, interest: 33 }, conditional_discount: { type: 'percentage', value: 500, until_date: inDays(today, 1) } } } }));
  await ok(api.post(`/v1/charge/${boleto.data.charge_id}/billet/resend`, { email: 'oldbuck@example.com' }));
  await ok(api.post(`/v1/charge/${boleto.data.charge_id}/history`, { description: 'Cliente ligou' }));
  const paid = await ok(api.post('/v1/charge/one-step', { items, metadata: quiet, payment: { banking_billet: { expire_at: inDays(today, 5), customer } } }));
  await ok(api.post('/sandbox/v1/bank/payments', { charge_id: paid.data.charge_id }));
  const sheet = await ok(api.post('/v1/charge', { items }));
  await ok(api.post(`/v1/charge/${sheet.data.charge_id}/balance-sheet`, {
    title: 'Balancete', body: [{ header: 'Receitas', tables: [{ rows: [[{ align: 'left', color: '#000000', style: 'bold', text: 'Aluguel', colspan: 2 }]] }] }],
  }));

  await ok(api.post('/v1/charge/one-step', { items, metadata: quiet, payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await cardToken(api, 'approved'), installments: 3 } } }));
  await ok(api.post('/v1/charge/one-step', { items, metadata: quiet, payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await cardToken(api, 'refused') } } }));
  await cardToken(api, 'approved', true); // one left unused

  await ok(api.post('/v1/charge/one-step/link', { items, metadata: quiet, settings: { expire_at: inDays(today, 4), request_delivery_address: false, payment_method: 'all', billet_discount: 500 } }));
  await ok(api.post('/v1/carnet', { items, customer, expire_at: inDays(today, 1), repeats: 3, metadata: quiet }));
  await ok(api.post('/v1/carnet', { items: [{ name: 'Curso', value: 10001 }], customer, expire_at: inDays(today, 20), repeats: 2, split_items: true, metadata: quiet }));
  const settled = await ok(api.post('/v1/charge', { items, shippings: [{ name: 'Frete', value: 1500 }] }));
  await ok(api.put(`/v1/charge/${settled.data.charge_id}/settle`));
  const canceled = await ok(api.post('/v1/charge', { items }));
  await ok(api.put(`/v1/charge/${canceled.data.charge_id}/cancel`));

  const plan = await ok(api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 6 }));
  await ok(api.post(`/v1/plan/${plan.data.plan_id}/subscription/one-step`, { items, metadata: quiet, payment: { banking_billet: { expire_at: inDays(today, 2), customer } } }));
  await ok(api.post(`/v1/plan/${plan.data.plan_id}/subscription/one-step`, { items, metadata: quiet, payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await cardToken(api, 'approved') } } }));

  // Callbacks go out and one token is fetched; boletos fall overdue, the card is captured.
  await ok(api.post('/sandbox/v1/clock/advance', { days: 2 }));
  const { notification_token: token } = await ok(api.get(`/sandbox/v1/charges/${boleto.data.charge_id}/timeline`));
  await ok(api.get(`/v1/notification/${token}`));
}
