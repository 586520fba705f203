// The payment link's hosted page in a real browser (Debian's Chromium through playwright-core), as
// the payer opens the `payment_url` the API returned: the summary with each method's price, a
// boleto chosen (with field errors first, the page's own and the API's), a card tokenized in the
// page with Efí's library and approved, another refused, the delivery address when the link asks,
// a link expired on the clock or canceled, an unknown code — under the page's Content-Security-
// Policy (every violation logged, so the suite's guard fails on one), with nothing requested from
// anywhere but the sandbox, no console error, and nothing scrolling sideways at 375 px.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { request, type ApiClient } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { DASHBOARD_DIR, addDays, customer, today } from './helpers.ts';
import { browserSuite, type BrowserTest } from './suite.ts';
import { PaymentPage } from './pages/payment-page.ts';

if (!existsSync(`${DASHBOARD_DIR}checkout/checkout.html`)) {
  throw new Error(`the payment page is not built (${DASHBOARD_DIR}checkout/checkout.html missing): run npm run build:renderer first`);
}

const suite = await browserSuite({ dashboard: false });

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const address = { zipcode: '35400000', street: 'Avenida Juscelino Kubitschek', number: '909', neighborhood: 'Bauxita', city: 'Ouro Preto', state: 'MG' };
const holder = { ...customer, birth: '1977-01-15' };

/** Errors a test provokes on purpose (the suite's guard lets exactly these through). */
const apiRefusal = { matches: /status of 400/, why: 'Chromium logs the API’s deliberate 400' };
const refusedInjection = { matches: /inline script|script-src-elem/, why: 'the injected inline script the policy refuses' };
const documentNotFound = { matches: /status of 404/, why: 'Chromium logs the not-found document’s own 404' };

/** The payment page at `url`, every CSP violation reported as a console error. */
async function openPaymentPage(openUrl: BrowserTest['openUrl'], url: string, viewport = PHONE) {
  const opened = await openUrl(url, { viewport, reportCsp: true });
  return { ...opened, pay: new PaymentPage(opened.page) };
}

function assertOnlySandbox(requested: string[]) {
  const foreign = requested.filter((url) => !url.startsWith(`${suite.url}/`) && !url.startsWith('data:'));
  assert.deepEqual(foreign, [], 'the page talks only to the sandbox');
}

async function createLink(api: ApiClient, settings: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const created = await api.post('/v1/charge/one-step/link', {
    items: [
      { name: 'Camiseta', value: 5990, amount: 1 },
      { name: 'Caneca', value: 2500, amount: 2 },
    ],
    settings: { expire_at: addDays(await today(api), 3), request_delivery_address: false, payment_method: 'all', ...settings },
    ...extra,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body.data as { charge_id: number; payment_url: string; expire_at: string };
}

const brDate = (date: string) => date.split('-').reverse().join('/');
const money = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

async function testCard(api: ApiClient, brand: string, outcome: 'approved' | 'refused') {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === brand && c.outcome === outcome && (outcome === 'approved' || c.number.endsWith('1')))!;
  assert.ok(card, `a ${outcome} ${brand} test card`);
  return card as unknown as { number: string; expiration_month: string; expiration_year: string; cvv: string };
}

suite.test(
  'the page is served with its policy; the payer sees the summary and pays by boleto after fixing the form',
  { allowErrors: [{ ...apiRefusal, times: 1 }, refusedInjection] },
  async ({ account, openUrl }) => {
    const api = await account('Loja Exemplo');
    const link = await createLink(api, { billet_discount: 500, message: 'Obrigado pela compra!\nRetire na loja em até 5 dias.' }, { customer: { email: 'payer@example.com' } });
    const { page, pay, status, headers, requested } = await openPaymentPage(openUrl, link.payment_url);
    assert.equal(status, 200);
    assert.match(headers['content-type'], /^text\/html/);
    assert.equal(headers['content-security-policy'], CSP);
    assert.equal(headers['x-content-type-options'], 'nosniff');

    await pay.shopHeading('Loja Exemplo').waitFor();
    assert.equal(await pay.title(), 'Pagamento para Loja Exemplo — R$ 109,90');
    assert.match(await pay.textOf(pay.due), new RegExp(`Pague até ${brDate(link.expire_at)}`));
    const summaryText = await pay.textOf(pay.summary);
    for (const fact of ['Camiseta', '2 × Caneca', 'R$ 50,00', 'Total', 'R$ 109,90', 'No boleto', 'R$ 104,90', 'R$ 5,00 de desconto', 'No cartão', 'Obrigado pela compra!', 'Retire na loja']) {
      assert.ok(summaryText.includes(fact), `the summary shows ${fact}: ${summaryText}`);
    }
    assert.equal(await pay.method('Boleto').isChecked(), true);
    assert.equal(await pay.method('Cartão de crédito').isChecked(), false);
    assert.equal(await pay.addressGroup('delivery').count(), 0, 'no delivery address unless the link asks');
    assert.equal(await pay.email.inputValue(), 'payer@example.com', 'prefilled from one-step’s customer.email');
    assert.ok((await pay.horizontalOverflow()) <= 0, 'no sideways scroll at 375 px');

    // The page's own checks: both fields named, focus on the first, one alert.
    await pay.issueBoleto('Gerar boleto de R$ 104,90').click();
    assert.equal(await pay.alert.innerText(), 'Corrija os 2 campos destacados.');
    const name = pay.fullName;
    const nameId = await name.getAttribute('id');
    assert.equal(await name.getAttribute('aria-invalid'), 'true');
    assert.equal(await pay.focusedId(), nameId);
    assert.match(await pay.fieldError(nameId!).innerText(), /Informe o nome completo/);
    assert.equal(await name.getAttribute('aria-describedby'), `${nameId}-erro`);

    // The API's refusal lands next to the field its pointer names.
    await name.fill(customer.name);
    await pay.cpf.fill('123.456.789-00');
    await pay.issueBoleto('Gerar boleto de R$ 104,90').click();
    await pay.fieldError('campo-customer-cpf').waitFor();
    assert.match(await pay.fieldError('campo-customer-cpf').innerText(), /CPF inválido: dígitos verificadores não conferem/);
    assert.equal(await pay.cpf.getAttribute('aria-invalid'), 'true');
    assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'link', 'nothing was issued');

    await pay.cpf.fill(customer.cpf);
    assert.equal(await pay.cpf.getAttribute('aria-invalid'), null, 'typing clears the error');
    await pay.issueBoleto('Gerar boleto de R$ 104,90').click();
    await pay.heading('Boleto gerado').waitFor();

    const detail = (await api.get(`/v1/charge/${link.charge_id}`)).body.data;
    assert.equal(detail.status, 'waiting');
    assert.equal(detail.payment.method, 'banking_billet');
    assert.equal(detail.customer.email, 'payer@example.com');
    const barcode = detail.payment.banking_billet.barcode;
    assert.equal(await pay.typedLine.innerText(), barcode);
    assert.match(await pay.textOf(pay.outcome), new RegExp(`Pague R\\$ 104,90 até ${brDate(link.expire_at)}`));
    await pay.copyTypedLine.click();
    await pay.status('Linha digitável copiada.').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), barcode);
    const boletoLink = await pay.seeBoleto.getAttribute('href');
    const pdfLink = await pay.downloadPdf.getAttribute('href');
    assert.equal(boletoLink, detail.payment.banking_billet.link);
    assert.equal(pdfLink, detail.payment.banking_billet.pdf.charge);
    for (const [href, type] of [[boletoLink!, /^text\/html/], [pdfLink!, /^application\/pdf/]] as const) {
      const response = await page.request.get(href);
      assert.equal(response.status(), 200, href);
      assert.match(response.headers()['content-type'], type, href);
    }
    assert.equal(await pay.issueBoleto().count(), 0, 'the form is gone');
    assert.ok((await pay.horizontalOverflow()) <= 0, 'no sideways scroll with the typed line');

    // Opened again later: the same boleto, from the page's data.
    await page.reload();
    await pay.heading('Boleto gerado').waitFor();
    assert.equal(await pay.typedLine.innerText(), barcode);
    assert.equal(await pay.due.count(), 0, 'no "pague até" once chosen');

    // The policy holds: an injected inline script does not run.
    assert.equal(await pay.injectedScriptRan(), false);
    assertOnlySandbox(requested);
  },
);

suite.test('a card approved: tokenized in the page by Efí’s library against the sandbox, in installments, with the card discount', async ({ account, openUrl }) => {
  const api = await account('Loja do Cartão');
  const link = await createLink(api, { payment_method: 'credit_card', card_discount: 990 });
  const card = await testCard(api, 'visa', 'approved');
  const { page, pay, requested } = await openPaymentPage(openUrl, link.payment_url, DESKTOP);
  await pay.heading('Pagamento com cartão de crédito').waitFor();
  assert.equal(await pay.methods.count(), 0, 'one method: no choice to make');
  await pay.fillCard(card, holder, address);
  assert.match(await pay.cardNumberHint.innerText(), /Bandeira: Visa/);
  const quote = (await api.get(`/v1/installments?brand=visa&total=${10990 - 990}`)).body.data.installments;
  await pay.chooseInstallments(3);
  assert.equal(await pay.installmentOptions.count(), quote.length, 'the account’s installment plan');
  await pay.pay(`Pagar em 3x de ${money(quote[2].value)}`).click();
  await pay.heading('Pagamento aprovado').waitFor();
  assert.match(await pay.textOf(pay.outcome), /cartão final 3335/);

  const detail = (await api.get(`/v1/charge/${link.charge_id}`)).body.data;
  assert.equal(detail.status, 'approved');
  assert.equal(detail.payment.method, 'credit_card');
  assert.equal(detail.payment.credit_card.installments, 3);
  assert.equal(detail.payment.credit_card.mask, 'XXXXXXXXXXXX3335');
  assert.deepEqual(detail.payment.credit_card.address, { ...address, number: '909', complement: null });

  // The library's calls reached the sandbox's own copies of Efí's endpoints, and nothing else did.
  const paths = requested.map((url) => new URL(url).pathname);
  const code = api.accountCode;
  for (const path of ['/v1/pubkey', `/v1/card/${code}/jsonp`, `/v1/installments/${code}/jsonp`]) {
    assert.ok(paths.includes(path), `${path} requested: ${paths.join(' ')}`);
  }
  assertOnlySandbox(requested);

  // After capture the page says so.
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'paid');
  await page.reload();
  await pay.heading('Pagamento aprovado').waitFor();
  assert.match(await pay.textOf(pay.outcome), /pago/);
});

suite.test('one browser pays links of two accounts by card: each is tokenized with its own account’s key', async ({ account, openUrl }) => {
  const first = await account('Primeira Loja');
  const second = await account('Segunda Loja');
  const links = [await createLink(first, { payment_method: 'credit_card' }), await createLink(second, { payment_method: 'credit_card' })];
  const card = await testCard(first, 'elo', 'approved');
  const { page, pay } = await openPaymentPage(openUrl, links[0].payment_url);
  for (const [i, link] of links.entries()) {
    if (i > 0) await page.goto(link.payment_url);
    await pay.fillCard(card, holder, address);
    await pay.pay('Pagar R$ 109,90').click();
    await pay.heading('Pagamento aprovado').waitFor();
  }
  assert.equal((await first.get(`/v1/charge/${links[0].charge_id}`)).body.data.status, 'approved');
  assert.equal((await second.get(`/v1/charge/${links[1].charge_id}`)).body.data.status, 'approved');
});

suite.test('a card refused: the reason, and a final state — the link takes no other card', async ({ account, openUrl }) => {
  const api = await account('Loja Recusa');
  const link = await createLink(api);
  const card = await testCard(api, 'mastercard', 'refused');
  const { page, pay, requested } = await openPaymentPage(openUrl, link.payment_url);
  // By keyboard: the method radios move with the arrow keys.
  await pay.method('Boleto').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await pay.method('Cartão de crédito').isChecked(), true);
  await pay.cardForm.waitFor();
  await pay.fillCard(card, holder, address);
  assert.match(await pay.cardNumberHint.innerText(), /Mastercard/);
  assert.ok((await pay.horizontalOverflow()) <= 0, 'the card form fits 375 px');
  await pay.pay('Pagar R$ 109,90').click();
  await pay.heading('Pagamento recusado').waitFor();
  const outcome = await pay.textOf(pay.outcome);
  assert.match(outcome, /Motivo: Dados do cartão inválidos\./);
  assert.match(outcome, /não aceita outra tentativa/);
  assert.equal(await pay.pay().count(), 0, 'no second try on this link');
  assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'unpaid');
  await page.reload();
  await pay.heading('Pagamento recusado').waitFor();
  assert.match(await pay.textOf(pay.outcome), /Dados do cartão inválidos/);
  assertOnlySandbox(requested);
});

suite.test('the delivery address when the link asks for it (a company paying): required, checked, and kept with the choice', async ({ account, openUrl }) => {
  const api = await account();
  const link = await createLink(api, { payment_method: 'banking_billet', request_delivery_address: true });
  const { pay } = await openPaymentPage(openUrl, link.payment_url);
  await pay.heading('Pagamento com boleto').waitFor();
  const delivery = pay.addressGroup('delivery');
  await delivery.waitFor();
  // A company pays: corporate name and CNPJ instead of name and CPF.
  await pay.personType('Pessoa jurídica (CNPJ)').check();
  assert.equal(await pay.fullName.count(), 0);
  await pay.corporateName.fill('Oldbuck Comércio Ltda');
  await pay.cnpj.fill('11.222.333/0001-81');
  await pay.addressField('delivery', 'CEP').fill('3540');
  await pay.issueBoleto().click();
  assert.equal(await pay.alert.innerText(), 'Corrija os 6 campos destacados.');
  assert.equal(await pay.focusedId(), 'campo-delivery-zipcode');
  assert.match(await pay.fieldError('campo-delivery-zipcode').innerText(), /O CEP tem 8 dígitos/);
  assert.match(await pay.fieldError('campo-delivery-state').innerText(), /Escolha o estado/);
  assert.ok((await pay.horizontalOverflow()) <= 0, 'errors do not widen the page');
  await pay.fillAddress('delivery', address, 'Casa 2');
  await pay.issueBoleto().click();
  await pay.heading('Boleto gerado').waitFor();
  const charge = suite.sandbox.server.ctx.store.charges.find(api.accountId, link.charge_id)!;
  assert.equal(charge.status, 'waiting');
  assert.deepEqual(charge.link!.payment!.deliveryAddress, { ...address, complement: 'Casa 2' });
  assert.deepEqual(charge.customer?.juridical_person, { corporate_name: 'Oldbuck Comércio Ltda', cnpj: '11222333000181' });
});

suite.test('closed links: expired on the clock, canceled by the integrator', async ({ account, openUrl }) => {
  const api = await account('Loja Fechada');
  const expiring = await createLink(api, { expire_at: addDays(await today(api), 1) });
  const canceled = await createLink(api);
  assert.equal((await api.put(`/v1/charge/${canceled.charge_id}/cancel`)).status, 200);
  await api.post('/sandbox/v1/clock/advance', { days: 2 });
  assert.equal((await api.get(`/v1/charge/${expiring.charge_id}`)).body.data.status, 'expired');

  for (const [url, title, line] of [
    [expiring.payment_url, 'Link expirado', `Este link de pagamento expirou em ${brDate(expiring.expire_at)}.`],
    [canceled.payment_url, 'Link cancelado', 'Este link de pagamento foi cancelado por Loja Fechada.'],
  ] as const) {
    const { pay, context } = await openPaymentPage(openUrl, url);
    await pay.heading(title).waitFor();
    assert.ok((await pay.textOf(pay.outcome)).includes(line), line);
    assert.equal(await pay.forms.count(), 0, 'no form on a closed link');
    assert.ok((await pay.textOf(pay.summaryBox)).includes('R$ 109,90'), 'still says what it was for');
    assert.ok((await pay.horizontalOverflow()) <= 0);
    await context.close();
  }
});

suite.test('the link closes while the page is open: the refusal reloads it into the closed state', { allowErrors: [apiRefusal] }, async ({ account, openUrl }) => {
  const api = await account();
  const link = await createLink(api);
  const { pay } = await openPaymentPage(openUrl, link.payment_url);
  await pay.fullName.fill(customer.name);
  await pay.cpf.fill(customer.cpf);
  await api.put(`/v1/charge/${link.charge_id}/cancel`);
  await pay.issueBoleto().click();
  await pay.heading('Link cancelado').waitFor();
  assert.match(await pay.status('cancelada').innerText(), /A cobrança deste link foi cancelada/);
});

suite.test('an unknown code: a Portuguese 404 page under a policy for browsers, the error shape for API clients', { allowErrors: [documentNotFound] }, async ({ openUrl }) => {
  for (const code of ['00000000-0000-0000-0000-000000000000', 'nao-existe']) {
    const { pay, status, headers, context } = await openPaymentPage(openUrl, `${suite.url}/pagamento/${code}`);
    assert.equal(status, 404);
    assert.match(headers['content-type'], /^text\/html/);
    assert.match(headers['content-security-policy'], /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
    assert.match(headers['content-security-policy'], /frame-ancestors 'none'/);
    await pay.heading('Link de pagamento não encontrado').waitFor();
    assert.match(await pay.main.innerText(), new RegExp(`/pagamento/${code}`));
    // The inline stylesheet is the hashed one: it applied.
    assert.equal(await pay.notFoundCard.evaluate((el) => getComputedStyle(el).borderRadius), '12px');
    assert.ok((await pay.horizontalOverflow()) <= 0);
    await context.close();
  }
  const api = await request(suite.url, 'GET', '/pagamento/00000000-0000-0000-0000-000000000000');
  assert.equal(api.status, 404);
  assert.equal(api.body.error, 'route_not_found');
  // The dashboard does not take the page's paths, nor the built file's own.
  for (const path of ['/pagamento', '/pagamento/x/y', '/checkout/checkout.html']) {
    const response = await request(suite.url, 'GET', path, { headers: { accept: 'text/html' } });
    assert.equal(response.status, 404, path);
    assert.equal(response.body.error, 'route_not_found', path);
  }
});

suite.test('the payer’s choice is taken from the page’s own origin only: another site’s form post is refused', async ({ account }) => {
  const api = await account();
  const link = await createLink(api);
  const path = `${new URL(link.payment_url).pathname}/pagar`;
  const body = JSON.stringify({ payment: { banking_billet: { customer: { name: customer.name, cpf: customer.cpf } } } });
  const foreign: Array<Record<string, string>> = [
    { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
  ];
  for (const headers of foreign) {
    const refused = await rawRequest(suite.url, 'POST', path, headers, body);
    assert.equal(refused.status, 403, JSON.stringify(headers));
    assert.equal(refused.body.error, 'forbidden');
  }
  assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'link');
  const own = await rawRequest(suite.url, 'POST', path, { origin: suite.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, body);
  assert.equal(own.status, 200, own.text);
  assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'waiting');
});
