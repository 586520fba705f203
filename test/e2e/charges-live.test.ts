// The charge list as the integrator's code fills it: rows arrive without a reload, search and
// the status filter narrow it, and a charge opens onto its timeline.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';

const suite = await browserSuite();

suite.test('a charge created through the API appears in the list without a reload', async ({ account, open }) => {
  const api = await account('Loja ao vivo');
  const { charges } = await open(api);
  await charges.empty.waitFor();

  const first = await api.createCharge({ items: [{ name: 'Camiseta', value: 4990, amount: 2 }], metadata: { custom_id: 'pedido-ao-vivo-1' } });
  const row = charges.row(first);
  await row.waitFor();
  assert.match(await row.getByRole('gridcell').nth(1).innerText(), /^nova\s+new$/);
  assert.equal(await row.getByRole('gridcell').nth(2).innerText(), 'R$\u00a099,80');
  await charges.count(1).waitFor();

  // A boleto too, and its status change from new to waiting, both live.
  const boleto = await createBoleto(api, { customId: 'boleto-ao-vivo' });
  await charges.statusOf(boleto, 'waiting').waitFor();
  await charges.count(2).waitFor();
});

suite.test('search by custom_id or id and the status filter narrow the list; a charge opens onto its story', async ({ account, open }) => {
  const api = await account();
  const plain = await api.createCharge({ items: [{ name: 'Livro', value: 3500 }], metadata: { custom_id: 'livro-77' } });
  const boleto = await createBoleto(api, { customId: 'assinatura-9' });
  const dashboard = await open(api);
  const { charges } = dashboard;
  await charges.row(boleto).waitFor();

  await charges.searchBox.fill('livro-77');
  await charges.count(1, true).waitFor();
  await charges.row(plain).waitFor();
  assert.equal(await charges.row(boleto).count(), 0);

  await charges.searchBox.fill(String(boleto));
  await charges.row(boleto).waitFor();
  assert.equal(await charges.row(plain).count(), 0);

  await charges.searchBox.fill('');
  await charges.statusFilter.selectOption('waiting');
  await charges.count(1, true).waitFor();
  await charges.row(boleto).waitFor();

  await charges.statusFilter.selectOption('paid');
  await charges.emptyFiltered.waitFor();
  await charges.clearFilters.click();
  await charges.count(2).waitFor();

  await charges.open(boleto);
  await charges.timeline().getByText('Cobrança criada').waitFor();
  await dashboard.text('Linha digitável').waitFor();
  // The typed line is one click from the clipboard.
  await charges.copyTypedLine.click();
  await charges.copyTypedLine.getByText('Copiado').waitFor();
  assert.match(await dashboard.clipboard(), /^36490\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  // The boleto's PDF is shown inline.
  assert.match((await charges.boletoPdf.getAttribute('src')) ?? '', /\/boleto\/.+\.pdf#navpanes=0&/);
});

suite.test(
  'after its token is revoked the dashboard authorizes again by itself',
  { allowErrors: [{ matches: /status of 401/, why: 'Chromium logs the refused request itself' }] },
  async ({ account, open }) => {
    const api = await account();
    const { charges } = await open(api);
    await charges.empty.waitFor();
    // Revoke every token of the account (the dashboard's too), as an expiry would.
    assert.equal((await api.call('DELETE', '/sandbox/v1/tokens')).status, 200);
    await api.authorize();
    const id = await api.createCharge();
    // The list reload that this charge triggers gets a 401, re-authorizes and retries.
    await charges.row(id).waitFor();
    await charges.link(id).click();
    await charges.heading(id).waitFor();
    // The dashboard's own calls are logged apart, listed on request (dashboard=true).
    const log = (await api.get('/sandbox/v1/requests?limit=500&dashboard=true')).body.requests as Array<{ status: number; path: string }>;
    assert.ok(log.some((r) => r.status === 401 && r.path.startsWith('/sandbox/v1/')), 'the dashboard met a 401 and went on');
  },
);
