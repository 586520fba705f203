// Marks printed over or around the documents: the red sandbox notice, the diagonal rubber stamp
// ("PAGO", "CANCELADA"…) and the dashed cut line. Shared by the boleto and the carnê PDFs.
import { fitSize, line, widthOf, wrap, type Doc } from './pdf-text.ts';
import { CONTENT_W, MARGIN_X } from './layout.ts';

const NOTICE_COLOR = '#b00000';
const STAMP_COLOR = '#cc0000';

/** The sandbox notice in small red bold, centred in [x, x + width]; returns the y below it. */
export function drawNotice(doc: Doc, notice: string, y: number, x = MARGIN_X, width = CONTENT_W, maxSize = 7.5): number {
  if (notice.trim() === '') return y;
  const size = fitSize(doc, notice, width, 'Helvetica-Bold', maxSize, 6);
  const style = { font: 'Helvetica-Bold' as const, size, color: NOTICE_COLOR };
  const lines = wrap(doc, notice, width, style);
  lines.forEach((text, i) => line(doc, text, x, y + i * (size + 2), width, style, 'center'));
  return y + lines.length * (size + 2);
}

/**
 * A big, light, diagonal rubber stamp centred on (cx, cy), at most `maxWidth` wide. Draw it last
 * on its page: poppler's `pdftotext -nodiag` drops the word that follows diagonal text, so
 * nothing may follow it.
 */
export function drawStamp(doc: Doc, stamp: string, cx: number, cy: number, maxWidth: number, maxSize = 120): void {
  const font = 'Helvetica-Bold' as const;
  const size = fitSize(doc, stamp, maxWidth, font, maxSize, 18);
  const w = widthOf(doc, stamp, { font, size });
  const cap = 0.718 * size;
  doc.save();
  doc.rotate(-32, { origin: [cx, cy] });
  doc.opacity(0.13);
  doc.lineWidth(Math.max(2, size / 16)).strokeColor(STAMP_COLOR);
  doc.roundedRect(cx - w / 2 - size / 5, cy - cap / 2 - size / 5, w + (2 * size) / 5, cap + (2 * size) / 5, size / 8).stroke();
  line(doc, stamp, cx - w / 2 - 1, cy - cap / 2, w + 2, { font, size, color: STAMP_COLOR });
  doc.restore();
}

/** A dashed cut line from (x1, y) to (x2, y), or vertical from (x, y1) to (x, y2). */
export function drawCutLine(doc: Doc, from: [number, number], to: [number, number]): void {
  doc.save().lineWidth(0.6).strokeColor('#555555').dash(3, { space: 2 });
  doc.moveTo(from[0], from[1]).lineTo(to[0], to[1]).stroke();
  doc.undash().restore();
}
