// The layout from a 1024 px laptop to a 1920 px monitor, and the dark theme. Every view of VIEWS,
// with its detail open where it has one: nothing reaches past the window's right edge; the
// navigation is an icon rail at 1024 and a labelled list at 1920; the charge list keeps the due date
// at 1024 and shows a whole custom_id at 1920; the request table keeps status and latency. Dark:
// follows the system, the Tema choice overrides it, survives a reload and applies before the
// dashboard's script runs (no flash of the other theme).
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { VIEWS } from '../../renderer/stores/router.ts';
import { browserSuite } from './suite.ts';
import { LONG_CUSTOM_ID, seedEveryView, showView } from './view-fixtures.ts';

const suite = await browserSuite();
const failing = await suite.receiver(500);
const api = await suite.sandbox.newAccount('Loja de todos os tamanhos');
const { hashes, boletoId } = await seedEveryView(api, failing.url);

const LAPTOP = { width: 1024, height: 700 };
const MONITOR = { width: 1920, height: 1080 };

/**
 * Visible elements whose box ends past the window's right edge, and whether the page itself scrolls
 * sideways. Content a box clips on purpose (overflow hidden: a cell's ellipsis) and code blocks,
 * which scroll sideways by design, are left out; a scrolling pane is not an excuse — what it hides
 * to the right is still cut off for the user.
 */
function pastRightEdge(page: Page) {
  // No named helpers inside: the test runner's transpiler would wrap them in a function the page lacks.
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= limit) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      let clippedOnPurpose = false;
      for (let a = el.parentElement; a && a !== document.body && !clippedOnPurpose; a = a.parentElement) {
        const overflow = getComputedStyle(a).overflowX;
        clippedOnPurpose = a.tagName === 'PRE' || ((overflow === 'hidden' || overflow === 'clip') && a.getBoundingClientRect().right <= limit);
      }
      if (clippedOnPurpose) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      offenders.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${name}" right=${Math.round(rect.right)}`);
    }
    const scrolling = document.scrollingElement!;
    return { offenders, pageScrollsSideways: scrolling.scrollWidth > scrolling.clientWidth };
  });
}

for (const size of [LAPTOP, MONITOR]) {
  suite.test(`at ${size.width}×${size.height} no view reaches past the right edge of the window`, async ({ open }) => {
    const dashboard = await open(api, '#/cobrancas', { viewport: size });
    const { page } = dashboard;
    const found: string[] = [];
    for (const view of VIEWS) {
      await showView(page, hashes[view]);
      const { offenders, pageScrollsSideways } = await pastRightEdge(page);
      if (offenders.length || pageScrollsSideways) {
        found.push(`${hashes[view]}${pageScrollsSideways ? ' (the page scrolls sideways)' : ''}:\n  ${offenders.slice(0, 10).join('\n  ')}`);
      }
    }
    assert.equal(found.length, 0, found.join('\n'));
  });
}

suite.test('at 1024 px the navigation is a rail of named icons; at 1920 px it shows its labels and hints', async ({ open }) => {
  const dashboard = await open(api, hashes.cobrancas, { viewport: LAPTOP });
  const { page } = dashboard;
  const nav = dashboard.nav;
  const narrow = (await nav.boundingBox())!;
  assert.ok(narrow.width < 80, `the rail is ${narrow.width} px wide`);
  assert.equal(await nav.getByText('parcelas mensais em boleto').isVisible(), true, 'hidden from the eye, the hint still names the link');
  // The words are clipped, not gone: each link keeps its name and goes on working from the keyboard.
  const carnets = dashboard.sectionLink('carnets');
  assert.ok((await carnets.boundingBox())!.width <= narrow.width);
  await carnets.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/carnes$/);

  await page.setViewportSize(MONITOR);
  await page.waitForFunction(() => document.querySelector('nav')!.getBoundingClientRect().width > 160);
  const hint = (await nav.getByText('parcelas mensais em boleto').boundingBox())!;
  assert.ok(hint.width > 60, `the hint is ${hint.width} px wide at 1920`);
});

suite.test('the charge list keeps the due date at 1024 px and shows the whole custom_id at 1920 px', async ({ open }) => {
  const dashboard = await open(api, hashes.cobrancas, { viewport: LAPTOP });
  const { page } = dashboard;
  const list = dashboard.charges.list;
  const listBox = (await list.boundingBox())!;
  const due = list.getByRole('columnheader', { name: 'Vencimento' });
  const dueBox = (await due.boundingBox())!;
  assert.ok(dueBox.x + dueBox.width <= listBox.x + listBox.width, 'the due date column fits in the list');
  const row = dashboard.charges.virtualRow(boletoId);
  const dueCell = row.locator('.col-due');
  assert.match(await dueCell.innerText(), /^\d{2}\/\d{2}\/\d{4}$/);
  assert.equal(await textIsWhole(dueCell), true, 'the due date is not cut');

  await page.setViewportSize(MONITOR);
  const custom = row.getByText(LONG_CUSTOM_ID, { exact: true });
  await custom.waitFor();
  assert.equal(await textIsWhole(custom), true, `${LONG_CUSTOM_ID} is cut in the list at 1920 px`);
  assert.equal(await textIsWhole(row.locator('.col-due')), true);
});

suite.test('the request table keeps its status and latency columns at 1024 px', async ({ open }) => {
  const dashboard = await open(api, hashes.requisicoes, { viewport: LAPTOP });
  const list = dashboard.listPane;
  const listBox = (await list.boundingBox())!;
  for (const name of ['Status', 'Latência']) {
    const box = (await list.getByRole('columnheader', { name }).boundingBox())!;
    assert.ok(box.x + box.width <= listBox.x + listBox.width + 0.5, `${name} ends at ${box.x + box.width}, the list at ${listBox.x + listBox.width}`);
  }
  const first = list.getByRole('row').nth(1);
  assert.equal(await textIsWhole(first.getByRole('gridcell').last()), true, 'the latency is not cut');
});

/** Whether an element shows all of its text (nothing hidden by an ellipsis or its column's width). */
function textIsWhole(locator: Locator) {
  return locator.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().width > 0);
}

/** The relative luminance of the page's background and text (0 black … 1 white). */
function pageColours(page: Page) {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const panel = getComputedStyle(document.querySelector('.topbar') ?? document.body);
    const [background, text, bar] = [root.backgroundColor, root.color, panel.backgroundColor].map((css) => {
      const [r, g, b] = css.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    });
    return { background, text, panel: bar };
  });
}

suite.test(
  'dark mode follows the system; the Tema choice overrides it, persists, and applies before the app runs',
  { allowErrors: [{ matches: /ERR_FAILED|net::/, why: "the dashboard's script is blocked on purpose for one load" }] },
  async ({ open }) => {
  const dashboard = await open(api, hashes.cobrancas, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const { page } = dashboard;
  let colours = await pageColours(page);
  assert.ok(colours.background < 0.05 && colours.panel < 0.05, `dark system, dark page: ${JSON.stringify(colours)}`);
  assert.ok(colours.text > 0.6, `light text on it: ${JSON.stringify(colours)}`);
  const theme = dashboard.themePicker;
  assert.equal(await theme.inputValue(), 'auto');

  await theme.selectOption({ label: 'Claro' });
  colours = await pageColours(page);
  assert.ok(colours.background > 0.8 && colours.text < 0.05, `Claro wins over the system: ${JSON.stringify(colours)}`);

  await page.reload();
  await dashboard.live.waitFor();
  assert.equal(await dashboard.themePicker.inputValue(), 'light');
  assert.ok((await pageColours(page)).background > 0.8, 'still light after a reload');

  // Without the dashboard's own script the stored choice still applies: it is set before the
  // first paint, not after React starts.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.reload();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.ok((await pageColours(page)).background > 0.8);
  await page.unroute('**/assets/index-*.js');

  await page.reload();
  await dashboard.themePicker.selectOption({ label: 'Automático' });
  assert.ok((await pageColours(page)).background < 0.05, 'Automático follows the dark system again');
  await page.reload();
  await dashboard.live.waitFor();
  assert.ok((await pageColours(page)).background < 0.05);
});

suite.test('Escuro makes a light system dark', async ({ open }) => {
  const dashboard = await open(api, '#/relogio', { viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  const { page } = dashboard;
  assert.ok((await pageColours(page)).background > 0.8);
  await dashboard.themePicker.selectOption({ label: 'Escuro' });
  const colours = await pageColours(page);
  assert.ok(colours.background < 0.05 && colours.text > 0.6, JSON.stringify(colours));
});
