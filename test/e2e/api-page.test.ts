// The dashboard's API page: the served OpenAPI document, readable — routes by group with their
// method, summary, body schema, answer and error codes — and the JSON to download.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';

const suite = await browserSuite();

suite.test('the API page lists the routes by group; a route opens on its body, answer and error codes', async ({ account, open, sandbox }) => {
  const api = await account();
  const dashboard = await open(api, '#/api');
  const { apiPage } = dashboard;
  await apiPage.heading.waitFor();
  const charges = apiPage.group('Charges');
  const cancel = apiPage.route(charges, '/v1/charge/{id}/cancel');
  await cancel.getByText('PUT', { exact: true }).waitFor();
  await cancel.getByText('Cancel a charge (new, waiting, unpaid or link)').waitFor();
  await apiPage.group('Sandbox: clock').getByText('/sandbox/v1/clock/advance').waitFor();

  // The route's own refusals in a table, the shared ones in a line.
  await cancel.click();
  const own = apiPage.table('erros de PUT /v1/charge/{id}/cancel');
  await own.getByRole('row').filter({ hasText: '3500043' }).getByText('charge_status_not_cancelable').waitFor();
  await own.getByRole('row').filter({ hasText: '3500070' }).getByText('card_charge_not_cancelable').waitFor();
  await dashboard.text('Também, como toda rota deste tipo:').first().getByText('property_does_not_exists').waitFor();

  // A body is shown from the schema the route validates with, with its example.
  await apiPage.route(charges, /^POST\s+\/v1\/charge\s/).click();
  const body = apiPage.table('corpo de POST /v1/charge');
  await body.getByRole('row').filter({ hasText: 'items' }).getByText('lista (Items)').waitFor();
  await body.getByRole('row').filter({ hasText: 'notification_url' }).getByText('padrão ^https?://.+', { exact: false }).waitFor();
  await dashboard.page.getByLabel('exemplo de corpo de POST /v1/charge').getByText('"custom_id": "pedido-42"', { exact: false }).waitFor();
  await apiPage.table('resposta de POST /v1/charge').getByRole('row').filter({ hasText: 'charge_id' }).waitFor();

  // The filter finds routes by an error code they can answer.
  // 4900002 (already paid): a boleto paid at the bank, by barcode or by Pix.
  await apiPage.filter.fill('4900002');
  await dashboard.text('/sandbox/v1/bank/payments').waitFor();
  await dashboard.text('/sandbox/v1/bank/pix').waitFor();
  assert.equal(await apiPage.routes.count(), 2);

  // The JSON itself, to download.
  assert.equal(await apiPage.download.getAttribute('href'), `${sandbox.url}/openapi.json`);
  const served = await dashboard.page.evaluate(async (url) => (await (await fetch(url)).json()).openapi, `${sandbox.url}/openapi.json`);
  assert.equal(served, '3.1.0');

  // API_PAGE_SCREENSHOT=<file.png>: a picture of the page with a route opened, to look at.
  if (process.env.API_PAGE_SCREENSHOT) {
    await apiPage.filter.fill('/v1/charge');
    await apiPage.route(charges, /^POST\s+\/v1\/charge\s/).click();
    await dashboard.page.screenshot({ path: process.env.API_PAGE_SCREENSHOT, fullPage: true });
  }
});
