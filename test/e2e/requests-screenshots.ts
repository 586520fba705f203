// Not a test: `node --import tsx test/e2e/requests-screenshots.ts` saves the Requisições page —
// filtered, with a request's detail and its curl command open, at 1440 and 1024 px — and the
// settle warning on a canceled charge to .tmp/screens/, for a person to look at.
import { createBoleto } from './helpers.ts';
import { takeScreens } from './screens.ts';

await takeScreens({ out: 'screens' }, async ({ account, open, shoot }) => {
  const api = await account('Loja Exemplo');
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
    const dashboard = await open(api, '#/requisicoes', { viewport: { width, height: 900 } });
    const { requests, page } = dashboard;
    await requests.rows.first().waitFor();
    await shoot(page, `07c-requisicoes-${width}`);
    await requests.pathLink('/v1/charge').first().click();
    await requests.copyAsCurl.waitFor();
    await requests.setTokenToggle.click();
    await shoot(page, `07d-requisicoes-detalhe-${width}`);
    await requests.failuresOnly.check();
    await requests.rows.nth(3).waitFor({ state: 'detached' });
    await shoot(page, `07e-requisicoes-falhas-${width}`);
    await requests.failuresOnly.uncheck();
    await requests.showDashboardCalls.check();
    await requests.dashboardChip().first().waitFor();
    await requests.statusFilter.fill('2xx');
    await requests.methodFilter.selectOption('GET');
    await page.waitForTimeout(600); // the debounced filter, for the picture only
    await shoot(page, `07f-requisicoes-painel-${width}`);
    await dashboard.close();
  }

  const dashboard = await open(api, `#/cobrancas/${boleto}`);
  await dashboard.charges.action('Baixar manualmente (settle)').click();
  await dashboard.text('A API real da Efí recusa esta baixa.').waitFor();
  await shoot(dashboard.page, '07g-baixa-de-cancelada');
  await dashboard.close();
});
