// The `compensation` setting in the dashboard (issue 26 §2): a boleto paid at a bank on a Friday,
// under next_business_day, shows on its charge page as awaiting the bank's confirmation on Monday;
// once the clock reaches Monday the page shows it paid, confirmed that day.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';

const suite = await browserSuite();

suite.test('a boleto paid at a bank on Friday reads "pago no banco em …, confirmação em …" until Monday, then paid and confirmed', async ({ account, open }) => {
  const api = await account();
  assert.equal((await api.put('/sandbox/v1/settings', { compensation: 'next_business_day' })).status, 200);
  await api.post('/sandbox/v1/clock/advance', { to: '2030-03-08' });
  const id = await createBoleto(api);
  const paid = await api.post('/sandbox/v1/bank/payments', { charge_id: id });
  assert.equal(paid.body.confirms_on, '2030-03-11', JSON.stringify(paid.body));

  const dashboard = await open(api, `#/cobrancas/${id}`);
  await dashboard.charges.heading(id).waitFor();
  const line = dashboard.page.getByTestId('awaiting-confirmation');
  await line.waitFor();
  assert.match(await line.innerText(), /R\$\s?150,00 pago no banco em 08\/03\/2030, confirmação em 11\/03\/2030/);

  await api.post('/sandbox/v1/clock/advance', { to: '2030-03-11' });
  await dashboard.page.reload();
  await dashboard.text(', confirmado em 11/03/2030').waitFor();
  assert.equal(await dashboard.page.getByTestId('awaiting-confirmation').count(), 0);
});
