// Shared helpers for the browser tests and scripts: Debian's Chromium through playwright-core, the
// built dashboard's folder, axe-core, and the API calls a test makes as "the integrator's code"
// (creating boletos). Pages are opened by the suite (./suite.ts) or the screenshot opener
// (./screens.ts); what is on them is in the page modules (./pages).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ApiClient } from '../helpers/sandbox.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const DASHBOARD_DIR = fileURLToPath(new URL('../../out/renderer/', import.meta.url));

export function assertDashboardBuilt(): void {
  if (!existsSync(`${DASHBOARD_DIR}index.html`)) {
    throw new Error(`the dashboard is not built (${DASHBOARD_DIR}index.html missing): run npm run build:renderer first`);
  }
}

/** Debian's Chromium; `extraArgs` adds switches (e.g. --host-resolver-rules for pages under other names). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com' };

/** The account's date on its virtual clock, "YYYY-MM-DD". */
export async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface BoletoOptions {
  value?: number;
  expireInDays?: number;
  notificationUrl?: string;
  customId?: string;
  fine?: boolean;
}

/** What the integrator's code does: a boleto in one step. Returns the charge id. */
export async function createBoleto(api: ApiClient, options: BoletoOptions = {}): Promise<number> {
  const metadata = {
    ...(options.customId ? { custom_id: options.customId } : {}),
    ...(options.notificationUrl ? { notification_url: options.notificationUrl } : {}),
  };
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Plano mensal', value: options.value ?? 15000, amount: 1 }],
    ...(Object.keys(metadata).length ? { metadata } : {}),
    payment: {
      banking_billet: {
        expire_at: addDays(await today(api), options.expireInDays ?? 5),
        customer,
        ...(options.fine ? { configurations: { fine: 200, interest: 33 } } : {}),
      },
    },
  });
  if (result.status !== 200) throw new Error(`one-step failed: ${JSON.stringify(result.body)}`);
  return result.body.data.charge_id;
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

let axeSource: string | null = null;

/**
 * Runs axe-core in the page as it is now and returns the serious and critical violations. The
 * dashboard's CSP refuses injected <script> tags, so the library is evaluated through the
 * DevTools protocol instead, which the page's policy does not govern.
 */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<{ violations: any[] }> } }).axe;
    const results = await axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id as string,
      impact: (v.impact ?? '') as string,
      help: v.help as string,
      helpUrl: v.helpUrl as string,
      targets: (v.nodes as Array<{ target: string[] }>).map((n) => n.target.join(' ')),
    }));
  }, selector);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails naming each serious or critical violation inside `selector` (the part of the page a test is about). */
export async function expectNoSeriousAxeViolations(page: Page, what: string, selector?: string): Promise<void> {
  const violations = await seriousAxeViolations(page, selector);
  assert.equal(violations.length, 0, `axe on ${what}:\n${describeViolations(violations)}`);
}

/** Violations as a person reads them in a failed assertion. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n    ${v.targets.slice(0, 8).join('\n    ')}${v.targets.length > 8 ? `\n    … and ${v.targets.length - 8} more` : ''}`)
    .join('\n');
}
