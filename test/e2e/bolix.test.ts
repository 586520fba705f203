// A Bolix in a real browser (Debian's Chromium through playwright-core), where a person sees it:
// the boleto's own page, the hosted payment page once the payer chose the boleto, and the
// dashboard's boleto panel — each QR screenshotted and read back by zbarimg to exactly the
// `pix.qrcode` the API answered, under each page's Content-Security-Policy with every violation
// reported (the suite's guard fails on one). Then the dashboard's "Pagar no banco" Pix tab pays it.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import type { ApiClient } from '../helpers/sandbox.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { dataOf, scanPng } from '../helpers/zbar.ts';
import { DASHBOARD_DIR, addDays, createBoleto, customer, today } from './helpers.ts';
import { browserSuite } from './suite.ts';

if (!existsSync(`${DASHBOARD_DIR}checkout/checkout.html`)) {
  throw new Error('the payment page is not built: run npm run build:renderer first');
}

const suite = await browserSuite();
const dir = tempDir({ after: (undo) => suite.cleanup(undo) }, 'bolix-e2e-');

let shots = 0;
/** What zbarimg reads in a screenshot of `element` (also kept in the temp folder while the suite runs). */
async function qrIn(element: Locator): Promise<string[]> {
  const path = join(dir, `qr-${++shots}.png`);
  await element.screenshot({ path });
  return dataOf(scanPng(path), 'QR-Code');
}

async function pixOf(api: ApiClient, id: number): Promise<string> {
  const detail = (await api.get(`/v1/charge/${id}`)).body.data;
  const code = detail.payment?.banking_billet?.pix?.qrcode;
  assert.equal(typeof code, 'string', `charge ${id} has a Pix code: ${JSON.stringify(detail.payment)}`);
  return code as string;
}

suite.test('the boleto page: the QR beside "Pague com Pix" scans to the code, the copy button copies it, no CSP violation', async ({ account, openUrl }) => {
  const api = await account('Padaria Bolix');
  const id = await createBoleto(api);
  const code = await pixOf(api, id);
  const link = (await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.link as string;
  const { page, errors } = await openUrl(link, { reportCsp: true });
  const pix = page.getByRole('region', { name: 'Pague com Pix' });
  assert.deepEqual(await qrIn(pix.getByRole('img', { name: 'QR code Pix do boleto' })), [code]);
  assert.equal((await pix.locator('#pix-code').innerText()).trim(), code);
  await pix.getByRole('button', { name: 'Copiar código Pix' }).click();
  await pix.getByRole('status').filter({ hasText: /Código Pix copiado|Não foi possível copiar/ }).waitFor();
  await page.screenshot({ path: join(dir, 'boleto-page.png'), fullPage: true });
  assert.deepEqual(errors, []);
});

suite.test('the hosted payment page, once the payer chose the boleto, shows the QR and the copia e cola', async ({ account, openUrl }) => {
  const api = await account('Loja do link');
  const created = await api.post('/v1/charge/one-step/link', {
    items: [{ name: 'Camiseta', value: 5990, amount: 1 }],
    settings: { expire_at: addDays(await today(api), 3), request_delivery_address: false, payment_method: 'banking_billet' },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { charge_id: id, payment_url: url } = created.body.data;
  const chosen = await api.post(`/sandbox/v1/payment-links/${id}/pay`, { payment: { banking_billet: { customer: { name: customer.name, cpf: customer.cpf } } } });
  assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
  const code = await pixOf(api, id);
  assert.equal(chosen.body.data.pix?.qrcode, code, 'the choice answers the code too');

  const { page, errors } = await openUrl(url, { reportCsp: true, viewport: { width: 375, height: 812 } });
  await page.getByRole('heading', { name: 'Boleto gerado' }).waitFor();
  const pix = page.getByRole('region', { name: 'Pague com Pix' });
  assert.deepEqual(await qrIn(pix.getByRole('img', { name: 'QR code Pix do boleto' })), [code]);
  assert.equal((await pix.getByText(code).innerText()).trim(), code);
  await pix.getByRole('button', { name: 'Copiar código Pix' }).click();
  await pix.getByRole('button', { name: 'Copiado ✓' }).waitFor();
  await page.screenshot({ path: join(dir, 'hosted-page.png'), fullPage: true });
  assert.deepEqual(errors, []);
});

suite.test('the dashboard: the boleto panel shows the QR with a copy button; "Pagar no banco" › Pix pays it for the day\'s value', async ({ account, open }) => {
  const api = await account('Loja do Pix');
  const id = await createBoleto(api, { value: 15000 });
  const code = await pixOf(api, id);
  const dashboard = await open(api, `#/cobrancas/${id}`);
  const { charges } = dashboard;
  const detail = charges.detail(id);
  await detail.waitFor();
  const panel = charges.panel(detail, 'Boleto');
  assert.deepEqual(await qrIn(panel.getByRole('img', { name: 'QR code Pix do boleto' })), [code]);
  await panel.getByRole('button', { name: 'Copiar código Pix' }).waitFor();

  await charges.action('Pagar no banco').click();
  const dialog = charges.bankDialog(id);
  await dialog.getByRole('tab', { name: 'Pix' }).click();
  const pasted = dialog.getByLabel('Pix copia e cola');
  assert.equal(await pasted.inputValue(), code, 'the charge\'s own code, picked');
  // A payer pastes something else, then picks the boleto's code again.
  await pasted.fill('não é um código');
  await dialog.getByRole('button', { name: 'Usar o código deste boleto' }).click();
  assert.equal(await pasted.inputValue(), code);
  await dialog.getByRole('table', { name: /^Valor devido em/ }).getByText('R$\u00a0150,00').first().waitFor();
  await dialog.screenshot({ path: join(dir, 'pix-tab.png') });
  await dialog.getByRole('button', { name: 'Pagar com Pix R$\u00a0150,00' }).click();
  await dialog.waitFor({ state: 'detached' });
  await dashboard.toast(`Cobrança #${id} paga por Pix: R$\u00a0150,00`).waitFor();
  await charges.statusOf(id, 'paid').waitFor();
  const paid = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.equal(paid.status, 'paid');
  assert.ok(paid.history.some((h: { message: string }) => /Pix/.test(h.message)), JSON.stringify(paid.history));
});
