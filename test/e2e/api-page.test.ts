// The dashboard's API page: the served OpenAPI document, readable — routes by group with their
// method, summary, body schema, answer and error codes — and the JSON to download.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { assertDashboardBuilt, launchBrowser, openDashboard } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox();
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

test('the API page lists the routes by group; a route opens on its body, answer and error codes', async () => {
  const api = await sandbox.newAccount();
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/api');
  try {
    await page.getByRole('heading', { name: 'API', exact: true }).waitFor();
    const charges = page.getByRole('region', { name: 'Charges' });
    const cancel = charges.locator('summary').filter({ hasText: '/v1/charge/{id}/cancel' });
    await cancel.getByText('PUT', { exact: true }).waitFor();
    await cancel.getByText('Cancel a charge (new, waiting, unpaid or link)').waitFor();
    await page.getByRole('region', { name: 'Sandbox: clock' }).getByText('/sandbox/v1/clock/advance').waitFor();

    // The route's own refusals in a table, the shared ones in a line.
    await cancel.click();
    const own = page.getByRole('table', { name: 'erros de PUT /v1/charge/{id}/cancel' });
    await own.getByRole('row').filter({ hasText: '3500043' }).getByText('charge_status_not_cancelable').waitFor();
    await own.getByRole('row').filter({ hasText: '3500070' }).getByText('card_charge_not_cancelable').waitFor();
    await page.getByText('Também, como toda rota deste tipo:').first().getByText('property_does_not_exists').waitFor();

    // A body is shown from the schema the route validates with, with its example.
    await charges.locator('summary').filter({ hasText: /^POST\s+\/v1\/charge\s/ }).click();
    const body = page.getByRole('table', { name: 'corpo de POST /v1/charge' });
    await body.getByRole('row').filter({ hasText: 'items' }).getByText('lista (Items)').waitFor();
    await body.getByRole('row').filter({ hasText: 'notification_url' }).getByText('padrão ^https?://.+', { exact: false }).waitFor();
    await page.getByLabel('exemplo de corpo de POST /v1/charge').getByText('"custom_id": "pedido-42"', { exact: false }).waitFor();
    await page.getByRole('table', { name: 'resposta de POST /v1/charge' }).getByRole('row').filter({ hasText: 'charge_id' }).waitFor();

    // The filter finds routes by an error code they can answer.
    await page.getByLabel('Filtrar rotas').fill('4900002');
    await page.getByText('/sandbox/v1/bank/payments').waitFor();
    assert.equal(await page.locator('.api-route').count(), 1);

    // The JSON itself, to download.
    const link = page.getByRole('link', { name: 'Baixar openapi.json' });
    assert.equal(await link.getAttribute('href'), `${sandbox.url}/openapi.json`);
    const served = await page.evaluate(async (url) => (await (await fetch(url)).json()).openapi, `${sandbox.url}/openapi.json`);
    assert.equal(served, '3.1.0');

    // API_PAGE_SCREENSHOT=<file.png>: a picture of the page with a route opened, to look at.
    if (process.env.API_PAGE_SCREENSHOT) {
      await page.getByLabel('Filtrar rotas').fill('/v1/charge');
      await page.getByRole('region', { name: 'Charges' }).locator('summary').filter({ hasText: /^POST\s+\/v1\/charge\s/ }).click();
      await page.screenshot({ path: process.env.API_PAGE_SCREENSHOT, fullPage: true });
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
