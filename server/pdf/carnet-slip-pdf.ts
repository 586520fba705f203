// One carnê slip ("lâmina"), a third of an A4 page as printed carnês are (boleto.md §4.1): the
// stub (canhoto, the payer's receipt) at the left, a dashed cut line, and at the right a compact
// ficha de compensação with the conventional boxes and the ITF barcode at full size.
import type { CarnetSlip } from './carnet-view.ts';
import { drawItf } from './barcode-drawing.ts';
import { PIX_TEXTS } from './boleto-view.ts';
import { drawQr } from './qr-drawing.ts';
import { bankHeader, boxRow, fitLines, line, LABEL, VALUE, VALUE_BOLD, type Box, type Doc, type TextStyle } from './pdf-text.ts';
import { CONTENT_W, MARGIN_X, PAGE_H, withDocument } from './layout.ts';
import { drawCutLine, drawNotice } from './marks.ts';

/** Three slips to a page, between a thin top and bottom margin. */
export const SLIPS_PER_PAGE = 3;
const PAGE_MARGIN_Y = 12;
const SLIP_H = (PAGE_H - 2 * PAGE_MARGIN_Y) / SLIPS_PER_PAGE;
export const slipTop = (index: number) => PAGE_MARGIN_Y + index * SLIP_H;

const STUB_W = 130; // ~46 mm
const GAP = 14; // the vertical cut line runs in the middle
const FICHA_X = MARGIN_X + STUB_W + GAP;
const FICHA_W = CONTENT_W - STUB_W - GAP;
const RIGHT_W = 112;
const PAD_TOP = 8;
const TITLE_H = 12;
const HEADER = { h: 22, nameW: 66, codeW: 44, codeSize: 13 };
const ROW = 19;
const INSTRUCTIONS_H = 62;
const PAYER_H = 30;
const BARCODE_GAP = 11;
const QUIET_ZONE = 5 * (72 / 25.4);
const SMALL: TextStyle = { ...VALUE, size: 7 };
const RED = '#cc0000';
/** The QR's side with its quiet zone: as large as the corner right of the bars allows (~27 mm). */
const SLIP_QR_SIDE = 78;

/** Where the slip's diagonal mark goes: the middle of its ficha. */
export function markCentre(top: number): [number, number] {
  return [FICHA_X + FICHA_W / 2, top + PAD_TOP + TITLE_H + 100];
}
export const MARK_MAX_W = FICHA_W * 0.62;

export function drawSlip(doc: Doc, slip: CarnetSlip, top: number, notice: string): void {
  drawStub(doc, slip, top + PAD_TOP);
  drawCutLine(doc, [MARGIN_X + STUB_W + GAP / 2, top + 4], [MARGIN_X + STUB_W + GAP / 2, top + SLIP_H - 4]);
  drawSlipFicha(doc, slip, top + PAD_TOP, notice);
}

function right(label: string, value: string | null, bold = false): Box {
  return { x: FICHA_X + FICHA_W - RIGHT_W, w: RIGHT_W, label, lines: value === null ? [] : [value], align: 'right', style: bold ? VALUE_BOLD : VALUE };
}

/** Boxes side by side from x; a width of 0 takes what is left of `width`. */
function columns(x: number, width: number, cols: Array<[string, string, number]>): Box[] {
  let cursor = x;
  return cols.map(([label, value, w]) => {
    const box = { x: cursor, w: w === 0 ? x + width - cursor : w, label, lines: value === '' ? [] : [value] };
    cursor += box.w;
    return box;
  });
}

function drawSlipFicha(doc: Doc, slip: CarnetSlip, top: number, notice: string): void {
  const b = slip.boleto;
  const x = FICHA_X;
  const xr = x + FICHA_W - RIGHT_W;
  const leftW = xr - x;
  line(doc, slip.parcelLabel, x, top, 90, { font: 'Helvetica-Bold', size: 9 });
  drawNotice(doc, notice, top + 1.5, x + 92, FICHA_W - 92, 6);
  let y = top + TITLE_H;
  bankHeader(doc, x, y, FICHA_W, b.bankName, b.bankCode, b.typedLine, HEADER);
  y += HEADER.h;
  boxRow(doc, y, ROW, [{ x, w: leftW, label: 'Local de pagamento', lines: [b.paymentPlace], style: SMALL }, right('Vencimento', b.dueDate, true)]);
  y += ROW;
  boxRow(doc, y, ROW, [
    { x, w: leftW, label: 'Beneficiário', lines: [withDocument(b.beneficiary.name, b.beneficiary.document)], style: SMALL },
    right('Agência / Código do beneficiário', b.agencyCode),
  ]);
  y += ROW;
  boxRow(doc, y, ROW, columns(x, leftW, [
    ['Data do documento', b.documentDate, 58], ['Nº do documento', b.documentNumber, 52], ['Espécie doc.', b.documentKind, 40],
    ['Aceite', b.acceptance, 24], ['Data do processamento', b.processingDate, 0],
  ]).concat(right('Nosso número', b.ourNumber)));
  y += ROW;
  boxRow(doc, y, ROW, columns(x, leftW, [
    ['Uso do banco', '', 58], ['Carteira', b.wallet, 52], ['Espécie', 'R$', 40], ['Quantidade', '', 60], ['(x) Valor', '', 0],
  ]).concat(right('(=) Valor do documento', b.documentValue, true)));
  y += ROW;
  drawInstructions(doc, slip, x, y, leftW);
  drawDeductions(doc, b.discount, xr, y);
  y += INSTRUCTIONS_H;
  // A Bolix slip gives the right end of the payer row, and the corner right of the bars below it,
  // to a "Pague com Pix" box: the one place of a third of a page where a readable QR fits.
  const payerW = b.pix === null ? FICHA_W : PIX_BOX_X - x;
  const p = b.payer;
  const payer = fitLines(doc, [withDocument(p.name, p.document), p.address ?? ''], payerW - 6, SMALL, 2);
  boxRow(doc, y, PAYER_H, [{ x, w: payerW, label: 'Pagador', lines: payer, style: SMALL }]);
  if (b.pix !== null) drawSlipPix(doc, b.pix.qrcode, y);
  y += PAYER_H;
  doc.lineWidth(0.6).strokeColor('#000000').moveTo(x, y).lineTo(x + payerW, y).stroke();
  doc.moveTo(x, top + TITLE_H + HEADER.h).lineTo(x, y).moveTo(x + FICHA_W, top + TITLE_H + HEADER.h).lineTo(x + FICHA_W, y).stroke();
  line(doc, 'Autenticação mecânica – FICHA DE COMPENSAÇÃO', x, y + 2.5, payerW - 3, { font: 'Helvetica-Bold', size: 6.5 }, 'right');
  // Nothing beside the bars: their quiet zones (≥ 5 mm) stay clear even once the slip is cut out.
  drawItf(doc, b.barcode, x + QUIET_ZONE - GAP / 2, y + BARCODE_GAP);
}

/**
 * From right of the bars' quiet zone (the 44 digits are ~292 pt of bars, then 5 mm clear) to the
 * ficha's right edge, from the payer row's top down to just above the next slip's cut line: a
 * label, then the QR with its own quiet zone. The slip test reads both symbols back.
 */
const PIX_BOX_X = FICHA_X + FICHA_W - SLIP_QR_SIDE - 2;

function drawSlipPix(doc: Doc, qrcode: string, y: number): void {
  const w = FICHA_X + FICHA_W - PIX_BOX_X;
  const h = 10 + SLIP_QR_SIDE;
  doc.lineWidth(0.6).strokeColor('#000000').rect(PIX_BOX_X, y, w, h).stroke();
  line(doc, PIX_TEXTS.title, PIX_BOX_X + 2.5, y + 2, w - 5, { font: 'Helvetica-Bold', size: 7 });
  drawQr(doc, qrcode, PIX_BOX_X + 1, y + 9, SLIP_QR_SIDE);
}

/** The fine/interest/discount lines, then the carnê's message, as many as the box holds. */
function drawInstructions(doc: Doc, slip: CarnetSlip, x: number, y: number, w: number): void {
  boxRow(doc, y, INSTRUCTIONS_H, [{ x, w, label: 'Instruções (texto de responsabilidade do beneficiário)' }]);
  const style: TextStyle = { size: 6.6 };
  const lh = 7.6;
  const max = Math.floor((INSTRUCTIONS_H - 10) / lh);
  const texts = [...slip.boleto.instructions, ...slip.boleto.messageLines];
  fitLines(doc, texts, w - 6, style, max).forEach((text, i) => line(doc, text, x + 3, y + 9 + i * lh, w - 6, style));
}

/** The right-hand stack beside the instructions: label and value share one line, the boxes are small. */
function drawDeductions(doc: Doc, discount: string | null, xr: number, y: number): void {
  const rows: Array<[string, string | null]> = [
    ['(–) Desconto / Abatimento', discount], ['(–) Outras deduções', null], ['(+) Mora / Multa', null],
    ['(+) Outros acréscimos', null], ['(=) Valor cobrado', null],
  ];
  const h = INSTRUCTIONS_H / rows.length;
  doc.lineWidth(0.6).strokeColor('#000000').moveTo(xr, y).lineTo(xr, y + INSTRUCTIONS_H).stroke();
  rows.forEach(([label, value], i) => {
    const top = y + i * h;
    if (i > 0) doc.lineWidth(0.6).strokeColor('#000000').moveTo(xr, top).lineTo(xr + RIGHT_W, top).stroke();
    line(doc, label, xr + 2.5, top + 1.8, RIGHT_W - 5, LABEL);
    if (value !== null) line(doc, value, xr + 3, top + h - 8.5, RIGHT_W - 6, SMALL, 'right');
  });
}

/** The payer's stub: what every receipt must show (boleto.md §4.1), the parcel first. */
function drawStub(doc: Doc, slip: CarnetSlip, top: number): void {
  const b = slip.boleto;
  const x = MARGIN_X;
  const w = STUB_W;
  line(doc, 'Recibo do Pagador', x, top, w, { font: 'Helvetica-Bold', size: 8 });
  let y = top + TITLE_H;
  line(doc, b.bankName, x, y + 8, w - 44, { font: 'Helvetica-Bold', size: 7.5 });
  line(doc, b.bankCode, x + w - 42, y + 5.5, 42, { font: 'Helvetica-Bold', size: 12 }, 'right');
  doc.lineWidth(1.4).strokeColor('#000000').moveTo(x, y + HEADER.h).lineTo(x + w, y + HEADER.h).stroke();
  y += HEADER.h;
  const boxes: Array<[string, string[], TextStyle, number]> = [
    ['Parcela', [slip.parcelLabel.replace(/^Parcela /, '')], VALUE_BOLD, ROW],
    ['Vencimento', [b.dueDate], VALUE_BOLD, ROW],
    ['(=) Valor do documento', [b.documentValue], VALUE_BOLD, ROW],
    ['(=) Valor cobrado', [], VALUE, ROW],
    ['Nosso número', [b.ourNumber], VALUE, ROW],
    ['Agência / Código do beneficiário', [b.agencyCode], VALUE, ROW],
    ['Beneficiário', fitLines(doc, [withDocument(b.beneficiary.name, b.beneficiary.document)], w - 6, SMALL, 2), SMALL, 27],
    ['Pagador', fitLines(doc, [withDocument(b.payer.name, b.payer.document)], w - 6, SMALL, 2), SMALL, 27],
  ];
  const boxTop = y;
  for (const [label, lines, style, h] of boxes) {
    boxRow(doc, y, h, [{ x, w, label, lines, style }]);
    y += h;
  }
  doc.lineWidth(0.6).strokeColor('#000000').moveTo(x, y).lineTo(x + w, y).stroke();
  doc.moveTo(x, boxTop).lineTo(x, y).moveTo(x + w, boxTop).lineTo(x + w, y).stroke();
  if (slip.situation !== null) {
    // Beside the parcel number, so a torn-off stub still says it.
    line(doc, slip.situation, x + 40, boxTop + 9.5, w - 43, { font: 'Helvetica-Bold', size: 8.5, color: RED }, 'right');
  }
  line(doc, 'Autenticação mecânica', x, y + 3, w, { size: 6, color: '#333333' }, 'right');
  line(doc, 'Documento de teste – sem valor', x, y + 12, w, { size: 6, color: RED });
}
