// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration (no runtime import); the electron typecheck reaches this file without it
/// <reference path="./qrcode-svg-tag.d.ts" />
// The QR code of a Bolix's BR Code, drawn with the `qrcode` package: as an SVG data URI (the API's
// `qrcode_image`), and as its module matrix for a PDF to draw. The package is loaded on first use,
// not at start (cold start: most processes never draw a QR).
//
// Encoding choices, for cost: the whole code as one byte-mode segment (the package's search for
// the best mix of modes costs more than the QR itself), error correction M, and a fixed mask.
// Any of the eight masks is a valid QR code that every reader decodes; choosing the best one
// scores all eight and tripled the time a Bolix issue took.

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
interface QrPackage {
  create(segments: Array<{ data: string; mode: 'byte' }>, options: Record<string, unknown>): QrData;
}
interface SvgTagRenderer {
  render(data: QrData, options: Record<string, unknown>): string;
}

const ENCODING = { errorCorrectionLevel: 'M', maskPattern: 2 } as const;
/** The quiet zone, in modules: 4 is what the QR standard asks for around the symbol. */
const MARGIN = 4;

let loading: Promise<QrEncoder> | undefined;

function encoderOf(qr: QrPackage, svgTag: SvgTagRenderer): QrEncoder {
  const create = (text: string) => qr.create([{ data: text, mode: 'byte' }], ENCODING);
  return {
    svgDataUri(text) {
      const svg = svgTag.render(create(text), { margin: MARGIN, color: { dark: '#000000ff', light: '#ffffffff' } });
      return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    },
    matrix(text) {
      const { modules } = create(text);
      return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
    },
  };
}

/** The encoder, once the package is loaded (the first call loads it; later ones share it). */
export function loadQrEncoder(): Promise<QrEncoder> {
  loading ??= Promise.all([import('qrcode'), import('qrcode/lib/renderer/svg-tag.js')]).then(([qr, svgTag]) =>
    encoderOf((qr.default ?? qr) as unknown as QrPackage, ((svgTag as { default?: unknown }).default ?? svgTag) as SvgTagRenderer),
  );
  return loading;
}
