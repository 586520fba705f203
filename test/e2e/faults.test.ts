// The Falhas page: rules made and removed from the dashboard, the integrator's calls and
// callbacks meeting them, the marks in the request log and the charge timeline, and the report.
import assert from 'node:assert/strict';
import { waitFor } from '../helpers/receiver.ts';
import { browserSuite } from './suite.ts';

const suite = await browserSuite();

suite.test('a rule made on the Falhas page breaks the next call; the log, the timeline and the rule list show it', async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/falhas');
  const { faults } = dashboard;
  await faults.heading.waitFor();
  await faults.noRules.waitFor();

  await faults.route.selectOption('POST /v1/charge');
  await faults.fault.selectOption({ label: 'Erro 500' });
  await faults.afterExecuting.check();
  await faults.times.fill('1');
  await faults.create.click();
  const row = faults.rule('POST /v1/charge');
  await row.getByText('ativa').waitFor();
  await row.getByText('Erro 500 · depois').waitFor();

  // The integrator's code meets the rule.
  const answered = await api.post('/v1/charge', { items: [{ name: 'Produto', value: 1000 }] });
  assert.equal(answered.status, 500);
  await row.getByText('esgotada').waitFor();
  const [rule] = (await api.get('/sandbox/v1/faults')).body.rules;
  assert.deepEqual([rule.route, rule.fault, rule.when, rule.hits, rule.spent], ['POST /v1/charge', 'error_500', 'after', 1, true]);

  await dashboard.section('requests');
  const logged = dashboard.requests.rows.filter({ hasText: '/v1/charge' }).filter({ hasText: 'falha injetada: Erro 500 (depois)' });
  await logged.getByRole('link', { name: '/v1/charge' }).click();
  await dashboard.text('A requisição foi executada e gravada (o sandbox respondeu HTTP 200); o cliente recebeu a falha no lugar.').waitFor();

  // The charge exists although the client got a 500: its timeline says what happened.
  const [charge] = (await api.get('/sandbox/v1/charges?limit=1')).body.charges;
  await dashboard.goto(`#/cobrancas/${charge.charge_id ?? charge.id}`);
  await faults.timelineFault.getByText('erro 500 em POST /v1/charge').waitFor();
  await faults.timelineFault.getByText(/depois: a requisição foi executada e gravada/).waitFor();

  await dashboard.goto('#/falhas');
  await faults.remove(rule.id).click();
  await faults.noRules.waitFor();
  assert.deepEqual((await api.get('/sandbox/v1/faults')).body.rules, []);
});

suite.test(
  'a duplicate-callback rule, and the report of how the receiver coped',
  { allowErrors: [{ matches: /status of 400/, why: 'the refused rule: Chromium logs the 400 itself' }] },
  async ({ account, open }) => {
    const api = await account();
    const hook = await suite.receiver(200);
    const { faults } = await open(api, '#/falhas');
    await faults.target('callbacks').check();
    await faults.fault.selectOption({ label: 'Callback duplicado' });
    await faults.times.fill('1');
    await faults.create.click();
    await faults.rule('Callback duplicado').getByText('ativa').waitFor();

    await api.createCharge({ items: [{ name: 'Produto', value: 1000 }], metadata: { notification_url: hook.url } });
    await waitFor(() => hook.calls.length === 2, 'the callback and its duplicate');
    const duplicates = faults.report.getByRole('definition').filter({ hasText: 'com nova consulta' });
    await duplicates.getByText('1', { exact: true }).waitFor();
    await duplicates.getByText('1 com 2xx · 0 com nova consulta').waitFor();
    await faults.report.getByText(/^Falhas injetadas \(1\)/).waitFor();
    // The receiver answered 200 but never fetched the token: never acknowledged.
    const unacknowledged = faults.report.getByRole('row').filter({ hasText: hook.calls[0].token! });
    await unacknowledged.getByText('delivered').waitFor();

    // Bad input gets the API's refusal with its pointer.
    await faults.target('api').check();
    await faults.fault.selectOption({ label: 'Latência' });
    await faults.latency.fill('999999');
    await faults.latency.evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
    await faults.create.click();
    await faults.refusal.getByText('/latency_ms').waitFor();

    await faults.removeAll.click();
    await faults.noRules.waitFor();
  },
);
