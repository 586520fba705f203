// The test cards view (#/cartoes): the cards by outcome, the last-digit rule, one-click tokens.
import type { Locator, Page } from 'playwright-core';

export class CardsView {
  constructor(private readonly page: Page) {}

  /** A card's row by its number as shown ("4012 0010 3844 3335"). */
  row(number: string): Locator {
    return this.page.getByRole('row').filter({ hasText: number });
  }

  /** "O último dígito do cartão decide": what each last digit gets. */
  get digitRule(): Locator {
    return this.page.getByRole('region', { name: 'O último dígito do cartão decide' });
  }

  /** The digit rule's row for a last digit. */
  digitRow(digit: number | string): Locator {
    return this.digitRule.getByRole('row').filter({ has: this.page.getByRole('cell', { name: String(digit), exact: true }) });
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

  /** The tokens generated so far, newest first. */
  get tokens(): Locator {
    return this.page.getByTestId('payment-token');
  }
}
