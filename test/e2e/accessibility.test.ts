// axe-core on every view of the dashboard, with data in every list and a detail open where the view
// has one, in the light and the dark theme: no serious or critical violation (contrast, names of
// buttons, links and fields, landmarks, ARIA misuse).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { VIEWS } from '../../renderer/stores/router.ts';
import { assertDashboardBuilt, describeViolations, launchBrowser, openDashboard, seriousAxeViolations } from './helpers.ts';
import { seedEveryView, showView } from './view-fixtures.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const failing = await startReceiver(500);
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await failing.close();
  await sandbox.close();
});

const api = await sandbox.newAccount('Loja acessível');
const { hashes } = await seedEveryView(api, failing.url);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every view has no serious or critical axe violation (${colorScheme})`, async () => {
    const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/cobrancas', { width: 1280, height: 900 }, { colorScheme });
    try {
      const found: string[] = [];
      for (const view of VIEWS) {
        await showView(page, hashes[view]);
        const violations = await seriousAxeViolations(page);
        if (violations.length) found.push(`${hashes[view]}:\n${describeViolations(violations)}`);
      }
      assert.equal(found.length, 0, `axe found, in the ${colorScheme} theme:\n${found.join('\n\n')}`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
