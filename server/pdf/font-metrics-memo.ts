// Speed for text-heavy PDFs (a 12-parcel carnê draws ~900 strings). pdfkit
// - re-reads and re-parses each standard font's AFM metrics (~3,000 lines) in every document
//   that uses it: ~8 ms of a boleto's ~12 ms render went there;
// - measures and encodes every string glyph by glyph, walking the kerning table pair by pair,
//   and measures most strings several times (our fitting and truncating, then its own alignment
//   and cursor advance); labels, names and dates repeat from slip to slip and document to document.
// So the parsed metrics, the widths and the encodings of the standard fonts are kept here, shared
// by every document of the process.
//
// This reaches into pdfkit (its AFM parser, the document's `_font` and `_fontSize`, the standard
// fonts' `encode`); the arithmetic stays pdfkit's own, so the bytes are identical with or without
// it (test/unit/pdf-font-memo.test.ts compares), and anything unexpected leaves pdfkit alone.
import type { Doc } from './pdf-text.ts';

const MAX_ENTRIES = 20_000;

/**
 * Per font name, a map by text. Two levels rather than a "font + text" key: the texts are mostly
 * the same string objects over and over (labels), whose hash V8 keeps, so a lookup costs no
 * concatenation and no re-hashing.
 */
class FontMemo<T> {
  private readonly byFont = new Map<string, Map<string, T>>();
  private size = 0;

  get(font: string, text: string, compute: () => T): T {
    const known = this.byFont.get(font)?.get(text);
    if (known !== undefined) return known;
    const value = compute();
    if (this.size >= MAX_ENTRIES) {
      this.byFont.clear();
      this.size = 0;
    }
    let texts = this.byFont.get(font);
    if (texts === undefined) this.byFont.set(font, (texts = new Map()));
    texts.set(text, value);
    this.size += 1;
    return value;
  }
}

/** Width in font units (size 1000) of a string. */
const widths = new FontMemo<number>();
/** pdfkit's `encode` result (hex codes, glyph positions); pdfkit never mutates it. */
const encodings = new FontMemo<unknown>();

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

/** Standard (AFM) fonts only: embedded fonts track the glyphs they use while encoding. */
function memoizeEncode(font: StandardFontLike): void {
  if (font.__memoized || font.font === undefined || typeof font.encode !== 'function') return;
  const encode = font.encode.bind(font);
  font.encode = (text: string, features?: unknown) =>
    features ? encode(text, features) : encodings.get(font.name, text, () => encode(text));
  font.__memoized = true;
}

interface AfmParser {
  parse(this: AfmMetrics, contents: string): void;
  __shared?: boolean;
}
/** What pdfkit's AFM parser fills in; read only afterwards, so one parse can serve every font object. */
interface AfmMetrics {
  attributes: unknown;
  glyphWidths: unknown;
  boundingBoxes: unknown;
  kernPairs: unknown;
}
/** Parsed metrics by AFM file contents (14 standard fonts at most). */
const parsedAfm = new Map<string, AfmMetrics>();

/** Once per process: pdfkit's AFM parser, reached through the document's default font, parses each file once. */
function shareAfmParsing(font: StandardFontLike): void {
  const parser = (font.font as { constructor?: { prototype?: AfmParser } } | undefined)?.constructor?.prototype;
  if (!parser || parser.__shared || typeof parser.parse !== 'function' || typeof (parser as { getKernPair?: unknown }).getKernPair !== 'function') return;
  const parse = parser.parse;
  parser.parse = function parseOnce(this: AfmMetrics, contents: string) {
    const known = parsedAfm.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    parsedAfm.set(contents, { attributes: this.attributes, glyphWidths: this.glyphWidths, boundingBoxes: this.boundingBoxes, kernPairs: this.kernPairs });
  };
  parser.__shared = true;
}

export function memoizeFontMetrics(doc: Doc): void {
  const internals = doc as unknown as Doc & DocInternals;
  if (typeof internals._fontSize !== 'number' || typeof internals._font?.widthOfString !== 'function') return;
  shareAfmParsing(internals._font);
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
    const units = widths.get(font.name, text, () => font.widthOfString(text, 1000));
    // pdfkit's own arithmetic (scale by size / 1000, then by 100 / 100 % scaling).
    return ((units * (internals._fontSize / 1000)) * 100) / 100;
  } as Doc['widthOfString'];
}
