// The account view (#/conta): credentials with their snippets, new accounts, reset and snapshots.
import type { Locator, Page } from 'playwright-core';

export class AccountView {
  constructor(private readonly page: Page) {}

  credentials(accountName: string): Locator {
    return this.page.getByRole('region', { name: `Credenciais de ${accountName}` });
  }

  /** A code sample: 'curl', 'node', 'browser'… */
  example(language: string): Locator {
    return this.page.getByLabel(`Exemplo ${language}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  get newAccountName(): Locator {
    return this.page.getByLabel('Nome (opcional)');
  }

  get createAccount(): Locator {
    return this.page.getByRole('button', { name: 'Criar conta' });
  }

  /** The dashboard's account picker. */
  get picker(): Locator {
    return this.page.getByLabel('Conta', { exact: true });
  }

  get settings(): Locator {
    return this.page.getByRole('region', { name: 'Configurações da conta' });
  }

  get bolixSwitch(): Locator {
    return this.settings.getByRole('switch', { name: /Bolix/ });
  }

  get profileSelect(): Locator {
    return this.settings.getByLabel('Perfil');
  }

  get dailyQuotaInput(): Locator {
    return this.settings.getByLabel('Cota diária por endpoint');
  }

  get saveQuotaButton(): Locator {
    return this.settings.getByRole('button', { name: 'Salvar cota' });
  }

  get quotaTable(): Locator {
    return this.settings.getByRole('table', { name: 'Uso da cota diária por endpoint' });
  }

  get refreshQuotaButton(): Locator {
    return this.settings.getByRole('button', { name: 'Atualizar' });
  }

  get snapshots(): Locator {
    return this.page.getByRole('region', { name: 'Reset e snapshots' });
  }

  get snapshotTable(): Locator {
    return this.snapshots.getByRole('table', { name: 'Snapshots da conta' });
  }

  snapshot(name: string): Locator {
    return this.snapshotTable.getByRole('row').filter({ hasText: name });
  }
}
