// Data for every dashboard view at once, so a test (or the screenshot script) can walk all of
// VIEWS with each list filled and a detail open where the view has one: a boleto whose callback
// fails, a card charge, a boleto paid at the bank (the day's confirmations file), a carnê, a subscription, a payment link, an e-mail, a fault rule.
import type { Page } from 'playwright-core';
import type { ApiClient } from '../helpers/sandbox.ts';
import { VIEWS } from '../../renderer/stores/router.ts';
import { addDays, createBoleto, customer, today } from './helpers.ts';

/** Long enough to be cut in a narrow list: the wide layout must show it whole. */
export const LONG_CUSTOM_ID = 'pedido-loja-centro-2024-000123';

export interface SeededViews {
  boletoId: number;
  /** view → the hash that opens it, with a detail selected where the view has one. */
  hashes: Record<string, string>;
}

export async function seedEveryView(api: ApiClient, notificationUrl: string): Promise<SeededViews> {
  for (let i = 1; i <= 3; i++) {
    await api.createCharge({ items: [{ name: `Pedido ${i}`, value: 1990 * i, amount: 1 }], metadata: { custom_id: `pedido-${1000 + i}` } });
  }
  const boletoId = await createBoleto(api, { value: 15000, expireInDays: 3, notificationUrl, customId: LONG_CUSTOM_ID, fine: true });
  await cardCharge(api);
  // Paid at the bank today: a record in the day's confirmations file (Conciliação).
  const paidBoleto = await createBoleto(api, { value: 4990, expireInDays: 5, customId: 'pedido-pago-1' });
  const paid = await api.post('/sandbox/v1/bank/payments', { charge_id: paidBoleto });
  if (paid.status !== 200) throw new Error(`bank payment: ${JSON.stringify(paid.body)}`);
  const start = await today(api);
  const carnet = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }],
    customer: { ...customer, phone_number: '5144916523' },
    expire_at: addDays(start, 10),
    repeats: 3,
    metadata: { custom_id: 'contrato-77' },
  });
  if (carnet.status !== 200) throw new Error(`carnet: ${JSON.stringify(carnet.body)}`);
  const plan = (await api.post('/v1/plan', { name: 'Clube do Livro — mensal', interval: 1, repeats: 12 })).body.data.plan_id;
  const subscription = await api.post(`/v1/plan/${plan}/subscription/one-step`, {
    items: [{ name: 'Livro do mês', value: 4990, amount: 1 }],
    metadata: { custom_id: 'assinante-77' },
    payment: { banking_billet: { customer, expire_at: addDays(start, 5) } },
  });
  if (subscription.status !== 200) throw new Error(`subscription: ${JSON.stringify(subscription.body)}`);
  const link = await api.post('/v1/charge/one-step/link', {
    items: [{ name: 'Curso online', value: 29900, amount: 1 }],
    customer: { email: 'aluno@example.com' },
    settings: { request_delivery_address: false, payment_method: 'all', expire_at: addDays(start, 7), billet_discount: 2990, card_discount: 1000 },
  });
  if (link.status !== 200) throw new Error(`link: ${JSON.stringify(link.body)}`);
  const sent = await api.post(`/v1/charge/${boletoId}/billet/resend`, { email: 'financeiro@example.com' });
  if (sent.status !== 200) throw new Error(`resend: ${JSON.stringify(sent.body)}`);
  await api.post('/sandbox/v1/faults', { route: 'POST /v1/charge', fault: 'error_500', when: 'after', times: 1 });

  const email = (await api.get('/sandbox/v1/emails')).body.emails[0].id;
  const request = (await api.get('/sandbox/v1/requests?limit=50')).body.requests.find((r: { path: string }) => r.path === '/v1/charge/one-step').id;
  const details: Record<string, number> = {
    cobrancas: boletoId,
    carnes: carnet.body.data.carnet_id,
    assinaturas: subscription.body.data.subscription_id,
    links: link.body.data.charge_id,
    emails: email,
    requisicoes: request,
  };
  const hashes = Object.fromEntries(VIEWS.map((view) => [view, `#/${view}${details[view] ? `/${details[view]}` : ''}`]));
  return { boletoId, hashes };
}

/** A charge paid in one step by an approved test card. */
async function cardCharge(api: ApiClient): Promise<number> {
  const card = (await api.get('/sandbox/v1/test-cards')).body.cards.find((c: { outcome: string }) => c.outcome === 'approved');
  const { outcome: _o, reason: _r, ...cardFields } = card;
  const token = (await api.post('/sandbox/v1/payment-tokens', cardFields)).body.payment_token;
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Fone de ouvido', value: 25990, amount: 1 }],
    metadata: { custom_id: 'pedido-cartao-1' },
    payment: {
      credit_card: {
        payment_token: token,
        customer: { ...customer, birth: '1977-01-15' },
        billing_address: { street: 'Rua A', number: '1', neighborhood: 'Centro', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' },
      },
    },
  });
  if (result.status !== 200) throw new Error(`card charge: ${JSON.stringify(result.body)}`);
  return result.body.data.charge_id;
}

/**
 * Goes to a view by its hash and waits until it has drawn: its detail (an <article>) when the
 * hash names one, else a heading, and no loading spinner left in the main area.
 */
export async function showView(page: Page, hash: string): Promise<void> {
  await page.evaluate((next) => {
    location.hash = next;
  }, hash);
  const main = page.locator('main');
  if (/\/\d+$/.test(hash)) await main.locator('article').first().waitFor();
  else await main.locator('h1, h2, [role="region"]').first().waitFor();
  await main.locator('.loading').first().waitFor({ state: 'detached' });
}
