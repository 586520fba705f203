// The Homologação page: a client that sends an amount as a decimal sees that check failed, in
// words and colour, with the request that failed it one click away; one that sent custom_id sees
// that check passed; a later start leaves both out; the JUnit file downloads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserSuite } from './suite.ts';

const suite = await browserSuite();

suite.test('a failed check shows as failed, and its evidence opens the request that failed it', async ({ account, open }) => {
  const api = await account();
  // The integration under test: one charge in cents with a custom_id, one sent in reais.
  assert.equal((await api.post('/v1/charge', { items: [{ name: 'Camiseta', value: 5990 }], metadata: { custom_id: 'pedido-1' } })).status, 200);
  const refused = await api.post('/v1/charge', { items: [{ name: 'Camiseta', value: 59.9 }], metadata: { custom_id: 'pedido-2' } });
  assert.equal(refused.status, 400);
  const [logged] = (await api.get('/sandbox/v1/requests?limit=1')).body.requests;

  const dashboard = await open(api, '#/cobrancas');
  await dashboard.section('report');
  const { report } = dashboard;
  await report.heading.waitFor();
  await report.status('inputs.amounts_in_cents').getByText('falhou').waitFor();
  await report.status('inputs.custom_id').getByText('passou').waitFor();
  await report.status('callbacks.redirects').getByText('não exercitado').waitFor();
  // The colour follows the status (a tinted chip), not only the word.
  const [failColour, passColour] = await Promise.all(
    ['inputs.amounts_in_cents', 'inputs.custom_id'].map((id) => report.status(id).evaluate((el) => getComputedStyle(el).backgroundColor)),
  );
  assert.notEqual(failColour, passColour);

  await report.evidence('inputs.amounts_in_cents', `Requisição #${logged.id}`).click();
  await dashboard.requests.detail.waitFor();
  assert.match(dashboard.page.url(), new RegExp(`#/requisicoes/${logged.id}$`));
  await dashboard.requests.detail.getByText('/v1/charge').first().waitFor();

  // A start after these calls: nothing of them is read.
  await dashboard.section('report');
  await report.sinceMoment.check();
  await report.momentInput.fill(localMinute(Date.now() + 2 * 60_000));
  await report.status('inputs.amounts_in_cents').getByText('não exercitado').waitFor();
  await report.sinceReset.check();
  await report.status('inputs.amounts_in_cents').getByText('falhou').waitFor();

  // The JUnit file, as CI would publish it.
  const downloading = dashboard.page.waitForEvent('download');
  await report.download('JUnit XML').click();
  const junit = readFileSync(await (await downloading).path(), 'utf8');
  assert.match(junit, /<testcase [^>]*name="inputs\.amounts_in_cents:[^"]*">\s*<failure/);
});

/** `YYYY-MM-DDTHH:MM` in the browser's zone (the suite's Chromium runs in this process's zone). */
function localMinute(ms: number): string {
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
