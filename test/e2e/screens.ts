// The screenshot scripts' one opener (they are not tests: a person looks at what they save). The
// same sandbox, Chromium and pages as the browser suite (./suite.ts), with the page modules of
// ./pages, so a label the dashboard changes is mended there for the scripts too:
//
//   await takeScreens({ out: 'screens' }, async ({ account, open, shoot }) => {
//     const dashboard = await open(await account('Loja'), '#/cobrancas');
//     await shoot(dashboard.page, '01-cobrancas');
//   });
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSandbox, type ApiClient, type TestSandbox } from '../helpers/sandbox.ts';
import { startReceiver, type Receiver, type Reply } from '../helpers/receiver.ts';
import { assertDashboardBuilt, launchBrowser } from './helpers.ts';
import { Dashboard } from './pages/dashboard.ts';
import { openGuardedPage, type OpenedPage, type PageOptions } from './suite.ts';

export interface ScreensOptions {
  /** The folder under .tmp/ (e.g. 'screens'), or an absolute folder. */
  out: string;
  /** Whether the dashboard must be built (the payment page is built with it). */
  dashboard?: boolean;
}

export interface Screens {
  sandbox: TestSandbox;
  browser: Browser;
  /** Where screenshots go, ending in '/'. */
  out: string;
  account(name?: string): Promise<ApiClient>;
  /** A webhook receiver on port 0, closed at the end. */
  receiver(reply?: Reply): Promise<Receiver>;
  /** The dashboard acting as `api` at `hash`, once live. */
  open(api: ApiClient, hash?: string, options?: PageOptions): Promise<Dashboard>;
  /** Any page (the hosted payment page…). */
  openUrl(url: string, options?: PageOptions): Promise<OpenedPage>;
  /** Saves `<out><name>.png`. */
  shoot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
}

/**
 * Starts a sandbox and a browser, runs `body`, closes everything whatever happens, and prints the
 * console errors and uncaught exceptions of every page except those `expected` (refusals a script
 * provokes on purpose): the pictures are looked at by a person, the errors are not.
 */
export async function takeScreens(options: ScreensOptions, body: (screens: Screens) => Promise<void>, expected: RegExp[] = []): Promise<void> {
  const out = options.out.startsWith('/') ? `${options.out.replace(/\/+$/, '')}/` : fileURLToPath(new URL(`../../.tmp/${options.out}/`, import.meta.url));
  mkdirSync(out, { recursive: true });
  if (options.dashboard !== false) assertDashboardBuilt();
  const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const receivers: Receiver[] = [];
  const errors: string[] = [];
  const newPage = async (pageOptions: PageOptions, origin: string | null) => {
    const opened = await openGuardedPage(browser, pageOptions, origin, errors);
    contexts.push(opened.context);
    return opened;
  };
  try {
    await body({
      sandbox,
      browser,
      out,
      account: (name) => sandbox.newAccount(name),
      async receiver(reply) {
        const receiver = await startReceiver(reply);
        receivers.push(receiver);
        return receiver;
      },
      async open(api, hash = '#/cobrancas', pageOptions = {}) {
        const opened = await newPage(pageOptions, sandbox.url);
        const dashboard = new Dashboard(opened.page, sandbox.url, api, opened.errors);
        await dashboard.goto(hash);
        return dashboard;
      },
      async openUrl(url, pageOptions = {}) {
        const opened = await newPage(pageOptions, new URL(url).origin === sandbox.url ? sandbox.url : null);
        await opened.page.goto(url);
        return opened;
      },
      async shoot(page, name, shotOptions = {}) {
        await page.screenshot({ path: `${out}${name}.png`, ...shotOptions });
      },
    });
    const unexpected = errors.filter((e) => !expected.some((pattern) => pattern.test(e)));
    console.log(unexpected.length ? `ERRORS:\n${unexpected.join('\n')}` : `no unexpected console errors; screenshots in ${out}`);
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await browser.close();
    for (const receiver of receivers) await receiver.close();
    await sandbox.close();
  }
}
