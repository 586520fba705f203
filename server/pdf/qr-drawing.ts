// The Bolix QR code of a Pix "copia e cola", drawn from the module matrix of the API's own encoder
// (qr-code.ts: the same symbol as `qrcode_image`): as vector squares in the PDFs (crisp at any zoom,
// a few hundred bytes) and as an inline SVG on the HTML page.
import type { Doc } from './pdf-text.ts';
import { qrEncoder as encoder } from './qr-code.ts';

/** White modules every scanner expects around the symbol (ISO/IEC 18004: four). */
export const QR_QUIET_MODULES = 4;

/** One dark run of modules on a row: `length` squares from column `x`. */
interface Run { x: number; y: number; length: number }

/**
 * The dark modules of `text`'s symbol, as horizontal runs so a row of adjacent squares is one
 * rectangle (fewer path operations, no hairline seams between squares in a viewer).
 */
export function qrRuns(text: string): { size: number; runs: Run[] } {
  const matrix = encoder.matrix(text);
  const runs: Run[] = [];
  for (let y = 0; y < matrix.size; y++) {
    let start = -1;
    for (let x = 0; x <= matrix.size; x++) {
      const dark = x < matrix.size && matrix.dark(y, x);
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  }
  return { size: matrix.size, runs };
}

/**
 * Draws the symbol with its quiet zone inside the square (x, y, side): the caller reserves `side`
 * points and nothing else may print there. One filled path, black on the page's white, written
 * in module units under a scaling transform: whole-number rectangles, one content write instead
 * of one `re` per run with four coordinates in points (a quarter of the bytes to deflate, and
 * most of the QR's share of a Bolix boleto's render).
 */
export function drawQr(doc: Doc, text: string, x: number, y: number, side: number): void {
  const { size, runs } = qrRuns(text);
  const unit = side / (size + 2 * QR_QUIET_MODULES);
  let ops = '';
  for (const run of runs) ops += `${run.x} ${run.y} ${run.length} 1 re\n`;
  doc.save();
  doc.transform(unit, 0, 0, unit, x + QR_QUIET_MODULES * unit, y + QR_QUIET_MODULES * unit);
  doc.addContent(ops);
  doc.fillColor('#000000').fill();
  doc.restore();
}

/** The symbol as an SVG element (quiet zone included), sized by CSS; `label` names it for screen readers. */
export function qrSvg(text: string, label: string): string {
  const { size, runs } = qrRuns(text);
  const q = QR_QUIET_MODULES;
  const path = runs.map((r) => `M${r.x + q} ${r.y + q}h${r.length}v1h-${r.length}z`).join('');
  const side = size + 2 * q;
  const escaped = label.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escaped}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">`
    + `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}
