// The Conciliação page in a browser: the day's confirmations file (by default the account's clock
// day) as a table whose records carry the figures of the payments, the raw 130-position line under
// each one exactly as GET /sandbox/v1/confirmations gives it, the file downloaded byte for byte,
// another day picked in the date field; no Content-Security-Policy violation on the way.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserSuite } from './suite.ts';
import { addDays, createBoleto, today } from './helpers.ts';
import { readCnab240Statement } from '../helpers/cnab240-reader.ts';

const suite = await browserSuite();

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

suite.test('the day\'s confirmations file as a table with its raw lines, downloaded as the API serves it; another day picked', async ({ account, open }) => {
  const api = await account('Loja Conciliação');
  const day = await today(api);
  const first = await createBoleto(api, { value: 1000, customId: 'abcdefghijklmnopqrst' });
  const second = await createBoleto(api, { value: 2500, customId: 'ABC123' });
  const settled = await createBoleto(api, { value: 700, customId: 'baixa-manual' });
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: first, amount: 1500 })).status, 200);
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: second })).status, 200);
  assert.equal((await api.put(`/v1/charge/${settled}/settle`)).status, 200);
  const served = (await api.get(`/sandbox/v1/confirmations?date=${day}`)).body as string;
  const servedLines = served.split('\r\n').filter(Boolean);
  assert.equal(servedLines.length, 2);

  const dashboard = await open(api, '#/cobrancas', { reportCsp: true });
  await dashboard.section('reconciliation');
  const { page } = dashboard;
  const table = page.getByRole('table', { name: /Registros do arquivo de confirmações/ });
  await table.waitFor();
  assert.equal(await page.getByLabel('Dia').inputValue(), brDate(day), 'the account\'s clock day by default');

  const firstRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${first}` }) });
  // Money is written with a no-break space after R$.
  const cells = (await firstRow.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\u00a0/g, ' '));
  assert.deepEqual(cells, [
    '1', `#${first}`, 'Boleto', 'abcdefghijklmnopqrst', brDate(addDays(day, 5)), brDate(day), 'R$ 10,00', 'R$ 15,00', 'R$ 3,00',
  ]);
  assert.equal(await table.getByRole('link', { name: `#${settled}` }).count(), 0, 'a manual settle is not in the file');
  // Under each record, its line of the file, spaces and all.
  assert.deepEqual(await table.locator('code').allTextContents(), servedLines);
  await page.getByText(/^2 confirmações · pago R\$\s40,00 · tarifas R\$\s6,00$/).waitFor();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar arquivo' }).click();
  const download = await downloading;
  assert.equal(download.suggestedFilename(), `confirmacoes-${day}.txt`);
  assert.equal(readFileSync(await download.path(), 'latin1'), served, 'the file saved is the one the API serves, CRLFs included');

  // The day before: nothing was confirmed then.
  const dayField = page.getByLabel('Dia');
  await dayField.fill(brDate(addDays(day, -1)));
  await page.getByText(`Nenhuma confirmação em ${brDate(addDays(day, -1))}.`).waitFor();
  await dashboard.screenshot('reconciliation-empty-day.png');

  // Back to today, and a payment made meanwhile shows on "Atualizar".
  await dayField.fill(brDate(day));
  await table.waitFor();
  const third = await createBoleto(api, { value: 990, customId: 'pedido-3' });
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: third })).status, 200);
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await table.getByRole('link', { name: `#${third}` }).waitFor();
  // …and in the day's statement below it, read again with the file.
  await page.getByRole('table', { name: `Lançamentos de ${day}` }).getByRole('cell', { name: String(third), exact: true }).first().waitFor();
  await dashboard.screenshot('reconciliation.png', { fullPage: true });
});

suite.test('the day\'s CNAB 240 statement in its own panel: the payment and its fee as entries, the file downloaded as the API serves it', async ({ account, open }) => {
  const api = await account('Loja Extrato');
  const day = await today(api);
  const paid = await createBoleto(api, { value: 4200, customId: 'extrato-1' });
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: paid })).status, 200);
  const served = (await api.get(`/sandbox/v1/statement?date=${day}&format=cnab240`)).body as string;
  const file = readCnab240Statement(served);
  assert.deepEqual(file.entries.map((entry) => [entry.kind, entry.cents]), [['C', 4200], ['D', 300]], 'the payment and the boleto fee');

  const dashboard = await open(api, '#/cobrancas', { reportCsp: true });
  await dashboard.section('reconciliation');
  const { page } = dashboard;
  const panel = page.getByRole('region', { name: `Extrato CNAB 240 de ${day}` });
  const entries = panel.getByRole('table', { name: `Lançamentos de ${day}` });
  await entries.waitFor();
  assert.equal(await entries.getByRole('row').filter({ has: page.getByRole('cell', { name: String(paid), exact: true }) }).count(), 2, 'the credit and its fee, both about the charge');
  await panel.getByText(/saldo final\s*R\$\s39,00/).waitFor();

  const fileName = `extrato_cnab240_${day.replaceAll('-', '')}.ret`;
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: `Baixar ${fileName}` }).click();
  const download = await downloading;
  assert.equal(download.suggestedFilename(), fileName);
  // The day is still going, so its file is generated when asked: all but the header's time (152–157) is the same.
  const withoutGenerationTime = (text: string) => text.split('\r\n').map((line, i) => (i === 0 ? line.slice(0, 151) + line.slice(157) : line));
  const saved = readFileSync(await download.path(), 'latin1');
  assert.ok(saved.endsWith('\r\n'));
  assert.deepEqual(withoutGenerationTime(saved), withoutGenerationTime(served), 'the file saved is the one the API serves');
});
