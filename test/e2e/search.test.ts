// The dashboard's search boxes, as someone with a typed line from a customer's e-mail, a name
// heard on the phone or a CPF from a spreadsheet would use them: charges, carnês, subscriptions,
// payment links and e-mails each find theirs, and leave the others out.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { addDays, today } from './helpers.ts';

const suite = await browserSuite();

const items = [{ name: 'Mensalidade', value: 8900, amount: 1 }];
const joao = { name: 'João Araújo', cpf: '94271564656', email: 'joao.araujo@example.com', phone_number: '5144916523' };
const maria = { name: 'Maria Conceição', cpf: '52998224725', email: 'maria@example.com', phone_number: '5144916524' };

suite.test('charges: a typed line pasted with its dots, a name without accents, a CPF with punctuation, an e-mail, a token', async ({ account, open }) => {
  const api = await account('Busca de cobranças');
  const boleto = async (customer: object) => {
  const result = await api.post('/v1/charge/one-step', { items, payment: { banking_billet: { expire_at: addDays(await today(api), 7), customer } } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const timeline = (await api.get(`/sandbox/v1/charges/${result.body.data.charge_id}/timeline`)).body;
  return { id: result.body.data.charge_id as number, typedLine: timeline.boleto.typed_line as string, token: timeline.notification_token as string };
  };
  const a = await boleto(joao);
  const b = await boleto(maria);
  for (let i = 0; i < 5; i++) await api.createCharge({ items, metadata: { custom_id: `avulsa-${i}` } });

  const dashboard = await open(api);
  const { charges } = dashboard;
  await dashboard.listCount('7 cobranças').waitFor();
  const only = async (id: number) => {
    await charges.row(id).waitFor();
    assert.ok(await charges.rowCountBecomes(1), `only #${id} is listed`);
  };

  // What a customer pastes from the boleto: the typed line with its dots and spaces.
  assert.match(a.typedLine, /\./);
  await dashboard.search(a.typedLine, /^1 cobrança com este filtro/);
  await only(a.id);
  await dashboard.screenshot('search-typed-line.png');

  await dashboard.search('joao araujo', /^1 cobrança com este filtro/);
  await only(a.id);
  await dashboard.search('529.982.247-25', /^1 cobrança com este filtro/);
  await only(b.id);
  await dashboard.search('MARIA@example.com', /^1 cobrança com este filtro/);
  await only(b.id);
  await dashboard.search(b.token, /^1 cobrança com este filtro/);
  await only(b.id);
  await dashboard.search('example.com', /^2 cobranças com este filtro/);
  await dashboard.search('ninguém com este nome', /^0 cobranças com este filtro/);
  await charges.emptyFiltered.waitFor();
  await charges.clearFilters.click();
  await dashboard.listCount(/^7 cobranças$/).waitFor();
});

suite.test('carnês, subscriptions, payment links and e-mails: each list searches the same way', async ({ account, open }) => {
  const api = await account('Busca nas outras listas');
  const expireAt = addDays(await today(api), 10);
  const carnet = (await api.post('/v1/carnet', { items, customer: joao, expire_at: expireAt, repeats: 3, metadata: { custom_id: 'escola-1' } })).body.data;
  const otherCarnet = (await api.post('/v1/carnet', { items, customer: maria, expire_at: expireAt, repeats: 2 })).body.data;
  const planId = (await api.post('/v1/plan', { name: 'Clube', interval: 1, repeats: 6 })).body.data.plan_id;
  const subscribe = async (customer: object) =>
    (await api.post(`/v1/plan/${planId}/subscription/one-step`, { items, payment: { banking_billet: { customer, expire_at: addDays(expireAt, -5) } } })).body.data;
  const subscription = await subscribe(maria);
  await subscribe(joao);
  const settings = { expire_at: addDays(expireAt, -7), request_delivery_address: false, payment_method: 'all' };
  const link = (await api.post('/v1/charge/one-step/link', { items, customer: { email: 'comprador@loja.example' }, settings })).body.data;
  await api.post('/v1/charge/one-step/link', { items, customer: { email: 'outra@loja.example' }, settings });
  const parcel = carnet.charges[1];
  assert.equal((await api.post(`/v1/charge/${parcel.charge_id}/billet/resend`, { email: 'secretaria@escola.example' })).status, 200);
  assert.equal((await api.post(`/v1/charge/${otherCarnet.charges[0].charge_id}/billet/resend`, { email: 'maria@example.com' })).status, 200);

  const dashboard = await open(api, '#/carnes');
  const { links, emails } = dashboard;
  // A parcel's typed line (as the carnê's PDF prints it) finds its carnê.
  await dashboard.listCount('2 carnês').waitFor();
  await dashboard.search(parcel.barcode, /^1 carnê com esta busca/);
  await dashboard.idLink(carnet.carnet_id).waitFor();
  await dashboard.search('maria conceicao', /^1 carnê com esta busca/);
  await dashboard.idLink(otherCarnet.carnet_id).waitFor();
  await dashboard.screenshot('search-carnets.png');

  await dashboard.goto('#/assinaturas');
  await dashboard.listCount('2 assinaturas').waitFor();
  await dashboard.search('529.982.247-25', /^1 assinatura com este filtro/);
  await dashboard.idLink(subscription.subscription_id).waitFor();
  await dashboard.search(subscription.barcode.replace(/\D/g, ''), /^1 assinatura com este filtro/);
  await dashboard.idLink(subscription.subscription_id).waitFor();

  await dashboard.goto('#/links');
  await dashboard.listCount(/^2 links$/).waitFor();
  await dashboard.search('Comprador@', /^1 link com esta busca/);
  await links.row(link.charge_id).waitFor();
  assert.equal(await links.rows.count(), 1);
  await dashboard.search('nada disso', /^0 links com esta busca/);
  await dashboard.text('Nenhum link com esta busca.').waitFor();

  await dashboard.goto('#/emails');
  const mails = emails.rows;
  await mails.nth(1).waitFor();
  await dashboard.searchBox().fill('joao');
  await mails.filter({ hasText: 'secretaria@escola.example' }).waitFor();
  await emails.waitForRowCount(1);
  await dashboard.searchBox().fill(otherCarnet.charges[0].barcode);
  await mails.filter({ hasText: 'maria@example.com' }).waitFor();
  await emails.waitForRowCount(1);
});
