// The faults view (#/falhas): the rule form, the rule list, and the report of how the receiver
// coped with the callbacks' faults.
import type { Locator, Page } from 'playwright-core';

export class FaultsView {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Falhas', level: 1 });
  }

  get noRules(): Locator {
    return this.page.getByText('Nenhuma regra: a API e os callbacks se comportam normalmente.');
  }

  /** 'Chamadas à API' or 'Callbacks para a sua…': what the rule breaks. */
  target(kind: 'api' | 'callbacks'): Locator {
    return this.page.getByLabel(kind === 'api' ? /^Chamadas à API/ : /^Callbacks para a sua/);
  }

  get route(): Locator {
    return this.page.getByLabel('Rota');
  }

  get fault(): Locator {
    return this.page.getByLabel('Falha', { exact: true });
  }

  get afterExecuting(): Locator {
    return this.page.getByLabel(/^Depois de executar/);
  }

  get times(): Locator {
    return this.page.getByLabel('Quantas vezes');
  }

  get latency(): Locator {
    return this.page.getByLabel('Latência (ms)');
  }

  get create(): Locator {
    return this.page.getByRole('button', { name: 'Criar regra' });
  }

  get removeAll(): Locator {
    return this.page.getByRole('button', { name: 'Remover todas' });
  }

  remove(ruleId: number): Locator {
    return this.page.getByRole('button', { name: `Remover a regra #${ruleId}` });
  }

  /** A rule's row, by text it holds. */
  rule(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  get refusal(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'A regra não foi criada' });
  }

  get report(): Locator {
    return this.page.getByRole('region', { name: 'Como o seu receptor reagiu' });
  }

  /** A charge timeline's fault line. */
  get timelineFault(): Locator {
    return this.page.locator('.tl-fault');
  }
}
