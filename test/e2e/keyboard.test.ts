// The lists from the keyboard: each is one Tab stop; the arrows, Home/End and PageUp/PageDown move
// the selection and the detail follows; PageDown moves by what the list shows, not to the end; a
// deep link to a charge far down the list scrolls to it and marks it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startSandbox } from '../helpers/sandbox.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { addDays, assertDashboardBuilt, createBoleto, launchBrowser, openDashboard, today } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

const SHOTS = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const CHARGES = 200;

const api = await sandbox.newAccount('Teclado');
/** Newest first, as the list shows them. */
const ids: number[] = [];
for (let i = 0; i < CHARGES; i++) ids.unshift(await api.createCharge({ items: [{ name: 'Item', value: 1000 + i, amount: 1 }], metadata: { custom_id: `pedido-${i}` } }));

/** What has focus: the list row's index, or a description of the element outside any list. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const row = el?.closest<HTMLElement>('[data-row-index]');
    return row && row === el ? { row: Number(row.dataset.rowIndex) } : { outside: `${el?.tagName} ${el?.textContent?.slice(0, 30)}` };
  });

async function expectOpen(page: Page, index: number) {
  await page.getByRole('heading', { name: `Cobrança #${ids[index]}`, exact: true }).waitFor();
  assert.equal(new URL(page.url()).hash, `#/cobrancas/${ids[index]}`);
  assert.deepEqual(await focused(page), { row: index }, 'focus stays on the row');
  assert.equal(await page.locator(`[data-charge-row="${ids[index]}"]`).getAttribute('aria-selected'), 'true');
}

test('the charge list is one Tab stop; arrows, Home/End and PageUp/PageDown move the selection and the detail follows', async () => {
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/cobrancas', { width: 1280, height: 800 });
  try {
    await page.locator('.list-count').filter({ hasText: '200 cobranças' }).waitFor();
    await page.locator(`[data-charge-row="${ids[0]}"]`).waitFor();
    await page.getByRole('button', { name: 'Nova cobrança' }).focus();
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { row: 0 }, 'Tab enters the list on its first row');
    await page.keyboard.press('Tab');
    const after = await focused(page);
    assert.ok('outside' in after, `the next Tab leaves the list (focus on ${JSON.stringify(after)})`);
    await page.keyboard.press('Shift+Tab');
    assert.deepEqual(await focused(page), { row: 0 }, 'Shift+Tab comes back to it');

    // Nothing open yet: the first ArrowDown moves from the focused first row to the second.
    await page.keyboard.press('ArrowDown');
    await expectOpen(page, 1);
    await page.keyboard.press('ArrowUp');
    await expectOpen(page, 0);

    // PageDown: one screenful of rows, whatever the window's height.
    const perPage = await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('.vlist-scroll')!;
      return Math.floor(scroller.clientHeight / 40);
    });
    assert.ok(perPage >= 5 && perPage < 50, `a page is ${perPage} rows`);
    await page.keyboard.press('PageDown');
    await expectOpen(page, perPage);
    await page.keyboard.press('PageDown');
    await expectOpen(page, 2 * perPage);
    await page.keyboard.press('PageUp');
    await expectOpen(page, perPage);

    await page.keyboard.press('End');
    await expectOpen(page, CHARGES - 1);
    assert.ok(await page.locator(`[data-charge-row="${ids[CHARGES - 1]}"]`).isVisible(), 'the last row is scrolled into view');
    await page.keyboard.press('Home');
    await expectOpen(page, 0);

    // With a charge open, Tab comes back into the list on that charge's row.
    await page.keyboard.press('ArrowDown');
    await expectOpen(page, 1);
    await page.getByRole('button', { name: 'Nova cobrança' }).focus();
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { row: 1 });

    // Scrolled far from the open row (no longer in the DOM), the list is still one Tab stop.
    await page.locator('.vlist-scroll').first().evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    await page.locator(`[data-row-index="${CHARGES - 1}"]`).waitFor();
    await page.getByRole('button', { name: 'Nova cobrança' }).focus();
    await page.keyboard.press('Tab');
    const entered = await focused(page);
    assert.ok((entered.row ?? 0) > 1, `Tab enters the scrolled list on a rendered row (focus on ${JSON.stringify(entered)})`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a deep link to a charge far down the list scrolls to it and highlights it', async () => {
  const target = CHARGES - 3; // the third oldest: on the list's second page, far below the fold
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${ids[target]}`, { width: 1280, height: 800 });
  try {
    await page.getByRole('heading', { name: `Cobrança #${ids[target]}`, exact: true }).waitFor();
    const row = page.locator(`[data-charge-row="${ids[target]}"]`);
    await row.waitFor();
    assert.equal(await row.getAttribute('aria-selected'), 'true');
    assert.match((await row.getAttribute('class')) ?? '', /vrow-selected/);
    const [rowBox, listBox] = [await row.boundingBox(), await page.locator('.vlist-scroll').boundingBox()];
    assert.ok(rowBox && listBox && rowBox.y >= listBox.y && rowBox.y + rowBox.height <= listBox.y + listBox.height, 'the row is inside the visible part of the list');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}keyboard-deep-link.png` });

    // Tab enters the list on that row, and the arrows go on from there.
    await page.getByRole('button', { name: 'Nova cobrança' }).focus();
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { row: target });
    await page.keyboard.press('ArrowDown');
    await expectOpen(page, target + 1);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the carnê list works the same way: one Tab stop, arrows open the carnê, a deep link marks its row', async () => {
  const account = await sandbox.newAccount('Teclado nos carnês');
  const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
  const expireAt = addDays(await today(account), 10);
  const carnets: number[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await account.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 5000, amount: 1 }], customer, expire_at: expireAt, repeats: 2 });
    carnets.unshift(created.body.data.carnet_id);
  }
  const { page, errors, close } = await openDashboard(browser, sandbox.url, account, `#/carnes/${carnets[1]}`);
  try {
    await page.getByRole('heading', { name: `Carnê #${carnets[1]}` }).waitFor();
    const grid = page.getByRole('grid', { name: 'Carnês' });
    const selected = grid.locator('[aria-selected="true"]');
    assert.equal(await selected.count(), 1);
    assert.match((await selected.textContent()) ?? '', new RegExp(`#${carnets[1]}`));

    await page.getByRole('searchbox', { name: 'Buscar' }).focus();
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { row: 1 }, 'Tab enters on the open carnê');
    await page.keyboard.press('Tab');
    assert.ok('outside' in (await focused(page)), 'and the next Tab leaves the list');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('heading', { name: `Carnê #${carnets[2]}` }).waitFor();
    assert.deepEqual(await focused(page), { row: 2 });
    await page.keyboard.press('Home');
    await page.getByRole('heading', { name: `Carnê #${carnets[0]}` }).waitFor();
    await page.keyboard.press('End');
    await page.getByRole('heading', { name: `Carnê #${carnets[2]}` }).waitFor();
    assert.deepEqual(await focused(page), { row: 2 });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('in every list, Tab into it with nothing open and one ArrowDown opens the second row', async () => {
  const account = await sandbox.newAccount('Teclado em todas as listas');
  const receiver = await startReceiver(200);
  try {
    const start = await today(account);
    const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
    const plan = (await account.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 12 })).body.data.plan_id;
    for (let i = 0; i < 2; i++) {
      const boleto = await createBoleto(account, { notificationUrl: receiver.url });
      assert.equal((await account.post(`/v1/charge/${boleto}/billet/resend`, { email: `financeiro${i}@example.com` })).status, 200);
      const carnet = await account.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 5000, amount: 1 }], customer, expire_at: addDays(start, 10), repeats: 2 });
      assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
      const subscription = await account.post(`/v1/plan/${plan}/subscription/one-step`, {
        items: [{ name: 'Livro do mês', value: 4990, amount: 1 }],
        payment: { banking_billet: { customer, expire_at: addDays(start, 5) } },
      });
      assert.equal(subscription.status, 200, JSON.stringify(subscription.body));
      const link = await account.post('/v1/charge/one-step/link', {
        items: [{ name: 'Curso', value: 29900, amount: 1 }],
        settings: { request_delivery_address: false, payment_method: 'all', expire_at: addDays(start, 7) },
      });
      assert.equal(link.status, 200, JSON.stringify(link.body));
    }
    for (const view of ['cobrancas', 'carnes', 'assinaturas', 'links', 'webhooks', 'emails', 'requisicoes']) {
      const { page, errors, close } = await openDashboard(browser, sandbox.url, account, `#/${view}`, { width: 1280, height: 800 });
      try {
        await page.locator('main [data-row-index="1"]').waitFor();
        // As a person does: Tab from the top of the page until the list has focus.
        for (let presses = 0; presses < 40 && !('row' in (await focused(page))); presses++) await page.keyboard.press('Tab');
        assert.deepEqual(await focused(page), { row: 0 }, `${view}: Tab enters the list on its first row`);
        await page.keyboard.press('ArrowDown');
        await page.waitForURL(new RegExp(`#/${view}/\\d+$`));
        const selected = page.locator('main [data-row-index][aria-selected="true"]');
        await selected.waitFor();
        assert.equal(await selected.getAttribute('data-row-index'), '1', `${view}: one ArrowDown opens the second row`);
        assert.deepEqual(await focused(page), { row: 1 }, `${view}: focus moves with it`);
        assert.equal(await selected.count(), 1);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  } finally {
    await receiver.close();
  }
});
