// The subscriptions view (#/assinaturas): plans and subscriptions in one searchable list, and a
// subscription's detail with its periods, next execution and history.
import type { Locator, Page } from 'playwright-core';

export class SubscriptionsView {
  constructor(private readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole('region', { name: 'Lista de assinaturas' });
  }

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Assinaturas' });
  }

  get plans(): Locator {
    return this.list.getByRole('table', { name: 'Planos da conta' });
  }

  /** The plans' section, with "Novo plano" and each plan's "Assinar". */
  get plansSection(): Locator {
    return this.page.getByRole('region', { name: /^Planos/ });
  }

  /** The empty page's words, and its button to make the first subscription. */
  get none(): Locator {
    return this.page.getByText('Esta conta ainda não tem assinaturas.');
  }

  get createFirst(): Locator {
    return this.page.getByRole('button', { name: 'Criar a primeira assinatura' });
  }

  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: `Assinatura #${id}` });
  }

  /** The plan row marked current (the one just created or opened). */
  get currentPlan(): Locator {
    return this.plans.locator('tr[aria-current="true"]');
  }

  plan(name: string): Locator {
    return this.plans.getByRole('row').filter({ hasText: name });
  }

  get searchBox(): Locator {
    return this.list.getByLabel('Buscar');
  }

  get statusFilter(): Locator {
    return this.list.getByLabel('Status');
  }

  row(id: number): Locator {
    return this.list.getByRole('row').filter({ has: this.page.getByRole('link', { name: `#${id}`, exact: true }) });
  }

  /** The selected row of the list. */
  get selectedRow(): Locator {
    return this.grid.locator('[aria-selected="true"]');
  }

  async open(id: number): Promise<void> {
    await this.row(id).getByRole('link', { name: `#${id}`, exact: true }).click();
    await this.detail(id).waitFor();
  }

  detail(id: number): Locator {
    return this.page.getByRole('article', { name: `Assinatura #${id}` });
  }

  get detailPane(): Locator {
    return this.page.getByRole('region', { name: 'Detalhe da assinatura' });
  }

  periods(detail: Locator): Locator {
    return detail.getByRole('list', { name: 'Períodos da assinatura' });
  }

  /** "Período 1/12", "Próxima execução" or "Sem próxima execução". */
  period(detail: Locator, name: string): Locator {
    return this.periods(detail).getByRole('listitem', { name, exact: true });
  }

  history(detail: Locator): Locator {
    return detail.getByRole('region', { name: 'Histórico da assinatura' });
  }

  worldActions(detail: Locator): Locator {
    return detail.getByRole('region', { name: 'Agir como o mundo' });
  }

  action(detail: Locator, name: 'Avançar o relógio até a próxima renovação' | 'Pagar boleto atual no banco' | 'Pagador cancela a assinatura' | 'Cancelar (API)'): Locator {
    return detail.getByRole('button', { name });
  }

  /** Sideways scrolling of the page or of its main area, and buttons of the detail cut off at the right edge. */
  layoutProblems(): Promise<string[]> {
    return this.page.evaluate(() => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
      for (const selector of ['.content', '.split-list', '.split-detail', '.table-scroll', '.plans-scroll']) {
        for (const el of document.querySelectorAll<HTMLElement>(selector)) {
          if (el.scrollWidth > el.clientWidth + 1) problems.push(`${selector} scrolls sideways by ${el.scrollWidth - el.clientWidth}px`);
        }
      }
      const detail = document.querySelector('.split-detail')!.getBoundingClientRect();
      for (const button of document.querySelectorAll<HTMLElement>('.split-detail button')) {
        const box = button.getBoundingClientRect();
        if (box.right > detail.right + 0.5 || box.left < detail.left - 0.5) problems.push(`button “${button.textContent}” is cut off`);
      }
      return problems;
    });
  }
}
