// The developer's tools around the flow: card tokens from the test cards, the request log, the
// e-mail outbox, and the account's credentials.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, request } from '../helpers/sandbox.ts';
import { assertDashboardBuilt, createBoleto, launchBrowser, openDashboard } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

test('a card token generated from a test card has the shape the API accepts', async () => {
  const api = await sandbox.newAccount();
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/cartoes');
  try {
    const row = page.getByRole('row').filter({ hasText: '4012 0010 3844 3335' });
    await row.getByText('approved').waitFor();
    await page.getByRole('button', { name: 'Gerar token do cartão visa final 3335' }).click();
    const token = page.getByLabel('payment_token do cartão visa final 3335');
    await token.waitFor();
    assert.match(await token.innerText(), /^[0-9a-f]{40}$/);
    await page.getByText('XXXXXXXXXXXX3335').waitFor();
    // Refused cards say why.
    await page.getByRole('row').filter({ hasText: '4012 0010 3844 3301' }).getByText('refused').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the request log shows each call with its bodies, live; the outbox shows a resent boleto', async () => {
  const api = await sandbox.newAccount();
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/requisicoes');
  try {
    await page.getByText('Nenhuma requisição ainda.').waitFor();
    const id = await createBoleto(api, { customId: 'log-1' });
    await page.getByRole('link', { name: '/v1/charge/one-step' }).click();
    await page.getByLabel('corpo da requisição').getByText('"custom_id": "log-1"').waitFor();
    await page.getByLabel('corpo da resposta').getByText(`"charge_id": ${id}`).waitFor();

    const refused = await api.post('/v1/charge', { items: [] });
    assert.equal(refused.status, 400);
    await page.getByRole('row').filter({ hasText: 'POST' }).filter({ hasText: '/v1/charge' }).getByText('400').waitFor();

    assert.equal((await api.post(`/v1/charge/${id}/billet/resend`, { email: 'cliente@example.com' })).status, 200);
    await page.getByRole('link', { name: /^E-mails/ }).click();
    await page.getByRole('link', { name: /cliente@example\.com/ }).click();
    await page.getByRole('heading', { name: new RegExp(`Boleto da cobrança ${id}`) }).waitFor();
    await page.getByText(`boleto-${id}.pdf`, { exact: true }).last().waitFor();
    await page.getByRole('link', { name: 'Baixar' }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the account page shows credentials that work, and makes another account', async () => {
  const api = await sandbox.newAccount('Loja credenciais');
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/conta');
  try {
    const card = page.getByRole('region', { name: 'Credenciais de Loja credenciais' });
    await card.getByText(api.clientSecret).waitFor();
    await page.getByLabel('Exemplo curl').getByText(`ID='${api.clientId}'`).waitFor();
    await page.getByRole('tab', { name: 'Node (gn-api-sdk-node)' }).click();
    await page.getByLabel('Exemplo node').getByText(`constants.APIS.DEFAULT.URL.SANDBOX = '${sandbox.url}/v1'`).waitFor();
    // The account code, for the browser tokenizer, with its own snippet.
    await card.getByText(api.accountCode).waitFor();
    await card.getByRole('button', { name: 'Copiar account_code de Loja credenciais' }).click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), api.accountCode);
    await page.getByRole('tab', { name: 'Navegador (payment-token-efi)' }).click();
    await page.getByLabel('Exemplo browser').getByText(`.setAccount('${api.accountCode}')`).waitFor();
    await page.getByLabel('Exemplo browser').getByText(`await route.fetch({ url: '${sandbox.url}' + url.pathname + url.search })`, { exact: false }).waitFor();

    await page.getByLabel('Nome (opcional)').fill('Loja nova');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const created = page.getByRole('region', { name: 'Credenciais de Loja nova' });
    await created.waitFor();
    const listed = (await request(sandbox.url, 'GET', '/sandbox/v1/accounts')).body.accounts.find((a: { name: string }) => a.name === 'Loja nova');
    await created.getByText(listed.client_id).waitFor();
    await created.getByRole('button', { name: 'Usar no painel' }).click();
    await created.getByText('em uso no painel').waitFor();
    assert.equal(await page.getByLabel('Conta', { exact: true }).inputValue(), listed.client_id);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
