// The QR code of a Bolix's BR Code, drawn with the `qrcode` package: as an SVG data URI (the API's
// `qrcode_image`), and as its module matrix for a PDF to draw. The package is loaded on first use,
// not at start (cold start: most processes never draw a QR).
//
// Choices for cost (a Bolix issue draws one, and must stay ≥ 0.8× as fast as a plain boleto): the
// whole code as one byte-mode segment (the package's search for the best mix of modes costs more
// than the QR itself), error correction M, and a fixed mask — any of the eight masks is a valid
// QR code that every reader decodes; scoring all eight tripled the encoding time. The package
// encodes; the SVG path is written here, one horizontal stroke per run of dark modules, which
// took a quarter of the time of the package's own SVG renderer.

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

const ENCODING = { errorCorrectionLevel: 'M', maskPattern: 2 } as const;
/** The quiet zone, in modules: 4 is what the QR standard asks for around the symbol. */
const MARGIN = 4;

let loading: Promise<QrEncoder> | undefined;

/** The symbol as an SVG: a white square, then each run of dark modules as a 1-module-wide stroke. */
function svgOf({ modules }: QrData): string {
  const { size, data } = modules;
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    const first = row * size;
    for (let column = 0; column < size; column++) {
      if (data[first + column] === 0) continue;
      const start = column;
      while (column < size && data[first + column] !== 0) column++;
      runs.push(`M${start + MARGIN} ${row + MARGIN}.5h${column - start}`);
    }
  }
  const side = size + MARGIN * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="#ffffff" d="M0 0h${side}v${side}H0z"/><path stroke="#000000" d="${runs.join('')}"/></svg>`
  );
}

function encoderOf(qr: QrPackage): QrEncoder {
  const create = (text: string) => qr.create([{ data: text, mode: 'byte' }], ENCODING);
  return {
    svgDataUri(text) {
      return `data:image/svg+xml;base64,${Buffer.from(svgOf(create(text))).toString('base64')}`;
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
