// Settling a canceled charge: the sandbox does it, the real API refuses it — the dialog says so
// before the integrator builds on it (wire-format §7.11; docs/fidelity.md).
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';

const suite = await browserSuite();

suite.test("a canceled charge's settle dialog warns that the real API refuses it; an open one's does not", async ({ account, open }) => {
  const api = await account();
  const canceled = await createBoleto(api);
  assert.equal((await api.put(`/v1/charge/${canceled}/cancel`)).status, 200);
  const waitingCharge = await createBoleto(api);
  const dashboard = await open(api, `#/cobrancas/${waitingCharge}`);
  const { charges } = dashboard;

  await charges.heading(waitingCharge).waitFor();
  await charges.action('Baixar manualmente (settle)').click();
  const dialog = dashboard.dialog();
  await dialog.getByText(`PUT /v1/charge/${waitingCharge}/settle`).waitFor();
  assert.equal(await charges.settleWarning(dialog).count(), 0, 'a waiting charge settles on the real API too');
  await dialog.getByRole('button', { name: 'Voltar' }).click();

  await dashboard.goto(`#/cobrancas/${canceled}`);
  await charges.heading(canceled).waitFor();
  await charges.action('Baixar manualmente (settle)').click();
  const warning = charges.settleWarning(dashboard.dialog());
  await warning.getByText('A API real da Efí recusa esta baixa.').waitFor();
  assert.match(await warning.innerText(), /Uma cobrança cancelada não pode ser baixada: a Efí só dá baixa em cobranças new, waiting ou unpaid e responde HTTP 400 com o código 3500069\./);

  // What the warning says of the sandbox holds: it settles the canceled charge.
  await dashboard.dialog().getByRole('button', { name: 'Baixar cobrança' }).click();
  await dashboard.text('Cobrança baixada manualmente.').waitFor();
  assert.equal((await api.get(`/v1/charge/${canceled}`)).body.data.status, 'paid');
});
