// The lists from the keyboard: each is one Tab stop; the arrows, Home/End and PageUp/PageDown move
// the selection and the detail follows; PageDown moves by what the list shows, not to the end; a
// deep link to a charge far down the list scrolls to it and marks it.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import type { Dashboard } from './pages/dashboard.ts';
import { addDays, createBoleto, today } from './helpers.ts';

const suite = await browserSuite();
const CHARGES = 200;

const api = await suite.sandbox.newAccount('Teclado');
/** Newest first, as the list shows them. */
const ids: number[] = [];
for (let i = 0; i < CHARGES; i++) ids.unshift(await api.createCharge({ items: [{ name: 'Item', value: 1000 + i, amount: 1 }], metadata: { custom_id: `pedido-${i}` } }));

async function expectOpen(dashboard: Dashboard, index: number) {
  const { page, charges } = dashboard;
  await charges.heading(ids[index]).waitFor();
  assert.equal(new URL(page.url()).hash, `#/cobrancas/${ids[index]}`);
  assert.deepEqual(await dashboard.focused(), { row: index }, 'focus stays on the row');
  assert.equal(await charges.virtualRow(ids[index]).getAttribute('aria-selected'), 'true');
}

suite.test('the charge list is one Tab stop; arrows, Home/End and PageUp/PageDown move the selection and the detail follows', async ({ open }) => {
  const dashboard = await open(api, '#/cobrancas', { viewport: { width: 1280, height: 800 } });
  const { page, charges } = dashboard;
  await dashboard.listCount('200 cobranças').waitFor();
  await charges.virtualRow(ids[0]).waitFor();
  await charges.newChargeButton.focus();
  await page.keyboard.press('Tab');
  assert.deepEqual(await dashboard.focused(), { row: 0 }, 'Tab enters the list on its first row');
  await page.keyboard.press('Tab');
  const after = await dashboard.focused();
  assert.ok('outside' in after, `the next Tab leaves the list (focus on ${JSON.stringify(after)})`);
  await page.keyboard.press('Shift+Tab');
  assert.deepEqual(await dashboard.focused(), { row: 0 }, 'Shift+Tab comes back to it');

  // Nothing open yet: the first ArrowDown moves from the focused first row to the second.
  await page.keyboard.press('ArrowDown');
  await expectOpen(dashboard, 1);
  await page.keyboard.press('ArrowUp');
  await expectOpen(dashboard, 0);

  // PageDown: one screenful of rows, whatever the window's height.
  const perPage = await page.evaluate(() => {
    const scroller = document.querySelector<HTMLElement>('.vlist-scroll')!;
    return Math.floor(scroller.clientHeight / 40);
  });
  assert.ok(perPage >= 5 && perPage < 50, `a page is ${perPage} rows`);
  await page.keyboard.press('PageDown');
  await expectOpen(dashboard, perPage);
  await page.keyboard.press('PageDown');
  await expectOpen(dashboard, 2 * perPage);
  await page.keyboard.press('PageUp');
  await expectOpen(dashboard, perPage);

  await page.keyboard.press('End');
  await expectOpen(dashboard, CHARGES - 1);
  assert.ok(await charges.virtualRow(ids[CHARGES - 1]).isVisible(), 'the last row is scrolled into view');
  await page.keyboard.press('Home');
  await expectOpen(dashboard, 0);

  // With a charge open, Tab comes back into the list on that charge's row.
  await page.keyboard.press('ArrowDown');
  await expectOpen(dashboard, 1);
  await charges.newChargeButton.focus();
  await page.keyboard.press('Tab');
  assert.deepEqual(await dashboard.focused(), { row: 1 });

  // Scrolled far from the open row (no longer in the DOM), the list is still one Tab stop.
  await charges.scroller.first().evaluate((scroller) => {
    scroller.scrollTop = scroller.scrollHeight;
  });
  await dashboard.listRow(CHARGES - 1).waitFor();
  await charges.newChargeButton.focus();
  await page.keyboard.press('Tab');
  const entered = await dashboard.focused();
  assert.ok((entered.row ?? 0) > 1, `Tab enters the scrolled list on a rendered row (focus on ${JSON.stringify(entered)})`);
});

suite.test('a deep link to a charge far down the list scrolls to it and highlights it', async ({ open }) => {
  const target = CHARGES - 3; // the third oldest: on the list's second page, far below the fold
  const dashboard = await open(api, `#/cobrancas/${ids[target]}`, { viewport: { width: 1280, height: 800 } });
  const { page, charges } = dashboard;
  await charges.heading(ids[target]).waitFor();
  const row = charges.virtualRow(ids[target]);
  await row.waitFor();
  assert.equal(await row.getAttribute('aria-selected'), 'true');
  assert.match((await row.getAttribute('class')) ?? '', /vrow-selected/);
  const [rowBox, listBox] = [await row.boundingBox(), await charges.scroller.boundingBox()];
  assert.ok(rowBox && listBox && rowBox.y >= listBox.y && rowBox.y + rowBox.height <= listBox.y + listBox.height, 'the row is inside the visible part of the list');
  await dashboard.screenshot('keyboard-deep-link.png');

  // Tab enters the list on that row, and the arrows go on from there.
  await charges.newChargeButton.focus();
  await page.keyboard.press('Tab');
  assert.deepEqual(await dashboard.focused(), { row: target });
  await page.keyboard.press('ArrowDown');
  await expectOpen(dashboard, target + 1);
});

suite.test('the carnê list works the same way: one Tab stop, arrows open the carnê, a deep link marks its row', async ({ account, open }) => {
  const api = await account('Teclado nos carnês');
  const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
  const expireAt = addDays(await today(api), 10);
  const carnets: number[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 5000, amount: 1 }], customer, expire_at: expireAt, repeats: 2 });
    carnets.unshift(created.body.data.carnet_id);
  }
  const dashboard = await open(api, `#/carnes/${carnets[1]}`);
  const { page, carnets: view } = dashboard;
  await view.heading(carnets[1]).waitFor();
  const selected = view.grid.locator('[aria-selected="true"]');
  assert.equal(await selected.count(), 1);
  assert.match((await selected.textContent()) ?? '', new RegExp(`#${carnets[1]}`));

  await dashboard.searchBox().focus();
  await page.keyboard.press('Tab');
  assert.deepEqual(await dashboard.focused(), { row: 1 }, 'Tab enters on the open carnê');
  await page.keyboard.press('Tab');
  assert.ok('outside' in (await dashboard.focused()), 'and the next Tab leaves the list');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await view.heading(carnets[2]).waitFor();
  assert.deepEqual(await dashboard.focused(), { row: 2 });
  await page.keyboard.press('Home');
  await view.heading(carnets[0]).waitFor();
  await page.keyboard.press('End');
  await view.heading(carnets[2]).waitFor();
  assert.deepEqual(await dashboard.focused(), { row: 2 });
});

suite.test('in every list, Tab into it with nothing open and one ArrowDown opens the second row', async ({ account, open }) => {
  const api = await account('Teclado em todas as listas');
  const receiver = await suite.receiver(200);
  const start = await today(api);
  const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
  const plan = (await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 12 })).body.data.plan_id;
  for (let i = 0; i < 2; i++) {
    const boleto = await createBoleto(api, { notificationUrl: receiver.url });
    assert.equal((await api.post(`/v1/charge/${boleto}/billet/resend`, { email: `financeiro${i}@example.com` })).status, 200);
    const carnet = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 5000, amount: 1 }], customer, expire_at: addDays(start, 10), repeats: 2 });
    assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
    const subscription = await api.post(`/v1/plan/${plan}/subscription/one-step`, {
      items: [{ name: 'Livro do mês', value: 4990, amount: 1 }],
      payment: { banking_billet: { customer, expire_at: addDays(start, 5) } },
    });
    assert.equal(subscription.status, 200, JSON.stringify(subscription.body));
    const link = await api.post('/v1/charge/one-step/link', {
      items: [{ name: 'Curso', value: 29900, amount: 1 }],
      settings: { request_delivery_address: false, payment_method: 'all', expire_at: addDays(start, 7) },
    });
    assert.equal(link.status, 200, JSON.stringify(link.body));
  }
  for (const view of ['cobrancas', 'carnes', 'assinaturas', 'links', 'webhooks', 'emails', 'requisicoes']) {
    const dashboard = await open(api, `#/${view}`, { viewport: { width: 1280, height: 800 } });
    const { page } = dashboard;
    await dashboard.listRow(1).waitFor();
    // As a person does: Tab from the top of the page until the list has focus.
    for (let presses = 0; presses < 40 && !('row' in (await dashboard.focused())); presses++) await page.keyboard.press('Tab');
    assert.deepEqual(await dashboard.focused(), { row: 0 }, `${view}: Tab enters the list on its first row`);
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(new RegExp(`#/${view}/\\d+$`));
    const selected = dashboard.selectedListRow;
    await selected.waitFor();
    assert.equal(await selected.getAttribute('data-row-index'), '1', `${view}: one ArrowDown opens the second row`);
    assert.deepEqual(await dashboard.focused(), { row: 1 }, `${view}: focus moves with it`);
    assert.equal(await selected.count(), 1);
    await dashboard.close();
  }
});
