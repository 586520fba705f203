// The QR code of a Bolix's BR Code, drawn with the `qrcode` package: as an SVG data URI (the API's
// `qrcode_image`), and as its module matrix for a PDF to draw. The package is loaded on first use,
// not at start (cold start: most processes never draw a QR).
//
// Choices for cost (a Bolix issue draws one, and must stay ≥ 0.8× as fast as a plain boleto): the
// whole code as one byte-mode segment (the package's search for the best mix of modes costs more
// than the QR itself), error correction M, and a fixed mask — any of the eight masks is a valid
// QR code that every reader decodes; scoring all eight tripled the encoding time. The package
// encodes; the SVG path is written here, one horizontal stroke per run of dark modules, which
// took a quarter of the time of the package's own SVG renderer. Of the registry's other maintained
// encoders, `uqr`, `@paulmillr/qr` and `qrcode-generator` were all slower on our codes and
// allocated more (docs/performance.md, "Bolix issuing, worked on").

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** Whether the module at row, column is dark. */
  dark(row: number, column: number): boolean;
}

export interface QrEncoder {
  /** `data:image/svg+xml;base64,…` of the QR of exactly `text`. */
  svgDataUri(text: string): string;
  matrix(text: string): QrMatrix;
}

interface QrData {
  modules: { size: number; data: Uint8Array; get(row: number, column: number): number };
}
export interface QrPackage {
  create(segments: Array<{ data: string; mode: 'byte' }>, options: Record<string, unknown>): QrData;
}

const ENCODING = { errorCorrectionLevel: 'M', maskPattern: 2 } as const;
/** The quiet zone, in modules: 4 is what the QR standard asks for around the symbol. */
const MARGIN = 4;

let loading: Promise<QrEncoder> | undefined;

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
 * The symbol as an SVG data URI: a white square, then each run of dark modules as a 1-module-wide
 * horizontal stroke. The first run of a row is placed absolutely (`M x y.5h n`), the next ones by
 * the gap from the end of the one before (`m gap 0h n`): a third fewer bytes to base64, to
 * serialize into every answer and to send than placing each run absolutely.
 */
function svgDataUriOf({ modules }: QrData): string {
  const { size, data } = modules;
  const side = size + MARGIN * 2;
  // At most ceil(size / 2) runs a row, each at most 14 bytes ("m999 0h999" or "M999 999.5h999").
  const worst = 256 + size * Math.ceil(size / 2) * 14;
  if (scratch.length < worst) scratch = Buffer.allocUnsafe(worst);
  const bytes = scratch;
  let at = writeAscii(bytes, 0, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="#fff" d="M0 0h${side}v${side}H0z"/><path stroke="#000" d="`);
  for (let row = 0; row < size; row++) {
    const first = row * size;
    let end = -1; // where the row's previous run ended; -1 before its first
    for (let column = 0; column < size; column++) {
      if (data[first + column] === 0) continue;
      const start = column;
      while (column < size && data[first + column] !== 0) column++;
      if (end < 0) {
        bytes[at++] = 0x4d; // M
        at = writeNumber(bytes, at, start + MARGIN);
        bytes[at++] = 0x20;
        at = writeNumber(bytes, at, row + MARGIN);
        bytes[at++] = 0x2e; // .
        bytes[at++] = 0x35; // 5
      } else {
        bytes[at++] = 0x6d; // m
        at = writeNumber(bytes, at, start - end);
        bytes[at++] = 0x20;
        bytes[at++] = DIGIT_0;
      }
      bytes[at++] = 0x68; // h
      at = writeNumber(bytes, at, column - start);
      end = column;
    }
  }
  at = writeAscii(bytes, at, '"/></svg>');
  return DATA_URI_PREFIX + bytes.toString('base64', 0, at);
}

/** The encoder over the loaded package (`qrcode`'s module object). */
export function encoderOf(qr: QrPackage): QrEncoder {
  const create = (text: string) => qr.create([{ data: text, mode: 'byte' }], ENCODING);
  return {
    svgDataUri(text) {
      return svgDataUriOf(create(text));
    },
    matrix(text) {
      const { modules } = create(text);
      return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
    },
  };
}

/** The encoder, once the package is loaded (the first call loads it; later ones share it). */
export function loadQrEncoder(): Promise<QrEncoder> {
  loading ??= import('qrcode').then((qr) => encoderOf((qr.default ?? qr) as unknown as QrPackage));
  return loading;
}
