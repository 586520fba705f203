// The charge list as the integrator's code fills it: rows arrive without a reload, search and
// the status filter narrow it, and a charge opens onto its timeline.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { assertDashboardBuilt, chargeRow, createBoleto, launchBrowser, openCharge, openDashboard } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

test('a charge created through the API appears in the list without a reload', async () => {
  const api = await sandbox.newAccount('Loja ao vivo');
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api);
  try {
    await page.getByText('Nenhuma cobrança ainda.').waitFor();

    const first = await api.createCharge({ items: [{ name: 'Camiseta', value: 4990, amount: 2 }], metadata: { custom_id: 'pedido-ao-vivo-1' } });
    const row = chargeRow(page, first);
    await row.waitFor();
    assert.match(await row.getByRole('gridcell').nth(1).innerText(), /^nova\s+new$/);
    assert.equal(await row.getByRole('gridcell').nth(2).innerText(), 'R$\u00a099,80');
    await page.getByText('1 cobrança', { exact: true }).waitFor();

    // A boleto too, and its status change from new to waiting, both live.
    const boleto = await createBoleto(api, { customId: 'boleto-ao-vivo' });
    await chargeRow(page, boleto).getByText('waiting', { exact: true }).waitFor();
    await page.getByText('2 cobranças', { exact: true }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('search by custom_id or id and the status filter narrow the list; a charge opens onto its story', async () => {
  const api = await sandbox.newAccount();
  const plain = await api.createCharge({ items: [{ name: 'Livro', value: 3500 }], metadata: { custom_id: 'livro-77' } });
  const boleto = await createBoleto(api, { customId: 'assinatura-9' });
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api);
  try {
    await chargeRow(page, boleto).waitFor();

    await page.getByLabel('Buscar').fill('livro-77');
    await page.getByText('1 cobrança com este filtro').waitFor();
    await chargeRow(page, plain).waitFor();
    assert.equal(await chargeRow(page, boleto).count(), 0);

    await page.getByLabel('Buscar').fill(String(boleto));
    await chargeRow(page, boleto).waitFor();
    assert.equal(await chargeRow(page, plain).count(), 0);

    await page.getByLabel('Buscar').fill('');
    await page.getByLabel('Status').selectOption('waiting');
    await page.getByText('1 cobrança com este filtro').waitFor();
    await chargeRow(page, boleto).waitFor();

    await page.getByLabel('Status').selectOption('paid');
    await page.getByText('Nenhuma cobrança com este filtro.').waitFor();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByText('2 cobranças', { exact: true }).waitFor();

    await openCharge(page, boleto);
    const timeline = page.getByRole('region', { name: 'Linha do tempo' });
    await timeline.getByText('Cobrança criada').waitFor();
    await page.getByText('Linha digitável').waitFor();
    // The typed line is one click from the clipboard.
    await page.getByRole('button', { name: 'Copiar linha digitável' }).click();
    await page.getByRole('button', { name: 'Copiar linha digitável' }).getByText('Copiado').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^36490\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    // The boleto's PDF is shown inline.
    assert.match((await page.getByTitle('PDF do boleto').getAttribute('src')) ?? '', /\/boleto\/.+\.pdf#navpanes=0&/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('after its token is revoked the dashboard authorizes again by itself', async () => {
  const api = await sandbox.newAccount();
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api);
  try {
    await page.getByText('Nenhuma cobrança ainda.').waitFor();
    // Revoke every token of the account (the dashboard's too), as an expiry would.
    assert.equal((await api.call('DELETE', '/sandbox/v1/tokens')).status, 200);
    await api.authorize();
    const id = await api.createCharge();
    // The list reload that this charge triggers gets a 401, re-authorizes and retries.
    await chargeRow(page, id).waitFor();
    await page.getByRole('link', { name: `#${id}`, exact: true }).click();
    await page.getByRole('heading', { name: `Cobrança #${id}` }).waitFor();
    // The dashboard's own calls are logged apart, listed on request (dashboard=true).
    const log = (await api.get('/sandbox/v1/requests?limit=500&dashboard=true')).body.requests as Array<{ status: number; path: string }>;
    assert.ok(log.some((r) => r.status === 401 && r.path.startsWith('/sandbox/v1/')), 'the dashboard met a 401 and went on');
    // Chromium logs the refused request itself; nothing else may go wrong.
    assert.deepEqual(errors.filter((e) => !/status of 401/.test(e)), []);
  } finally {
    await close();
  }
});
