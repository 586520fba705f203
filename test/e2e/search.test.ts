// The dashboard's search boxes, as someone with a typed line from a customer's e-mail, a name
// heard on the phone or a CPF from a spreadsheet would use them: charges, carnês, subscriptions,
// payment links and e-mails each find theirs, and leave the others out.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startSandbox } from '../helpers/sandbox.ts';
import { addDays, assertDashboardBuilt, chargeRow, launchBrowser, openDashboard, today } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

const SHOTS = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const items = [{ name: 'Mensalidade', value: 8900, amount: 1 }];
const joao = { name: 'João Araújo', cpf: '94271564656', email: 'joao.araujo@example.com', phone_number: '5144916523' };
const maria = { name: 'Maria Conceição', cpf: '52998224725', email: 'maria@example.com', phone_number: '5144916524' };

/** Types `text` into the list's search box as a paste would (all at once) and waits for the count. */
async function search(page: Page, box: string, text: string, count: RegExp) {
  await page.getByRole('searchbox', { name: box }).fill(text);
  await page.locator('.list-count').filter({ hasText: count }).waitFor();
}

test('charges: a typed line pasted with its dots, a name without accents, a CPF with punctuation, an e-mail, a token', async () => {
  const api = await sandbox.newAccount('Busca de cobranças');
  const boleto = async (customer: object) => {
    const result = await api.post('/v1/charge/one-step', { items, payment: { banking_billet: { expire_at: addDays(await today(api), 7), customer } } });
    assert.equal(result.status, 200, JSON.stringify(result.body));
    const timeline = (await api.get(`/sandbox/v1/charges/${result.body.data.charge_id}/timeline`)).body;
    return { id: result.body.data.charge_id as number, typedLine: timeline.boleto.typed_line as string, token: timeline.notification_token as string };
  };
  const a = await boleto(joao);
  const b = await boleto(maria);
  for (let i = 0; i < 5; i++) await api.createCharge({ items, metadata: { custom_id: `avulsa-${i}` } });

  const { page, errors, close } = await openDashboard(browser, sandbox.url, api);
  try {
    await page.locator('.list-count').filter({ hasText: '7 cobranças' }).waitFor();
    // The list re-renders as live events arrive (the boletos' callbacks): wait for a settled list of
    // one row rather than counting the rows at one instant.
    const only = async (id: number) => {
      await chargeRow(page, id).waitFor();
      const settled = await page
        .waitForFunction(() => document.querySelectorAll('[data-charge-row]').length === 1)
        .then(() => true, () => false);
      assert.ok(settled, `only #${id} is listed`);
    };

    // What a customer pastes from the boleto: the typed line with its dots and spaces.
    assert.match(a.typedLine, /\./);
    await search(page, 'Buscar', a.typedLine, /^1 cobrança com este filtro/);
    await only(a.id);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}search-typed-line.png` });

    await search(page, 'Buscar', 'joao araujo', /^1 cobrança com este filtro/);
    await only(a.id);
    await search(page, 'Buscar', '529.982.247-25', /^1 cobrança com este filtro/);
    await only(b.id);
    await search(page, 'Buscar', 'MARIA@example.com', /^1 cobrança com este filtro/);
    await only(b.id);
    await search(page, 'Buscar', b.token, /^1 cobrança com este filtro/);
    await only(b.id);
    await search(page, 'Buscar', 'example.com', /^2 cobranças com este filtro/);
    await search(page, 'Buscar', 'ninguém com este nome', /^0 cobranças com este filtro/);
    await page.getByText('Nenhuma cobrança com este filtro.').waitFor();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.locator('.list-count').filter({ hasText: /^7 cobranças$/ }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('carnês, subscriptions, payment links and e-mails: each list searches the same way', async () => {
  const api = await sandbox.newAccount('Busca nas outras listas');
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

  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/carnes');
  try {
    // A parcel's typed line (as the carnê's PDF prints it) finds its carnê.
    await page.locator('.list-count').filter({ hasText: '2 carnês' }).waitFor();
    await search(page, 'Buscar', parcel.barcode, /^1 carnê com esta busca/);
    await page.getByRole('link', { name: `#${carnet.carnet_id}`, exact: true }).waitFor();
    await search(page, 'Buscar', 'maria conceicao', /^1 carnê com esta busca/);
    await page.getByRole('link', { name: `#${otherCarnet.carnet_id}`, exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}search-carnets.png` });

    await page.goto(`${sandbox.url}/?account=${encodeURIComponent(api.clientId)}#/assinaturas`);
    await page.locator('.list-count').filter({ hasText: '2 assinaturas' }).waitFor();
    await search(page, 'Buscar', '529.982.247-25', /^1 assinatura com este filtro/);
    await page.getByRole('link', { name: `#${subscription.subscription_id}`, exact: true }).waitFor();
    await search(page, 'Buscar', subscription.barcode.replace(/\D/g, ''), /^1 assinatura com este filtro/);
    await page.getByRole('link', { name: `#${subscription.subscription_id}`, exact: true }).waitFor();

    await page.goto(`${sandbox.url}/?account=${encodeURIComponent(api.clientId)}#/links`);
    await page.locator('.list-count').filter({ hasText: /^2 links$/ }).waitFor();
    await search(page, 'Buscar', 'Comprador@', /^1 link com esta busca/);
    await page.getByRole('row', { name: `Link #${link.charge_id}`, exact: true }).waitFor();
    assert.equal(await page.getByRole('row', { name: /^Link #/ }).count(), 1);
    await search(page, 'Buscar', 'nada disso', /^0 links com esta busca/);
    await page.getByText('Nenhum link com esta busca.').waitFor();

    await page.goto(`${sandbox.url}/?account=${encodeURIComponent(api.clientId)}#/emails`);
    const mails = page.getByRole('grid', { name: 'E-mails' }).getByRole('row');
    await mails.nth(1).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('joao');
    await mails.filter({ hasText: 'secretaria@escola.example' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.mail-list [role=row]').length === 1);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(otherCarnet.charges[0].barcode);
    await mails.filter({ hasText: 'maria@example.com' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.mail-list [role=row]').length === 1);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
