// The 3-D Secure challenge in a real browser (Debian's Chromium through playwright-core), as a
// payer meets it: the merchant's checkout (another site, a local server) renders the form_data of
// the POST /v2/charge/card answer and posts it to the sandbox's challenge page; the payer passes
// the challenge and lands back on the merchant's challenge_callback_url — every Content-Security-
// Policy violation logged as a console error, so the suite's guard fails on one.
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import type { ApiClient } from '../helpers/sandbox.ts';
import { browserSuite } from './suite.ts';

const suite = await browserSuite({ dashboard: false });

interface FormData {
  method: string;
  action_url: string;
  creq: string;
  threeDSSessionData: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The merchant's site: its checkout renders the challenge form (PHP SDK example, option B); its callback thanks the payer. */
async function merchantSite() {
  let form: FormData | null = null;
  const send = (res: ServerResponse, html: string) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Loja</title></head><body>${html}</body></html>`);
  };
  const site = await suite.receiver((call, res) => {
    if (call.path.startsWith('/checkout') && form) {
      return send(
        res,
        `<h1>Aguarde, vamos ao seu banco</h1><form method="${escape(form.method)}" action="${escape(form.action_url)}">` +
          `<input type="hidden" name="creq" value="${escape(form.creq)}"><input type="hidden" name="threeDSSessionData" value="${escape(form.threeDSSessionData)}">` +
          '<button type="submit">Continuar para o banco</button></form>',
      );
    }
    if (call.path.startsWith('/retorno')) return send(res, '<h1>Pedido recebido</h1>');
    // Anything else the browser asks for (its favicon): nothing, without an error to log.
    res.statusCode = 204;
    res.end();
  });
  const origin = new URL(site.url).origin;
  return { site, origin, showForm: (data: FormData) => (form = data) };
}

async function challengeCardToken(api: ApiClient): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string | boolean>>;
  const card = cards.find((c) => c.brand === 'mastercard' && String(c.number).endsWith('9'));
  assert.ok(card, 'a mastercard test card that asks for a challenge');
  const issued = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  return issued.body.payment_token;
}

suite.test('the payer passes the challenge on the sandbox\'s page and lands on the merchant\'s callback URL', async ({ account, openUrl }) => {
  const api = await account('Loja 3DS');
  const merchant = await merchantSite();
  const callbackUrl = `${merchant.origin}/retorno?pedido=42`;
  const answer = await api.post('/v2/charge/card', {
    items: [{ name: 'Camiseta', value: 5990, amount: 1 }],
    customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523', email: 'oldbuck@example.com' },
    payment_token: await challengeCardToken(api),
    tds_info: { tds_identifier: '3f1c2a9e-6b7d-4e21-9a55-0c8d7e6f5a41', challenge_callback_url: callbackUrl },
  });
  assert.equal(answer.body.status, 'waiting', JSON.stringify(answer.body));
  merchant.showForm(answer.body.tds_challenge.form_data);

  const { page, requested } = await openUrl(`${merchant.origin}/checkout`, { reportCsp: true });
  await page.getByRole('button', { name: 'Continuar para o banco' }).click();
  await page.waitForURL(answer.body.tds_challenge.form_data.action_url);
  await page.getByRole('heading', { name: 'Autenticação 3D Secure' }).waitFor();
  await page.getByText('Loja 3DS').waitFor();
  await page.getByText('R$ 59,90').waitFor();

  await page.getByRole('button', { name: 'Confirmar compra' }).click();
  await page.waitForURL(callbackUrl);
  await page.getByRole('heading', { name: 'Pedido recebido' }).waitFor();

  assert.equal((await api.get(`/v1/charge/${answer.body.charge_id}`)).body.data.status, 'approved');
  const foreign = requested.filter((url) => !url.startsWith(`${suite.url}/`) && !url.startsWith(`${merchant.origin}/`) && !url.startsWith('data:'));
  assert.deepEqual(foreign, [], 'the pages talk only to the sandbox and the merchant');
});
