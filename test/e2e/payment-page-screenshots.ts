// Not a test: `node --import tsx test/e2e/payment-page-screenshots.ts` saves the payment link's
// hosted page, in each of its states, at 375 and 1280 px wide to .tmp/screens/, for a person to look at.
import { existsSync } from 'node:fs';
import type { ApiClient } from '../helpers/sandbox.ts';
import { DASHBOARD_DIR, addDays, customer, today } from './helpers.ts';
import { PaymentPage } from './pages/payment-page.ts';
import { takeScreens } from './screens.ts';

if (!existsSync(`${DASHBOARD_DIR}checkout/checkout.html`)) throw new Error('run npm run build:renderer first');

const address = { zipcode: '35400000', street: 'Avenida Juscelino Kubitschek', number: '909', neighborhood: 'Bauxita', city: 'Ouro Preto', state: 'MG' };
const holder = { ...customer, birth: '1977-01-15' };
const card = (number: string) => ({ number, expiration_month: '12', expiration_year: '2031', cvv: '123' });

async function link(api: ApiClient, settings: Record<string, unknown> = {}) {
  const created = await api.post('/v1/charge/one-step/link', {
    items: [
      { name: 'Camiseta Clube de Regatas — tamanho M', value: 8990, amount: 1 },
      { name: 'Caneca esmaltada', value: 2500, amount: 2 },
    ],
    shippings: [{ name: 'Sedex', value: 1850 }],
    customer: { email: 'payer@example.com' },
    settings: {
      expire_at: addDays(await today(api), 5),
      request_delivery_address: false,
      payment_method: 'all',
      billet_discount: 1000,
      card_discount: 500,
      message: 'Obrigado pela compra! Envio em até 2 dias úteis após a confirmação.',
      ...settings,
    },
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return created.body.data as { charge_id: number; payment_url: string };
}

await takeScreens(
  { out: 'screens' },
  async ({ sandbox, account, openUrl, shoot }) => {
    const open = async (url: string, width: number) => {
      const opened = await openUrl(url, { viewport: { width, height: width < 600 ? 812 : 900 } });
      return { pay: new PaymentPage(opened.page), close: () => opened.context.close() };
    };
    const full = { fullPage: true };
    const api = await account('Loja Exemplo de Roupas e Utilidades');
    for (const width of [375, 1280]) {
      const tag = `pagamento-${width}`;
      // The form, then its errors, then the boleto.
      const boleto = await link(api, { request_delivery_address: true });
      let view = await open(boleto.payment_url, width);
      await view.pay.heading('Como você quer pagar?').waitFor();
      await shoot(view.pay.page, `${tag}-01-boleto`, full);
      await view.pay.issueBoleto().click();
      await shoot(view.pay.page, `${tag}-02-erros`, full);
      await view.pay.fullName.fill(customer.name);
      await view.pay.cpf.fill(customer.cpf);
      await view.pay.fillAddress('delivery', address);
      await view.pay.issueBoleto().click();
      await view.pay.heading('Boleto gerado').waitFor();
      await shoot(view.pay.page, `${tag}-03-boleto-gerado`, full);
      await view.close();

      // The card form, approved.
      const approved = await link(api);
      view = await open(approved.payment_url, width);
      await view.pay.method('Cartão de crédito').check();
      await view.pay.fillCard(card('4012001038443335'), holder, address);
      await view.pay.chooseInstallments(3);
      await shoot(view.pay.page, `${tag}-04-cartao`, full);
      await view.pay.pay().click();
      await view.pay.heading('Pagamento aprovado').waitFor();
      await shoot(view.pay.page, `${tag}-05-aprovado`, full);
      await view.close();

      // Refused.
      const refused = await link(api, { payment_method: 'credit_card' });
      view = await open(refused.payment_url, width);
      await view.pay.fillCard(card('4012001038443301'), holder, address);
      await view.pay.pay().click();
      await view.pay.heading('Pagamento recusado').waitFor();
      await shoot(view.pay.page, `${tag}-06-recusado`, full);
      await view.close();
    }
    // Expired and unknown.
    const expiring = await link(api, { expire_at: await today(api) });
    await api.post('/sandbox/v1/clock/advance', { days: 1 });
    for (const width of [375, 1280]) {
      let view = await open(expiring.payment_url, width);
      await view.pay.heading('Link expirado').waitFor();
      await shoot(view.pay.page, `pagamento-${width}-07-expirado`, full);
      await view.close();
      view = await open(`${sandbox.url}/pagamento/00000000-0000-0000-0000-000000000000`, width);
      await view.pay.heading('Link de pagamento não encontrado').waitFor();
      await shoot(view.pay.page, `pagamento-${width}-08-nao-encontrado`, full);
      await view.close();
    }
  },
  [/status of 404/],
);
