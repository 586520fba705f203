// The account page's profile and daily quota in a browser: choosing `efi` makes the next manual
// settle end `settled` (shown with its label on the charge list); setting a quota shows each
// endpoint's use of the day in a table, refusals included.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';

const suite = await browserSuite();
const CHARGE = { items: [{ name: 'Produto', value: 1000, amount: 1 }] };

const badQuota = { matches: /status of 400/, why: 'the page sends a negative quota, which the API refuses', times: 1 };

suite.test('the account page sets the profile and the daily quota, and shows the day\'s use per endpoint', { allowErrors: [badQuota] }, async ({ account, open }) => {
  const api = await account('Loja Cota');
  const dashboard = await open(api, '#/conta');
  const page = dashboard.account;
  await page.profileSelect.waitFor();
  assert.equal(await page.profileSelect.inputValue(), 'spec');
  await page.profileSelect.selectOption('efi');
  await dashboard.text('Perfil efi: uma baixa manual termina settled.').waitFor();
  assert.equal((await api.get('/sandbox/v1/settings')).body.profile, 'efi');
  const settled = await api.createCharge(CHARGE);
  await api.put(`/v1/charge/${settled}/settle`);
  assert.equal((await api.get(`/v1/charge/${settled}`)).body.data.status, 'settled');

  // A bad quota is refused by the API, which names the field; nothing changes.
  await page.dailyQuotaInput.fill('-3');
  await page.saveQuotaButton.click();
  await dashboard.text('A configuração não foi alterada', { exact: false }).waitFor();
  assert.equal((await api.get('/sandbox/v1/settings')).body.daily_quota, 0);

  await page.dailyQuotaInput.fill('2');
  await page.saveQuotaButton.click();
  await dashboard.text('Cota diária: 2 requisições por endpoint.').waitFor();
  for (let i = 0; i < 3; i++) await api.post('/v1/charge', CHARGE); // the third is refused
  await page.refreshQuotaButton.click();
  const row = page.quotaTable.getByRole('row').filter({ hasText: 'POST /v1/charge' });
  await row.getByRole('cell', { name: '2 (100%)' }).waitFor();
  assert.deepEqual(await row.getByRole('cell').allInnerTexts(), ['POST /v1/charge', '2 (100%)', '2', '1']);
});
