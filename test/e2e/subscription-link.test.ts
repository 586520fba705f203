// A subscription link's first charge paid on the hosted page in a real browser (Debian's Chromium
// through playwright-core): the page says it is a subscription and offers the card in one
// installment; the payer's card, tokenized in the page, makes the subscription active; a month
// on the clock later the same card is charged again.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { DASHBOARD_DIR, addDays, customer, today } from './helpers.ts';
import { browserSuite } from './suite.ts';
import { PaymentPage } from './pages/payment-page.ts';

if (!existsSync(`${DASHBOARD_DIR}checkout/checkout.html`)) {
  throw new Error(`the payment page is not built (${DASHBOARD_DIR}checkout/checkout.html missing): run npm run build:renderer first`);
}

const suite = await browserSuite({ dashboard: false });

const address = { zipcode: '35400000', street: 'Avenida Juscelino Kubitschek', number: '909', neighborhood: 'Bauxita', city: 'Ouro Preto', state: 'MG' };
const holder = { ...customer, birth: '1977-01-15' };

suite.test('the payer subscribes on the link\'s page with a card; a month later the card is charged again', async ({ account, openUrl }) => {
  const api = await account('Clube do Café');
  const plan = await api.post('/v1/plan', { name: 'Café do mês', interval: 1, repeats: 12 });
  assert.equal(plan.status, 200, JSON.stringify(plan.body));
  const created = await api.post(`/v1/plan/${plan.body.data.plan_id}/subscription/one-step/link`, {
    items: [{ name: 'Café do mês', value: 5990, amount: 1 }],
    settings: { expire_at: addDays(await today(api), 3), request_delivery_address: false, payment_method: 'credit_card' },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const link = created.body.data;

  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === 'approved')! as unknown as { number: string; expiration_month: string; expiration_year: string; cvv: string };
  const { page } = await openUrl(link.payment_url, { viewport: { width: 1280, height: 900 }, reportCsp: true });
  const pay = new PaymentPage(page);
  await pay.heading('Pagamento com cartão de crédito').waitFor();
  await page.getByText('Assinatura: este é o primeiro pagamento. A assinatura é cobrada todo mês (12 cobranças ao todo)').waitFor();
  await pay.fillCard(card, holder, address);
  await pay.chooseInstallments(1);
  assert.deepEqual(await pay.installmentOptions.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)), ['1'], 'a subscription is charged in one installment');
  await pay.pay('Pagar R$\u00a059,90').click();
  await pay.heading('Pagamento aprovado').waitFor();

  let detail = (await api.get(`/v1/subscription/${link.subscription_id}`)).body.data;
  assert.deepEqual([detail.status, detail.payment_method, detail.occurrences], ['active', 'credit_card', 1]);

  await api.post('/sandbox/v1/clock/advance', { days: 32 });
  detail = (await api.get(`/v1/subscription/${link.subscription_id}`)).body.data;
  assert.deepEqual([detail.status, detail.occurrences], ['active', 2]);
  const renewal = (await api.get(`/sandbox/v1/subscriptions/${link.subscription_id}`)).body.charges[1];
  const charged = (await api.get(`/v1/charge/${renewal.charge_id}`)).body.data;
  assert.equal(charged.payment.credit_card.mask, 'XXXXXXXXXXXX3335', 'the card paid on the page');
  assert.ok(['approved', 'paid'].includes(charged.status), charged.status);
});
