// Gravações from the dashboard: a recording started on the Homologação page, a boleto issued by the
// integrator's code and the clock advanced from the clock page (a world action), the recording
// stopped, and both test files downloaded — each replaying those very steps.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';

const suite = await browserSuite();

suite.test('a recording started, fed by the API and the clock page, stopped and downloaded as node:test and pytest', async ({ account, open }) => {
  const api = await account('Loja Gravada');
  const dashboard = await open(api, '#/homologacao');
  const { report: reportPage } = dashboard;
  const panel = reportPage.recordings;
  await panel.getByText('Nenhuma gravação desta conta ainda.').waitFor();
  await panel.getByRole('button', { name: 'Começar gravação' }).click();
  await dashboard.text(/^Gravação \d+ começou\.$/).waitFor();
  const id = (await api.get('/sandbox/v1/recordings')).body[0].id as number;
  await reportPage.recording(id).getByText('pare para baixar').waitFor();

  const boleto = await createBoleto(api, { customId: 'gravado-no-painel' });
  await dashboard.section('clock');
  await dashboard.clock.button('+1 dia').click();
  await dashboard.clock.advanced(0).or(dashboard.clock.advanced(1)).first().waitFor();

  await dashboard.section('report');
  await panel.getByRole('button', { name: 'Atualizar' }).click();
  await panel.getByRole('status').filter({ hasText: `Gravando #${id}: 2 passos` }).waitFor();
  await panel.getByRole('button', { name: 'Parar gravação' }).click();
  await panel.getByRole('button', { name: 'Começar gravação' }).waitFor();

  for (const [label, fileName, advance] of [
    ['node:test', `recording-${id}.test.mjs`, /call\("POST", "\/sandbox\/v1\/clock\/advance", \{\n\s+days: 1,/],
    ['pytest', `test_recording_${id}.py`, /replay\.call\("POST", "\/sandbox\/v1\/clock\/advance", \{\n\s+"days": 1,/],
  ] as const) {
    const downloading = dashboard.page.waitForEvent('download');
    await reportPage.recording(id).getByRole('button', { name: label }).click();
    const saved = await downloading;
    assert.equal(saved.suggestedFilename(), fileName);
    const text = readFileSync(await saved.path(), 'utf8');
    assert.match(text, /gravado-no-painel/);
    assert.match(text, advance, `${label}: the clock page's advance is a step`);
    assert.match(text, new RegExp(`${boleto}, "waiting"`), `${label}: the boleto's final status`);
  }
});
