// A detail's header says its status once, as the lists do: the Portuguese label with the API's name
// beside it (`paga` `paid`), what it means on hover — not "paga paid paga". A subscription whose
// renewal is unpaid (`new_charge`) reads as the active subscription it is, never as another state.
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { browserSuite } from './suite.ts';
import { addDays, createBoleto, customer, today } from './helpers.ts';
import { businessDueDate } from '../helpers/business-days.ts';
import { daysBetween } from '../../server/domain/dates.ts';

const suite = await browserSuite({ sandbox: { jobs: { deliveryTimeoutMs: 1000 } } });

/** What a person reads in a header row, spaces collapsed. */
const textOf = async (row: Locator) => (await row.innerText()).replace(/\s+/g, ' ').trim();

const bookletNotServed = { matches: /Failed to load resource: the server responded with a status of 404/, why: "the carnê booklet PDF's HEAD probe" };

suite.test('a charge header and a carnê parcel title show the status once, its meaning on hover', { allowErrors: [bookletNotServed] }, async ({ account, open }) => {
  const api = await account('Status uma vez');
  const paid = await createBoleto(api, { expireInDays: 3 });
  // Due on a business day, so it turns unpaid the day after whatever the weekday (bank calendar).
  const start = await today(api);
  const overdueInDays = daysBetween(start, businessDueDate(start, 1));
  const overdue = await createBoleto(api, { expireInDays: overdueInDays });
  const carnet = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }],
    customer: { ...customer, phone_number: '5144916523' },
    expire_at: addDays(await today(api), 10),
    repeats: 2,
  });
  assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
  const parcel = carnet.body.data.charges[0].charge_id;
  for (const id of [paid, parcel]) assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: id })).status, 200);
  await api.post('/sandbox/v1/clock/advance', { days: overdueInDays + 1 });

  const dashboard = await open(api, `#/cobrancas/${paid}`);
  const { page, charges, carnets } = dashboard;
  const titleRow = charges.titleRow;
  await titleRow.getByRole('heading', { name: `Cobrança #${paid}` }).waitFor();
  assert.equal(await textOf(titleRow), `Cobrança #${paid} paga paid`);

  await page.evaluate((hash) => (location.hash = hash), `#/cobrancas/${overdue}`);
  await titleRow.getByRole('heading', { name: `Cobrança #${overdue}` }).waitFor();
  assert.equal(await textOf(titleRow), `Cobrança #${overdue} não paga unpaid`);
  assert.equal(await charges.meaningOnHover(titleRow).getAttribute('title'), 'boleto vencido sem pagamento', 'why it is unpaid, on hover');

  await page.evaluate((hash) => (location.hash = hash), `#/carnes/${carnet.body.data.carnet_id}`);
  await carnets.slip(1, 2).click();
  const parcelTitle = carnets.parcelTitle(carnets.parcel(1, parcel));
  await parcelTitle.waitFor();
  assert.equal(await textOf(parcelTitle), `Parcela 1/2 · cobrança #${parcel} paga paid`);
  const carnetTitle = charges.titleRow;
  assert.equal(await textOf(carnetTitle), `Carnê #${carnet.body.data.carnet_id} em dia up_to_date`);
});

suite.test('a renewed subscription whose new charge is unpaid reads as active, and its badge agrees with its meaning', async ({ account, open }) => {
  const api = await account('Assinatura renovada');
  const plan = (await api.post('/v1/plan', { name: 'Clube do Livro — mensal', interval: 1, repeats: 12 })).body.data.plan_id;
  const created = await api.post(`/v1/plan/${plan}/subscription/one-step`, {
    items: [{ name: 'Livro do mês', value: 4990, amount: 1 }],
    payment: { banking_billet: { customer, expire_at: addDays(await today(api), 5) } },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const subscriptionId = created.body.data.subscription_id;
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: created.body.data.charge.id })).status, 200);
  await api.post('/sandbox/v1/clock/advance', { months: 1 });
  assert.equal((await api.get(`/v1/subscription/${subscriptionId}`)).body.data.status, 'new_charge');

  const dashboard = await open(api, `#/assinaturas/${subscriptionId}`);
  const { charges, subscriptions } = dashboard;
  const titleRow = charges.titleRow;
  await titleRow.getByRole('heading', { name: `Assinatura #${subscriptionId}` }).waitFor();
  assert.equal(await textOf(titleRow), `Assinatura #${subscriptionId} ativa, a pagar new_charge`);
  const meaning = await charges.meaningOnHover(titleRow).getAttribute('title');
  assert.match(meaning ?? '', /^ativa: /, 'the meaning on hover says active too');
  const row = subscriptions.selectedRow;
  assert.match(await textOf(row), /ativa, a pagar new_charge/, 'the list says the same');

  // The period's boleto paid: plainly active again, in the header and the list.
  await dashboard.page.getByRole('button', { name: 'Pagar boleto atual no banco' }).click();
  const dialog = dashboard.dialog(/^Pagar no banco — cobrança #/);
  await dialog.getByRole('button', { name: /^Confirmar pagamento/ }).click();
  await dialog.waitFor({ state: 'detached' });
  await titleRow.getByText('active', { exact: true }).waitFor();
  assert.equal(await textOf(titleRow), `Assinatura #${subscriptionId} ativa active`);
});
