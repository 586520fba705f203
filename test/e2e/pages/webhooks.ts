// The webhooks view (#/webhooks): every callback delivery with its attempts, filters by URL and
// state, and a delivery's detail (each attempt's exchange, replay).
import type { Locator, Page } from 'playwright-core';

export class WebhooksView {
  constructor(private readonly page: Page) {}

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Entregas de callbacks' });
  }

  /** A delivery's row (the page's, wherever the grid is). */
  row(id: number): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: `#${id}`, exact: true }) });
  }

  async open(id: number): Promise<void> {
    await this.row(id).getByRole('link', { name: `#${id}`, exact: true }).click();
  }

  get urlFilter(): Locator {
    return this.page.getByLabel('URL', { exact: true });
  }

  get stateFilter(): Locator {
    return this.page.getByLabel('Estado');
  }

  get empty(): Locator {
    return this.page.getByText('Nenhum callback ainda.');
  }

  get emptyFiltered(): Locator {
    return this.page.getByText('Nenhuma entrega com este filtro.');
  }

  detail(id: number): Locator {
    return this.page.getByRole('article', { name: `Entrega #${id}` });
  }

  /** The attempts of an open delivery, one collapsible group each. */
  attempts(detail: Locator): Locator {
    return detail.getByRole('region', { name: 'Tentativas' }).getByRole('group');
  }

  /** The one-line summary of an attempt (click to open it). */
  summaryOf(attempt: Locator): Locator {
    return attempt.locator('summary');
  }

  /** 'corpo da requisição', 'cabeçalhos da resposta'… of attempt `n` (1-based). */
  exchange(detail: Locator, part: 'corpo da requisição' | 'cabeçalhos da requisição' | 'corpo da resposta' | 'cabeçalhos da resposta', n: number): Locator {
    return detail.getByLabel(`${part} da tentativa ${n}`, { exact: true });
  }

  replay(detail: Locator, id: number): Locator {
    return detail.getByRole('button', { name: `Reenviar: entrega #${id}` });
  }

  /** A charge timeline's line for a delivery, its attempts folded under it. */
  timelineLine(timeline: Locator, id: number): Locator {
    return timeline.getByRole('listitem').filter({ hasText: `Entrega #${id}` });
  }

  /** The folded attempts of a timeline line, once opened. */
  foldedAttempts(line: Locator): Locator {
    return line.locator('.tl-attempts li');
  }
}
