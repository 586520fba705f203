// Carnês in the dashboard: found by search, opened, one parcel paid at the bank and another
// canceled from the carnê's page. The booklet PDF is shown inline but not asserted (served by a
// separate change).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../helpers/sandbox.ts';
import { addDays, assertDashboardBuilt, launchBrowser, openDashboard, today } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

const SHOTS = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));

test('a carnê is found, a parcel paid at the bank and another canceled from its page', async () => {
  const api = await sandbox.newAccount('Escola do carnê');
  const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
  const expireAt = addDays(await today(api), 10);
  // Another carnê the search must leave out.
  await api.post('/v1/carnet', { items: [{ name: 'Outro', value: 5000, amount: 1 }], customer, expire_at: expireAt, repeats: 2, metadata: { custom_id: 'outro-1' } });
  const created = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }],
    customer,
    expire_at: expireAt,
    repeats: 4,
    metadata: { custom_id: 'contrato-77' },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const carnetId: number = created.body.data.carnet_id;
  const parcel1: number = created.body.data.charges[0].charge_id;

  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/cobrancas', { width: 1280, height: 900 });
  try {
    await page.getByRole('link', { name: /^Carnês/ }).click();
    const list = page.getByRole('region', { name: 'Lista de carnês' });
    await list.getByText('2 carnês').waitFor();
    await list.getByLabel('Buscar').fill('CONTRATO');
    await list.getByText('1 carnê com esta busca').waitFor();
    const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: `#${carnetId}`, exact: true }) });
    await row.getByText('contrato-77').waitFor();
    await row.getByText('Gorbadoc Oldbuck').waitFor();
    await row.getByText('R$\u00a0300,00').waitFor();
    await row.getByRole('link', { name: `#${carnetId}`, exact: true }).click();

    const detail = page.getByRole('article', { name: `Carnê #${carnetId}` });
    await detail.waitFor();
    assert.match(page.url(), new RegExp(`#/carnes/${carnetId}$`));
    await detail.getByText('up_to_date').first().waitFor();
    const slips = detail.getByRole('group', { name: 'Parcelas do carnê' });
    assert.equal(await slips.getByRole('button').count(), 4);

    // Parcel 1 is selected (the first still to be paid): pay it at the bank.
    const slip1 = slips.getByRole('button', { name: 'Parcela 1/4' });
    assert.equal(await slip1.getAttribute('aria-pressed'), 'true');
    const parcel = detail.getByRole('region', { name: `Parcela 1 — cobrança #${parcel1}` });
    await parcel.getByRole('region', { name: 'Linha do tempo' }).waitFor();
    await parcel.getByRole('button', { name: 'Pagar no banco' }).click();
    const dialog = page.getByRole('dialog', { name: `Pagar no banco — cobrança #${parcel1}` });
    await dialog.getByRole('button', { name: 'Confirmar pagamento de R$\u00a075,00' }).click();
    await dialog.waitFor({ state: 'detached' });
    await slip1.getByText('paid', { exact: true }).waitFor();
    await parcel.getByRole('region', { name: 'Linha do tempo' }).getByText('Pagamento confirmado pelo banco').waitFor();
    await row.getByLabel(/parcela 1: paga/).waitFor();

    // Cancel parcel 3.
    await slips.getByRole('button', { name: 'Parcela 3/4' }).click();
    const parcel3 = detail.getByRole('region', { name: /^Parcela 3 — cobrança/ });
    await parcel3.getByRole('button', { name: 'Cancelar parcela' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancelar a parcela 3 do carnê #${carnetId}` });
    await cancel.getByRole('button', { name: 'Cancelar parcela' }).click();
    await cancel.waitFor({ state: 'detached' });
    await slips.getByRole('button', { name: 'Parcela 3/4' }).getByText('canceled', { exact: true }).waitFor();
    // A canceled boleto can still be paid at the bank (as for any charge); nothing else is offered.
    await parcel3.getByRole('button', { name: 'Cancelar parcela' }).waitFor({ state: 'detached' });
    await parcel3.getByRole('button', { name: 'Pagar no banco' }).waitFor();
    const api3 = (await api.get(`/v1/carnet/${carnetId}`)).body.data.charges[2];
    assert.equal(api3.status, 'canceled');

    // The carnê is not finished: its carnê-wide actions stay.
    await detail.getByRole('button', { name: 'Cancelar carnê' }).waitFor();

    // The parcel's timeline is its own: the sibling parcels' and the carnê's events share the token but not the timeline.
    const statuses = await parcel3.getByRole('region', { name: 'Linha do tempo' }).getByRole('listitem').filter({ hasText: 'Status' }).count();
    assert.equal(statuses, 3, 'new, new → waiting, waiting → canceled');

    mkdirSync(SHOTS, { recursive: true });
    await page.getByRole('region', { name: 'Detalhe do carnê' }).evaluate((el) => el.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}carnets-1280.png`, fullPage: false });
    // The booklet PDF is probed with a HEAD before it is framed; until it is served that HEAD is a 404.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e)), []);
  } finally {
    await close();
  }
});
