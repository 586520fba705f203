// Reset and snapshots from the account page: a snapshot taken of one boleto, the account changed
// behind the dashboard's back, the snapshot restored from the page (and the charge list follows by
// itself), exported to a file, the account zeroed, and the file imported back.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';

const suite = await browserSuite();

suite.test('a snapshot taken, restored, exported and imported from the account page; reset empties the lists', async ({ account, open }) => {
  const api = await account('Loja Snapshot');
  const kept = await createBoleto(api, { customId: 'antes-do-snapshot' });
  const dashboard = await open(api, '#/conta');
  const { account: accountPage, charges } = dashboard;
  const panel = accountPage.snapshots;
  await panel.getByText('Nenhum snapshot desta conta ainda.').waitFor();
  await panel.getByLabel('Nome do snapshot (opcional)').fill('um boleto');
  await panel.getByRole('button', { name: 'Tirar snapshot' }).click();
  const row = accountPage.snapshot('um boleto');
  await row.waitFor();

  // The integrator's code goes on: another charge, the boleto paid at the bank.
  const later = await api.createCharge();
  await api.post('/sandbox/v1/bank/payments', { charge_id: kept });

  await row.getByRole('button', { name: 'Restaurar' }).click();
  const dialog = dashboard.dialog(/Restaurar o snapshot “um boleto”/);
  await dialog.getByRole('button', { name: 'Restaurar' }).click();
  await dashboard.text('Snapshot “um boleto”', { exact: false }).filter({ hasText: 'restaurado' }).waitFor();
  assert.equal((await api.get(`/v1/charge/${kept}`)).body.data.status, 'waiting');
  assert.equal((await api.get(`/v1/charge/${later}`)).status, 404);

  // The charge list shows the restored state without a reload.
  await dashboard.section('charges');
  await charges.statusOf(kept, 'waiting').waitFor();
  await charges.row(later).waitFor({ state: 'detached' });

  // Export: the file the browser saves is the snapshot document.
  await dashboard.section('account');
  const downloading = dashboard.page.waitForEvent('download');
  await accountPage.snapshot('um boleto').getByRole('button', { name: 'Exportar' }).click();
  const file = await (await downloading).path();
  const document = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(document.format, 'cobranca-sandbox/snapshot');
  assert.deepEqual(document.tables.charges.rows.map((r: unknown[]) => r[document.tables.charges.columns.indexOf('id')]), [kept]);

  // Reset: the lists empty themselves.
  await panel.getByRole('button', { name: 'Zerar conta…' }).click();
  await dashboard.dialog('Zerar a conta').getByRole('button', { name: 'Zerar conta' }).click();
  await dashboard.text('Conta zerada', { exact: false }).waitFor();
  assert.equal((await api.get(`/v1/charge/${kept}`)).status, 404);

  // Import the file back: a second snapshot in the list, which restores the boleto.
  await panel.locator('input[type=file]').setInputFiles(file);
  await dashboard.text('importado', { exact: false }).waitFor();
  await assert.doesNotReject(accountPage.snapshot('um boleto').nth(1).waitFor());
  await dashboard.screenshot('account-snapshots.png', { fullPage: true });
});
