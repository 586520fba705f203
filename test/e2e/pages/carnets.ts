// The carnês view (#/carnes): the searchable list and a carnê's detail, with its slips (one button
// per parcel) and the selected parcel's own panel and timeline.
import type { Locator, Page } from 'playwright-core';

export class CarnetsView {
  constructor(private readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole('region', { name: 'Lista de carnês' });
  }

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Carnês' });
  }

  /** The empty page's words, and its button to make the first carnê. */
  get none(): Locator {
    return this.page.getByText('Esta conta ainda não tem carnês.');
  }

  get createFirst(): Locator {
    return this.page.getByRole('button', { name: 'Criar o primeiro carnê' });
  }

  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: `Carnê #${id}` });
  }

  get searchBox(): Locator {
    return this.list.getByLabel('Buscar');
  }

  row(id: number): Locator {
    return this.list.getByRole('row').filter({ has: this.page.getByRole('link', { name: `#${id}`, exact: true }) });
  }

  async open(id: number): Promise<void> {
    await this.row(id).getByRole('link', { name: `#${id}`, exact: true }).click();
    await this.detail(id).waitFor();
  }

  detail(id: number): Locator {
    return this.page.getByRole('article', { name: `Carnê #${id}` });
  }

  /** The scrolling pane that holds the detail. */
  get detailPane(): Locator {
    return this.page.getByRole('region', { name: 'Detalhe do carnê' });
  }

  /** The parcels' slips, one button each ("Parcela 1/4"). */
  slips(within: Locator | Page = this.page): Locator {
    return within.getByRole('group', { name: 'Parcelas do carnê' });
  }

  slip(n: number, of: number, within: Locator | Page = this.page): Locator {
    return this.slips(within).getByRole('button', { name: `Parcela ${n}/${of}` });
  }

  /** The selected parcel's panel; without its charge id, any charge. */
  parcel(n: number, chargeId?: number, within: Locator | Page = this.page): Locator {
    return within.getByRole('region', { name: chargeId === undefined ? new RegExp(`^Parcela ${n} — cobrança`) : `Parcela ${n} — cobrança #${chargeId}` });
  }

  /** The parcel panel's title ("Parcela 1/2 · cobrança #7 paga paid"). */
  parcelTitle(parcel: Locator): Locator {
    return parcel.locator('.parcel-title');
  }

  cancelParcelDialog(n: number, carnetId: number): Locator {
    return this.page.getByRole('dialog', { name: `Cancelar a parcela ${n} do carnê #${carnetId}` });
  }
}
