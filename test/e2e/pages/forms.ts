// The dashboard's forms: the create dialogs ("Nova cobrança", "Novo carnê", "Nova assinatura",
// "Novo plano", "Criar link de pagamento"), the message each field shows under itself, and the
// DD/MM/AAAA date field with its calendar.
import type { Locator, Page } from 'playwright-core';

export type CreateDialog = 'Nova cobrança' | 'Novo carnê' | 'Nova assinatura' | 'Novo plano' | 'Criar link de pagamento';

export class Forms {
  constructor(private readonly page: Page) {}

  dialog(name: CreateDialog): Locator {
    return this.page.getByRole('dialog', { name });
  }

  textbox(dialog: Locator, name: string): Locator {
    return dialog.getByRole('textbox', { name });
  }

  combobox(dialog: Locator, name: string): Locator {
    return dialog.getByRole('combobox', { name });
  }

  button(dialog: Locator, name: string): Locator {
    return dialog.getByRole('button', { name });
  }

  radio(dialog: Locator, name: string | RegExp): Locator {
    return dialog.getByRole('radio', { name });
  }

  /** Clicks the (first) button named `button` exactly and waits for the create dialog `name`. */
  async openCreate(button: string, name: CreateDialog): Promise<Locator> {
    await this.page.getByRole('button', { name: button, exact: true }).first().click();
    const dialog = this.dialog(name);
    await dialog.waitFor();
    return dialog;
  }

  /** The message a field shows under itself (its aria-describedby error line). */
  async fieldMessage(field: Locator): Promise<string> {
    const id = await field.getAttribute('id');
    return (await this.page.locator(`[id="${id}-error"]`).innerText()).trim();
  }

  /** What the browser would say in its own bubble: ours, since each field sets its validity. */
  validationMessage(field: Locator): Promise<string> {
    return field.evaluate((input: HTMLInputElement) => input.validationMessage);
  }

  /** Whether `field` has the keyboard focus. */
  hasFocus(field: Locator): Promise<boolean> {
    return field.evaluate((input) => input === document.activeElement);
  }

  /** The id at the end of the URL the dashboard navigated to ("#/carnes/12"), other than `previous`. */
  async openedId(view: string, previous?: number): Promise<number> {
    const pattern = new RegExp(`#/${view}/(\\d+)$`);
    await this.page.waitForURL((url) => {
      const m = pattern.exec(url.hash ? `#${url.hash.slice(1)}` : '');
      return m !== null && Number(m[1]) !== previous;
    });
    return Number(pattern.exec(this.page.url())![1]);
  }

  /** The button beside a date field that opens its calendar. */
  calendarButton(within: Locator | Page = this.page): Locator {
    return within.getByRole('button', { name: 'Abrir o calendário' });
  }

  /** The calendar of the date field labelled `label` ("Calendário: Vencimento"). */
  calendar(label: string, within: Locator | Page = this.page): Locator {
    return within.getByRole('dialog', { name: `Calendário: ${label}` });
  }

  /** The calendar's weekday headers as shown. */
  weekdays(calendar: Locator): Promise<string[]> {
    return calendar.getByRole('columnheader').allInnerTexts();
  }

  nextMonth(calendar: Locator): Locator {
    return calendar.getByRole('button', { name: 'Próximo mês' });
  }

  /** A day of the calendar by its spoken name, "…, 15 de março de 2027" (`month` a pattern when any will do). */
  day(calendar: Locator, day: number, month: string, year: string | number): Locator {
    return calendar.getByRole('button', { name: new RegExp(`, ${day} de ${month} de ${year}$`) });
  }
}
