// Settling a canceled charge: the sandbox does it, the real API refuses it — the dialog says so
// before the integrator builds on it (wire-format §7.11; docs/fidelity.md).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { assertDashboardBuilt, createBoleto, launchBrowser, openDashboard } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

test("a canceled charge's settle dialog warns that the real API refuses it; an open one's does not", async () => {
  const api = await sandbox.newAccount();
  const canceled = await createBoleto(api);
  assert.equal((await api.put(`/v1/charge/${canceled}/cancel`)).status, 200);
  const open = await createBoleto(api);
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${open}`);
  try {
    await page.getByRole('heading', { name: `Cobrança #${open}` }).waitFor();
    await page.getByRole('button', { name: 'Baixar manualmente (settle)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`PUT /v1/charge/${open}/settle`).waitFor();
    assert.equal(await dialog.getByRole('note', { name: 'Aviso: a API real recusa' }).count(), 0, 'a waiting charge settles on the real API too');
    await dialog.getByRole('button', { name: 'Voltar' }).click();

    await page.goto(`${sandbox.url}/?account=${encodeURIComponent(api.clientId)}#/cobrancas/${canceled}`);
    await page.getByRole('heading', { name: `Cobrança #${canceled}` }).waitFor();
    await page.getByRole('button', { name: 'Baixar manualmente (settle)' }).click();
    const warning = page.getByRole('dialog').getByRole('note', { name: 'Aviso: a API real recusa' });
    await warning.getByText('A API real da Efí recusa esta baixa.').waitFor();
    assert.match(await warning.innerText(), /Uma cobrança cancelada não pode ser baixada: a Efí só dá baixa em cobranças new, waiting ou unpaid e responde HTTP 400 com o código 3500069\./);

    // What the warning says of the sandbox holds: it settles the canceled charge.
    await page.getByRole('dialog').getByRole('button', { name: 'Baixar cobrança' }).click();
    await page.getByText('Cobrança baixada: agora está paid.').waitFor();
    assert.equal((await api.get(`/v1/charge/${canceled}`)).body.data.status, 'paid');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
