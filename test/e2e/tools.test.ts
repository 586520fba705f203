// The developer's tools around the flow: card tokens from the test cards, the request log, the
// e-mail outbox, and the account's credentials.
import assert from 'node:assert/strict';
import { request } from '../helpers/sandbox.ts';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';

const suite = await browserSuite();

suite.test('a card token generated from a test card has the shape the API accepts', async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/cartoes');
  const { cards } = dashboard;
  await cards.row('4012 0010 3844 3335').getByText('approved').waitFor();
  await cards.generateToken('visa final 3335').click();
  const token = cards.token('visa final 3335');
  await token.waitFor();
  assert.match(await token.innerText(), /^[0-9a-f]{40}$/);
  await dashboard.text('XXXXXXXXXXXX3335').waitFor();
  // Refused cards say why.
  await cards.row('4012 0010 3844 3301').getByText('refused').waitFor();
});

suite.test('the request log shows each call with its bodies, live; the outbox shows a resent boleto', async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/requisicoes');
  const { requests, emails } = dashboard;
  await requests.empty.waitFor();
  const id = await createBoleto(api, { customId: 'log-1' });
  await dashboard.page.getByRole('link', { name: '/v1/charge/one-step' }).click();
  await requests.body('requisição').getByText('"custom_id": "log-1"').waitFor();
  await requests.body('resposta').getByText(`"charge_id": ${id}`).waitFor();

  const refused = await api.post('/v1/charge', { items: [] });
  assert.equal(refused.status, 400);
  await dashboard.page.getByRole('row').filter({ hasText: 'POST' }).filter({ hasText: '/v1/charge' }).getByText('400', { exact: true }).waitFor(); // exact: a latency of "400,7 ms" holds 400 too

  assert.equal((await api.post(`/v1/charge/${id}/billet/resend`, { email: 'cliente@example.com' })).status, 200);
  await dashboard.section('emails');
  await emails.open(/cliente@example\.com/);
  await emails.subject(new RegExp(`Boleto da cobrança ${id}`)).waitFor();
  await emails.attachment(`boleto-${id}.pdf`).waitFor();
  await emails.download.waitFor();
});

suite.test('the account page shows credentials that work, and makes another account', async ({ account, open, sandbox }) => {
  const api = await account('Loja credenciais');
  const dashboard = await open(api, '#/conta');
  const { account: page } = dashboard;
  const card = page.credentials('Loja credenciais');
  await card.getByText(api.clientSecret).waitFor();
  await page.example('curl').getByText(`ID='${api.clientId}'`).waitFor();
  await page.tab('Node (gn-api-sdk-node)').click();
  await page.example('node').getByText(`constants.APIS.DEFAULT.URL.SANDBOX = '${sandbox.url}/v1'`).waitFor();
  // The account code, for the browser tokenizer, with its own snippet.
  await card.getByText(api.accountCode).waitFor();
  await card.getByRole('button', { name: 'Copiar account_code de Loja credenciais' }).click();
  assert.equal(await dashboard.clipboard(), api.accountCode);
  await page.tab('Navegador (payment-token-efi)').click();
  await page.example('browser').getByText(`.setAccount('${api.accountCode}')`).waitFor();
  await page.example('browser').getByText(`await route.fetch({ url: '${sandbox.url}' + url.pathname + url.search })`, { exact: false }).waitFor();

  await page.newAccountName.fill('Loja nova');
  await page.createAccount.click();
  const created = page.credentials('Loja nova');
  await created.waitFor();
  const listed = (await request(sandbox.url, 'GET', '/sandbox/v1/accounts')).body.accounts.find((a: { name: string }) => a.name === 'Loja nova');
  await created.getByText(listed.client_id).waitFor();
  await created.getByRole('button', { name: 'Usar no painel' }).click();
  await created.getByText('em uso no painel').waitFor();
  assert.equal(await page.picker.inputValue(), listed.client_id);
});
