// The payment link's hosted page in a real browser (Debian's Chromium through playwright-core), as
// the payer opens the `payment_url` the API returned: the summary with each method's price, a
// boleto chosen (with field errors first, the page's own and the API's), a card tokenized in the
// page with Efí's library and approved, another refused, the delivery address when the link asks,
// a link expired on the clock or canceled, an unknown code — under the page's Content-Security-
// Policy, with nothing requested from anywhere but the sandbox, no console error, and nothing
// scrolling sideways at 375 px.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, request, type ApiClient } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { DASHBOARD_DIR, addDays, customer, launchBrowser, today } from './helpers.ts';

if (!existsSync(`${DASHBOARD_DIR}checkout/checkout.html`)) {
  throw new Error(`the payment page is not built (${DASHBOARD_DIR}checkout/checkout.html missing): run npm run build:renderer first`);
}

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser: Browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const address = { zipcode: '35400000', street: 'Avenida Juscelino Kubitschek', number: '909', neighborhood: 'Bauxita', city: 'Ouro Preto', state: 'MG' };

interface Opened {
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  errors: string[];
  /** Every URL the page requested. */
  requested: string[];
  status: number;
  headers: Record<string, string>;
  close(): Promise<void>;
}

async function openPaymentPage(url: string, viewport = PHONE): Promise<Opened> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: sandbox.url });
  // Init scripts run outside the page's policy: they only listen for what the policy refuses.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requested: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (req) => requested.push(req.url()));
  const response = await page.goto(url);
  return { page, errors, requested, status: response!.status(), headers: response!.headers(), close: () => context.close() };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

function assertOnlySandbox(requested: string[]) {
  const foreign = requested.filter((url) => !url.startsWith(`${sandbox.url}/`) && !url.startsWith('data:'));
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
/** Intl's BRL has a non-breaking space after R$. */
const text = async (page: Page, selector: string) => (await page.locator(selector).innerText()).replace(/\u00a0/g, ' ');

async function fillAddress(page: Page, group: string) {
  const fieldset = page.getByRole('group', { name: group });
  await fieldset.getByLabel('CEP').fill(address.zipcode);
  await fieldset.getByLabel('Rua').fill(address.street);
  await fieldset.getByLabel('Número').fill(address.number);
  await fieldset.getByLabel('Bairro').fill(address.neighborhood);
  await fieldset.getByLabel('Cidade').fill(address.city);
  await fieldset.getByLabel('Estado').selectOption(address.state);
}

async function testCard(api: ApiClient, brand: string, outcome: 'approved' | 'refused') {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === brand && c.outcome === outcome && (outcome === 'approved' || c.number.endsWith('1')))!;
  assert.ok(card, `a ${outcome} ${brand} test card`);
  return card;
}

async function fillCard(page: Page, card: Record<string, string>) {
  await page.getByLabel('Número do cartão').fill(card.number);
  await page.getByLabel('Nome impresso no cartão').fill('GORBADOC OLDBUCK');
  await page.getByLabel('Validade').fill(`${card.expiration_month}/${card.expiration_year.slice(2)}`);
  await page.getByLabel('CVV').fill(card.cvv);
  const holder = page.getByRole('group', { name: 'Titular do cartão' });
  await holder.getByLabel('Nome completo').fill(customer.name);
  await holder.getByLabel('CPF', { exact: true }).fill(customer.cpf);
  await holder.getByLabel('Data de nascimento').fill('1977-01-15');
  await holder.getByLabel('E-mail').fill(customer.email);
  await fillAddress(page, 'Endereço de cobrança');
}

test('the page is served with its policy; the payer sees the summary and pays by boleto after fixing the form', async () => {
  const api = await sandbox.newAccount('Loja Exemplo');
  const link = await createLink(api, { billet_discount: 500, message: 'Obrigado pela compra!\nRetire na loja em até 5 dias.' }, { customer: { email: 'payer@example.com' } });
  const opened = await openPaymentPage(link.payment_url);
  const { page } = opened;
  try {
    assert.equal(opened.status, 200);
    assert.match(opened.headers['content-type'], /^text\/html/);
    assert.equal(opened.headers['content-security-policy'], CSP);
    assert.equal(opened.headers['x-content-type-options'], 'nosniff');

    await page.getByRole('heading', { level: 1, name: 'Loja Exemplo' }).waitFor();
    assert.equal((await page.title()).replace(/\u00a0/g, ' '), 'Pagamento para Loja Exemplo — R$ 109,90');
    assert.match(await text(page, '.co-due'), new RegExp(`Pague até ${brDate(link.expire_at)}`));
    const summary = page.getByRole('complementary', { name: 'Resumo da cobrança' });
    const summaryText = (await summary.innerText()).replace(/\u00a0/g, ' ');
    for (const fact of ['Camiseta', '2 × Caneca', 'R$ 50,00', 'Total', 'R$ 109,90', 'No boleto', 'R$ 104,90', 'R$ 5,00 de desconto', 'No cartão', 'Obrigado pela compra!', 'Retire na loja']) {
      assert.ok(summaryText.includes(fact), `the summary shows ${fact}: ${summaryText}`);
    }
    const methods = page.getByRole('group', { name: 'Forma de pagamento' });
    assert.equal(await methods.getByRole('radio', { name: /Boleto/ }).isChecked(), true);
    assert.equal(await methods.getByRole('radio', { name: /Cartão de crédito/ }).isChecked(), false);
    assert.equal(await page.getByRole('group', { name: 'Endereço de entrega' }).count(), 0, 'no delivery address unless the link asks');
    assert.equal(await page.getByLabel('E-mail').inputValue(), 'payer@example.com', 'prefilled from one-step’s customer.email');
    assert.ok((await horizontalOverflow(page)) <= 0, 'no sideways scroll at 375 px');

    // The page's own checks: both fields named, focus on the first, one alert.
    await page.getByRole('button', { name: 'Gerar boleto de R$ 104,90' }).click();
    assert.equal(await page.getByRole('alert').innerText(), 'Corrija os 2 campos destacados.');
    const name = page.getByLabel('Nome completo');
    assert.equal(await name.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.id), await name.getAttribute('id'));
    assert.match(await page.locator(`#${await name.getAttribute('id')}-erro`).innerText(), /Informe o nome completo/);
    assert.equal(await name.getAttribute('aria-describedby'), `${await name.getAttribute('id')}-erro`);

    // The API's refusal lands next to the field its pointer names.
    await name.fill(customer.name);
    await page.getByLabel('CPF', { exact: true }).fill('123.456.789-00');
    await page.getByRole('button', { name: 'Gerar boleto de R$ 104,90' }).click();
    await page.locator('#campo-customer-cpf-erro').waitFor();
    assert.match(await page.locator('#campo-customer-cpf-erro').innerText(), /CPF inválido: dígitos verificadores não conferem/);
    assert.equal(await page.getByLabel('CPF', { exact: true }).getAttribute('aria-invalid'), 'true');
    assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'link', 'nothing was issued');

    await page.getByLabel('CPF', { exact: true }).fill(customer.cpf);
    assert.equal(await page.getByLabel('CPF', { exact: true }).getAttribute('aria-invalid'), null, 'typing clears the error');
    await page.getByRole('button', { name: 'Gerar boleto de R$ 104,90' }).click();
    await page.getByRole('heading', { name: 'Boleto gerado' }).waitFor();

    const detail = (await api.get(`/v1/charge/${link.charge_id}`)).body.data;
    assert.equal(detail.status, 'waiting');
    assert.equal(detail.payment.method, 'banking_billet');
    assert.equal(detail.customer.email, 'payer@example.com');
    const barcode = detail.payment.banking_billet.barcode;
    assert.equal(await page.locator('.co-typed-line').innerText(), barcode);
    assert.match(await text(page, '.co-outcome'), new RegExp(`Pague R\\$ 104,90 até ${brDate(link.expire_at)}`));
    await page.getByRole('button', { name: 'Copiar linha digitável' }).click();
    await page.getByRole('status').filter({ hasText: 'Linha digitável copiada.' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), barcode);
    const boletoLink = await page.getByRole('link', { name: 'Ver boleto' }).getAttribute('href');
    const pdfLink = await page.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href');
    assert.equal(boletoLink, detail.payment.banking_billet.link);
    assert.equal(pdfLink, detail.payment.banking_billet.pdf.charge);
    for (const [href, type] of [[boletoLink!, /^text\/html/], [pdfLink!, /^application\/pdf/]] as const) {
      const response = await page.request.get(href);
      assert.equal(response.status(), 200, href);
      assert.match(response.headers()['content-type'], type, href);
    }
    assert.equal(await page.getByRole('button', { name: /Gerar boleto/ }).count(), 0, 'the form is gone');
    assert.ok((await horizontalOverflow(page)) <= 0, 'no sideways scroll with the typed line');

    // Opened again later: the same boleto, from the page's data.
    await page.reload();
    await page.getByRole('heading', { name: 'Boleto gerado' }).waitFor();
    assert.equal(await page.locator('.co-typed-line').innerText(), barcode);
    assert.equal(await page.locator('.co-due').count(), 0, 'no "pague até" once chosen');

    // The policy holds: an injected inline script does not run.
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    assert.equal(injected, false);
    assertOnlySandbox(opened.requested);
  } finally {
    await opened.close();
  }
  // Chromium logs the API's deliberate 400 (the invalid CPF) and the refused injection; nothing else.
  const unexpected = opened.errors.filter((e) => !/status of 400/.test(e) && !/inline script|script-src-elem/.test(e));
  assert.deepEqual(unexpected, []);
  assert.equal(opened.errors.filter((e) => /status of 400/.test(e)).length, 1);
});

test('a card approved: tokenized in the page by Efí’s library against the sandbox, in installments, with the card discount', async () => {
  const api = await sandbox.newAccount('Loja do Cartão');
  const link = await createLink(api, { payment_method: 'credit_card', card_discount: 990 });
  const card = await testCard(api, 'visa', 'approved');
  const opened = await openPaymentPage(link.payment_url, DESKTOP);
  const { page } = opened;
  try {
    await page.getByRole('heading', { name: 'Pagamento com cartão de crédito' }).waitFor();
    assert.equal(await page.getByRole('group', { name: 'Forma de pagamento' }).count(), 0, 'one method: no choice to make');
    await fillCard(page, card);
    assert.match(await page.locator('#campo-card-number-dica').innerText(), /Bandeira: Visa/);
    const installments = page.getByLabel('Parcelas');
    await installments.locator('option[value="3"]').waitFor({ state: 'attached' });
    const quote = (await api.get(`/v1/installments?brand=visa&total=${10990 - 990}`)).body.data.installments;
    assert.equal(await installments.locator('option').count(), quote.length, 'the account’s installment plan');
    await installments.selectOption('3');
    await page.getByRole('button', { name: `Pagar em 3x de ${money(quote[2].value)}` }).click();
    await page.getByRole('heading', { name: 'Pagamento aprovado' }).waitFor();
    assert.match(await text(page, '.co-outcome'), /cartão final 3335/);

    const detail = (await api.get(`/v1/charge/${link.charge_id}`)).body.data;
    assert.equal(detail.status, 'approved');
    assert.equal(detail.payment.method, 'credit_card');
    assert.equal(detail.payment.credit_card.installments, 3);
    assert.equal(detail.payment.credit_card.mask, 'XXXXXXXXXXXX3335');
    assert.deepEqual(detail.payment.credit_card.address, { ...address, number: '909', complement: null });

    // The library's calls reached the sandbox's own copies of Efí's endpoints, and nothing else did.
    const paths = opened.requested.map((url) => new URL(url).pathname);
    const account = api.accountCode;
    for (const path of ['/v1/pubkey', `/v1/card/${account}/jsonp`, `/v1/installments/${account}/jsonp`]) {
      assert.ok(paths.includes(path), `${path} requested: ${paths.join(' ')}`);
    }
    assertOnlySandbox(opened.requested);

    // After capture the page says so.
    await api.post('/sandbox/v1/clock/advance', { days: 1 });
    assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'paid');
    await page.reload();
    await page.getByRole('heading', { name: 'Pagamento aprovado' }).waitFor();
    assert.match(await text(page, '.co-outcome'), /pago/);
  } finally {
    await opened.close();
  }
  assert.deepEqual(opened.errors, []);
});

test('one browser pays links of two accounts by card: each is tokenized with its own account’s key', async () => {
  const first = await sandbox.newAccount('Primeira Loja');
  const second = await sandbox.newAccount('Segunda Loja');
  const links = [await createLink(first, { payment_method: 'credit_card' }), await createLink(second, { payment_method: 'credit_card' })];
  const card = await testCard(first, 'elo', 'approved');
  const opened = await openPaymentPage(links[0].payment_url);
  const { page } = opened;
  try {
    for (const [i, link] of links.entries()) {
      if (i > 0) await page.goto(link.payment_url);
      await fillCard(page, card);
      await page.getByRole('button', { name: 'Pagar R$ 109,90' }).click();
      await page.getByRole('heading', { name: 'Pagamento aprovado' }).waitFor();
    }
    assert.equal((await first.get(`/v1/charge/${links[0].charge_id}`)).body.data.status, 'approved');
    assert.equal((await second.get(`/v1/charge/${links[1].charge_id}`)).body.data.status, 'approved');
  } finally {
    await opened.close();
  }
  assert.deepEqual(opened.errors, []);
});

test('a card refused: the reason, and a final state — the link takes no other card', async () => {
  const api = await sandbox.newAccount('Loja Recusa');
  const link = await createLink(api);
  const card = await testCard(api, 'mastercard', 'refused');
  const opened = await openPaymentPage(link.payment_url);
  const { page } = opened;
  try {
    // By keyboard: the method radios move with the arrow keys.
    const boleto = page.getByRole('radio', { name: /Boleto/ });
    await boleto.focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByRole('radio', { name: /Cartão de crédito/ }).isChecked(), true);
    await page.getByRole('form', { name: 'Pagar com cartão de crédito' }).waitFor();
    await fillCard(page, card);
    assert.match(await page.locator('#campo-card-number-dica').innerText(), /Mastercard/);
    assert.ok((await horizontalOverflow(page)) <= 0, 'the card form fits 375 px');
    await page.getByRole('button', { name: 'Pagar R$ 109,90' }).click();
    await page.getByRole('heading', { name: 'Pagamento recusado' }).waitFor();
    const outcome = await text(page, '.co-outcome');
    assert.match(outcome, /Motivo: Dados do cartão inválidos\./);
    assert.match(outcome, /não aceita outra tentativa/);
    assert.equal(await page.getByRole('button', { name: /Pagar/ }).count(), 0, 'no second try on this link');
    assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'unpaid');
    await page.reload();
    await page.getByRole('heading', { name: 'Pagamento recusado' }).waitFor();
    assert.match(await text(page, '.co-outcome'), /Dados do cartão inválidos/);
    assertOnlySandbox(opened.requested);
  } finally {
    await opened.close();
  }
  assert.deepEqual(opened.errors, []);
});

test('the delivery address when the link asks for it (a company paying): required, checked, and kept with the choice', async () => {
  const api = await sandbox.newAccount();
  const link = await createLink(api, { payment_method: 'banking_billet', request_delivery_address: true });
  const opened = await openPaymentPage(link.payment_url);
  const { page } = opened;
  try {
    await page.getByRole('heading', { name: 'Pagamento com boleto' }).waitFor();
    const delivery = page.getByRole('group', { name: 'Endereço de entrega' });
    await delivery.waitFor();
    // A company pays: corporate name and CNPJ instead of name and CPF.
    await page.getByRole('radio', { name: 'Pessoa jurídica (CNPJ)' }).check();
    assert.equal(await page.getByLabel('Nome completo').count(), 0);
    await page.getByLabel('Razão social').fill('Oldbuck Comércio Ltda');
    await page.getByLabel('CNPJ', { exact: true }).fill('11.222.333/0001-81');
    await delivery.getByLabel('CEP').fill('3540');
    await page.getByRole('button', { name: /Gerar boleto/ }).click();
    assert.equal(await page.getByRole('alert').innerText(), 'Corrija os 6 campos destacados.');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'campo-delivery-zipcode');
    assert.match(await page.locator('#campo-delivery-zipcode-erro').innerText(), /O CEP tem 8 dígitos/);
    assert.match(await page.locator('#campo-delivery-state-erro').innerText(), /Escolha o estado/);
    assert.ok((await horizontalOverflow(page)) <= 0, 'errors do not widen the page');
    await fillAddress(page, 'Endereço de entrega');
    await delivery.getByLabel('Complemento').fill('Casa 2');
    await page.getByRole('button', { name: /Gerar boleto/ }).click();
    await page.getByRole('heading', { name: 'Boleto gerado' }).waitFor();
    const charge = sandbox.server.ctx.store.charges.find(api.accountId, link.charge_id)!;
    assert.equal(charge.status, 'waiting');
    assert.deepEqual(charge.link!.payment!.deliveryAddress, { ...address, complement: 'Casa 2' });
    assert.deepEqual(charge.customer?.juridical_person, { corporate_name: 'Oldbuck Comércio Ltda', cnpj: '11222333000181' });
  } finally {
    await opened.close();
  }
  assert.deepEqual(opened.errors, []);
});

test('closed links: expired on the clock, canceled by the integrator', async () => {
  const api = await sandbox.newAccount('Loja Fechada');
  const expiring = await createLink(api, { expire_at: addDays(await today(api), 1) });
  const canceled = await createLink(api);
  assert.equal((await api.put(`/v1/charge/${canceled.charge_id}/cancel`)).status, 200);
  await api.post('/sandbox/v1/clock/advance', { days: 2 });
  assert.equal((await api.get(`/v1/charge/${expiring.charge_id}`)).body.data.status, 'expired');

  for (const [url, title, line] of [
    [expiring.payment_url, 'Link expirado', `Este link de pagamento expirou em ${brDate(expiring.expire_at)}.`],
    [canceled.payment_url, 'Link cancelado', 'Este link de pagamento foi cancelado por Loja Fechada.'],
  ] as const) {
    const opened = await openPaymentPage(url);
    try {
      await opened.page.getByRole('heading', { name: title }).waitFor();
      assert.ok((await text(opened.page, '.co-outcome')).includes(line), line);
      assert.equal(await opened.page.getByRole('form').count(), 0, 'no form on a closed link');
      assert.ok((await text(opened.page, '.co-summary')).includes('R$ 109,90'), 'still says what it was for');
      assert.ok((await horizontalOverflow(opened.page)) <= 0);
    } finally {
      await opened.close();
    }
    assert.deepEqual(opened.errors, []);
  }
});

test('the link closes while the page is open: the refusal reloads it into the closed state', async () => {
  const api = await sandbox.newAccount();
  const link = await createLink(api);
  const opened = await openPaymentPage(link.payment_url);
  const { page } = opened;
  try {
    await page.getByLabel('Nome completo').fill(customer.name);
    await page.getByLabel('CPF', { exact: true }).fill(customer.cpf);
    await api.put(`/v1/charge/${link.charge_id}/cancel`);
    await page.getByRole('button', { name: /Gerar boleto/ }).click();
    await page.getByRole('heading', { name: 'Link cancelado' }).waitFor();
    assert.match(await page.getByRole('status').filter({ hasText: 'cancelada' }).innerText(), /A cobrança deste link foi cancelada/);
  } finally {
    await opened.close();
  }
  assert.deepEqual(opened.errors.filter((e) => !/status of 400/.test(e)), []);
});

test('an unknown code: a Portuguese 404 page under a policy for browsers, the error shape for API clients', async () => {
  for (const code of ['00000000-0000-0000-0000-000000000000', 'nao-existe']) {
    const opened = await openPaymentPage(`${sandbox.url}/pagamento/${code}`);
    try {
      assert.equal(opened.status, 404);
      assert.match(opened.headers['content-type'], /^text\/html/);
      assert.match(opened.headers['content-security-policy'], /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
      assert.match(opened.headers['content-security-policy'], /frame-ancestors 'none'/);
      await opened.page.getByRole('heading', { name: 'Link de pagamento não encontrado' }).waitFor();
      assert.match(await opened.page.locator('main').innerText(), new RegExp(`/pagamento/${code}`));
      // The inline stylesheet is the hashed one: it applied.
      assert.equal(await opened.page.locator('.card').evaluate((el) => getComputedStyle(el).borderRadius), '12px');
      assert.ok((await horizontalOverflow(opened.page)) <= 0);
    } finally {
      await opened.close();
    }
    // Chromium logs the document's own 404; nothing else.
    assert.deepEqual(opened.errors.filter((e) => !/status of 404/.test(e)), []);
  }
  const api = await request(sandbox.url, 'GET', '/pagamento/00000000-0000-0000-0000-000000000000');
  assert.equal(api.status, 404);
  assert.equal(api.body.error, 'route_not_found');
  // The dashboard does not take the page's paths, nor the built file's own.
  for (const path of ['/pagamento', '/pagamento/x/y', '/checkout/checkout.html']) {
    const response = await request(sandbox.url, 'GET', path, { headers: { accept: 'text/html' } });
    assert.equal(response.status, 404, path);
    assert.equal(response.body.error, 'route_not_found', path);
  }
});

test('the payer’s choice is taken from the page’s own origin only: another site’s form post is refused', async () => {
  const api = await sandbox.newAccount();
  const link = await createLink(api);
  const path = `${new URL(link.payment_url).pathname}/pagar`;
  const body = JSON.stringify({ payment: { banking_billet: { customer: { name: customer.name, cpf: customer.cpf } } } });
  const foreign: Array<Record<string, string>> = [
    { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
  ];
  for (const headers of foreign) {
    const refused = await rawRequest(sandbox.url, 'POST', path, headers, body);
    assert.equal(refused.status, 403, JSON.stringify(headers));
    assert.equal(refused.body.error, 'forbidden');
  }
  assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'link');
  const own = await rawRequest(sandbox.url, 'POST', path, { origin: sandbox.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, body);
  assert.equal(own.status, 200, own.text);
  assert.equal((await api.get(`/v1/charge/${link.charge_id}`)).body.data.status, 'waiting');
});
