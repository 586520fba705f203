// axe-core run inside the page under test: the dashboard must have no serious or critical
// accessibility violation. The library is evaluated through the DevTools protocol, which the
// page's Content-Security-Policy (no inline scripts) does not apply to.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Fails with the rule, its help and the offending nodes when axe finds a serious or critical
 * problem inside `selector` (the part of the page the calling test is about).
 */
export async function expectNoSeriousAxeViolations(page: Page, what: string, selector = 'body'): Promise<void> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async (include) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run({ include: [include] }, { resultTypes: ['violations'] })).violations;
  }, selector)) as AxeViolation[];
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe on ${what}`,
  );
}
