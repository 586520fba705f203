// Not a test: `node --import tsx test/e2e/style-equivalence.ts <old dashboard .css>` checks that a
// reshaped stylesheet looks the same. It fills one account for every view, and on each view (at
// two widths, light and dark) reads the computed style of every element under the built
// stylesheet, then under the old one given, in the same page; it prints the elements whose style
// differs. For moving CSS between files, where the cascade's order is what can silently change.
import { copyFileSync, rmSync } from 'node:fs';
import { VIEWS } from '../../renderer/stores/router.ts';
import { DASHBOARD_DIR, assertDashboardBuilt } from './helpers.ts';
import { takeScreens } from './screens.ts';
import { seedEveryView, showView } from './view-fixtures.ts';

const old = process.argv[2];
if (!old) throw new Error('usage: style-equivalence.ts <old dashboard .css>');
assertDashboardBuilt();
const COMPARE = 'assets/style-equivalence-old.css';
copyFileSync(old, `${DASHBOARD_DIR}${COMPARE}`);

/** Each side of the narrow windows' breakpoints (1199 and 980 px). */
const SIZES = [
  { width: 900, height: 700 },
  { width: 1440, height: 900 },
];

let differences = 0;
try {
  // No picture is saved: the shared opener is used for its sandbox, browser and pages.
  await takeScreens({ out: 'style-equivalence' }, async ({ account, receiver, open }) => {
    const failing = await receiver(500);
    const api = await account('Loja Exemplo');
    const { hashes } = await seedEveryView(api, failing.url);
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const size of SIZES) {
        const dashboard = await open(api, '#/cobrancas', { viewport: size, colorScheme });
        const { page } = dashboard;
        // tsx names the function's inner helpers with __name(), which the page does not have.
        await page.evaluate('globalThis.__name = (fn) => fn');
        for (const view of VIEWS) {
          await showView(page, hashes[view]);
          const found = await page.evaluate(compareStyles, COMPARE);
          differences += found.length;
          for (const line of found) console.log(`${view} ${size.width} ${colorScheme}: ${line}`);
        }
        await dashboard.close();
      }
    }
  });
  console.log(differences === 0 ? 'same computed styles everywhere' : `${differences} differences`);
} finally {
  rmSync(`${DASHBOARD_DIR}${COMPARE}`, { force: true });
}

/** In the page: every element's computed style (and its ::before/::after), under one sheet then the other. */
async function compareStyles(compareHref: string): Promise<string[]> {
  const elements = [...document.querySelectorAll('body *')];
  const styleOf = (el: Element, pseudo: string | null) => {
    const style = getComputedStyle(el, pseudo);
    if (pseudo && style.content === 'none') return '';
    // Custom properties are the tokens themselves (new ones are expected); what they resolve to is compared.
    return Array.from(style)
      .filter((name) => !name.startsWith('--'))
      .map((name) => `${name}:${style.getPropertyValue(name)}`)
      .join(';');
  };
  const snapshot = () => elements.map((el) => [styleOf(el, null), styleOf(el, '::before'), styleOf(el, '::after')].join('|'));
  const current = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
  const before = snapshot();
  const other = document.createElement('link');
  other.rel = 'stylesheet';
  other.href = compareHref;
  await new Promise((resolve, reject) => {
    other.onload = resolve;
    other.onerror = reject;
    document.head.append(other);
  });
  current.disabled = true;
  const after = snapshot();
  current.disabled = false;
  other.remove();
  const found: string[] = [];
  elements.forEach((el, i) => {
    if (before[i] === after[i] || el.getAnimations().length > 0) return;
    const a = before[i].split(/[;|]/);
    const b = new Set(after[i].split(/[;|]/));
    const changed = a.filter((decl) => !b.has(decl)).slice(0, 6).join('; ');
    found.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> now ${changed}`);
  });
  return found.slice(0, 40);
}
