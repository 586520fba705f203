// Page geometry shared by the boleto PDF parts, and the vertical flow that paginates the
// upper part (receipt, items, balance sheet) before the page that carries the ficha.

/** A4 portrait in points. */
export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN_X = 28.35; // 10 mm
export const CONTENT_W = PAGE_W - 2 * MARGIN_X;
/** The right-hand column of dates and values (50 mm). */
export const RIGHT_COL_W = 141.73;
/** Lowest y the flowing content may reach on a page without the ficha. */
export const FLOW_BOTTOM = PAGE_H - 30;

export class Flow {
  y: number;
  pages = 1;

  constructor(top: number, private readonly openPage: () => number) {
    this.y = top;
  }

  /** Makes room for `h` points below the cursor; true when that opened a new page. */
  room(h: number): boolean {
    if (this.y + h <= FLOW_BOTTOM) return false;
    this.y = this.openPage();
    this.pages += 1;
    return true;
  }
}

/** "Name – CPF: 123.456.789-09": names the document kind from its digit count. */
export function withDocument(name: string, document: string | null): string {
  if (document === null || document.trim() === '') return name;
  if (/^\s*(CPF|CNPJ)/i.test(document)) return `${name} – ${document}`;
  const digits = document.replace(/[^0-9A-Za-z]/g, '').length; // alphanumeric CNPJ too
  const kind = digits === 11 ? 'CPF: ' : digits === 14 ? 'CNPJ: ' : '';
  return `${name} – ${kind}${document}`;
}
