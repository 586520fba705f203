// The charge page's "Repasses" box in a real Chromium: a split boleto paid at the bank shows each
// payee's share of the payment and what stayed with the issuing account (issue 25 §2).
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { addDays, customer, today } from './helpers.ts';

const suite = await browserSuite();

const payeeA = '84569721306548792010354876123456';
const payeeB = '36987410213546789104587410235689';
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

suite.test('a paid split charge shows each payee\'s share and the issuer\'s rest in the Repasses box', async ({ account, open }) => {
  const api = await account('Marketplace');
  const issued = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Caneca', value: 3333, amount: 3, marketplace: { repasses: [{ payee_code: payeeA, percentage: 3333 }, { payee_code: payeeB, percentage: 1500 }] } }],
    payment: { banking_billet: { expire_at: addDays(await today(api), 10), customer } },
  });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  const id = issued.body.data.charge_id;
  assert.equal((await api.post('/sandbox/v1/bank/payments', { typed_line: issued.body.data.barcode })).status, 200);

  const dashboard = await open(api, `#/cobrancas/${id}`);
  const box = dashboard.charges.detail(id).getByRole('table', { name: 'Repasses' });
  await box.waitFor();
  const rows = await box.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
  // 9999 × 33,33 % = 3332,67 → R$ 33,32; 9999 × 15 % = 1499,85 → R$ 14,99; the rest, R$ 51,68, stays.
  assert.deepEqual(rows.map((row) => [row[0], row[1], row[3]]), [
    ['Caneca', payeeA, nbsp('R$ 33,32')],
    ['Caneca', payeeB, nbsp('R$ 14,99')],
  ]);
  assert.equal((await box.getByLabel('Fica com esta conta').textContent())?.trim(), nbsp('R$ 51,68'));
});
