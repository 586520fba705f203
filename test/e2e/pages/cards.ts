// The test cards view (#/cartoes): the cards by outcome, the last-digit rule, one-click tokens.
import type { Locator, Page } from 'playwright-core';

export class CardsView {
  constructor(private readonly page: Page) {}

  /** A card's row by its number as shown ("4012 0010 3844 3335"). */
  row(number: string): Locator {
    return this.page.getByRole('row').filter({ hasText: number });
  }

  /** "visa final 3335". */
  generateToken(card: string): Locator {
    return this.page.getByRole('button', { name: `Gerar token do cartão ${card}` });
  }

  copyToken(card: string): Locator {
    return this.page.getByRole('button', { name: `Copiar token do cartão ${card}` });
  }

  token(card: string): Locator {
    return this.page.getByLabel(`payment_token do cartão ${card}`);
  }
}
