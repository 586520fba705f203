// The ficha de compensação at the bottom of the last page (boleto.md §4.1): bank header, the
// conventional boxes, then the ITF barcode at the left and "Autenticação mecânica" at the right.
import type { BoletoView } from './boleto-view.ts';
import { drawItf, ITF_HEIGHT_PT } from './barcode-drawing.ts';
import { bankHeader, boxRow, fitLines, line, wrap, LABEL, VALUE, VALUE_BOLD, type Doc } from './pdf-text.ts';
import { CONTENT_W, MARGIN_X, PAGE_H, RIGHT_COL_W, withDocument } from './layout.ts';

const ROWS = { header: 24, place: 22, beneficiary: 31, doc: 21, values: 21, instructions: 92, payer: 50 };
const BARCODE_GAP = 9;
const BOTTOM = 20;

/** Height of the ficha from its top to the bottom of the barcode. */
export const FICHA_H = Object.values(ROWS).reduce((a, b) => a + b, 0) + BARCODE_GAP + ITF_HEIGHT_PT;
export const FICHA_TOP = PAGE_H - BOTTOM - FICHA_H;

export function drawFicha(doc: Doc, view: BoletoView, top = FICHA_TOP): void {
  const x = MARGIN_X;
  const xr = x + CONTENT_W - RIGHT_COL_W;
  const leftW = xr - x;
  let y = top;
  bankHeader(doc, x, y, CONTENT_W, view.bankName, view.bankCode, view.typedLine);
  y += ROWS.header;

  const right = (label: string, value: string | null, bold = false) => ({
    x: xr, w: RIGHT_COL_W, label, lines: value === null ? [] : [value], align: 'right' as const,
    style: bold ? VALUE_BOLD : VALUE,
  });
  boxRow(doc, y, ROWS.place, [
    { x, w: leftW, label: 'Local de pagamento', lines: [view.paymentPlace] },
    right('Vencimento', view.dueDate, true),
  ]);
  y += ROWS.place;
  boxRow(doc, y, ROWS.beneficiary, [
    { x, w: leftW, label: 'Beneficiário', lines: fitLines(doc, [withDocument(view.beneficiary.name, view.beneficiary.document), view.beneficiary.address], leftW - 6, VALUE, 2) },
    right('Agência / Código do beneficiário', view.agencyCode),
  ]);
  y += ROWS.beneficiary;
  boxRow(doc, y, ROWS.doc, split(x, leftW, [
    ['Data do documento', view.documentDate, 72], ['Nº do documento', view.documentNumber, 104],
    ['Espécie doc.', view.documentKind, 52], ['Aceite', view.acceptance, 38], ['Data do processamento', view.processingDate, 0],
  ]).concat(right('Nosso número', view.ourNumber)));
  y += ROWS.doc;
  boxRow(doc, y, ROWS.values, split(x, leftW, [
    ['Uso do banco', '', 72], ['Carteira', view.wallet, 62], ['Espécie', 'R$', 44], ['Quantidade', '', 88], ['(x) Valor', '', 0],
  ]).concat(right('(=) Valor do documento', view.documentValue, true)));
  y += ROWS.values;
  drawInstructions(doc, view, x, y, leftW);
  const sub = ROWS.instructions / 5;
  const deductions: Array<[string, string | null]> = [
    ['(–) Desconto / Abatimento', view.discount], ['(–) Outras deduções', null], ['(+) Mora / Multa', null],
    ['(+) Outros acréscimos', null], ['(=) Valor cobrado', null],
  ];
  deductions.forEach(([label, value], i) => boxRow(doc, y + i * sub, sub, [right(label, value)]));
  doc.moveTo(xr, y).lineTo(xr, y + ROWS.instructions).stroke();
  y += ROWS.instructions;
  drawPayer(doc, view, x, y, xr);
  y += ROWS.payer;
  doc.lineWidth(0.6).moveTo(x, y).lineTo(x + CONTENT_W, y).stroke();
  doc.moveTo(x, top + ROWS.header).lineTo(x, y).moveTo(x + CONTENT_W, top + ROWS.header).lineTo(x + CONTENT_W, y).stroke();
  line(doc, 'Autenticação mecânica – FICHA DE COMPENSAÇÃO', xr - 120, y + 3, RIGHT_COL_W + 120,
    { font: 'Helvetica-Bold', size: 7 }, 'right');
  drawItf(doc, view.barcode, x + 2, y + BARCODE_GAP);
}

function split(x: number, width: number, cols: Array<[string, string, number]>) {
  let cursor = x;
  return cols.map(([label, value, w]) => {
    const box = { x: cursor, w: w === 0 ? x + width - cursor : w, label, lines: value === '' ? [] : [value] };
    cursor += box.w;
    return box;
  });
}

function drawInstructions(doc: Doc, view: BoletoView, x: number, y: number, w: number): void {
  boxRow(doc, y, ROWS.instructions, [{ x, w, label: 'Instruções (texto de responsabilidade do beneficiário)' }]);
  const style = { ...VALUE, size: 7.5 };
  const lh = 9;
  const max = Math.floor((ROWS.instructions - 12) / lh);
  const lines = view.instructions.flatMap((text) => wrap(doc, text, w - 8, style));
  const shown = lines.length > max ? [...lines.slice(0, max - 1), `${lines[max - 1]} …`] : lines;
  shown.forEach((text, i) => line(doc, text, x + 3, y + 10 + i * lh, w - 6, style));
}

function drawPayer(doc: Doc, view: BoletoView, x: number, y: number, xr: number): void {
  const p = view.payer;
  const contact = [p.address, p.email].filter((s): s is string => s !== null && s !== '').join(' · ');
  const lines = fitLines(doc, [withDocument(p.name, p.document), contact], CONTENT_W - 6, VALUE, 3)
    .map((text) => text.replace(/^· /, ''));
  boxRow(doc, y, ROWS.payer, [{ x, w: CONTENT_W, label: 'Pagador', lines }]);
  line(doc, 'Sacador / Avalista', x + 2.5, y + ROWS.payer - 8, 120, LABEL);
  line(doc, 'Código de baixa', xr + 2.5, y + ROWS.payer - 8, RIGHT_COL_W - 5, LABEL);
}
