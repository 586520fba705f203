// The upper part of the boleto PDF, the "Recibo do Pagador": header, the boxes every receipt
// must show (boleto.md §4.1), "Pague com Pix" on a Bolix, the message as "Observações", then the
// items or the balance sheet.
import type { BoletoView } from './boleto-view.ts';
import { drawBalanceSheet } from './balance-sheet-pdf.ts';
import { drawBoletoPix } from './pix-pdf.ts';
import { bankHeader, boxRow, fitLines, fitSize, line, wrap, VALUE, VALUE_BOLD, type Doc, type TextStyle } from './pdf-text.ts';
import { CONTENT_W, MARGIN_X, RIGHT_COL_W, withDocument, type Flow } from './layout.ts';

const X = MARGIN_X;
const XR = MARGIN_X + CONTENT_W - RIGHT_COL_W;

export function drawReceipt(doc: Doc, view: BoletoView, flow: Flow): void {
  let y = flow.y;
  line(doc, 'Recibo do Pagador', X, y, 200, { font: 'Helvetica-Bold', size: 11 });
  // The diagonal stamp is decoration (text extractors scatter it); this copy reads in line.
  if (view.stamp !== null && view.stamp.trim() !== '') {
    line(doc, `Situação: ${view.stamp}`, XR, y, RIGHT_COL_W, { font: 'Helvetica-Bold', size: 11, color: '#cc0000' }, 'right');
  }
  y += 16;
  bankHeader(doc, X, y, CONTENT_W, view.bankName, view.bankCode, view.typedLine);
  const top = y + 24;
  y = top;
  const right = (label: string, value: string, bold = false) =>
    ({ x: XR, w: RIGHT_COL_W, label, lines: [value], align: 'right' as const, style: bold ? VALUE_BOLD : VALUE });
  const leftW = XR - X - 6;
  const beneficiary = fitLines(doc, [withDocument(view.beneficiary.name, view.beneficiary.document), view.beneficiary.address], leftW, VALUE, 3);
  const p = view.payer;
  const payer = fitLines(doc, [withDocument(p.name, p.document), p.address ?? '', p.email ?? ''], leftW, VALUE, 5);
  for (const [lines, label, side] of [[beneficiary, 'Beneficiário', right('Agência / Código do beneficiário', view.agencyCode)],
    [payer, 'Pagador', right('Vencimento', view.dueDate, true)]] as const) {
    const h = Math.max(31, 13 + lines.length * 9.6);
    boxRow(doc, y, h, [{ x: X, w: XR - X, label, lines: [...lines] }, side]);
    y += h;
  }
  const third = (XR - X) / 3;
  boxRow(doc, y, 21, [
    { x: X, w: third, label: 'Nosso número', lines: [view.ourNumber] },
    { x: X + third, w: third, label: 'Nº do documento', lines: [view.documentNumber] },
    { x: X + 2 * third, w: third, label: 'Data do documento', lines: [view.documentDate] },
    right('(=) Valor do documento', view.documentValue, true),
  ]);
  y += 21;
  doc.lineWidth(0.6).strokeColor('#000000').moveTo(X, y).lineTo(X + CONTENT_W, y).stroke();
  doc.moveTo(X, top).lineTo(X, y).moveTo(X + CONTENT_W, top).lineTo(X + CONTENT_W, y).stroke();
  line(doc, 'Autenticação mecânica – Recibo do Pagador', XR - 100, y + 2.5, RIGHT_COL_W + 100, { size: 6, color: '#333333' }, 'right');
  flow.y = y + 14;
  if (view.pix !== null) drawBoletoPix(doc, view.pix, flow);
  drawObservations(doc, view.messageLines, flow);
  if (view.balanceSheet !== null) drawBalanceSheet(doc, view.balanceSheet, flow);
  else drawItems(doc, view.items, flow);
}

function drawObservations(doc: Doc, messages: string[], flow: Flow): void {
  const kept = messages.filter((m) => m.trim() !== '');
  if (kept.length === 0) return;
  const lines = kept.flatMap((m) => {
    const size = fitSize(doc, m, CONTENT_W - 8, 'Helvetica', 7.5, 6);
    return wrap(doc, m, CONTENT_W - 8, { size }).map((text) => ({ text, size }));
  });
  const h = 11 + lines.length * 9 + 3;
  flow.room(h);
  doc.lineWidth(0.6).strokeColor('#000000').rect(X, flow.y, CONTENT_W, h).stroke();
  line(doc, 'Observações', X + 3, flow.y + 2.5, 200, { font: 'Helvetica-Bold', size: 6.5 });
  lines.forEach((l, i) => line(doc, l.text, X + 4, flow.y + 11 + i * 9, CONTENT_W - 8, { size: l.size }));
  flow.y += h + 10;
}

const ITEM_COLS: Array<{ label: string; w: number; align: 'left' | 'right' }> = [
  { label: 'Descrição', w: CONTENT_W - 60 - 2 * 95, align: 'left' },
  { label: 'Quantidade', w: 60, align: 'right' },
  { label: 'Valor unitário', w: 95, align: 'right' },
  { label: 'Total', w: 95, align: 'right' },
];

function itemRow(doc: Doc, y: number, h: number, cells: string[][], style: TextStyle, shade: boolean): void {
  if (shade) doc.rect(X, y, CONTENT_W, h).fillColor('#eeeeee').fill();
  let x = X;
  ITEM_COLS.forEach((col, i) => {
    cells[i].forEach((text, n) => line(doc, text, x + 4, y + 2.5 + n * 9, col.w - 8, style, col.align));
    x += col.w;
  });
  doc.lineWidth(0.4).strokeColor('#b4b4b4').moveTo(X, y + h).lineTo(X + CONTENT_W, y + h).stroke();
}

function drawItems(doc: Doc, items: BoletoView['items'], flow: Flow): void {
  if (items.length === 0) return;
  const headStyle: TextStyle = { font: 'Helvetica-Bold', size: 7 };
  const head = () => {
    itemRow(doc, flow.y, 12, ITEM_COLS.map((c) => [c.label]), headStyle, true);
    flow.y += 12;
  };
  flow.room(11 + 12 + 13);
  line(doc, 'Itens', X, flow.y, 200, { font: 'Helvetica-Bold', size: 8 });
  flow.y += 11;
  head();
  for (const item of items) {
    const name = wrap(doc, item.name, ITEM_COLS[0].w - 8, { size: 7.5 });
    const h = name.length * 9 + 4;
    if (flow.room(h)) head();
    itemRow(doc, flow.y, h, [name, [String(item.amount)], [item.value], [item.total]], { size: 7.5 }, false);
    flow.y += h;
  }
  flow.y += 8;
}
