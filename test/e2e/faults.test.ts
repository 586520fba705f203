// The Falhas page: rules made and removed from the dashboard, the integrator's calls and
// callbacks meeting them, the marks in the request log and the charge timeline, and the report.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { receiverPool, waitFor } from '../helpers/receiver.ts';
import { assertDashboardBuilt, launchBrowser, openDashboard } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
const { receiver, closeAll } = receiverPool();
after(async () => {
  await browser.close();
  await closeAll();
  await sandbox.close();
});

test('a rule made on the Falhas page breaks the next call; the log, the timeline and the rule list show it', async () => {
  const api = await sandbox.newAccount();
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/falhas');
  try {
    await page.getByRole('heading', { name: 'Falhas', level: 1 }).waitFor();
    await page.getByText('Nenhuma regra: a API e os callbacks se comportam normalmente.').waitFor();

    await page.getByLabel('Rota').selectOption('POST /v1/charge');
    await page.getByLabel('Falha', { exact: true }).selectOption({ label: 'Erro 500' });
    await page.getByLabel(/^Depois de executar/).check();
    await page.getByLabel('Quantas vezes').fill('1');
    await page.getByRole('button', { name: 'Criar regra' }).click();
    const row = page.getByRole('row').filter({ hasText: 'POST /v1/charge' });
    await row.getByText('ativa').waitFor();
    await row.getByText('Erro 500 · depois').waitFor();

    // The integrator's code meets the rule.
    const answered = await api.post('/v1/charge', { items: [{ name: 'Produto', value: 1000 }] });
    assert.equal(answered.status, 500);
    await row.getByText('esgotada').waitFor();
    const [rule] = (await api.get('/sandbox/v1/faults')).body.rules;
    assert.deepEqual([rule.route, rule.fault, rule.when, rule.hits, rule.spent], ['POST /v1/charge', 'error_500', 'after', 1, true]);

    await page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: /^Requisições/ }).click();
    const logged = page.getByRole('row').filter({ hasText: '/v1/charge' }).filter({ hasText: 'falha injetada: Erro 500 (depois)' });
    await logged.getByRole('link', { name: '/v1/charge' }).click();
    await page.getByText('A requisição foi executada e gravada (o sandbox respondeu HTTP 200); o cliente recebeu a falha no lugar.').waitFor();

    // The charge exists although the client got a 500: its timeline says what happened.
    const [charge] = (await api.get('/sandbox/v1/charges?limit=1')).body.charges;
    await page.goto(`${sandbox.url}/?account=${encodeURIComponent(api.clientId)}#/cobrancas/${charge.charge_id ?? charge.id}`);
    const line = page.locator('.tl-fault');
    await line.getByText('erro 500 em POST /v1/charge').waitFor();
    await line.getByText(/depois: a requisição foi executada e gravada/).waitFor();

    await page.goto(`${sandbox.url}/?account=${encodeURIComponent(api.clientId)}#/falhas`);
    await page.getByRole('button', { name: `Remover a regra #${rule.id}` }).click();
    await page.getByText('Nenhuma regra: a API e os callbacks se comportam normalmente.').waitFor();
    assert.deepEqual((await api.get('/sandbox/v1/faults')).body.rules, []);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a duplicate-callback rule, and the report of how the receiver coped', async () => {
  const api = await sandbox.newAccount();
  const hook = await receiver(200);
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/falhas');
  try {
    await page.getByLabel(/^Callbacks para a sua/).check();
    await page.getByLabel('Falha', { exact: true }).selectOption({ label: 'Callback duplicado' });
    await page.getByLabel('Quantas vezes').fill('1');
    await page.getByRole('button', { name: 'Criar regra' }).click();
    await page.getByRole('row').filter({ hasText: 'Callback duplicado' }).getByText('ativa').waitFor();

    await api.createCharge({ items: [{ name: 'Produto', value: 1000 }], metadata: { notification_url: hook.url } });
    await waitFor(() => hook.calls.length === 2, 'the callback and its duplicate');
    const report = page.getByRole('region', { name: 'Como o seu receptor reagiu' });
    const duplicates = report.getByRole('definition').filter({ hasText: 'com nova consulta' });
    await duplicates.getByText('1', { exact: true }).waitFor();
    await duplicates.getByText('1 com 2xx · 0 com nova consulta').waitFor();
    await report.getByText(/^Falhas injetadas \(1\)/).waitFor();
    // The receiver answered 200 but never fetched the token: never acknowledged.
    const unacknowledged = report.getByRole('row').filter({ hasText: hook.calls[0].token! });
    await unacknowledged.getByText('delivered').waitFor();

    // Bad input gets the API's refusal with its pointer.
    await page.getByLabel(/^Chamadas à API/).check();
    await page.getByLabel('Falha', { exact: true }).selectOption({ label: 'Latência' });
    await page.getByLabel('Latência (ms)').fill('999999');
    await page.getByLabel('Latência (ms)').evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
    await page.getByRole('button', { name: 'Criar regra' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'A regra não foi criada' });
    await refusal.getByText('/latency_ms').waitFor();

    await page.getByRole('button', { name: 'Remover todas' }).click();
    await page.getByText('Nenhuma regra: a API e os callbacks se comportam normalmente.').waitFor();
    // The refused request is logged by Chromium itself; anything else is a bug.
    assert.deepEqual(errors.filter((e) => !/status of 400/.test(e)), []);
  } finally {
    await close();
  }
});
