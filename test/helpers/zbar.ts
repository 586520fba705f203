// Reads symbols back the way a person's scanner would: zbarimg (zbar-tools) on a PNG, a PDF page
// first rasterised by poppler's pdftoppm at 150 dpi (an office printer's or a phone camera's worth).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface Symbol {
  /** zbar's name of the symbology: "QR-Code", "I2/5"… */
  kind: string;
  data: string;
}

/** Every symbol zbarimg finds in the image, sorted; none is an empty list (zbarimg then exits 4). */
export function scanPng(png: string): Symbol[] {
  let out: string;
  try {
    out = execFileSync('zbarimg', ['-q', png], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    if ((error as { status?: number }).status === 4) return [];
    throw error;
  }
  return out.split('\n').filter((l) => l !== '').map((l) => {
    const colon = l.indexOf(':');
    return { kind: l.slice(0, colon), data: l.slice(colon + 1) };
  }).sort((a, b) => `${a.kind}:${a.data}`.localeCompare(`${b.kind}:${b.data}`));
}

let counter = 0;

/** The symbols on one page (1-based) of a PDF file; the PNG is written into `dir`. */
export function scanPdfPage(pdf: string, page: number, dir: string): Symbol[] {
  const png = join(dir, `scan-${process.pid}-${++counter}`);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-f', String(page), '-l', String(page), '-singlefile', pdf, png]);
  return scanPng(`${png}.png`);
}

/** The data of the symbols of one kind. */
export const dataOf = (symbols: Symbol[], kind: 'QR-Code' | 'I2/5') => symbols.filter((s) => s.kind === kind).map((s) => s.data);
