// A boleto's own page (the charge's `banking_billet.link`), as the payer opens it: the typed line
// with its copy button, run by the page's one hashed inline script.
import type { Locator, Page } from 'playwright-core';
import { injectedScriptRan } from './csp.ts';

export class BoletoPage {
  constructor(readonly page: Page) {}

  get copyTypedLine(): Locator {
    return this.page.getByRole('button', { name: 'Copiar linha digitável' });
  }

  /** What the copy button says it did (copied, or could not copy): either way, its script ran. */
  get copyOutcome(): Locator {
    return this.page.getByRole('status').filter({ hasText: /Linha digitável copiada|Não foi possível copiar/ });
  }

  injectedScriptRan(): Promise<boolean> {
    return injectedScriptRan(this.page);
  }
}
