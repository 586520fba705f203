// The dashboard as a user finds their way around it: the sections in the sidebar, the toasts, the
// dialogs, the banner with the account's clock, and one module per view (./charges.ts, …). Labels
// and roles live in these modules only: a label the dashboard changes is mended here.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import type { ApiClient } from '../../helpers/sandbox.ts';
import { AccountView } from './account.ts';
import { ApiPageView } from './api-page.ts';
import { CardsView } from './cards.ts';
import { CarnetsView } from './carnets.ts';
import { ChargesView } from './charges.ts';
import { ClockView } from './clock.ts';
import { EmailsView } from './emails.ts';
import { FaultsView } from './faults.ts';
import { Forms } from './forms.ts';
import { LinksView } from './links.ts';
import { RequestsView } from './requests.ts';
import { ReportView } from './report.ts';
import { SubscriptionsView } from './subscriptions.ts';
import { WebhooksView } from './webhooks.ts';

/** The sidebar's sections, by the words each link starts with. */
export const SECTIONS = {
  charges: 'Cobranças',
  carnets: 'Carnês',
  subscriptions: 'Assinaturas',
  links: 'Links de pagamento',
  webhooks: 'Webhooks',
  clock: 'Relógio',
  emails: 'E-mails',
  reconciliation: 'Conciliação',
  requests: 'Requisições',
  faults: 'Falhas',
  report: 'Homologação',
  cards: 'Cartões de teste',
  account: 'Conta e credenciais',
  api: 'API',
} as const;

/** Where test screenshots go (.tmp/screens/, not committed). */
export const SHOTS = fileURLToPath(new URL('../../../.tmp/screens/', import.meta.url));

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Dashboard {
  readonly charges: ChargesView;
  readonly carnets: CarnetsView;
  readonly subscriptions: SubscriptionsView;
  readonly links: LinksView;
  readonly emails: EmailsView;
  readonly webhooks: WebhooksView;
  readonly requests: RequestsView;
  readonly clock: ClockView;
  readonly faults: FaultsView;
  readonly report: ReportView;
  readonly cards: CardsView;
  readonly account: AccountView;
  readonly apiPage: ApiPageView;
  readonly forms: Forms;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly api: ApiClient,
    /** Console errors and uncaught exceptions of this page so far (the suite's guard checks them all). */
    readonly errors: string[],
  ) {
    this.charges = new ChargesView(page);
    this.carnets = new CarnetsView(page);
    this.subscriptions = new SubscriptionsView(page);
    this.links = new LinksView(page);
    this.emails = new EmailsView(page);
    this.webhooks = new WebhooksView(page);
    this.requests = new RequestsView(page);
    this.clock = new ClockView(page);
    this.faults = new FaultsView(page);
    this.report = new ReportView(page);
    this.cards = new CardsView(page);
    this.account = new AccountView(page);
    this.apiPage = new ApiPageView(page);
    this.forms = new Forms(page);
  }

  /** The dashboard's address for this account at `hash` (e.g. '#/cobrancas/12'). */
  urlOf(hash: string): string {
    return `${this.baseUrl}/?account=${encodeURIComponent(this.api.clientId)}${hash}`;
  }

  /** Loads the dashboard at `hash` and waits until it is live. */
  async goto(hash: string): Promise<void> {
    await this.page.goto(this.urlOf(hash));
    await this.live.waitFor();
  }

  /** Closes this page's browser context now (the suite closes it after the test otherwise). */
  close(): Promise<void> {
    return this.page.context().close();
  }

  /** "Ao vivo": the page hears the server's events. */
  get live(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Ao vivo' });
  }

  /** The theme picker ("Tema": Automático, Claro, Escuro). */
  get themePicker(): Locator {
    return this.page.getByLabel('Tema');
  }

  /** The sidebar. */
  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Seções' });
  }

  sectionLink(section: keyof typeof SECTIONS): Locator {
    return this.nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(SECTIONS[section])}`) });
  }

  /** Goes to a section by its sidebar link, as a user does. */
  async section(section: keyof typeof SECTIONS): Promise<void> {
    await this.sectionLink(section).click();
  }

  /** A toast (or any live status message) containing `text`. */
  toast(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** A dialog by its accessible name, or the one open if no name is given. */
  dialog(name?: string | RegExp): Locator {
    return name === undefined ? this.page.getByRole('dialog') : this.page.getByRole('dialog', { name });
  }

  /** The top bar, where the account's virtual clock is shown. */
  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** The count under a list ("7 cobranças", "1 carnê com esta busca"). */
  listCount(text: string | RegExp): Locator {
    return this.page.locator('.list-count').filter({ hasText: text });
  }

  /** A search box by its label ("Buscar"). */
  searchBox(name = 'Buscar'): Locator {
    return this.page.getByRole('searchbox', { name });
  }

  /** Pastes `text` into a list's search box and waits for the count that follows. */
  async search(text: string, count: string | RegExp, box = 'Buscar'): Promise<void> {
    await this.searchBox(box).fill(text);
    await this.listCount(count).waitFor();
  }

  /** The "#<id>" link that opens a record of the list shown (a charge, carnê, subscription…). */
  idLink(id: number): Locator {
    return this.page.getByRole('link', { name: `#${id}`, exact: true });
  }

  /** The list pane of a list-and-detail view. */
  get listPane(): Locator {
    return this.page.locator('.split-list');
  }

  /** A list's row by its position (the lists are virtual: only rendered rows exist). */
  listRow(index: number): Locator {
    return this.page.locator(`main [data-row-index="${index}"]`);
  }

  /** The list's selected row. */
  get selectedListRow(): Locator {
    return this.page.locator('main [data-row-index][aria-selected="true"]');
  }

  /** What has focus: a list row's index, or a description of the element outside any list. */
  focused(): Promise<{ row: number; outside?: undefined } | { outside: string; row?: undefined }> {
    return this.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const row = el?.closest<HTMLElement>('[data-row-index]');
      return row && row === el ? { row: Number(row.dataset.rowIndex) } : { outside: `${el?.tagName} ${el?.textContent?.slice(0, 30)}` };
    });
  }

  text(text: string | RegExp, options?: { exact?: boolean }): Locator {
    return this.page.getByText(text, options);
  }

  /** The clipboard's text (the page is allowed to read it). */
  clipboard(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  /** A screenshot under .tmp/screens/ for a person to look at; nothing asserts on it. */
  async screenshot(name: string, options: { fullPage?: boolean } = {}): Promise<void> {
    mkdirSync(SHOTS, { recursive: true });
    await this.page.screenshot({ path: `${SHOTS}${name}`, ...options });
  }
}
