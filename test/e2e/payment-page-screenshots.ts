// Not a test: `node --import tsx test/e2e/payment-page-screenshots.ts` saves the payment link's
// hosted page, in each of its states, at 375 and 1280 px wide to .tmp/screens/, for a person to look at.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { DASHBOARD_DIR, addDays, customer, launchBrowser, today } from './helpers.ts';

const OUT = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
mkdirSync(OUT, { recursive: true });
if (!existsSync(`${DASHBOARD_DIR}checkout/checkout.html`)) throw new Error('run npm run build:renderer first');

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
const errors: string[] = [];

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

async function open(url: string, width: number): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`${url}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${url}: ${e.message}`));
  await page.goto(url);
  return { page, close: () => context.close() };
}

async function fillAddress(page: Page, group: string) {
  const fieldset = page.getByRole('group', { name: group });
  await fieldset.getByLabel('CEP').fill('35400000');
  await fieldset.getByLabel('Rua').fill('Avenida Juscelino Kubitschek');
  await fieldset.getByLabel('Número').fill('909');
  await fieldset.getByLabel('Bairro').fill('Bauxita');
  await fieldset.getByLabel('Cidade').fill('Ouro Preto');
  await fieldset.getByLabel('Estado').selectOption('MG');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Nome impresso no cartão').fill('GORBADOC OLDBUCK');
  await page.getByLabel('Validade').fill('12/31');
  await page.getByLabel('CVV').fill('123');
  const holder = page.getByRole('group', { name: 'Titular do cartão' });
  await holder.getByLabel('Nome completo').fill(customer.name);
  await holder.getByLabel('CPF', { exact: true }).fill(customer.cpf);
  await holder.getByLabel('Data de nascimento').fill('1977-01-15');
  await holder.getByLabel('E-mail').fill(customer.email);
  await fillAddress(page, 'Endereço de cobrança');
}

try {
  const api = await sandbox.newAccount('Loja Exemplo de Roupas e Utilidades');
  for (const width of [375, 1280]) {
    const tag = `pagamento-${width}`;
    // The form, then its errors, then the boleto.
    const boleto = await link(api, { request_delivery_address: true });
    let view = await open(boleto.payment_url, width);
    await view.page.getByRole('heading', { name: 'Como você quer pagar?' }).waitFor();
    await view.page.screenshot({ path: `${OUT}${tag}-01-boleto.png`, fullPage: true });
    await view.page.getByRole('button', { name: /Gerar boleto/ }).click();
    await view.page.screenshot({ path: `${OUT}${tag}-02-erros.png`, fullPage: true });
    await view.page.getByLabel('Nome completo').fill(customer.name);
    await view.page.getByLabel('CPF', { exact: true }).fill(customer.cpf);
    await fillAddress(view.page, 'Endereço de entrega');
    await view.page.getByRole('button', { name: /Gerar boleto/ }).click();
    await view.page.getByRole('heading', { name: 'Boleto gerado' }).waitFor();
    await view.page.screenshot({ path: `${OUT}${tag}-03-boleto-gerado.png`, fullPage: true });
    await view.close();

    // The card form, approved.
    const approved = await link(api);
    view = await open(approved.payment_url, width);
    await view.page.getByRole('radio', { name: /Cartão de crédito/ }).check();
    await fillCard(view.page, '4012001038443335');
    await view.page.getByLabel('Parcelas').locator('option[value="3"]').waitFor({ state: 'attached' });
    await view.page.getByLabel('Parcelas').selectOption('3');
    await view.page.screenshot({ path: `${OUT}${tag}-04-cartao.png`, fullPage: true });
    await view.page.getByRole('button', { name: /Pagar/ }).click();
    await view.page.getByRole('heading', { name: 'Pagamento aprovado' }).waitFor();
    await view.page.screenshot({ path: `${OUT}${tag}-05-aprovado.png`, fullPage: true });
    await view.close();

    // Refused.
    const refused = await link(api, { payment_method: 'credit_card' });
    view = await open(refused.payment_url, width);
    await fillCard(view.page, '4012001038443301');
    await view.page.getByRole('button', { name: /Pagar/ }).click();
    await view.page.getByRole('heading', { name: 'Pagamento recusado' }).waitFor();
    await view.page.screenshot({ path: `${OUT}${tag}-06-recusado.png`, fullPage: true });
    await view.close();
  }
  // Expired and unknown.
  const expiring = await link(api, { expire_at: await today(api) });
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  for (const width of [375, 1280]) {
    let view = await open(expiring.payment_url, width);
    await view.page.getByRole('heading', { name: 'Link expirado' }).waitFor();
    await view.page.screenshot({ path: `${OUT}pagamento-${width}-07-expirado.png`, fullPage: true });
    await view.close();
    view = await open(`${sandbox.url}/pagamento/00000000-0000-0000-0000-000000000000`, width);
    await view.page.screenshot({ path: `${OUT}pagamento-${width}-08-nao-encontrado.png`, fullPage: true });
    await view.close();
  }
  const unexpected = errors.filter((e) => !/status of 404/.test(e));
  console.log(unexpected.length ? `ERRORS:\n${unexpected.join('\n')}` : `no unexpected console errors; screenshots in ${OUT}`);
} finally {
  await browser.close();
  await sandbox.close();
}
