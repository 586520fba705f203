// The boleto barcode: Interleaved 2 of 5 over the 44 digits, no ITF check digit, no text
// (boleto.md §4.2–4.3). The PDF draws it as vector rectangles from bwip-js' bar/space widths;
// the HTML page embeds bwip-js' SVG.
import bwipjs from 'bwip-js';
import type { Doc } from './pdf-text.ts';

const MM = 72 / 25.4;
/** Narrow element width: 0.254 mm (1/100 in). Wide elements are 3×. */
export const ITF_NARROW_PT = 0.72;
export const ITF_HEIGHT_PT = 13 * MM;

/** Bar/space widths in modules (1 or 3), starting with a bar. */
export function itfModules(digits: string): number[] {
  if (!/^\d+$/.test(digits) || digits.length % 2 !== 0) {
    throw new Error('the boleto barcode must be an even number of digits');
  }
  const symbols = bwipjs.raw({ bcid: 'interleaved2of5', text: digits });
  const first = symbols[0];
  if (first === undefined || !('sbs' in first)) throw new Error('bwip-js returned no bar widths');
  return first.sbs.map((w) => (w >= 2 ? 3 : 1));
}

/** Total width in points of the symbol (without quiet zones). */
export function itfWidth(digits: string): number {
  return itfModules(digits).reduce((sum, m) => sum + m, 0) * ITF_NARROW_PT;
}

/** Draws the bars with their top-left corner at (x, y) in a single filled path. */
export function drawItf(doc: Doc, digits: string, x: number, y: number, height = ITF_HEIGHT_PT): number {
  let cursor = x;
  itfModules(digits).forEach((modules, i) => {
    const w = modules * ITF_NARROW_PT;
    if (i % 2 === 0) doc.rect(cursor, y, w, height);
    cursor += w;
  });
  doc.fillColor('#000000').fill();
  return cursor - x;
}

/** The barcode as an inline SVG, 13 mm high, scaled by CSS to its printed width. */
export function itfSvg(digits: string): string {
  itfModules(digits); // same validation as the PDF
  const svg = bwipjs.toSVG({ bcid: 'interleaved2of5', text: digits, height: 13, includetext: false });
  return svg.replace('<svg ', '<svg role="img" aria-label="Código de barras do boleto" preserveAspectRatio="none" ');
}
