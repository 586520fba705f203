// A charge issued through a partner route says so on its page: the integrator sees which
// partner-token it came with (issue 25 §1); an ordinary charge shows no such line.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';

const suite = await browserSuite();

suite.test('the charge page shows "via partner <token>" for a partner route\'s charge only', async ({ account, open }) => {
  const api = await account();
  const ordinary = await createBoleto(api);
  const id = await api.createCharge();
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };
  const paid = await api.post(`/v1/partner/charge/${id}/pay`, { payment: { banking_billet: { expire_at: today, customer } } }, { headers: { 'partner-token': 'parceiro-42' } });
  assert.equal(paid.status, 200);

  const dashboard = await open(api, `#/cobrancas/${id}`);
  await dashboard.charges.heading(id).waitFor();
  await dashboard.text('via partner parceiro-42').waitFor();

  await dashboard.goto(`#/cobrancas/${ordinary}`);
  await dashboard.charges.heading(ordinary).waitFor();
  assert.equal(await dashboard.text('Emitida via parceiro').count(), 0);
});
