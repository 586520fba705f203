// A shop's checkout page with Efí's own browser library (payment-token-efi, its UMD build from
// node_modules, unmodified) in sandbox mode, pointed at the sandbox the way the README tells shops
// to do it in their own tests: Playwright routes the library's hard-coded
// https://cobrancas-h.api.efipay.com.br calls to the local server. The page itself lives on another
// origin (https://loja.example), so every call is a real cross-origin fetch with its CORS checks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { ApiClient } from '../helpers/sandbox.ts';
import { browserSuite, type BrowserTest } from './suite.ts';

const require = createRequire(import.meta.url);
const LIBRARY = readFileSync(require.resolve('payment-token-efi/dist/payment-token-efi-umd.min.js'), 'utf8');
const EFI_SANDBOX_HOST = 'https://cobrancas-h.api.efipay.com.br';
const SHOP = 'https://loja.example';

const CHECKOUT_HTML = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Loja Exemplo — pagamento</title>
<script src="/js/payment-token-efi-umd.min.js"></script></head>
<body><h1>Pagamento com cartão</h1></body></html>`;

const suite = await browserSuite({ dashboard: false });
const sandbox = suite.sandbox;

interface Checkout {
  page: Page;
  context: BrowserContext;
  /** Every URL the page requested, in order. */
  requested: string[];
  errors: string[];
}

/**
 * A fresh browser profile (the library keeps the public key in a cookie for an hour) with the
 * shop's page served on its own origin and Efí's sandbox host routed to this sandbox.
 */
async function openCheckout(openUrl: BrowserTest['openUrl']): Promise<Checkout> {
  const { page, context, requested, errors } = await openUrl(`${SHOP}/checkout`, {
    async context(context) {
      await context.route(`${SHOP}/**`, async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/js/payment-token-efi-umd.min.js') return route.fulfill({ contentType: 'text/javascript', body: LIBRARY });
        if (pathname === '/checkout') return route.fulfill({ contentType: 'text/html', body: CHECKOUT_HTML });
        return route.fulfill({ status: 404, body: '' });
      });
      // The recipe of the README ("Testing your own browser checkout").
      await context.route(`${EFI_SANDBOX_HOST}/**`, async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch({ url: `${sandbox.url}${url.pathname}${url.search}` });
        await route.fulfill({ response });
      });
    },
  });
  await page.waitForFunction(() => typeof (window as any).EfiPay?.CreditCard?.setAccount === 'function');
  return { page, context, requested, errors };
}

type Outcome = { ok: any } | { failed: { code: unknown; error: unknown; error_description: unknown } };

/** What a shop's checkout script does with the card form, as the library's README shows it. */
function getPaymentToken(page: Page, accountCode: string, card: Record<string, unknown>): Promise<Outcome> {
  return page.evaluate(
    async ({ accountCode, card }) => {
      try {
        const EfiPay = (window as any).EfiPay;
        const result = await EfiPay.CreditCard.setAccount(accountCode).setEnvironment('sandbox').setCreditCardData(card).getPaymentToken();
        return { ok: result };
      } catch (error: any) {
        return { failed: { code: error.code, error: error.error, error_description: error.error_description } };
      }
    },
    { accountCode, card },
  );
}

function getInstallments(page: Page, accountCode: string, brand: string, total: number): Promise<Outcome> {
  return page.evaluate(
    async ({ accountCode, brand, total }) => {
      try {
        const EfiPay = (window as any).EfiPay;
        return { ok: await EfiPay.CreditCard.setAccount(accountCode).setEnvironment('sandbox').setBrand(brand).setTotal(total).getInstallments() };
      } catch (error: any) {
        return { failed: { code: error.code, error: error.error, error_description: error.error_description } };
      }
    },
    { accountCode, brand, total },
  );
}

const year = String(new Date().getFullYear() + 3);
const visa = {
  brand: 'visa',
  number: '4012001038443335',
  cvv: '123',
  expirationMonth: '05',
  expirationYear: year,
  holderName: 'Gorbadoc Oldbuck',
  holderDocument: '94271564656',
  reuse: false,
};

/** Chromium logs each refusal the library reads (HTTP 400) as a console error; the suite's guard counts them. */
const refusals = (times: number) => ({ matches: /status of 400/, why: 'the sandbox’s deliberate refusals, read by the library', times });

function assertOnlyShopAndEfiSandbox(requested: string[]) {
  const foreign = requested.filter((url) => !url.startsWith(`${SHOP}/`) && !url.startsWith(`${EFI_SANDBOX_HOST}/`));
  assert.deepEqual(foreign, [], 'in sandbox mode the library reaches nothing but its sandbox host (no salt, no fingerprinting)');
}

suite.test("the shop's page gets a payment_token from the library, issued to the shop's account", async ({ openUrl }) => {
  const shop: ApiClient = await sandbox.newAccount('Loja Exemplo');
  const checkout = await openCheckout(openUrl);
  const outcome = await getPaymentToken(checkout.page, shop.accountCode, visa);
  assert.ok('ok' in outcome, JSON.stringify(outcome));
  const { payment_token, card_mask } = outcome.ok;
  assert.match(payment_token, /^[0-9a-f]{40}$/);
  assert.equal(card_mask, 'XXXXXXXXXXXX3335');
  assert.deepEqual(
    checkout.requested.filter((url) => url.startsWith(EFI_SANDBOX_HOST)).map((url) => new URL(url).pathname),
    ['/v1/pubkey', `/v1/card/${shop.accountCode}/jsonp`],
  );
  assertOnlyShopAndEfiSandbox(checkout.requested);

  // The account sees the browser's calls in its request log (the dashboard's "Requisições").
  const log = (await shop.get('/sandbox/v1/requests?limit=10')).body.requests;
  const card = log.find((entry: any) => entry.path.startsWith(`/v1/card/${shop.accountCode}/jsonp?data=<cifrado:`));
  assert.ok(card, JSON.stringify(log.map((entry: any) => entry.path)));
  assert.equal(card.status, 200);
  assert.match(card.response_body, new RegExp(payment_token));

  // The token is the shop's, unused, and keeps what decides the sandbox outcome (last digit 5: approved).
  const row = sandbox.server.ctx.store.paymentTokens.find(shop.accountId, payment_token);
  assert.deepEqual(row && { brand: row.brand, card_mask: row.card_mask, last_digit: row.last_digit, used_at: row.used_at }, {
    brand: 'visa',
    card_mask: 'XXXXXXXXXXXX3335',
    last_digit: 5,
    used_at: null,
  });
  // The shop's server pays with it, as it would after the checkout posts the token back.
  const paid = await shop.post('/v1/charge/one-step', {
    items: [{ name: 'Pedido da loja', value: 12990 }],
    payment: {
      credit_card: {
        payment_token,
        installments: 2,
        customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', birth: '1977-01-15' },
        billing_address: { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' },
      },
    },
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal(paid.body.data.status, 'approved');
  assert.equal(paid.body.data.installments, 2);
  const detail = (await shop.get(`/v1/charge/${paid.body.data.charge_id}`)).body.data;
  assert.equal(detail.payment.credit_card.mask, card_mask);
  const again = await shop.post('/v1/charge/one-step', { items: [{ name: 'Outro', value: 1000 }], payment: { credit_card: { payment_token, customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', birth: '1977-01-15' }, billing_address: { street: 'Rua A', number: 1, neighborhood: 'Centro', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' } } } });
  assert.equal(again.body.code, 3500018, 'the browser token is single-use');
  assert.deepEqual(checkout.errors.filter((e) => e.startsWith('pageerror')), [], 'the library throws nothing uncaught');
});

suite.test('installments through the library follow the account settings', { allowErrors: [refusals(1)] }, async ({ openUrl }) => {
  const shop = await sandbox.newAccount();
  await shop.put('/sandbox/v1/card-settings', { interest_free_installments: 3 });
  const checkout = await openCheckout(openUrl);
  const outcome = await getInstallments(checkout.page, shop.accountCode, 'mastercard', 28990);
  assert.ok('ok' in outcome, JSON.stringify(outcome));
  assert.deepEqual(outcome.ok, (await shop.get('/v1/installments?brand=mastercard&total=28990')).body.data);
  assert.equal(outcome.ok.installments.length, 12);
  assert.equal(outcome.ok.installments[2].has_interest, false);
  assert.equal(outcome.ok.installments[3].interest_percentage, 199);

  // The server's own refusal reaches the shop's code through the library (R$ 4,99 passes its R$ 3,00 check).
  const below = await getInstallments(checkout.page, shop.accountCode, 'visa', 499);
  assert.ok('failed' in below && below.failed.code === 4600036, JSON.stringify(below));
  assertOnlyShopAndEfiSandbox(checkout.requested);
});

suite.test('a refused card surfaces the sandbox error through the library', { allowErrors: [refusals(2)] }, async ({ openUrl }) => {
  const shop = await sandbox.newAccount();
  const checkout = await openCheckout(openUrl);
  // Luhn-invalid: the library's own checks (digits, length) pass, the tokenizer refuses it.
  const badNumber = await getPaymentToken(checkout.page, shop.accountCode, { ...visa, number: '4012001038443336' });
  assert.deepEqual(badNumber, { failed: { code: 3500058, error: 'invalid_card_number', error_description: 'Número de cartão inválido.' } });
  const badCvv = await getPaymentToken(checkout.page, shop.accountCode, { ...visa, brand: 'amex', number: '378282246310005', cvv: '123' });
  assert.ok('failed' in badCvv, JSON.stringify(badCvv));
  assert.deepEqual([badCvv.failed.code, badCvv.failed.error], [3500011, 'invalid_data']);
  assert.deepEqual(badCvv.failed.error_description, { property: '/cvv', message: 'O código de segurança deve ter 4 dígitos.' });
  assert.deepEqual(checkout.errors.filter((e) => e.startsWith('pageerror')), [], 'the library throws nothing uncaught');
});

suite.test('an unknown account code is refused with 3500050, for tokens and installments alike', { allowErrors: [refusals(2)] }, async ({ openUrl }) => {
  const checkout = await openCheckout(openUrl);
  const unknown = '0123456789abcdef0123456789abcdef';
  const token = await getPaymentToken(checkout.page, unknown, visa);
  assert.ok('failed' in token, JSON.stringify(token));
  assert.equal(token.failed.code, 3500050);
  assert.equal(token.failed.error, 'invalid_account_identifier');
  assert.match(String(token.failed.error_description), /Identificador de conta/);
  const installments = await getInstallments(checkout.page, unknown, 'visa', 5000);
  assert.ok('failed' in installments && installments.failed.code === 3500050, JSON.stringify(installments));
});

suite.test("the library's cached key meets another account: the refusal says to clear the cookie", { allowErrors: [refusals(1)] }, async ({ openUrl }) => {
  const first = await sandbox.newAccount();
  const second = await sandbox.newAccount();
  const checkout = await openCheckout(openUrl);
  assert.ok('ok' in (await getPaymentToken(checkout.page, first.accountCode, visa)));
  // Same browser within the hour: the library reuses the first account's key from its cookie.
  const crossed = await getPaymentToken(checkout.page, second.accountCode, visa);
  assert.ok('failed' in crossed, JSON.stringify(crossed));
  assert.equal(crossed.failed.code, 3500011);
  assert.match((crossed.failed.error_description as any).message, /H_publicKey/);
  await checkout.context.clearCookies();
  assert.ok('ok' in (await getPaymentToken(checkout.page, second.accountCode, visa)), 'a fresh key once the cookie is gone');
});

suite.test(
  "the browser's own CORS checks: another origin reads the tokenizer's answers, and nothing else",
  {
    allowErrors: [
      refusals(1),
      { matches: /blocked by CORS policy/, why: 'the three answers another origin must not read', times: 3 },
      { matches: /net::ERR_FAILED/, why: 'the same three blocked reads, as Chromium words the failed load', times: 3 },
    ],
  },
  async ({ openUrl }) => {
  // Playwright answers CORS itself for routed requests, so here the page calls the sandbox
  // directly: a shop served on http://localhost:<port>, the sandbox on http://127.0.0.1:<port>.
  const shopServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Loja</title><p>Loja</p>');
  });
  await new Promise<void>((resolve) => shopServer.listen(0, '127.0.0.1', resolve));
  const shopOrigin = `http://localhost:${(shopServer.address() as AddressInfo).port}`;
  try {
    const shop = await sandbox.newAccount();
    const { page } = await openUrl(`${shopOrigin}/checkout`);
    // As the library sends them: a plain GET, and GETs with a JSON Content-Type (not a "simple"
    // request, so the browser sends a preflight first).
    const read = (path: string, json = false) =>
      page.evaluate(
        async ({ url, json }) => {
          try {
            const response = await fetch(url, json ? { headers: { 'Content-Type': 'application/json; charset=UTF-8' } } : {});
            return { status: response.status, body: await response.json() };
          } catch (error) {
            return { blocked: String(error) };
          }
        },
        { url: `${sandbox.url}${path}`, json },
      );
    const seen = {
      pubkey: await read(`/v1/pubkey?code=${shop.accountCode}`),
      card: await read(`/v1/card/${shop.accountCode}/jsonp?data=abc`, true),
      installments: await read(`/v1/installments/${shop.accountCode}/jsonp?brand=visa&total=5000`, true),
      bearerInstallments: await read('/v1/installments?brand=visa&total=5000'),
      accounts: await read('/sandbox/v1/accounts'),
      testCards: await read('/sandbox/v1/test-cards', true),
    };
    assert.equal((seen.pubkey as any).status, 200, JSON.stringify(seen.pubkey));
    assert.match((seen.pubkey as any).body.data, /BEGIN PUBLIC KEY/);
    assert.equal((seen.card as any).status, 400, 'the preflight was granted and the refusal is readable');
    assert.equal((seen.card as any).body.code, 3500011);
    assert.equal((seen.installments as any).body.data.installments.length, 12);
    for (const name of ['bearerInstallments', 'accounts', 'testCards'] as const) {
      assert.ok('blocked' in seen[name], `${name} must stay unreadable to another origin: ${JSON.stringify(seen[name])}`);
    }
  } finally {
    await new Promise((resolve) => shopServer.close(resolve));
  }
});
