// The Bolix QR code of a Pix "copia e cola", drawn from the `qrcode` package's module matrix: as
// vector squares in the PDFs (crisp at any zoom, a few hundred bytes) and as an inline SVG on the
// HTML page. Only the lazily loaded renderers import this file, so `qrcode` loads with the first
// boleto that shows a Pix code, never at start-up.
import QRCode from 'qrcode';
import type { Doc } from './pdf-text.ts';

/** White modules every scanner expects around the symbol (ISO/IEC 18004: four). */
export const QR_QUIET_MODULES = 4;

/** One dark run of modules on a row: `length` squares from column `x`. */
interface Run { x: number; y: number; length: number }

/**
 * The dark modules of `text`'s symbol, as horizontal runs so a row of adjacent squares is one
 * rectangle (fewer path operations, no hairline seams between squares in a viewer). Level M, what
 * banks print on their own Pix codes: 15 % of the symbol may be smudged and it still reads.
 */
export function qrRuns(text: string): { size: number; runs: Run[] } {
  const known = recent.get(text);
  if (known) return known;
  const symbol = encode(text);
  recent.set(text, symbol);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return symbol;
}

/**
 * The same code is drawn a few times in a row — the boleto's PDF, its page, the e-mailed PDF, the
 * booklet after the parcel's own PDF — and choosing the mask (eight trial symbols, scored) is most
 * of the cost: the last few symbols are kept.
 */
const recent = new Map<string, { size: number; runs: Run[] }>();
const RECENT_MAX = 64;

function encode(text: string): { size: number; runs: Run[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: Run[] = [];
  for (let y = 0; y < modules.size; y++) {
    let start = -1;
    for (let x = 0; x <= modules.size; x++) {
      const dark = x < modules.size && modules.get(y, x) === 1;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/**
 * Draws the symbol with its quiet zone inside the square (x, y, side): the caller reserves `side`
 * points and nothing else may print there. One filled path, black on the page's white.
 */
export function drawQr(doc: Doc, text: string, x: number, y: number, side: number): void {
  const { size, runs } = qrRuns(text);
  const unit = side / (size + 2 * QR_QUIET_MODULES);
  const left = x + QR_QUIET_MODULES * unit;
  const top = y + QR_QUIET_MODULES * unit;
  for (const run of runs) doc.rect(left + run.x * unit, top + run.y * unit, run.length * unit, unit);
  doc.fillColor('#000000').fill();
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
