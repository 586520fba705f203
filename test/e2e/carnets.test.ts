// Carnês in the dashboard: found by search, opened, one parcel paid at the bank and another
// canceled from the carnê's page. The booklet PDF is shown inline but not asserted (served by a
// separate change).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
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

test("a parcel's timeline lists its own callbacks, not those of the parcels it shares a token with", async () => {
  const api = await sandbox.newAccount('Carnê com callbacks');
  const hook = await startReceiver(async (call, res) => {
    await api.get(`/v1/notification/${call.token}`);
    res.statusCode = 200;
  });
  try {
    const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
    const created = await api.post('/v1/carnet', {
      items: [{ name: 'Mensalidade', value: 7500, amount: 1 }],
      customer,
      expire_at: addDays(await today(api), 10),
      repeats: 4,
      metadata: { notification_url: hook.url },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const carnetId: number = created.body.data.carnet_id;
    const [parcel1, parcel2]: number[] = created.body.data.charges.map((c: { charge_id: number }) => c.charge_id);
    assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: parcel2 })).status, 200);
    const token = (await api.get(`/sandbox/v1/charges/${parcel1}/timeline`)).body.notification_token;
    // The carnê's event, each parcel's `new` and `waiting`, parcel 2's `paid`: all sent and acknowledged.
    const deliveries = await waitFor(async () => {
      const listed = (await api.get(`/sandbox/v1/deliveries?token=${token}`)).body.deliveries;
      return listed.length === 10 && listed.every((d: { state: string }) => d.state === 'acknowledged') && listed;
    }, 'ten acknowledged callbacks');
    const events = (await api.get(`/v1/notification/${token}`)).body.data as Array<{ id: number; identifiers: { charge_id?: number } }>;
    const about = new Map(events.map((event) => [event.id, event.identifiers.charge_id]));
    const ownDeliveries = (chargeId: number) =>
      deliveries.filter((d: { event_id: number }) => about.get(d.event_id) === chargeId).map((d: { id: number }) => `Ver a entrega #${d.id} em Webhooks`).sort();

    const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/carnes/${carnetId}`, { width: 1280, height: 900 });
    try {
      const detail = page.getByRole('article', { name: `Carnê #${carnetId}` });
      const slips = detail.getByRole('group', { name: 'Parcelas do carnê' });
      for (const [n, chargeId, count] of [[1, parcel1, 2], [2, parcel2, 3]] as const) {
        await slips.getByRole('button', { name: `Parcela ${n}/4` }).click();
        const timeline = detail.getByRole('region', { name: `Parcela ${n} — cobrança #${chargeId}` }).getByRole('region', { name: 'Linha do tempo' });
        await timeline.getByRole('link', { name: /^Ver a entrega #/ }).first().waitFor();
        const shown = (await timeline.getByRole('link', { name: /^Ver a entrega #/ }).allTextContents()).sort();
        assert.equal(shown.length, count, `parcel ${n}: one callback per status change of its own`);
        assert.deepEqual(shown, ownDeliveries(chargeId), `parcel ${n}: its own callbacks only`);
      }
      assert.deepEqual(errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e)), []);
    } finally {
      await close();
    }
  } finally {
    await hook.close();
  }
});
