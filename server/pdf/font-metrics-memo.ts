// Speed for text-heavy PDFs (a 12-parcel carnê draws ~900 strings). pdfkit measures and encodes
// every string glyph by glyph, walking the AFM kerning table pair by pair, and measures most
// strings several times (our fitting and truncating, then its own alignment and cursor advance).
// Labels, names and dates repeat from slip to slip and from document to document, so the widths
// and encodings of the standard fonts are memoized here, shared by every document.
//
// This reaches into pdfkit's document (`_font`, `_fontSize`) and its standard fonts' `encode`;
// the arithmetic is pdfkit's own, so the bytes are identical with or without it (the boleto PDF
// tests compare renders), and anything unexpected leaves pdfkit alone.
import type { Doc } from './pdf-text.ts';

const MAX_ENTRIES = 20_000;
/** Width in font units (size 1000) of a string, by "font name \0 text". */
const widths = new Map<string, number>();
/** pdfkit's `encode` result (hex codes, glyph positions), by "font name \0 text"; never mutated by pdfkit. */
const encodings = new Map<string, unknown>();

interface StandardFontLike {
  name: string;
  font?: unknown; // the AFM metrics: present on standard fonts only
  widthOfString(text: string, size: number): number;
  encode(text: string, features?: unknown): unknown;
  __memoized?: boolean;
}

interface DocInternals {
  _font: StandardFontLike;
  _fontSize: number;
}

type WidthOptions = { characterSpacing?: number; horizontalScaling?: number; features?: unknown } | undefined;

function remember<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    value = compute();
    cache.set(key, value);
  }
  return value;
}

/** Standard (AFM) fonts only: embedded fonts track the glyphs they use while encoding. */
function memoizeEncode(font: StandardFontLike): void {
  if (font.__memoized || font.font === undefined || typeof font.encode !== 'function') return;
  const encode = font.encode.bind(font);
  font.encode = (text: string, features?: unknown) =>
    features ? encode(text, features) : remember(encodings, `${font.name}\0${text}`, () => encode(text));
  font.__memoized = true;
}

export function memoizeFontMetrics(doc: Doc): void {
  const internals = doc as unknown as Doc & DocInternals;
  if (typeof internals._fontSize !== 'number' || typeof internals._font?.widthOfString !== 'function') return;
  memoizeEncode(internals._font);
  const selectFont = doc.font.bind(doc);
  doc.font = function font(...args: Parameters<Doc['font']>) {
    selectFont(...args);
    memoizeEncode(internals._font);
    return doc;
  } as Doc['font'];
  const measure = doc.widthOfString.bind(doc);
  doc.widthOfString = function widthOfString(text: string, options?: WidthOptions) {
    // Spacing, scaling and OpenType features change the width: not memoized (none is used here).
    if (options && (options.characterSpacing || (options.horizontalScaling ?? 100) !== 100 || options.features)) {
      return measure(text, options as Parameters<Doc['widthOfString']>[1]);
    }
    const font = internals._font;
    const units = remember(widths, `${font.name}\0${text}`, () => font.widthOfString(text, 1000));
    // pdfkit's own arithmetic (scale by size / 1000, then by 100 / 100 % scaling).
    return ((units * (internals._fontSize / 1000)) * 100) / 100;
  } as Doc['widthOfString'];
}
