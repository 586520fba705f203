// The payment links view (#/links): the list with each link's URL (open, copy), a link's detail
// with its QR code, what the payer sees and did, and the "Criar link" dialog.
import type { Locator, Page } from 'playwright-core';

export class LinksView {
  constructor(private readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole('region', { name: 'Lista de links de pagamento' });
  }

  /** A link's item in the list (a row named "Link #<id>"). */
  row(id: number): Locator {
    return this.page.getByRole('row', { name: `Link #${id}`, exact: true });
  }

  /** Every link row of the list. */
  get rows(): Locator {
    return this.page.getByRole('row', { name: /^Link #/ });
  }

  detail(id: number): Locator {
    return this.page.getByRole('article', { name: `Link de pagamento #${id}` });
  }

  get detailPane(): Locator {
    return this.page.getByRole('region', { name: 'Detalhe do link de pagamento' });
  }

  openInNewTab(item: Locator, id: number): Locator {
    return item.getByRole('link', { name: `Abrir a página do link #${id} numa nova aba` });
  }

  copyUrl(item: Locator, id: number): Locator {
    return item.getByRole('button', { name: `Copiar a URL do link #${id}` });
  }

  qrCode(detail: Locator, id: number): Locator {
    return detail.getByRole('img', { name: `QR code da URL do link #${id}` });
  }

  address(detail: Locator): Locator {
    return detail.getByRole('region', { name: 'Endereço do link' });
  }

  /** "O que o pagador vê": the items, each method's price, the message. */
  payerSees(detail: Locator): Locator {
    return detail.getByRole('region', { name: 'O que o pagador vê' });
  }

  /** "O que o pagador fez". */
  payerDid(detail: Locator): Locator {
    return detail.getByRole('region', { name: 'O que o pagador fez' });
  }

  /** A method's price line in "O que o pagador vê" ('Boleto', 'Cartão de crédito'). */
  price(sees: Locator, method: 'Boleto' | 'Cartão de crédito'): Locator {
    return sees.locator('dl > div').filter({ hasText: method });
  }

  /** "Pagar como o pagador: Boleto" / "…: Cartão recusado". */
  payAsPayer(detail: Locator, how: string): Locator {
    return detail.getByRole('button', { name: `Pagar como o pagador: ${how}` });
  }

  payDialog(id: number, how: string): Locator {
    return this.page.getByRole('dialog', { name: `Pagar como o pagador (${how}) — link #${id}` });
  }

  get createButton(): Locator {
    return this.list.getByRole('button', { name: 'Criar link' });
  }

  get createDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Criar link de pagamento' });
  }

  /** Sideways scrolling of the page or of its main area, and buttons of the list or the detail cut off at an edge. */
  layoutProblems(): Promise<string[]> {
    return this.page.evaluate(() => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
      for (const selector of ['.content', '.split-list', '.split-detail', '.table-scroll', '.link-item', '.panel']) {
        for (const el of document.querySelectorAll<HTMLElement>(selector)) {
          if (el.scrollWidth > el.clientWidth + 1) problems.push(`${selector} scrolls sideways by ${el.scrollWidth - el.clientWidth}px`);
        }
      }
      for (const [area, selector] of [['.split-detail', '.split-detail .btn'], ['.split-list', '.split-list .btn']] as const) {
        const box = document.querySelector(area)!.getBoundingClientRect();
        for (const button of document.querySelectorAll<HTMLElement>(selector)) {
          const b = button.getBoundingClientRect();
          if (b.right > box.right + 0.5 || b.left < box.left - 0.5) problems.push(`button “${button.textContent}” is cut off`);
        }
      }
      return problems;
    });
  }
}
