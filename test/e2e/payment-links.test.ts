// Payment links in the dashboard: a link made through the API is found in the list with its URL
// (open, copy), opened — its QR code drawn, what the payer sees with each method's price — paid by
// the payer by boleto through the world action, the charge then `waiting` and reachable from the
// link and back; a link made in the "Criar link" dialog; another link expired by advancing the clock
// past its day, found through the Relógio's schedule. Then a card-only link refused at 1024 px.
// Each step read from the page as a user sees it; the page is looked at 1440 and 1024 px wide:
// nothing scrolls sideways and no button is cut off.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { addDays, today } from './helpers.ts';

const suite = await browserSuite();
const brDate = (iso: string) => iso.split('-').reverse().join('/');

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
  const { page, links, charges, clock } = dashboard;
  await dashboard.section('links');
  const list = links.list;
  await list.getByText('2 links').waitFor();

  // The list: status, total, what it offers, until when, what the payer did, and the URL.
  const item = links.row(linkId);
  await item.getByText('aguardando o pagador link').waitFor();
  await item.getByText('R$\u00a059,90').waitFor();
  await item.getByText('boleto ou cartão').waitFor();
  await item.getByText(`expira ${brDate(addDays(start, 5))}`).waitFor();
  await item.getByText('pedido-77').waitFor();
  await item.getByText('ainda não escolheu').waitFor();
  await item.getByText(url, { exact: true }).waitFor();
  const openInNewTab = links.openInNewTab(item, linkId);
  assert.equal(await openInNewTab.getAttribute('href'), url);
  assert.equal(await openInNewTab.getAttribute('target'), '_blank');
  await links.copyUrl(item, linkId).click();
  await item.getByText('Copiado ✓').waitFor();
  assert.equal(await dashboard.clipboard(), url);
  const short = links.row(shortId);
  await short.getByText('só boleto').waitFor();
  await short.getByText(`expira ${brDate(addDays(start, 1))}`).waitFor();

  // The detail: the URL and its QR code, what the payer sees.
  await item.getByRole('link', { name: `#${linkId}`, exact: true }).click();
  const detail = links.detail(linkId);
  await detail.waitFor();
  assert.match(page.url(), new RegExp(`#/links/${linkId}$`));
  const qr = links.qrCode(detail, linkId);
  await qr.waitFor();
  assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the QR code image is drawn');
  assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/svg\+xml/);
  await links.address(detail).getByText(url, { exact: true }).waitFor();
  const sees = links.payerSees(detail);
  await sees.getByRole('table', { name: 'Itens do link' }).getByText('Camiseta').waitFor();
  const prices = sees.getByRole('definition');
  const boletoPrice = links.price(sees, 'Boleto');
  await boletoPrice.getByText('R$\u00a054,90').waitFor();
  await boletoPrice.getByText('desconto de R$\u00a05,00').waitFor();
  const cardPrice = links.price(sees, 'Cartão de crédito');
  await cardPrice.getByText('R$\u00a059,90').waitFor();
  await cardPrice.getByText('sem desconto').waitFor();
  assert.ok((await prices.count()) >= 6);
  await sees.getByText('Obrigado pela compra').waitFor();
  await sees.getByText('pedido ao pagador').waitFor();
  await sees.getByText('comprador@example.com').waitFor();
  await sees.getByText(brDate(addDays(start, 5)), { exact: true }).waitFor();
  await links.payerDid(detail).getByText('Ainda nada', { exact: false }).waitFor();

  await dashboard.screenshot('payment-links-1440.png');
  assert.deepEqual(await links.layoutProblems(), [], 'at 1440 px');
  await page.setViewportSize({ width: 1024, height: 768 });
  await dashboard.screenshot('payment-links-1024.png');
  assert.deepEqual(await links.layoutProblems(), [], 'at 1024 px');
  await sees.evaluate((el) => el.scrollIntoView());
  await dashboard.screenshot('payment-links-sees-1024.png');
  await links.detailPane.evaluate((el) => el.scrollTo(0, 0));
  await page.setViewportSize({ width: 1440, height: 900 });

  // The payer chooses the boleto: the link's discount applies, the charge is waiting.
  await links.payAsPayer(detail, 'Boleto').click();
  const dialog = links.payDialog(linkId, 'boleto');
  await dialog.getByText('O pagador paga', { exact: false }).getByText('R$\u00a054,90').waitFor();
  await dialog.getByText('O link pede o endereço de entrega', { exact: false }).waitFor();
  await dashboard.screenshot('payment-links-pay-dialog-1440.png');
  await dialog.getByRole('button', { name: 'Escolher o boleto' }).click();
  await dialog.waitFor({ state: 'detached' });
  await dashboard.toast(`O pagador escolheu o boleto no link #${linkId}`).waitFor();
  await detail.getByText('aguardando pagamento waiting').waitFor();
  const did = links.payerDid(detail);
  await did.getByText('Boleto', { exact: true }).waitFor();
  await did.getByText('Avenida Juscelino Kubitschek, 909 — Bauxita, Ouro Preto/MG, CEP 35400-000').waitFor();
  await did.getByText(`vence ${brDate(addDays(start, 5))}`, { exact: false }).waitFor();
  await did.getByText('waiting', { exact: true }).waitFor();
  await item.getByText('escolheu boleto em', { exact: false }).waitFor();
  await links.payAsPayer(detail, 'Boleto').waitFor({ state: 'detached' });
  assert.equal((await api.get(`/v1/charge/${linkId}`)).body.data.status, 'waiting');
  await dashboard.screenshot('payment-links-paid-1440.png');
  await links.detailPane.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await dashboard.screenshot('payment-links-paid-1440-bottom.png');

  // From the link to its charge, and back: the charge page shows the link's URL.
  await did.getByRole('link', { name: `Abrir a cobrança #${linkId}` }).click();
  const charge = charges.detail(linkId);
  await charge.waitFor();
  const linkPanel = charges.panel(charge, 'Link de pagamento');
  await linkPanel.getByText(url, { exact: true }).waitFor();
  assert.equal(await linkPanel.getByRole('link', { name: 'Abrir a página de pagamento numa nova aba' }).getAttribute('href'), url);
  await dashboard.screenshot('payment-links-charge-1440.png');
  await linkPanel.getByRole('link', { name: `Ver o link #${linkId}` }).click();
  await detail.waitFor();

  // "Criar link": a boleto-only link with its discount, made by hand.
  await links.createButton.click();
  const create = links.createDialog;
  await create.getByLabel('Item').fill('Caneca');
  await create.getByLabel('Valor (R$)').fill('45,00');
  await create.getByLabel('Formas de pagamento').selectOption('banking_billet');
  await create.getByLabel('Desconto no boleto (R$, opcional)').fill('5,00');
  await create.getByLabel('Mensagem ao pagador (opcional)').fill('Retire na loja');
  assert.ok(await create.getByLabel('Desconto no cartão (R$, opcional)').isDisabled(), 'no card discount on a boleto-only link');
  await dashboard.screenshot('payment-links-create-1440.png');
  await create.getByRole('button', { name: 'Criar link' }).click();
  await create.waitFor({ state: 'detached' });
  const toast = dashboard.toast('Link criado: cobrança #');
  await toast.waitFor();
  const newId = Number((await toast.innerText()).match(/Link criado: cobrança #(\d+)/)![1]);
  const made = links.detail(newId);
  await made.getByText('aguardando o pagador link').waitFor();
  const madeSees = links.payerSees(made);
  await links.price(madeSees, 'Boleto').getByText('R$\u00a040,00').waitFor();
  await links.price(madeSees, 'Cartão de crédito').getByText('não oferecido').waitFor();
  await madeSees.getByText('Retire na loja').waitFor();
  await list.getByText('3 links').waitFor();
  await links.row(newId).getByText('só boleto').waitFor();
  const stored = (await api.get(`/v1/charge/${newId}`)).body.data;
  assert.equal(stored.link.billet_discount, 500);
  assert.equal(stored.link.payment_method, 'banking_billet');

  // The short link's expiry is on the clock's schedule, and leads to the link.
  await dashboard.section('clock');
  const job = clock.job('Link de pagamento expira (link → expired)').filter({ hasText: `#${shortId}` });
  await job.getByText(`${brDate(addDays(start, 2))} 00:00`).waitFor();
  await dashboard.screenshot('payment-links-relogio-1440.png');
  await job.getByRole('link', { name: `Link de pagamento #${shortId}` }).click();
  const shortDetail = links.detail(shortId);
  await shortDetail.getByText(`às 00:00 de ${brDate(addDays(start, 2))} o relógio da conta torna o link`, { exact: false }).waitFor();

  // The clock moves past the link's day: expired, and the page no longer offers to pay it.
  await shortDetail.getByRole('button', { name: 'Avançar o relógio até expirar' }).click();
  await shortDetail.getByText('expirado expired').waitFor();
  await dashboard.toast('Relógio avançado até').waitFor();
  await dashboard.banner.getByText(brDate(addDays(start, 2)), { exact: false }).waitFor();
  await short.getByText('expirado expired').waitFor();
  await short.getByText(`não escolheu até ${brDate(addDays(start, 1))}: expirou`).waitFor();
  await links.payerDid(shortDetail).getByText('Nada: o link expirou', { exact: false }).waitFor();
  await links.payAsPayer(shortDetail, 'Boleto').waitFor({ state: 'detached' });
  await shortDetail.getByRole('button', { name: 'Reabrir com nova data' }).waitFor();
  // The other links' days are still ahead.
  await links.row(newId).getByText('aguardando o pagador link').waitFor();
  assert.equal((await api.get(`/v1/charge/${shortId}`)).body.data.status, 'expired');
  await dashboard.screenshot('payment-links-expired-1440.png');
  await page.setViewportSize({ width: 1024, height: 768 });
  await dashboard.screenshot('payment-links-expired-1024.png');
  assert.deepEqual(await links.layoutProblems(), [], 'expired link at 1024 px');
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
  const { links } = dashboard;
  const detail = links.detail(linkId);
  await detail.getByText('aguardando o pagador link').waitFor();
  const sees = links.payerSees(detail);
  await links.price(sees, 'Boleto').getByText('não oferecido').waitFor();
  await links.price(sees, 'Cartão de crédito').getByText('R$\u00a01.040,00').waitFor();
  await sees.getByText('não pedido').waitFor();
  // A card-only link: no boleto to choose.
  assert.equal(await links.payAsPayer(detail, 'Boleto').count(), 0);
  assert.deepEqual(await links.layoutProblems(), [], 'card link at 1024 px');

  await links.payAsPayer(detail, 'Cartão recusado').click();
  const dialog = links.payDialog(linkId, 'cartão recusado');
  await dialog.getByText('Resultado esperado').getByText('refused', { exact: false }).waitFor();
  await dashboard.screenshot('payment-links-card-dialog-1024.png');
  await dialog.getByRole('button', { name: 'Pagar com este cartão' }).click();
  const answer = dashboard.charges.processorAnswer(dialog);
  await answer.getByText('Recusado:', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Voltar ao link' }).click();
  await dialog.waitFor({ state: 'detached' });
  await detail.getByText('não pago unpaid').waitFor();
  const did = links.payerDid(detail);
  await did.getByText('Cartão de crédito', { exact: true }).waitFor();
  await did.getByText('recusado:', { exact: false }).waitFor();
  // The link asked for no delivery address: the card's billing address is not kept as one.
  assert.equal(await did.getByText('Avenida Juscelino Kubitschek, 909', { exact: false }).count(), 0);
  await dashboard.screenshot('payment-links-card-refused-1024.png');
  assert.deepEqual(await links.layoutProblems(), [], 'refused card link at 1024 px');
});
