// Reset and snapshots from the account page: a snapshot taken of one boleto, the account changed
// behind the dashboard's back, the snapshot restored from the page (and the charge list follows by
// itself), exported to a file, the account zeroed, and the file imported back.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../helpers/sandbox.ts';
import { assertDashboardBuilt, chargeRow, createBoleto, launchBrowser, openDashboard } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

const SHOTS = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));

test('a snapshot taken, restored, exported and imported from the account page; reset empties the lists', async () => {
  const api = await sandbox.newAccount('Loja Snapshot');
  const kept = await createBoleto(api, { customId: 'antes-do-snapshot' });
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/conta');
  try {
    const panel = page.getByRole('region', { name: 'Reset e snapshots' });
    await panel.getByText('Nenhum snapshot desta conta ainda.').waitFor();
    await panel.getByLabel('Nome do snapshot (opcional)').fill('um boleto');
    await panel.getByRole('button', { name: 'Tirar snapshot' }).click();
    const table = panel.getByRole('table', { name: 'Snapshots da conta' });
    const row = table.getByRole('row').filter({ hasText: 'um boleto' });
    await row.waitFor();

    // The integrator's code goes on: another charge, the boleto paid at the bank.
    const later = await api.createCharge();
    await api.post('/sandbox/v1/bank/payments', { charge_id: kept });

    await row.getByRole('button', { name: 'Restaurar' }).click();
    const dialog = page.getByRole('dialog', { name: /Restaurar o snapshot “um boleto”/ });
    await dialog.getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText('Snapshot “um boleto”', { exact: false }).filter({ hasText: 'restaurado' }).waitFor();
    assert.equal((await api.get(`/v1/charge/${kept}`)).body.data.status, 'waiting');
    assert.equal((await api.get(`/v1/charge/${later}`)).status, 404);

    // The charge list shows the restored state without a reload.
    await page.getByRole('link', { name: 'Cobranças' }).click();
    await chargeRow(page, kept).getByText('waiting', { exact: true }).waitFor();
    await chargeRow(page, later).waitFor({ state: 'detached' });

    // Export: the file the browser saves is the snapshot document.
    await page.getByRole('link', { name: /^Conta e credenciais/ }).click();
    const downloading = page.waitForEvent('download');
    await table.getByRole('row').filter({ hasText: 'um boleto' }).getByRole('button', { name: 'Exportar' }).click();
    const file = await (await downloading).path();
    const document = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(document.format, 'cobranca-sandbox/snapshot');
    assert.deepEqual(document.tables.charges.rows.map((r: unknown[]) => r[document.tables.charges.columns.indexOf('id')]), [kept]);

    // Reset: the lists empty themselves.
    await panel.getByRole('button', { name: 'Zerar conta…' }).click();
    await page.getByRole('dialog', { name: 'Zerar a conta' }).getByRole('button', { name: 'Zerar conta' }).click();
    await page.getByText('Conta zerada', { exact: false }).waitFor();
    assert.equal((await api.get(`/v1/charge/${kept}`)).status, 404);

    // Import the file back: a second snapshot in the list, which restores the boleto.
    await panel.locator('input[type=file]').setInputFiles(file);
    await page.getByText('importado', { exact: false }).waitFor();
    await assert.doesNotReject(table.getByRole('row').filter({ hasText: 'um boleto' }).nth(1).waitFor());
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}account-snapshots.png`, fullPage: true });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
