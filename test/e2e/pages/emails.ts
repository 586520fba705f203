// The e-mail outbox (#/emails): the searchable list of sent boletos and an e-mail opened.
import type { Locator, Page } from 'playwright-core';

export class EmailsView {
  constructor(private readonly page: Page) {}

  get rows(): Locator {
    return this.page.getByRole('grid', { name: 'E-mails' }).getByRole('row');
  }

  /** Waits until the list shows exactly `n` rows. */
  async waitForRowCount(n: number): Promise<void> {
    await this.page.waitForFunction((count) => document.querySelectorAll('.mail-list [role=row]').length === count, n);
  }

  /** Opens the e-mail sent to `recipient` (a link naming it). */
  async open(recipient: RegExp): Promise<void> {
    await this.page.getByRole('link', { name: recipient }).click();
  }

  subject(subject: RegExp): Locator {
    return this.page.getByRole('heading', { name: subject });
  }

  attachment(file: string): Locator {
    return this.page.getByText(file, { exact: true }).last();
  }

  get download(): Locator {
    return this.page.getByRole('link', { name: 'Baixar' });
  }
}
