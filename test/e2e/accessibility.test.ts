// axe-core on every view of the dashboard, with data in every list and a detail open where the view
// has one, in the light and the dark theme: no serious or critical violation (contrast, names of
// buttons, links and fields, landmarks, ARIA misuse).
import assert from 'node:assert/strict';
import { VIEWS } from '../../renderer/stores/router.ts';
import { browserSuite } from './suite.ts';
import { describeViolations, seriousAxeViolations } from './helpers.ts';
import { seedEveryView, showView } from './view-fixtures.ts';

const suite = await browserSuite();
const failing = await suite.receiver(500);
const api = await suite.sandbox.newAccount('Loja acessível');
const { hashes } = await seedEveryView(api, failing.url);

for (const colorScheme of ['light', 'dark'] as const) {
  suite.test(`every view has no serious or critical axe violation (${colorScheme})`, async ({ open }) => {
    const { page } = await open(api, '#/cobrancas', { viewport: { width: 1280, height: 900 }, colorScheme });
    const found: string[] = [];
    for (const view of VIEWS) {
      await showView(page, hashes[view]);
      const violations = await seriousAxeViolations(page);
      if (violations.length) found.push(`${hashes[view]}:\n${describeViolations(violations)}`);
    }
    assert.equal(found.length, 0, `axe found, in the ${colorScheme} theme:\n${found.join('\n\n')}`);
  });
}
