// The QR code of a Bolix's BR Code: as an SVG data URI (the API's `qrcode_image`), and as its
// module matrix for a PDF to draw. The symbol comes from our own encoder (qr-encoder.ts: the same
// modules as the `qrcode` package, at a fraction of its cost; docs/performance.md, "Bolix issuing,
// fourth session").
//
// Choices for cost (a Bolix issue draws one, and must stay ≥ 0.8× as fast as a plain boleto): the
// whole code as one byte-mode segment (a search for the best mix of modes costs more than the QR
// itself), error correction M, and a fixed mask — any of the eight masks is a valid QR code that
// every reader decodes; scoring all eight tripled the encoding time. The SVG path is written here,
// one horizontal stroke per run of dark modules.
import { encodeQr, encodeQrInPlace, type QrSymbol } from './qr-encoder.ts';

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** Whether the module at row, column is dark. */
  dark(row: number, column: number): boolean;
}

export interface QrEncoder {
  /** `data:image/svg+xml;base64,…` of the QR of exactly `text`. */
  svgDataUri(text: string): string;
  /** The same data URI as its ASCII bytes: an answer splices them in without a ~7 KB V8 string. */
  svgDataUriBytes(text: string): Buffer;
  /**
   * The same data URI drawn into a scratch buffer shared by every draw, for a caller that copies
   * it out at once — an answer straight into its own Buffer (app/ascii-json-string.ts), with no
   * ~7 KB Buffer of its own to allocate and copy.
   */
  drawSvgDataUri(text: string): DrawnAscii;
  matrix(text: string): QrMatrix;
}

/** The mask every symbol is drawn with (any is valid; the first Bolix codes used this one). */
const MASK = 2;
/** The quiet zone, in modules: 4 is what the QR standard asks for around the symbol. */
const MARGIN = 4;

const DATA_URI_PREFIX = 'data:image/svg+xml;base64,';
const DIGIT_0 = 0x30;

/**
 * The SVG's bytes, written in place: one answer draws at a time (synchronously), so one buffer
 * serves them all and grows only for a larger symbol. Writing ASCII bytes and base64-ing them once
 * cost a fifth of building the path as strings, joining, encoding and then base64-ing.
 */
let scratch = Buffer.allocUnsafe(8 * 1024);

/** `value` (0–999) in decimal at `at`; the position after it. */
function writeNumber(bytes: Buffer, at: number, value: number): number {
  if (value >= 100) bytes[at++] = DIGIT_0 + Math.floor(value / 100);
  if (value >= 10) bytes[at++] = DIGIT_0 + (Math.floor(value / 10) % 10);
  bytes[at++] = DIGIT_0 + (value % 10);
  return at;
}

function writeAscii(bytes: Buffer, at: number, text: string): number {
  return at + bytes.write(text, at, 'latin1');
}

/**
 * writeSvg's pieces as little-endian words of up to 4 ASCII bytes, each stored whole at any offset
 * (the bytes past a piece's length are overwritten by the next one): per value 0–255, its digits
 * (`DIGITS`); per gap, `m{gap} 0h` in two words (`GAP_LOW`, `GAP_HIGH`). A run is then three
 * stores, where writing it byte by byte took a branch and a division per digit.
 */
const PIECES = 256;
const DIGITS = new Uint32Array(PIECES);
const DIGITS_LENGTH = new Uint8Array(PIECES);
const GAP_LOW = new Uint32Array(PIECES);
const GAP_HIGH = new Uint32Array(PIECES);
const GAP_LENGTH = new Uint8Array(PIECES);
{
  const word = (bytes: Buffer, from: number) => (bytes.length > from ? bytes.readUInt32LE(from) : 0);
  for (let value = 0; value < PIECES; value++) {
    const digits = Buffer.alloc(4);
    DIGITS_LENGTH[value] = digits.write(String(value), 'latin1');
    DIGITS[value] = digits.readUInt32LE(0);
    const gap = Buffer.alloc(8);
    GAP_LENGTH[value] = gap.write(`m${value} 0h`, 'latin1');
    GAP_LOW[value] = word(gap, 0);
    GAP_HIGH[value] = word(gap, 4);
  }
}

/** writeSvg's: the columns where a row's runs start and end. */
let edges = new Uint16Array(256);

/** `scratch` as a DataView, for the word stores. */
let scratchView = new DataView(scratch.buffer, scratch.byteOffset, scratch.length);

/**
 * The symbol's SVG, written into `scratch`; its length. A white square, then each run of dark
 * modules as a 1-module-wide horizontal stroke. The first run of a row is placed absolutely
 * (`M x y.5h n`), the next ones by the gap from the end of the one before (`m gap 0h n`): a third
 * fewer bytes to base64, to serialize into every answer and to send than placing each run absolutely.
 */
function writeSvg({ size, data }: QrSymbol): number {
  const side = size + MARGIN * 2;
  // At most ceil(size / 2) runs a row, each at most 14 bytes ("m999 0h999" or "M999 999.5h999"),
  // and room for a word stored past the last byte.
  const worst = 256 + size * Math.ceil(size / 2) * 14 + 8;
  if (scratch.length < worst) {
    scratch = Buffer.allocUnsafe(worst);
    scratchView = new DataView(scratch.buffer, scratch.byteOffset, scratch.length);
  }
  const bytes = scratch;
  const view = scratchView;
  let at = writeAscii(bytes, 0, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="#fff" d="M0 0h${side}v${side}H0z"/><path stroke="#000" d="`);
  if (edges.length < size + 1) edges = new Uint16Array(size + 1);
  // Three-digit numbers (a view box of 100 or more: symbols of 93 modules a side and up, version
  // 19+, never a Bolix code) go byte by byte.
  const byWords = side < 100;
  for (let row = 0; row < size; row++) {
    const first = row * size;
    // Where the row turns dark or light, without a branch per module: a module's column is
    // written at the next slot and kept only where it differs from the module before (a branch
    // taken at random on every module cost more than all the writing).
    let count = 0;
    let previous = 0;
    for (let column = 0; column < size; column++) {
      const module = data[first + column];
      edges[count] = column;
      count += module ^ previous;
      previous = module;
    }
    if (count === 0) continue;
    edges[count] = size; // a run reaching the edge ends there
    // The row's first run, placed absolutely.
    bytes[at++] = 0x4d; // M
    at = writeNumber(bytes, at, edges[0] + MARGIN);
    bytes[at++] = 0x20;
    at = writeNumber(bytes, at, row + MARGIN);
    bytes[at++] = 0x2e; // .
    bytes[at++] = 0x35; // 5
    bytes[at++] = 0x68; // h
    at = writeNumber(bytes, at, edges[1] - edges[0]);
    // The next ones, each by its gap from the end of the one before.
    if (byWords) {
      for (let i = 2; i < count; i += 2) {
        const gap = edges[i] - edges[i - 1];
        const length = edges[i + 1] - edges[i];
        view.setUint32(at, GAP_LOW[gap], true);
        view.setUint32(at + 4, GAP_HIGH[gap], true);
        at += GAP_LENGTH[gap];
        view.setUint32(at, DIGITS[length], true);
        at += DIGITS_LENGTH[length];
      }
    } else {
      for (let i = 2; i < count; i += 2) {
        bytes[at++] = 0x6d; // m
        at = writeNumber(bytes, at, edges[i] - edges[i - 1]);
        bytes[at++] = 0x20;
        bytes[at++] = DIGIT_0;
        bytes[at++] = 0x68; // h
        at = writeNumber(bytes, at, edges[i + 1] - edges[i]);
      }
    }
  }
  return writeAscii(bytes, at, '"/></svg>');
}

const PREFIX_BYTES = Buffer.from(DATA_URI_PREFIX, 'latin1');

const BASE64_ALPHABET = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 'latin1');
/** Per 12 bits, their two base64 characters as a little-endian 16-bit word. */
const BASE64_PAIRS = new Uint16Array(4096);
for (let bits = 0; bits < 4096; bits++) BASE64_PAIRS[bits] = BASE64_ALPHABET[bits >> 6] | (BASE64_ALPHABET[bits & 63] << 8);
const EQUALS = 0x3d;

/**
 * The data URI's bytes — `prefix` then the base64 of `source[0…length)` — written at `at` in
 * `out`: each 3 bytes read as one word and written as one word of 4 characters. Node's encoder
 * (`toString('base64')`) is ~2 µs faster on a Bolix's SVG in a tight loop, but makes its ~6 KB a
 * V8 string first — the largest young garbage a Bolix issue left, about as much again as the rest
 * of a one-step's (docs/performance.md, "Bolix issuing, eighth session"). `source` must have a
 * byte to spare after `length` (a word is read across it).
 */
function writeDataUri(out: Buffer, at: number, source: Buffer, length: number): void {
  at += PREFIX_BYTES.copy(out, at);
  const from = new DataView(source.buffer, source.byteOffset, source.length);
  const to = new DataView(out.buffer, out.byteOffset, out.length);
  const whole = length - (length % 3);
  let i = 0;
  for (; i < whole; i += 3, at += 4) {
    const bits = from.getUint32(i) >>> 8; // big-endian: the three bytes, first one highest
    to.setUint32(at, BASE64_PAIRS[bits >>> 12] | (BASE64_PAIRS[bits & 4095] << 16), true);
  }
  if (i < length) {
    // One or two bytes left: their characters, then `=` for each byte missing.
    const two = length - i === 2;
    const bits = (source[i] << 16) | (two ? source[i + 1] << 8 : 0);
    out[at] = BASE64_ALPHABET[bits >>> 18];
    out[at + 1] = BASE64_ALPHABET[(bits >>> 12) & 63];
    out[at + 2] = two ? BASE64_ALPHABET[(bits >>> 6) & 63] : EQUALS;
    out[at + 3] = EQUALS;
  }
}

const dataUriLength = (svgLength: number) => PREFIX_BYTES.length + Math.ceil(svgLength / 3) * 4;

/** A data URI drawn into the shared scratch: its length, and how to copy it out — until the next draw. */
export interface DrawnAscii {
  readonly length: number;
  writeTo(out: Buffer, at: number): void;
}

/** The SVG of `text`'s QR, drawn into `scratch` (the symbol read at once, not copied). */
function drawSvg(text: string): DrawnAscii {
  const svgLength = writeSvg(encodeQrInPlace(text, MASK));
  return { length: dataUriLength(svgLength), writeTo: (out, at) => writeDataUri(out, at, scratch, svgLength) };
}

function svgDataUriBytesOf(drawn: DrawnAscii): Buffer {
  const out = Buffer.allocUnsafe(drawn.length);
  drawn.writeTo(out, 0);
  return out;
}

/** The encoder, ready at once (PDF drawing uses it directly: no top-level `await`, so the server bundles as CommonJS). */
export const qrEncoder: QrEncoder = {
  svgDataUri(text) {
    return svgDataUriBytesOf(drawSvg(text)).toString('latin1');
  },
  svgDataUriBytes(text) {
    return svgDataUriBytesOf(drawSvg(text));
  },
  drawSvgDataUri: drawSvg,
  matrix(text) {
    const { size, data } = encodeQr(text, MASK);
    return { size, dark: (row, column) => data[row * size + column] === 1 };
  },
};

/**
 * The encoder. A promise for the callers written when it was the lazily loaded `qrcode` package;
 * it is now ready at once.
 */
export function loadQrEncoder(): Promise<QrEncoder> {
  return Promise.resolve(qrEncoder);
}
