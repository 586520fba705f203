// Carnês in the dashboard: found by search, opened, one parcel paid at the bank and another
// canceled from the carnê's page. The booklet PDF is shown inline but not asserted (served by a
// separate change).
import assert from 'node:assert/strict';
import { waitFor } from '../helpers/receiver.ts';
import { browserSuite, type AllowedError } from './suite.ts';
import { addDays, today } from './helpers.ts';

const suite = await browserSuite();

/** The booklet PDF is probed with a HEAD before it is framed; until it is served that HEAD is a 404. */
const bookletNotServed: AllowedError = { matches: /Failed to load resource: the server responded with a status of 404/, why: "the booklet PDF's HEAD probe" };

suite.test('a carnê is found, a parcel paid at the bank and another canceled from its page', { allowErrors: [bookletNotServed] }, async ({ account, open }) => {
  const api = await account('Escola do carnê');
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

  const dashboard = await open(api, '#/cobrancas', { viewport: { width: 1280, height: 900 } });
  const { carnets, charges } = dashboard;
  await dashboard.section('carnets');
  await carnets.list.getByText('2 carnês').waitFor();
  await carnets.searchBox.fill('CONTRATO');
  await carnets.list.getByText('1 carnê com esta busca').waitFor();
  const row = carnets.row(carnetId);
  await row.getByText('contrato-77').waitFor();
  await row.getByText('Gorbadoc Oldbuck').waitFor();
  await row.getByText('R$\u00a0300,00').waitFor();
  await carnets.open(carnetId);

  const detail = carnets.detail(carnetId);
  assert.match(dashboard.page.url(), new RegExp(`#/carnes/${carnetId}$`));
  await detail.getByText('up_to_date').first().waitFor();
  const slips = carnets.slips(detail);
  assert.equal(await slips.getByRole('button').count(), 4);

  // Parcel 1 is selected (the first still to be paid): pay it at the bank.
  const slip1 = carnets.slip(1, 4, detail);
  assert.equal(await slip1.getAttribute('aria-pressed'), 'true');
  const parcel = carnets.parcel(1, parcel1, detail);
  await charges.timeline(parcel).waitFor();
  await charges.action('Pagar no banco', parcel).click();
  const dialog = charges.bankDialog(parcel1);
  await dialog.getByRole('button', { name: 'Confirmar pagamento de R$\u00a075,00' }).click();
  await dialog.waitFor({ state: 'detached' });
  await slip1.getByText('paid', { exact: true }).waitFor();
  await charges.timeline(parcel).getByText('Pagamento confirmado pelo banco').waitFor();
  await row.getByLabel(/parcela 1: paga/).waitFor();

  // Cancel parcel 3.
  await carnets.slip(3, 4, detail).click();
  const parcel3 = carnets.parcel(3, undefined, detail);
  await charges.action('Cancelar parcela', parcel3).click();
  const cancel = carnets.cancelParcelDialog(3, carnetId);
  await cancel.getByRole('button', { name: 'Cancelar parcela' }).click();
  await cancel.waitFor({ state: 'detached' });
  await carnets.slip(3, 4, detail).getByText('canceled', { exact: true }).waitFor();
  // A canceled boleto can still be paid at the bank (as for any charge); nothing else is offered.
  await charges.action('Cancelar parcela', parcel3).waitFor({ state: 'detached' });
  await charges.action('Pagar no banco', parcel3).waitFor();
  const api3 = (await api.get(`/v1/carnet/${carnetId}`)).body.data.charges[2];
  assert.equal(api3.status, 'canceled');

  // The carnê is not finished: its carnê-wide actions stay.
  await charges.action('Cancelar carnê', detail).waitFor();

  // The parcel's timeline is its own: the sibling parcels' and the carnê's events share the token but not the timeline.
  const statuses = await charges.timeline(parcel3).getByRole('listitem').filter({ hasText: 'Status' }).count();
  assert.equal(statuses, 3, 'new, new → waiting, waiting → canceled');

  await carnets.detailPane.evaluate((el) => el.scrollTo(0, 0));
  await dashboard.screenshot('carnets-1280.png');
});

suite.test("a parcel's timeline lists its own callbacks, not those of the parcels it shares a token with", { allowErrors: [bookletNotServed] }, async ({ account, open }) => {
  const api = await account('Carnê com callbacks');
  const hook = await suite.receiver(async (call, res) => {
    await api.get(`/v1/notification/${call.token}`);
    res.statusCode = 200;
  });
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

  const { carnets, charges } = await open(api, `#/carnes/${carnetId}`, { viewport: { width: 1280, height: 900 } });
  const detail = carnets.detail(carnetId);
  for (const [n, chargeId, count] of [[1, parcel1, 2], [2, parcel2, 3]] as const) {
    await carnets.slip(n, 4, detail).click();
    const deliveryLinks = charges.deliveryLinks(charges.timeline(carnets.parcel(n, chargeId, detail)));
    await deliveryLinks.first().waitFor();
    const shown = (await deliveryLinks.allTextContents()).sort();
    assert.equal(shown.length, count, `parcel ${n}: one callback per status change of its own`);
    assert.deepEqual(shown, ownDeliveries(chargeId), `parcel ${n}: its own callbacks only`);
  }
});
