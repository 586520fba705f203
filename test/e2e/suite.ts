// One browser suite per test file: a sandbox on port 0, Debian's Chromium, a fresh browser
// context per page a test opens, and a guard that fails the test on any console error or uncaught
// exception the test did not say it provokes. Everything is closed by the suite, not by each test:
//
//   const suite = await browserSuite();
//   suite.test('a charge appears without a reload', async ({ account, open }) => {
//     const api = await account('Loja');
//     const dashboard = await open(api, '#/cobrancas');
//     await dashboard.charges.row(await api.createCharge()).waitFor();
//   });
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSandbox, type ApiClient, type TestSandbox } from '../helpers/sandbox.ts';
import { startReceiver, type Receiver, type Reply } from '../helpers/receiver.ts';
import type { StartOptions } from '../../server/start.ts';
import { assertDashboardBuilt, launchBrowser } from './helpers.ts';
import { Dashboard } from './pages/dashboard.ts';

export interface BrowserSuiteOptions {
  /** Passed to the sandbox (`jobs.pollMs` is 50 unless given: live pages follow the runner closely). */
  sandbox?: Partial<StartOptions>;
  /** Whether the dashboard must be built (false for files that open only other pages). */
  dashboard?: boolean;
  /** Extra Chromium switches (e.g. --host-resolver-rules for pages under other names). */
  browserArgs?: string[];
}

/**
 * An error a test provokes on purpose, so the guard lets it through: the browser logs every
 * refused request (4xx) as a console error, for instance. `times` makes the allowance exact: the
 * provoked error must then be seen that many times, no more and no less.
 */
export interface AllowedError {
  matches: RegExp;
  /** Why the test provokes it (read by whoever wonders why the guard is loosened). */
  why: string;
  times?: number;
}

export interface BrowserTestOptions {
  allowErrors?: AllowedError[];
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** A browser set to English in New York: whatever Portuguese and Brasília time shows is the page's own. */
  foreign?: boolean;
  /**
   * Logs every Content-Security-Policy violation as a console error ("CSP violation: <directive>
   * <blocked URI>"), so the guard fails on one. Chromium reports refused inline scripts itself,
   * but not every refusal (a blocked image or font is silent).
   */
  reportCsp?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far, as "console: …" / "pageerror: …". */
  errors: string[];
  /** Every URL the page requested, in order (to show it talks to no one else). */
  requested: string[];
}

/** What each test receives. Pages and contexts it opens are closed after it, whatever happens. */
export interface BrowserTest {
  sandbox: TestSandbox;
  browser: Browser;
  /** A fresh account of the suite's sandbox. */
  account(name?: string): Promise<ApiClient>;
  /** The dashboard acting as `api`, at `hash`, once it is live ("Ao vivo"). */
  open(api: ApiClient, hash?: string, options?: PageOptions): Promise<Dashboard>;
  /**
   * A page at any URL (the hosted payment page, the carnê's page, another site's…), guarded like
   * the dashboard; `context` runs on its browser context before the page loads (routes, waits).
   */
  openUrl(url: string, options?: PageOptions & { context?: (context: BrowserContext) => Promise<void> }): Promise<OpenedPage & { status: number; headers: Record<string, string> }>;
  /** Every console error and uncaught exception of every page this test opened. */
  errors(): string[];
}

export interface BrowserSuite {
  readonly sandbox: TestSandbox;
  readonly browser: Browser;
  readonly url: string;
  /** A webhook receiver on port 0, closed with the suite. */
  receiver(reply?: Reply): Promise<Receiver>;
  /** Something else to undo when the suite ends (run before the browser and sandbox close). */
  cleanup(undo: () => Promise<void> | void): void;
  test(name: string, body: (t: BrowserTest) => Promise<void>): void;
  test(name: string, options: BrowserTestOptions, body: (t: BrowserTest) => Promise<void>): void;
}

const DESKTOP = { width: 1440, height: 900 };

/**
 * Starts the file's sandbox and browser at once (top-level await, so a file can seed data before
 * its tests are declared) and closes them, with whatever the file registered, when its tests end.
 */
export async function browserSuite(options: BrowserSuiteOptions = {}): Promise<BrowserSuite> {
  if (options.dashboard !== false) assertDashboardBuilt();
  const sandbox = await startSandbox({ ...options.sandbox, jobs: { pollMs: 50, ...options.sandbox?.jobs } });
  const browser = await launchBrowser(options.browserArgs);
  const undo: Array<() => Promise<void> | void> = [];
  after(async () => {
    for (const step of undo.reverse()) await step();
    await browser.close();
    await sandbox.close();
  });

  return {
    sandbox,
    browser,
    url: sandbox.url,
    async receiver(reply) {
      const receiver = await startReceiver(reply);
      undo.push(() => receiver.close());
      return receiver;
    },
    cleanup(step) {
      undo.push(step);
    },
    test(name: string, second: BrowserTestOptions | ((t: BrowserTest) => Promise<void>), third?: (t: BrowserTest) => Promise<void>) {
      const [testOptions, body] = typeof second === 'function' ? [{}, second] : [second, third!];
      test(name, () => runGuarded(sandbox, browser, testOptions, body));
    },
  };
}

/**
 * A page in a fresh context of `browser`, Brazilian unless `foreign`, that records its console
 * errors, uncaught exceptions and requests; `sink` also hears each error (the test's or script's
 * running list). Used by the suite's tests and by the screenshot scripts (./screens.ts).
 */
export async function openGuardedPage(browser: Browser, options: PageOptions, clipboardOrigin: string | null, sink: string[]): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.foreign ? 'en-US' : 'pt-BR',
    timezoneId: options.foreign ? 'America/New_York' : 'America/Sao_Paulo',
    colorScheme: options.colorScheme ?? 'light',
  });
  if (clipboardOrigin) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: clipboardOrigin });
  if (options.reportCsp) {
    // Init scripts run outside the page's policy: this one only listens for what the policy refuses.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  }
  const page = await context.newPage();
  const own: string[] = [];
  const requested: string[] = [];
  const record = (text: string) => {
    own.push(text);
    sink.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') record(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
  page.on('request', (request) => requested.push(request.url()));
  return { page, context, errors: own, requested };
}

async function runGuarded(sandbox: TestSandbox, browser: Browser, options: BrowserTestOptions, body: (t: BrowserTest) => Promise<void>): Promise<void> {
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  async function newPage(pageOptions: PageOptions, origin: string | null): Promise<OpenedPage> {
    const opened = await openGuardedPage(browser, pageOptions, origin, errors);
    contexts.push(opened.context);
    return opened;
  }

  const t: BrowserTest = {
    sandbox,
    browser,
    account: (name) => sandbox.newAccount(name),
    async open(api, hash = '#/cobrancas', pageOptions = {}) {
      const opened = await newPage(pageOptions, pageOptions.foreign ? null : sandbox.url);
      const dashboard = new Dashboard(opened.page, sandbox.url, api, opened.errors);
      await dashboard.goto(hash);
      return dashboard;
    },
    async openUrl(url, pageOptions = {}) {
      // The clipboard is granted to the sandbox's own pages only: another site's page gets nothing
      // from the suite (and Chromium refuses the grant on a plain-http name other than localhost).
      const opened = await newPage(pageOptions, new URL(url).origin === sandbox.url ? sandbox.url : null);
      await pageOptions.context?.(opened.context);
      const response = await opened.page.goto(url);
      return { ...opened, status: response?.status() ?? 0, headers: response?.headers() ?? {} };
    },
    errors: () => [...errors],
  };

  try {
    await body(t);
    assertOnlyAllowedErrors(errors, options.allowErrors ?? []);
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
  }
}

/** The guard: every error seen must be one the test provokes, each `times` allowance met exactly. */
export function assertOnlyAllowedErrors(errors: string[], allowed: AllowedError[]): void {
  for (const allowance of allowed) {
    if (allowance.times === undefined) continue;
    const seen = errors.filter((e) => allowance.matches.test(e));
    assert.equal(seen.length, allowance.times, `${allowance.why}: expected ${allowance.times} such errors, saw ${JSON.stringify(errors)}`);
  }
  assert.deepEqual(
    errors.filter((e) => !allowed.some((allowance) => allowance.matches.test(e))),
    [],
    'console errors or uncaught exceptions in the page',
  );
}
