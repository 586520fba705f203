// The Bolix `qrcode_image` is written byte by byte (server/pdf/qr-code.ts), runs after a row's
// first placed by their gap: read back here, its path must paint exactly the dark modules of the
// `qrcode` package's symbol (the independent reference; the sandbox draws with its own encoder,
// server/pdf/qr-encoder.ts) — for our codes, and for symbols large enough that a coordinate or a
// gap has three digits. (Browsers and zbarimg read it in test/e2e/bolix-settings.test.ts.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadQrEncoder } from '../../server/pdf/qr-code.ts';
import { bolixCode } from '../fixtures/pix-code.ts';
import QRCode from 'qrcode';

const encoder = await loadQrEncoder();
/** The `qrcode` package's symbol as the sandbox draws it: one byte segment, level M, mask 2. */
const referenceModules = (text: string) =>
  (QRCode as unknown as { create(segments: unknown, options: unknown): { modules: { size: number; get(row: number, column: number): number } } })
    .create([{ data: text, mode: 'byte' }], { errorCorrectionLevel: 'M', maskPattern: 2 }).modules;
const QUIET = 4;

/** The SVG inside a data URI, with the side of its view box and the modules its stroke paints. */
function paintedModules(uri: string): { side: number; dark: Set<string> } {
  const prefix = 'data:image/svg+xml;base64,';
  assert.ok(uri.startsWith(prefix), uri.slice(0, 40));
  const svg = Buffer.from(uri.slice(prefix.length), 'base64').toString('latin1');
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path stroke="#000" d="([^"]*)"\/>/.exec(svg)?.[1];
  assert.ok(side > 0 && d !== undefined, svg.slice(0, 300));
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  // Only the commands the writer uses: M x y, m dx dy, h n (a stroke 1 module wide along y + .5).
  for (const [, command, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      assert.equal(y % 1, 0.5, `stroke off a module's middle at ${y}`);
      for (let i = 0; i < Number(a); i++) dark.add(`${x + i},${y - 0.5}`);
      x += Number(a);
    }
  }
  return { side, dark };
}

/** The package's own dark modules (one byte segment, level M, mask 2, as the sandbox draws), shifted by the quiet zone. */
function expectedModules(text: string): { side: number; dark: Set<string> } {
  const modules = referenceModules(text);
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) dark.add(`${column + QUIET},${row + QUIET}`);
  }
  return { side: modules.size + 2 * QUIET, dark };
}

test("the PDFs' matrix is the package's symbol too", () => {
  const text = bolixCode(7);
  const modules = referenceModules(text);
  const matrix = encoder.matrix(text);
  assert.equal(matrix.size, modules.size);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) assert.equal(matrix.dark(row, column), modules.get(row, column) === 1, `module ${row}, ${column}`);
  }
});

for (const [name, text] of [
  ['a Bolix BR Code', bolixCode()],
  ['a one-letter text (the smallest symbol)', 'A'],
  ['a 1,200-byte text (a symbol over 100 modules a side: three-digit coordinates)', 'x'.repeat(600) + 'é'.repeat(300)],
] as const) {
  test(`the SVG of ${name} paints exactly the symbol's dark modules, in a white square with a 4-module quiet zone`, () => {
    const painted = paintedModules(encoder.svgDataUri(text));
    const expected = expectedModules(text);
    assert.equal(painted.side, expected.side);
    assert.ok(expected.dark.size > 0);
    assert.deepEqual([...painted.dark].sort(), [...expected.dark].sort());
  });
}

/**
 * The SVG as the sandbox has always written it, from the package's modules with plain strings: a
 * white square, then per row its first run placed absolutely and the next ones by their gap.
 */
function referenceSvg(text: string): string {
  const modules = referenceModules(text);
  const side = modules.size + 2 * QUIET;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let end = -1;
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      path += end < 0 ? `M${start + QUIET} ${row + QUIET}.5h${column - start}` : `m${start - end} 0h${column - start}`;
      end = column;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="#fff" d="M0 0h${side}v${side}H0z"/><path stroke="#000" d="${path}"/></svg>`;
}

test('the data URI is byte for byte the SVG it has always been, for our codes and every size up to three-digit coordinates', () => {
  const texts = Array.from({ length: 60 }, (_, i) => bolixCode(i * 7919));
  // Lengths across versions 1–26: two-digit view boxes (written by words) and three-digit ones.
  for (let length = 1; length <= 1_100; length += 23) texts.push('Pix '.repeat(length).slice(0, length));
  for (const text of texts) {
    assert.equal(encoder.svgDataUri(text), `data:image/svg+xml;base64,${Buffer.from(referenceSvg(text), 'latin1').toString('base64')}`, `a text of ${text.length} bytes`);
  }
});

test('the data URI is base64 as Node writes it, whatever the SVG\'s length modulo 3 (padding included)', () => {
  const prefix = 'data:image/svg+xml;base64,';
  const residues = new Set<number>();
  for (let i = 0; i < 40 && residues.size < 3; i++) {
    const uri = encoder.svgDataUriBytes(bolixCode(i)).toString('latin1');
    const svg = Buffer.from(uri.slice(prefix.length), 'base64');
    residues.add(svg.length % 3);
    assert.match(svg.toString('latin1'), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^]*<\/svg>$/);
    assert.equal(uri, prefix + svg.toString('base64'));
    assert.equal(encoder.svgDataUri(bolixCode(i)), uri);
  }
  assert.deepEqual([...residues].sort(), [0, 1, 2], 'codes whose SVGs end on every residue');
});

test('an image keeps its bytes while hundreds of others are drawn after it (the SVG is written in a reused buffer)', () => {
  const first = encoder.svgDataUriBytes(bolixCode(0));
  const copy = Buffer.from(first);
  const others = Array.from({ length: 300 }, (_, i) => encoder.svgDataUriBytes(bolixCode(i + 1)));
  assert.ok(first.equals(copy));
  assert.equal(first.toString('latin1'), encoder.svgDataUri(bolixCode(0)));
  for (const [i, other] of others.entries()) assert.equal(other.toString('latin1'), encoder.svgDataUri(bolixCode(i + 1)));
});
