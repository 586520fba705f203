// The integration report page (#/homologacao): the checks by group, each with its status word,
// detail and evidence links; where it reads from; the downloads.
import type { Locator, Page } from 'playwright-core';

export class ReportView {
  constructor(private readonly page: Page) {}

  /** The recordings panel (renderer/features/recording), on this page. */
  get recordings(): Locator {
    return this.page.getByRole('region', { name: 'Gravações' });
  }

  recording(id: number): Locator {
    return this.recordings.getByRole('row', { name: `Gravação ${id}` });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Homologação', level: 1 });
  }

  /** A check's row, by its stable id (`inputs.amounts_in_cents`). */
  check(id: string): Locator {
    return this.page.locator(`li[data-check="${id}"]`);
  }

  /** The status word of a check: 'passou', 'falhou' or 'não exercitado'. */
  status(id: string): Locator {
    return this.check(id).locator('.report-status');
  }

  /** An evidence link of a check: 'Requisição #12', 'Entrega #3', 'Cobrança #1000001'. */
  evidence(id: string, name: string | RegExp): Locator {
    return this.check(id).getByRole('link', { name });
  }

  get sinceReset(): Locator {
    return this.page.getByLabel('o último reset da conta');
  }

  get sinceMoment(): Locator {
    return this.page.getByLabel('um momento:');
  }

  get momentInput(): Locator {
    return this.page.getByLabel('Ler desde este momento');
  }

  download(label: 'JSON' | 'JUnit XML' | 'HTML'): Locator {
    return this.page.getByRole('button', { name: `Baixar ${label}` });
  }
}
