// The carnê's own pages, as the payer opens the `link` the API returned: the parcels with their
// typed lines, the copy buttons, the links to each parcel's boleto, the booklet and the cover.
import type { Locator, Page } from 'playwright-core';

export class CarnetPages {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Carnê de pagamento' });
  }

  /** The parcels' rows, in order. */
  get parcels(): Locator {
    return this.page.getByRole('table', { name: 'Parcelas do carnê' }).locator('tbody tr');
  }

  /** "1/3": a parcel row's own header. */
  parcelNumber(row: Locator): Locator {
    return row.getByRole('rowheader');
  }

  /** `parcel` as "2/3". */
  copyTypedLine(parcel: string): Locator {
    return this.page.getByRole('button', { name: `Copiar a linha digitável da parcela ${parcel}` });
  }

  copied(parcel: string): Locator {
    return this.page.getByRole('status').filter({ hasText: `Linha digitável da parcela ${parcel} copiada.` });
  }

  /** Every link's address, in page order. */
  hrefs(): Promise<string[]> {
    return this.page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  }

  boletoLink(parcel: string): Locator {
    return this.page.getByRole('link', { name: `Boleto da parcela ${parcel}` });
  }

  get coverLink(): Locator {
    return this.page.getByRole('link', { name: 'Capa' });
  }

  get parcelsLink(): Locator {
    return this.page.getByRole('link', { name: 'Parcelas e linhas digitáveis' });
  }

  /** A parcel's boleto page. */
  get boletoHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Recibo do Pagador' });
  }

  get coverHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Capa do carnê' });
  }

  get main(): Locator {
    return this.page.locator('main');
  }
}
