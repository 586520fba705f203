// What every page under a Content-Security-Policy must refuse, asked the same way everywhere.
import type { Page } from 'playwright-core';

/** Appends an inline script to the page and says whether it ran (the policy must refuse it). */
export function injectedScriptRan(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}
