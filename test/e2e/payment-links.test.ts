// Payment links in the dashboard: a link made through the API is found in the list with its URL
// (open, copy), opened — its QR code drawn, what the payer sees with each method's price — paid by
// the payer by boleto through the world action, the charge then `waiting` and reachable from the
// link and back; a link made in the "Criar link" dialog; another link expired by advancing the clock
// past its day, found through the Relógio's schedule. Then a card-only link refused at 1024 px.
// Each step read from the page as a user sees it; the page is looked at 1440 and 1024 px wide:
// nothing scrolls sideways and no button is cut off.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startSandbox } from '../helpers/sandbox.ts';
import { addDays, assertDashboardBuilt, launchBrowser, openDashboard, today } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

const SHOTS = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** Sideways scrolling of the page or of its main area, and buttons of the detail cut off at the right edge. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
    for (const selector of ['.content', '.split-list', '.split-detail', '.table-scroll', '.link-item', '.panel']) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (el.scrollWidth > el.clientWidth + 1) problems.push(`${selector} scrolls sideways by ${el.scrollWidth - el.clientWidth}px`);
      }
    }
    for (const [area, selector] of [['.split-detail', '.split-detail .btn'], ['.split-list', '.split-list .btn']] as const) {
      const box = document.querySelector(area)!.getBoundingClientRect();
      for (const button of document.querySelectorAll<HTMLElement>(selector)) {
        const b = button.getBoundingClientRect();
        if (b.right > box.right + 0.5 || b.left < box.left - 0.5) problems.push(`button “${button.textContent}” is cut off`);
      }
    }
    return problems;
  });
}

suite.test('links: listed with their URL, the QR code, paid by the payer by boleto, created in the dialog, expired on the clock', async ({ account, open }) => {
  const api = await account('Loja de Camisetas');
  const start = await today(api);
  // What the integrator's code does: the charge and its link in one call, and a link on a charge in two.
  const created = await api.post('/v1/charge/one-step/link', {
    items: [{ name: 'Camiseta', value: 5990, amount: 1 }],
    metadata: { custom_id: 'pedido-77' },
    customer: { email: 'comprador@example.com' },
    settings: { expire_at: addDays(start, 5), payment_method: 'all', billet_discount: 500, request_delivery_address: true, message: 'Obrigado pela compra' },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const linkId: number = created.body.data.charge_id;
  const url: string = created.body.data.payment_url;
  const shortId = await api.createCharge({ items: [{ name: 'Boné', value: 3500, amount: 1 }] });
  const attached = await api.post(`/v1/charge/${shortId}/link`, { expire_at: addDays(start, 1), payment_method: 'banking_billet', request_delivery_address: false });
  assert.equal(attached.status, 200, JSON.stringify(attached.body));

  const dashboard = await open(api, '#/cobrancas', { viewport: { width: 1440, height: 900 } });
  const { page } = dashboard;
  await page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: /^Links de pagamento/ }).click();
  const list = page.getByRole('region', { name: 'Lista de links de pagamento' });
  await list.getByText('2 links').waitFor();

  // The list: status, total, what it offers, until when, what the payer did, and the URL.
  const item = list.getByRole('row', { name: `Link #${linkId}`, exact: true });
  await item.getByText('aguardando o pagador link').waitFor();
  await item.getByText('R$\u00a059,90').waitFor();
  await item.getByText('boleto ou cartão').waitFor();
  await item.getByText(`expira ${brDate(addDays(start, 5))}`).waitFor();
  await item.getByText('pedido-77').waitFor();
  await item.getByText('ainda não escolheu').waitFor();
  await item.getByText(url, { exact: true }).waitFor();
  const open = item.getByRole('link', { name: `Abrir a página do link #${linkId} numa nova aba` });
  assert.equal(await open.getAttribute('href'), url);
  assert.equal(await open.getAttribute('target'), '_blank');
  await item.getByRole('button', { name: `Copiar a URL do link #${linkId}` }).click();
  await item.getByText('Copiado ✓').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
  const short = list.getByRole('row', { name: `Link #${shortId}`, exact: true });
  await short.getByText('só boleto').waitFor();
  await short.getByText(`expira ${brDate(addDays(start, 1))}`).waitFor();

  // The detail: the URL and its QR code, what the payer sees.
  await item.getByRole('link', { name: `#${linkId}`, exact: true }).click();
  const detail = page.getByRole('article', { name: `Link de pagamento #${linkId}` });
  await detail.waitFor();
  assert.match(page.url(), new RegExp(`#/links/${linkId}$`));
  const qr = detail.getByRole('img', { name: `QR code da URL do link #${linkId}` });
  await qr.waitFor();
  assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the QR code image is drawn');
  assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/svg\+xml/);
  await detail.getByRole('region', { name: 'Endereço do link' }).getByText(url, { exact: true }).waitFor();
  const sees = detail.getByRole('region', { name: 'O que o pagador vê' });
  await sees.getByRole('table', { name: 'Itens do link' }).getByText('Camiseta').waitFor();
  const prices = sees.getByRole('definition');
  const boletoPrice = sees.locator('dl > div').filter({ hasText: 'Boleto' });
  await boletoPrice.getByText('R$\u00a054,90').waitFor();
  await boletoPrice.getByText('desconto de R$\u00a05,00').waitFor();
  const cardPrice = sees.locator('dl > div').filter({ hasText: 'Cartão de crédito' });
  await cardPrice.getByText('R$\u00a059,90').waitFor();
  await cardPrice.getByText('sem desconto').waitFor();
  assert.ok((await prices.count()) >= 6);
  await sees.getByText('Obrigado pela compra').waitFor();
  await sees.getByText('pedido ao pagador').waitFor();
  await sees.getByText('comprador@example.com').waitFor();
  await sees.getByText(brDate(addDays(start, 5)), { exact: true }).waitFor();
  await detail.getByRole('region', { name: 'O que o pagador fez' }).getByText('Ainda nada', { exact: false }).waitFor();

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}payment-links-1440.png` });
  assert.deepEqual(await layoutProblems(page), [], 'at 1440 px');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}payment-links-1024.png` });
  assert.deepEqual(await layoutProblems(page), [], 'at 1024 px');
  await sees.evaluate((el) => el.scrollIntoView());
  await page.screenshot({ path: `${SHOTS}payment-links-sees-1024.png` });
  await page.getByRole('region', { name: 'Detalhe do link de pagamento' }).evaluate((el) => el.scrollTo(0, 0));
  await page.setViewportSize({ width: 1440, height: 900 });

  // The payer chooses the boleto: the link's discount applies, the charge is waiting.
  await detail.getByRole('button', { name: 'Pagar como o pagador: Boleto' }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar como o pagador (boleto) — link #${linkId}` });
  await dialog.getByText('O pagador paga', { exact: false }).getByText('R$\u00a054,90').waitFor();
  await dialog.getByText('O link pede o endereço de entrega', { exact: false }).waitFor();
  await page.screenshot({ path: `${SHOTS}payment-links-pay-dialog-1440.png` });
  await dialog.getByRole('button', { name: 'Escolher o boleto' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('status').filter({ hasText: `O pagador escolheu o boleto no link #${linkId}` }).waitFor();
  await detail.getByText('aguardando pagamento waiting').waitFor();
  const did = detail.getByRole('region', { name: 'O que o pagador fez' });
  await did.getByText('Boleto', { exact: true }).waitFor();
  await did.getByText('Avenida Juscelino Kubitschek, 909 — Bauxita, Ouro Preto/MG, CEP 35400-000').waitFor();
  await did.getByText(`vence ${brDate(addDays(start, 5))}`, { exact: false }).waitFor();
  await did.getByText('waiting', { exact: true }).waitFor();
  await item.getByText('escolheu boleto em', { exact: false }).waitFor();
  await detail.getByRole('button', { name: 'Pagar como o pagador: Boleto' }).waitFor({ state: 'detached' });
  assert.equal((await api.get(`/v1/charge/${linkId}`)).body.data.status, 'waiting');
  await page.screenshot({ path: `${SHOTS}payment-links-paid-1440.png` });
  await page.getByRole('region', { name: 'Detalhe do link de pagamento' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.screenshot({ path: `${SHOTS}payment-links-paid-1440-bottom.png` });

  // From the link to its charge, and back: the charge page shows the link's URL.
  await did.getByRole('link', { name: `Abrir a cobrança #${linkId}` }).click();
  const charge = page.getByRole('article', { name: `Cobrança #${linkId}` });
  await charge.waitFor();
  const linkPanel = charge.getByRole('region', { name: 'Link de pagamento' });
  await linkPanel.getByText(url, { exact: true }).waitFor();
  assert.equal(await linkPanel.getByRole('link', { name: 'Abrir a página de pagamento numa nova aba' }).getAttribute('href'), url);
  await page.screenshot({ path: `${SHOTS}payment-links-charge-1440.png` });
  await linkPanel.getByRole('link', { name: `Ver o link #${linkId}` }).click();
  await detail.waitFor();

  // "Criar link": a boleto-only link with its discount, made by hand.
  await list.getByRole('button', { name: 'Criar link' }).click();
  const create = page.getByRole('dialog', { name: 'Criar link de pagamento' });
  await create.getByLabel('Item').fill('Caneca');
  await create.getByLabel('Valor (R$)').fill('45,00');
  await create.getByLabel('Formas de pagamento').selectOption('banking_billet');
  await create.getByLabel('Desconto no boleto (R$, opcional)').fill('5,00');
  await create.getByLabel('Mensagem ao pagador (opcional)').fill('Retire na loja');
  assert.ok(await create.getByLabel('Desconto no cartão (R$, opcional)').isDisabled(), 'no card discount on a boleto-only link');
  await page.screenshot({ path: `${SHOTS}payment-links-create-1440.png` });
  await create.getByRole('button', { name: 'Criar link' }).click();
  await create.waitFor({ state: 'detached' });
  const toast = page.getByRole('status').filter({ hasText: 'Link criado: cobrança #' });
  await toast.waitFor();
  const newId = Number((await toast.innerText()).match(/Link criado: cobrança #(\d+)/)![1]);
  const made = page.getByRole('article', { name: `Link de pagamento #${newId}` });
  await made.getByText('aguardando o pagador link').waitFor();
  const madeSees = made.getByRole('region', { name: 'O que o pagador vê' });
  await madeSees.locator('dl > div').filter({ hasText: 'Boleto' }).getByText('R$\u00a040,00').waitFor();
  await madeSees.locator('dl > div').filter({ hasText: 'Cartão de crédito' }).getByText('não oferecido').waitFor();
  await madeSees.getByText('Retire na loja').waitFor();
  await list.getByText('3 links').waitFor();
  await list.getByRole('row', { name: `Link #${newId}`, exact: true }).getByText('só boleto').waitFor();
  const stored = (await api.get(`/v1/charge/${newId}`)).body.data;
  assert.equal(stored.link.billet_discount, 500);
  assert.equal(stored.link.payment_method, 'banking_billet');

  // The short link's expiry is on the clock's schedule, and leads to the link.
  await page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: /^Relógio/ }).click();
  const job = page.getByRole('row').filter({ hasText: 'Link de pagamento expira (link → expired)' }).filter({ hasText: `#${shortId}` });
  await job.getByText(`${brDate(addDays(start, 2))} 00:00`).waitFor();
  await page.screenshot({ path: `${SHOTS}payment-links-relogio-1440.png` });
  await job.getByRole('link', { name: `Link de pagamento #${shortId}` }).click();
  const shortDetail = page.getByRole('article', { name: `Link de pagamento #${shortId}` });
  await shortDetail.getByText(`às 00:00 de ${brDate(addDays(start, 2))} o relógio da conta torna o link`, { exact: false }).waitFor();

  // The clock moves past the link's day: expired, and the page no longer offers to pay it.
  await shortDetail.getByRole('button', { name: 'Avançar o relógio até expirar' }).click();
  await shortDetail.getByText('expirado expired').waitFor();
  await page.getByRole('status').filter({ hasText: 'Relógio avançado até' }).waitFor();
  await page.getByRole('banner').getByText(brDate(addDays(start, 2)), { exact: false }).waitFor();
  await short.getByText('expirado expired').waitFor();
  await short.getByText(`não escolheu até ${brDate(addDays(start, 1))}: expirou`).waitFor();
  await shortDetail.getByRole('region', { name: 'O que o pagador fez' }).getByText('Nada: o link expirou', { exact: false }).waitFor();
  await shortDetail.getByRole('button', { name: 'Pagar como o pagador: Boleto' }).waitFor({ state: 'detached' });
  await shortDetail.getByRole('button', { name: 'Reabrir com nova data' }).waitFor();
  // The other links' days are still ahead.
  await list.getByRole('row', { name: `Link #${newId}`, exact: true }).getByText('aguardando o pagador link').waitFor();
  assert.equal((await api.get(`/v1/charge/${shortId}`)).body.data.status, 'expired');
  await page.screenshot({ path: `${SHOTS}payment-links-expired-1440.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}payment-links-expired-1024.png` });
  assert.deepEqual(await layoutProblems(page), [], 'expired link at 1024 px');
});

suite.test('a card-only link at 1024 px: the payer’s refused card leaves the charge unpaid, with the reason', async ({ account, open }) => {
  const api = await account('Loja de Bicicletas');
  const start = await today(api);
  const created = await api.post('/v1/charge/one-step/link', {
    items: [{ name: 'Bicicleta', value: 89990, amount: 1 }, { name: 'Capacete', value: 12000, amount: 2 }],
    settings: { expire_at: addDays(start, 3), payment_method: 'credit_card', card_discount: 9990, request_delivery_address: false },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const linkId: number = created.body.data.charge_id;

  const dashboard = await open(api, `#/links/${linkId}`, { viewport: { width: 1024, height: 768 } });
  const { page } = dashboard;
  const detail = page.getByRole('article', { name: `Link de pagamento #${linkId}` });
  await detail.getByText('aguardando o pagador link').waitFor();
  const sees = detail.getByRole('region', { name: 'O que o pagador vê' });
  await sees.locator('dl > div').filter({ hasText: 'Boleto' }).getByText('não oferecido').waitFor();
  await sees.locator('dl > div').filter({ hasText: 'Cartão de crédito' }).getByText('R$\u00a01.040,00').waitFor();
  await sees.getByText('não pedido').waitFor();
  // A card-only link: no boleto to choose.
  assert.equal(await detail.getByRole('button', { name: 'Pagar como o pagador: Boleto' }).count(), 0);
  assert.deepEqual(await layoutProblems(page), [], 'card link at 1024 px');

  await detail.getByRole('button', { name: 'Pagar como o pagador: Cartão recusado' }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar como o pagador (cartão recusado) — link #${linkId}` });
  await dialog.getByText('Resultado esperado').getByText('refused', { exact: false }).waitFor();
  await page.screenshot({ path: `${SHOTS}payment-links-card-dialog-1024.png` });
  await dialog.getByRole('button', { name: 'Pagar com este cartão' }).click();
  const answer = dialog.getByRole('status', { name: 'Resposta da operadora' });
  await answer.getByText('Recusado:', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Voltar ao link' }).click();
  await dialog.waitFor({ state: 'detached' });
  await detail.getByText('não pago unpaid').waitFor();
  const did = detail.getByRole('region', { name: 'O que o pagador fez' });
  await did.getByText('Cartão de crédito', { exact: true }).waitFor();
  await did.getByText('recusado:', { exact: false }).waitFor();
  // The link asked for no delivery address: the card's billing address is not kept as one.
  assert.equal(await did.getByText('Avenida Juscelino Kubitschek, 909', { exact: false }).count(), 0);
  await page.screenshot({ path: `${SHOTS}payment-links-card-refused-1024.png` });
  assert.deepEqual(await layoutProblems(page), [], 'refused card link at 1024 px');
});
