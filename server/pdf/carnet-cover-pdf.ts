// The carnê's cover (capa), a whole A4 page: who charges whom, how many parcels, the total and the
// first and last due dates, how to pay, and a table of the parcels with their typed lines.
import type { CarnetParcelSummary, CarnetView } from './carnet-view.ts';
import { boxRow, fitLines, line, wrap, VALUE, VALUE_BOLD, type Box, type Doc, type TextStyle } from './pdf-text.ts';
import { CONTENT_W, MARGIN_X, PAGE_H, RIGHT_COL_W, withDocument } from './layout.ts';
import { drawNotice } from './marks.ts';

const X = MARGIN_X;
const XR = MARGIN_X + CONTENT_W - RIGHT_COL_W;
const BIG: TextStyle = { font: 'Helvetica-Bold', size: 11 };
const TONE_COLORS: Record<CarnetParcelSummary['tone'], string | undefined> = { open: undefined, late: '#cc0000', paid: '#1c6b3a', void: '#666666' };

export function drawCover(doc: Doc, view: CarnetView): void {
  const cover = view.cover;
  const first = view.slips[0].boleto;
  let y = drawNotice(doc, view.sandboxNotice, 12) + 14;

  line(doc, 'Carnê de pagamento', X, y, 300, { font: 'Helvetica-Bold', size: 22 });
  line(doc, `${first.bankName}  ${first.bankCode}`, XR, y + 6, RIGHT_COL_W, { font: 'Helvetica-Bold', size: 12 }, 'right');
  y += 28;
  line(doc, cover.title, X, y, 300, { font: 'Helvetica', size: 12, color: '#333333' });
  y += 24;

  const b = cover.beneficiary;
  const p = cover.payer;
  const beneficiary = fitLines(doc, [withDocument(b.name, b.document), b.address], XR - X - 6, VALUE, 2);
  const payer = fitLines(doc, [withDocument(p.name, p.document), p.address ?? '', p.email ?? ''], CONTENT_W - 6, VALUE, 3);
  y = row(doc, y, 13 + beneficiary.length * 9.6, [
    { x: X, w: XR - X, label: 'Beneficiário', lines: beneficiary },
    { x: XR, w: RIGHT_COL_W, label: 'Agência / Código do beneficiário', lines: [first.agencyCode], align: 'right' },
  ]);
  y = row(doc, y, 13 + payer.length * 9.6, [{ x: X, w: CONTENT_W, label: 'Pagador', lines: payer }]);
  const quarter = CONTENT_W / 4;
  y = row(doc, y, 26, [
    ['Parcelas', String(cover.parcelCount)], ['Valor total', cover.total],
    ['Primeiro vencimento', cover.firstDueDate], ['Último vencimento', cover.lastDueDate],
  ].map(([label, value], i) => ({ x: X + i * quarter, w: quarter, label, lines: [value], style: { ...BIG, size: 12 } })));
  y = row(doc, y, 21, [{ x: X, w: CONTENT_W, label: 'Valor das parcelas', lines: [cover.parcelValues], style: VALUE_BOLD }]);
  closeBox(doc, y);

  y += 20;
  line(doc, 'Como pagar', X, y, CONTENT_W, BIG);
  y += 16;
  for (const sentence of cover.howToPay) {
    const lines = wrap(doc, sentence, CONTENT_W - 14, { size: 9 });
    line(doc, '•', X + 2, y, 8, { size: 9 });
    lines.forEach((text, i) => line(doc, text, X + 12, y + i * 11.5, CONTENT_W - 14, { size: 9 }));
    y += lines.length * 11.5 + 3;
  }

  y += 14;
  line(doc, 'Parcelas', X, y, CONTENT_W, BIG);
  y += 16;
  drawParcelTable(doc, view, y);
}

function row(doc: Doc, y: number, h: number, boxes: Box[]): number {
  boxRow(doc, y, h, boxes);
  const left = boxes[0].x;
  const last = boxes[boxes.length - 1];
  doc.lineWidth(0.6).strokeColor('#000000').moveTo(left, y).lineTo(left, y + h).moveTo(last.x + last.w, y).lineTo(last.x + last.w, y + h).stroke();
  return y + h;
}

function closeBox(doc: Doc, y: number): void {
  doc.lineWidth(0.6).strokeColor('#000000').moveTo(X, y).lineTo(X + CONTENT_W, y).stroke();
}

const COLS: Array<{ label: string; w: number; align: 'left' | 'right' }> = [
  { label: 'Parcela', w: 46, align: 'left' },
  { label: 'Vencimento', w: 62, align: 'left' },
  { label: 'Valor', w: 72, align: 'right' },
  { label: 'Situação', w: 78, align: 'left' },
  { label: 'Linha digitável', w: CONTENT_W - 46 - 62 - 72 - 78, align: 'left' },
];

function tableRow(doc: Doc, y: number, h: number, cells: string[], style: TextStyle, shade: boolean, colors: Array<string | undefined> = []): void {
  if (shade) doc.rect(X, y, CONTENT_W, h).fillColor('#eeeeee').fill();
  let x = X;
  COLS.forEach((col, i) => {
    line(doc, cells[i], x + 4, y + (h - (style.size ?? 8)) / 2, col.w - 8, { ...style, color: colors[i] ?? style.color }, col.align);
    x += col.w;
  });
  doc.lineWidth(0.4).strokeColor('#b4b4b4').moveTo(X, y + h).lineTo(X + CONTENT_W, y + h).stroke();
}

/** One row per parcel; the rows shrink so twelve always fit above the page's bottom. */
function drawParcelTable(doc: Doc, view: CarnetView, top: number): void {
  const parcels = view.cover.parcels;
  const h = Math.min(17, (PAGE_H - 40 - top - 14) / Math.max(1, parcels.length));
  tableRow(doc, top, 14, COLS.map((c) => c.label), { font: 'Helvetica-Bold', size: 7.5 }, true);
  let y = top + 14;
  for (const parcel of parcels) {
    tableRow(doc, y, h, [parcel.number, parcel.dueDate, parcel.value, parcel.situation, parcel.typedLine],
      { size: Math.min(8.5, h - 4) }, false, [undefined, undefined, undefined, TONE_COLORS[parcel.tone]]);
    y += h;
  }
}
