// Not a test: `node --import tsx test/e2e/requests-screenshots.ts` saves the Requisições page —
// filtered, with a request's detail and its curl command open, at 1440 and 1024 px — and the
// settle warning on a canceled charge to .tmp/screens/, for a person to look at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../helpers/sandbox.ts';
import { assertDashboardBuilt, createBoleto, launchBrowser, openDashboard } from './helpers.ts';

const OUT = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
mkdirSync(OUT, { recursive: true });
assertDashboardBuilt();

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
try {
  const api = await sandbox.newAccount('Loja Exemplo');
  await api.post('/sandbox/v1/clock/advance', { days: 3, hours: 5 });
  await api.post('/v1/charge', { items: [] });
  const id = await api.createCharge({ items: [{ name: 'Camiseta', value: 5990, amount: 2 }], metadata: { custom_id: 'pedido-1001' } });
  const boleto = await createBoleto(api, { customId: 'pedido-1002' });
  await api.get(`/v1/charge/${id}`);
  await api.get('/v1/charge/999999999');
  await api.put(`/v1/charge/${boleto}/cancel`);
  await api.post('/sandbox/v1/faults', { route: 'GET /v1/charge/:id', fault: 'error_503', times: 1 });
  await api.get(`/v1/charge/${id}`);
  await api.get('/sandbox/v1/clock');

  for (const width of [1440, 1024]) {
    const { page, close } = await openDashboard(browser, sandbox.url, api, '#/requisicoes', { width, height: 900 });
    await page.locator('.requests-table tbody tr').first().waitFor();
    await page.screenshot({ path: `${OUT}07c-requisicoes-${width}.png` });
    await page.getByRole('link', { name: '/v1/charge', exact: true }).first().click();
    await page.getByRole('button', { name: 'Copiar como curl' }).waitFor();
    await page.getByText('Definir $TOKEN').click();
    await page.screenshot({ path: `${OUT}07d-requisicoes-detalhe-${width}.png` });
    await page.getByLabel('Somente falhas').check();
    await page.locator('.requests-table tbody tr').nth(3).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${OUT}07e-requisicoes-falhas-${width}.png` });
    await page.getByLabel('Somente falhas').uncheck();
    await page.getByLabel('Mostrar chamadas do painel').check();
    await page.locator('.request-dashboard-chip').first().waitFor();
    await page.getByLabel('Status', { exact: true }).fill('2xx');
    await page.getByLabel('Método', { exact: true }).selectOption('GET');
    await page.waitForTimeout(600); // the debounced filter, for the picture only
    await page.screenshot({ path: `${OUT}07f-requisicoes-painel-${width}.png` });
    await close();
  }

  const { page, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${boleto}`);
  await page.getByRole('button', { name: 'Baixar manualmente (settle)' }).click();
  await page.getByText('A API real da Efí recusa esta baixa.').waitFor();
  await page.screenshot({ path: `${OUT}07g-baixa-de-cancelada.png` });
  await close();
  console.log(`screens in ${OUT}`);
} finally {
  await browser.close();
  await sandbox.close();
}
