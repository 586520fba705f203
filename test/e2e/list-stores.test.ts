// The list-and-detail pages behave alike (renderer/stores/list-detail.ts, renderer/ui/list-pane.tsx):
// a carnê, a subscription or a link opened by its URL shows with its list beside it; a search
// left as it was fetches nothing; a list changed while another page was on screen is current when
// its page is shown again.
import assert from 'node:assert/strict';
import type { ApiClient } from '../helpers/sandbox.ts';
import { addDays, customer, today } from './helpers.ts';
import { browserSuite } from './suite.ts';

const suite = await browserSuite();

const items = [{ name: 'Mensalidade', value: 7500, amount: 1 }];
const payer = { ...customer, phone_number: '5144916523' };

async function carnet(api: ApiClient, customId: string): Promise<number> {
  const created = await api.post('/v1/carnet', { items, customer: payer, expire_at: addDays(await today(api), 10), repeats: 2, metadata: { custom_id: customId } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body.data.carnet_id;
}

async function subscription(api: ApiClient, customId: string): Promise<number> {
  const plan = await api.post('/v1/plan', { name: 'Plano mensal', interval: 1, repeats: 12 });
  const created = await api.post(`/v1/plan/${plan.body.data.plan_id}/subscription/one-step`, {
    items,
    metadata: { custom_id: customId },
    payment: { banking_billet: { customer: payer, expire_at: addDays(await today(api), 5) } },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body.data.subscription_id;
}

async function link(api: ApiClient, customId: string): Promise<number> {
  const created = await api.post('/v1/charge/one-step/link', {
    items,
    metadata: { custom_id: customId },
    settings: { request_delivery_address: false, payment_method: 'all', expire_at: addDays(await today(api), 7) },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body.data.charge_id;
}


suite.test('a carnê, a subscription and a link opened by their URL show with their list beside them', async ({ account, open }) => {
  const api = await account('Aberto pela URL');
  const pages = [
    { hash: 'carnes', ids: [await carnet(api, 'contrato-1'), await carnet(api, 'contrato-2')], grid: 'Carnês', heading: 'Carnê', rows: '2 carnês' },
    { hash: 'assinaturas', ids: [await subscription(api, 'assinante-1'), await subscription(api, 'assinante-2')], grid: 'Assinaturas', heading: 'Assinatura', rows: '2 assinaturas' },
    { hash: 'links', ids: [await link(api, 'curso-1'), await link(api, 'curso-2')], grid: 'Links de pagamento', heading: 'Link de pagamento', rows: '2 links' },
  ];
  for (const { hash, ids, grid, heading, rows } of pages) {
    const [first, second] = ids;
    const dashboard = await open(api, `#/${hash}/${first}`);
    await dashboard.page.getByRole('heading', { name: `${heading} #${first}` }).waitFor();
    await dashboard.listCount(rows).waitFor();
    const list = dashboard.page.getByRole('grid', { name: grid });
    await list.locator(dashboard.idLink(second)).waitFor();
    // The open one is marked in its list.
    assert.equal(await list.locator(dashboard.idLink(first)).getAttribute('aria-current'), 'true', hash);
    assert.deepEqual(dashboard.errors, [], hash);
    await dashboard.close();
  }
});

suite.test('a search left as it was — typed again with a space, or the page left and shown again — fetches nothing; a new one fetches once', async ({ account, open }) => {
  const api = await account('Busca sem repetição');
  await carnet(api, 'contrato-77');
  await carnet(api, 'contrato-78');
  const dashboard = await open(api, '#/carnes');
  const { page, errors } = dashboard;
  const count = (text: string | RegExp) => dashboard.listCount(text).waitFor();
  await count('2 carnês');
  // Timers under the test's hand from here: the search's pause runs only when told to.
  await page.clock.install();
  await page.reload();
  await dashboard.live.waitFor();
  await count('2 carnês');
  const box = dashboard.searchBox();
  await box.fill('contrato-77');
  await page.clock.runFor(1000);
  await count('1 carnê com esta busca');

  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/sandbox/v1/carnets') searches.push(url.searchParams.get('q') ?? '');
  });
  await box.fill('contrato-77 ');
  await page.clock.runFor(1000);
  await box.fill(' contrato-77');
  await page.clock.runFor(1000);
  // Away and back: the page comes back with its search, and asks nothing again.
  await dashboard.section('charges');
  await count('4 cobranças');
  await dashboard.section('carnets');
  await count('1 carnê com esta busca');
  assert.equal(await box.inputValue(), 'contrato-77');
  await page.clock.runFor(1000);
  // A new search after them: had either of those fetched, its request would be seen first.
  await box.fill('contrato-78');
  await page.clock.runFor(1000);
  await count('1 carnê com esta busca');
  await dashboard.carnets.grid.getByText('contrato-78').waitFor();
  assert.deepEqual(searches, ['contrato-78']);
  assert.deepEqual(errors, []);
});

suite.test('a carnê made while another page is on screen is listed when the Carnês page is shown again', async ({ account, open }) => {
  const api = await account('Lista ao voltar');
  await carnet(api, 'contrato-1');
  const dashboard = await open(api, '#/carnes');
  const { errors } = dashboard;
  const count = (text: string | RegExp) => dashboard.listCount(text).waitFor();
  await count('1 carnê');
  await dashboard.section('charges');
  await count('2 cobranças');
  await carnet(api, 'contrato-2');
  // Its parcels reach the charge list live: the dashboard has heard of the change.
  await count('4 cobranças');
  await dashboard.section('carnets');
  await count('2 carnês');
  await dashboard.carnets.grid.getByText('contrato-2').waitFor();
  assert.deepEqual(errors, []);
});
