// The charges view (#/cobrancas): the live list with its search and status filter, and a charge's
// detail — its header, timeline, boleto and card panels, and the "act as the world" buttons.
import type { Locator, Page } from 'playwright-core';

export class ChargesView {
  constructor(private readonly page: Page) {}

  /** The list pane. */
  get list(): Locator {
    return this.page.getByRole('region', { name: 'Lista de cobranças' });
  }

  /** The list row of a charge (a row whose link reads "#<id>"). */
  row(id: number): Locator {
    return this.page.getByRole('row').filter({ has: this.link(id) });
  }

  /**
   * Whether the list comes to show exactly `n` rows. The list re-renders as live events arrive (a
   * boleto's callbacks): this waits for a settled count rather than counting at one instant.
   */
  rowCountBecomes(n: number): Promise<boolean> {
    return this.page.waitForFunction((count) => document.querySelectorAll('[data-charge-row]').length === count, n).then(
      () => true,
      () => false,
    );
  }

  /** A charge's row in the virtual list, by its id (rendered only while scrolled into view). */
  virtualRow(id: number): Locator {
    return this.page.locator(`[data-charge-row="${id}"]`);
  }

  /** The list's scrolling box. */
  get scroller(): Locator {
    return this.page.locator('.vlist-scroll');
  }

  /** The "#<id>" link that opens a charge. */
  link(id: number): Locator {
    return this.page.getByRole('link', { name: `#${id}`, exact: true });
  }

  /** The status a charge's row shows, as the API names it ("paid"); wait for it to appear. */
  statusOf(id: number, status: string): Locator {
    return this.row(id).getByText(status, { exact: true });
  }

  /** Opens a charge from the list and waits for its detail. */
  async open(id: number): Promise<void> {
    await this.row(id).getByRole('link', { name: `#${id}`, exact: true }).click();
    await this.heading(id).waitFor();
  }

  /** The open charge's heading, "Cobrança #<id>" (exact: #1 is not #12). */
  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: `Cobrança #${id}`, exact: true });
  }

  /** The detail pane, which scrolls on its own beside the list. */
  get detailPane(): Locator {
    return this.page.getByRole('region', { name: 'Detalhe da cobrança' });
  }

  /** A charge's detail, once open. */
  detail(id: number): Locator {
    return this.page.getByRole('article', { name: `Cobrança #${id}` });
  }

  /** A charge's timeline (in `within`, the page by default: a carnê's parcel has its own). */
  timeline(within: Locator | Page = this.page): Locator {
    return within.getByRole('region', { name: 'Linha do tempo' });
  }

  /** A timeline's links to the deliveries of its callbacks ("Ver a entrega #12 em Webhooks"). */
  deliveryLinks(timeline: Locator): Locator {
    return timeline.getByRole('link', { name: /^Ver a entrega #/ });
  }

  /** The header row of the open detail: title and status badge. */
  get titleRow(): Locator {
    return this.page.locator('.detail-title-row');
  }

  /** The status badge's meaning, shown on hover (its title), in a header row. */
  meaningOnHover(titleRow: Locator): Locator {
    return titleRow.locator('[title]').first();
  }

  /** A button of the open charge ("Pagar no banco", "Baixar manualmente (settle)"…). */
  action(name: string | RegExp, within: Locator | Page = this.page): Locator {
    return within.getByRole('button', { name });
  }

  /** The buttons of "Agir como o mundo", by their visible text, in order. */
  /** The buttons of "Agir como o mundo" (none: []), once the story — a chunk loaded on first open — shows the panel. */
  async worldActions(detail: Locator): Promise<string[]> {
    const region = detail.getByRole('region', { name: 'Agir como o mundo' });
    await region.waitFor();
    return region.getByRole('button').allInnerTexts();
  }

  /** A panel of the detail: 'Boleto', 'Cartão de crédito', 'Link de pagamento'. */
  panel(detail: Locator, name: 'Boleto' | 'Cartão de crédito' | 'Link de pagamento'): Locator {
    return detail.getByRole('region', { name });
  }

  /** The value shown beside a term of the detail's description list ("Forma de pagamento"). */
  field(detail: Locator, term: string): Locator {
    return detail.locator(`dt:text-is("${term}") + dd`);
  }

  get searchBox(): Locator {
    return this.page.getByLabel('Buscar');
  }

  get statusFilter(): Locator {
    return this.page.getByLabel('Status');
  }

  get clearFilters(): Locator {
    return this.page.getByRole('button', { name: 'Limpar filtros' });
  }

  get empty(): Locator {
    return this.page.getByText('Nenhuma cobrança ainda.');
  }

  get emptyFiltered(): Locator {
    return this.page.getByText('Nenhuma cobrança com este filtro.');
  }

  /** "1 cobrança", "2 cobranças" (exact), or with `filtered` "1 cobrança com este filtro". */
  count(n: number, filtered = false): Locator {
    const words = `${n} ${n === 1 ? 'cobrança' : 'cobranças'}`;
    return filtered ? this.page.getByText(`${words} com este filtro`) : this.page.getByText(words, { exact: true });
  }

  get newChargeButton(): Locator {
    return this.page.getByRole('button', { name: 'Nova cobrança' });
  }

  get copyTypedLine(): Locator {
    return this.page.getByRole('button', { name: 'Copiar linha digitável' });
  }

  get boletoPdf(): Locator {
    return this.page.getByTitle('PDF do boleto');
  }

  /** The bank-payment dialog of a charge. */
  bankDialog(id: number): Locator {
    return this.page.getByRole('dialog', { name: `Pagar no banco — cobrança #${id}` });
  }

  /** Pays a charge at the bank from its open detail, confirming the amount the dialog proposes. */
  async payAtBank(id: number, within: Locator | Page = this.page): Promise<void> {
    await within.getByRole('button', { name: 'Pagar no banco' }).click();
    const dialog = this.bankDialog(id);
    await dialog.getByRole('button', { name: /^Confirmar pagamento/ }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The dialog of a detail action, by its title (e.g. `Baixar a cobrança #7`, `Alterar vencimento — cobrança #7`). */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** In the settle dialog: the warning that the real API refuses this settle. */
  settleWarning(dialog: Locator): Locator {
    return dialog.getByRole('note', { name: 'Aviso: a API real recusa' });
  }

  /** The card-payment dialog ("Pagar com cartão", "Tentar outro cartão"). */
  cardDialog(id: number, title = 'Pagar com cartão'): Locator {
    return this.page.getByRole('dialog', { name: `${title} — cobrança #${id}` });
  }

  /** The card processor's answer in a card dialog. */
  processorAnswer(dialog: Locator): Locator {
    return dialog.getByRole('status', { name: 'Resposta da operadora' });
  }
}
