// Small text and box primitives over pdfkit for the boleto PDF. Every string goes through
// `winAnsi` (the standard Helvetica fonts only encode WinAnsi), and every line is placed at an
// explicit position with pdfkit's own wrapping off, so nothing triggers an automatic page break.
import type PDFDocument from 'pdfkit';

export type Doc = typeof PDFDocument;
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';

/** The WinAnsi characters outside Latin-1 (0x80–0x9F block), which pdfkit maps itself. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function encodable(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

const LATIN1_PRINTABLE = /^[\x20-\x7e\xa0-\xff]*$/;

/** Maps a string onto what Helvetica can show: accents kept, other letters folded, the rest "?". */
export function winAnsi(text: string): string {
  // Most strings are plain Latin-1 already (labels, dates, typed lines, Portuguese names): as is.
  if (LATIN1_PRINTABLE.test(text)) return text;
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (encodable(ch)) out += ch;
    else if (/\s/u.test(ch) || (ch.codePointAt(0) ?? 0) < 0x20) out += ' ';
    else if (ch === '\u2212') out += '-';
    else {
      const folded = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += folded !== '' && [...folded].every(encodable) ? folded : '?';
    }
  }
  return out;
}

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  underline?: boolean;
  strike?: boolean;
}

function apply(doc: Doc, style: TextStyle): void {
  doc.font(style.font ?? 'Helvetica').fontSize(style.size ?? 8).fillColor(style.color ?? '#000000');
}

export function widthOf(doc: Doc, text: string, style: TextStyle): number {
  apply(doc, style);
  return doc.widthOfString(winAnsi(text));
}

/** Cuts `text` with an ellipsis so that it fits in `width`. */
export function truncate(doc: Doc, text: string, width: number, style: TextStyle): string {
  const safe = winAnsi(text);
  apply(doc, style);
  if (doc.widthOfString(safe) <= width) return safe;
  let lo = 0;
  let hi = safe.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${safe.slice(0, mid).trimEnd()}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${safe.slice(0, lo).trimEnd()}…`;
}

/** The largest size between `min` and `max` at which `text` fits in `width`. */
export function fitSize(doc: Doc, text: string, width: number, font: FontName, max: number, min: number): number {
  const at1 = widthOf(doc, text, { font, size: 1 });
  if (at1 === 0) return max;
  return Math.max(min, Math.min(max, Math.floor((width / at1) * 10) / 10));
}

/** Greedy word wrap; words longer than the width are broken by character. */
export function wrap(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  apply(doc, style);
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of winAnsi(paragraph).split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (doc.widthOfString(candidate) <= width) { line = candidate; continue; }
      if (line !== '') lines.push(line);
      line = word;
      while (line.length > 1 && doc.widthOfString(line) > width) {
        let cut = line.length - 1;
        while (cut > 1 && doc.widthOfString(line.slice(0, cut)) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Wraps each text and keeps at most `max` lines, the last one ending in "…" when cut. */
export function fitLines(doc: Doc, texts: string[], width: number, style: TextStyle, max: number): string[] {
  const lines = texts.filter((t) => t.trim() !== '').flatMap((t) => wrap(doc, t, width, style));
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max - 1), truncate(doc, `${lines[max - 1]} ${lines[max]}`, width, style)];
}

/** One line at (x, y) (top of the text), aligned inside [x, x + width]. */
export function line(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle,
  align: 'left' | 'center' | 'right' = 'left'): void {
  const safe = truncate(doc, text, width, style);
  const w = doc.widthOfString(safe);
  const left = align === 'left' ? x : align === 'right' ? x + width - w : x + (width - w) / 2;
  doc.text(safe, left, y, { lineBreak: false });
  // pdfkit's own underline/strike need its line wrapper; drawn here instead, as pdfkit places them.
  const size = style.size ?? 8;
  for (const ruleY of [style.underline ? y + 0.925 * size - 0.5 : null, style.strike ? y + 0.46 * size : null]) {
    if (ruleY === null) continue;
    doc.save().lineWidth(0.5).strokeColor(style.color ?? '#000000').moveTo(left, ruleY).lineTo(left + w, ruleY).stroke().restore();
  }
}

export const LABEL: TextStyle = { font: 'Helvetica', size: 5.8, color: '#333333' };
export const VALUE: TextStyle = { font: 'Helvetica', size: 8, color: '#000000' };
export const VALUE_BOLD: TextStyle = { font: 'Helvetica-Bold', size: 8.5, color: '#000000' };

export interface Box {
  x: number;
  w: number;
  label: string;
  lines?: string[];
  style?: TextStyle;
  align?: 'left' | 'right';
}

/** A row of labelled boxes: a rule on top, separators between boxes, label then value lines. */
export function boxRow(doc: Doc, y: number, h: number, boxes: Box[]): void {
  const first = boxes[0];
  const last = boxes[boxes.length - 1];
  doc.lineWidth(0.6).strokeColor('#000000');
  doc.moveTo(first.x, y).lineTo(last.x + last.w, y).stroke();
  for (const [i, box] of boxes.entries()) {
    if (i > 0) doc.moveTo(box.x, y).lineTo(box.x, y + h).stroke();
    line(doc, box.label, box.x + 2.5, y + 1.8, box.w - 5, LABEL);
    const style = box.style ?? VALUE;
    const lh = (style.size ?? 8) + 1.6;
    (box.lines ?? []).forEach((text, n) => {
      const ty = y + 9.5 + n * lh;
      if (ty + lh <= y + h + 1) line(doc, text, box.x + 3, ty, box.w - 6, style, box.align ?? 'left');
    });
  }
}

/** Widths of the bank header's parts: the boleto's by default, narrower on a carnê slip. */
export interface BankHeaderSizes {
  h: number;
  nameW: number;
  codeW: number;
  codeSize: number;
}

const BOLETO_HEADER: BankHeaderSizes = { h: 24, nameW: 118, codeW: 58, codeSize: 16 };

/** The bank | code | typed line header used by the receipt, the ficha and the carnê slips. */
export function bankHeader(doc: Doc, x: number, y: number, w: number, bank: string, code: string, typed: string,
  sizes: BankHeaderSizes = BOLETO_HEADER): void {
  const { h, nameW, codeW, codeSize } = sizes;
  line(doc, bank, x, y + h - 16, nameW - 6, { font: 'Helvetica-Bold', size: fitSize(doc, bank, nameW - 6, 'Helvetica-Bold', 11, 6.5) });
  doc.lineWidth(1.4).strokeColor('#000000');
  doc.moveTo(x + nameW, y + 4).lineTo(x + nameW, y + h).stroke();
  doc.moveTo(x + nameW + codeW, y + 4).lineTo(x + nameW + codeW, y + h).stroke();
  line(doc, code, x + nameW, y + h - codeSize - 2.5, codeW, { font: 'Helvetica-Bold', size: codeSize }, 'center');
  const typedW = w - nameW - codeW - 6;
  const size = fitSize(doc, typed, typedW, 'Helvetica-Bold', 12.5, 7);
  line(doc, typed, x + nameW + codeW + 6, y + h - size - 2, typedW, { font: 'Helvetica-Bold', size }, 'right');
  doc.moveTo(x, y + h).lineTo(x + w, y + h).stroke();
}
