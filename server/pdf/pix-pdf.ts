// The "Pague com Pix" block of a Bolix boleto's PDFs: the QR at the left, the title, how to pay
// and the copia-e-cola code at the right. The boleto draws it under the receipt; a carnê slip
// draws a narrower one (see carnet-slip-pdf.ts).
import { PIX_TEXTS, type BoletoPix } from './boleto-view.ts';
import { drawQr } from './qr-drawing.ts';
import { line, winAnsi, wrap, type Doc, type TextStyle } from './pdf-text.ts';
import { CONTENT_W, MARGIN_X, type Flow } from './layout.ts';

/** ~32 mm with the quiet zone: ≥ 0.45 mm a module for a version-10 symbol, readable by any phone. */
export const BOLETO_QR_SIDE = 92;
const PAD = 3;
const TITLE: TextStyle = { font: 'Helvetica-Bold', size: 11 };
const BODY: TextStyle = { size: 7.5 };
const CODE_LABEL: TextStyle = { font: 'Helvetica-Bold', size: 6.5 };
export const CODE_STYLE: TextStyle = { size: 6.5 };

/**
 * Breaks the code into lines that fit `width`, by character only: a wrap at its spaces would lose
 * them, and a payer who types or copies the code from the paper must get exactly the string.
 */
export function codeLines(doc: Doc, code: string, width: number, style: TextStyle): string[] {
  doc.font(style.font ?? 'Helvetica').fontSize(style.size ?? 8);
  const safe = winAnsi(code);
  const lines: string[] = [];
  let current = '';
  for (const ch of safe) {
    if (current !== '' && doc.widthOfString(current + ch) > width) {
      lines.push(current);
      current = '';
    }
    current += ch;
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** Draws the block where the flow stands (on a new page if it does not fit) and moves the flow below it. */
export function drawBoletoPix(doc: Doc, pix: BoletoPix, flow: Flow): void {
  const h = BOLETO_QR_SIDE + 2 * PAD;
  flow.room(h + 10);
  const x = MARGIN_X;
  const y = flow.y;
  doc.lineWidth(0.6).strokeColor('#000000').rect(x, y, CONTENT_W, h).stroke();
  drawQr(doc, pix.qrcode, x + PAD, y + PAD, BOLETO_QR_SIDE);
  const tx = x + PAD + BOLETO_QR_SIDE + 8;
  const tw = x + CONTENT_W - tx - 6;
  line(doc, PIX_TEXTS.title, tx, y + 8, tw, TITLE);
  let ty = y + 24;
  for (const text of [PIX_TEXTS.howTo, PIX_TEXTS.amount]) {
    for (const l of wrap(doc, text, tw, BODY)) {
      line(doc, l, tx, ty, tw, BODY);
      ty += 9;
    }
  }
  ty += 4;
  line(doc, PIX_TEXTS.copyLabel, tx, ty, tw, CODE_LABEL);
  ty += 8.5;
  for (const l of codeLines(doc, pix.qrcode, tw, CODE_STYLE)) {
    line(doc, l, tx, ty, tw + 1, CODE_STYLE);
    ty += 8;
  }
  flow.y = y + h + 10;
}
