// Not a test: `node --import tsx test/e2e/screenshots-14.ts` fills one account with something for
// every view and saves each view of VIEWS (its detail open where it has one) at 1024×700 and
// 1920×1080, light and dark, to .tmp/screens-14/, for a person to look at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../helpers/sandbox.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { VIEWS } from '../../renderer/stores/router.ts';
import { assertDashboardBuilt, launchBrowser, openDashboard } from './helpers.ts';
import { seedEveryView, showView } from './view-fixtures.ts';

const OUT = fileURLToPath(new URL('../../.tmp/screens-14/', import.meta.url));
mkdirSync(OUT, { recursive: true });
assertDashboardBuilt();

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
];

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const failing = await startReceiver(500);
const browser = await launchBrowser();
try {
  const api = await sandbox.newAccount('Loja Exemplo');
  const { hashes } = await seedEveryView(api, failing.url);
  const only = process.argv.slice(2);
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const size of SIZES) {
      const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/cobrancas', size, { colorScheme });
      for (const [index, view] of VIEWS.entries()) {
        if (only.length && !only.includes(view)) continue;
        await showView(page, hashes[view]);
        const name = `${String(index + 1).padStart(2, '0')}-${view}-${size.width}-${colorScheme}.png`;
        await page.screenshot({ path: `${OUT}${name}` });
      }
      if (!only.length) {
        // A dialog over the page, and a toast after it: their own surfaces in each theme.
        await showView(page, hashes.cobrancas);
        await page.getByRole('button', { name: 'Pagar no banco' }).click();
        await page.getByRole('dialog').getByText('Devido em').waitFor();
        await page.screenshot({ path: `${OUT}12-dialogo-${size.width}-${colorScheme}.png` });
        await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).click();
      }
      await close();
      if (errors.length) console.log(`console errors (${colorScheme}, ${size.width}):\n${errors.join('\n')}`);
    }
  }
  console.log(`saved to ${OUT}`);
} finally {
  await browser.close();
  await failing.close();
  await sandbox.close();
}
