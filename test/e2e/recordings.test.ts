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

suite.test('a recording deleted from the panel, stopped or still running, is gone from the panel and from the API', async ({ account, open }) => {
  const api = await account('Loja Que Apaga');
  const first = (await api.post('/sandbox/v1/recordings')).body.id as number;
  await createBoleto(api, { customId: 'apagado' });
  assert.equal((await api.post(`/sandbox/v1/recordings/${first}/stop`)).status, 200);
  const second = (await api.post('/sandbox/v1/recordings')).body.id as number;

  const dashboard = await open(api, '#/homologacao');
  const { report: reportPage } = dashboard;
  const panel = reportPage.recordings;
  await reportPage.recording(first).getByRole('button', { name: 'node:test' }).waitFor();

  await reportPage.recording(first).getByRole('button', { name: 'Excluir' }).click();
  await dashboard.dialog(`Excluir a gravação ${first}`).getByRole('button', { name: 'Excluir' }).click();
  await dashboard.text(`Gravação ${first} excluída.`).waitFor();
  await reportPage.recording(first).waitFor({ state: 'detached' });
  assert.equal((await api.get(`/sandbox/v1/recordings/${first}`)).status, 404);
  assert.equal((await api.get(`/sandbox/v1/recordings/${second}`)).status, 200, 'the other recording stays');

  await reportPage.recording(second).getByRole('button', { name: 'Excluir' }).click();
  const dialog = dashboard.dialog(`Excluir a gravação ${second}`);
  await dialog.getByText('A gravação para e deixa de existir').waitFor();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await panel.getByText('Nenhuma gravação desta conta ainda.').waitFor();
  await panel.getByRole('button', { name: 'Começar gravação' }).waitFor();
  assert.deepEqual((await api.get('/sandbox/v1/recordings')).body, []);
});
