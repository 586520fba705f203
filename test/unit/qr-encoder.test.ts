// Our QR encoder (server/pdf/qr-encoder.ts) against the `qrcode` package as the independent
// reference: for the same text and options (one byte segment, level M, a given mask) both must lay
// out the very same modules — over BR Codes as the sandbox writes them (random locations, account
// names with accents and punctuation folded, every name length) and as pix-utils writes static
// ones (amounts, txids, messages: other lengths, other versions), every mask, and texts of every
// size up to the largest symbol. Then zbarimg, as a payer's scanner, reads rendered symbols back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { createStaticPix } from 'pix-utils';
import { encodeQr, QR_MAX_BYTES, type QrSymbol } from '../../server/pdf/qr-encoder.ts';
import { buildBrCode, pixLocationUrl } from '../../server/domain/pix/index.ts';
import { BOLIX_MERCHANT_CITY } from '../../server/app/bolix.ts';
import { scanPng } from '../helpers/zbar.ts';

interface Reference {
  version: number;
  modules: { size: number; data: Uint8Array };
}
const reference = (text: string, mask: number) =>
  (QRCode as unknown as { create(segments: unknown, options: unknown): Reference }).create([{ data: text, mode: 'byte' }], { errorCorrectionLevel: 'M', maskPattern: mask });

/** The first module where the two symbols differ, for a message, or null when they are the same. */
function difference(text: string, mask: number): string | null {
  const expected = reference(text, mask).modules;
  const actual = encodeQr(text, mask);
  if (actual.size !== expected.size) return `size ${actual.size} instead of ${expected.size}`;
  const at = actual.data.findIndex((module, i) => module !== expected.data[i]);
  return at < 0 ? null : `module (${Math.floor(at / actual.size)}, ${at % actual.size}) of ${actual.size}×${actual.size}`;
}

// A fixed seed would hide nothing here (every symbol is checked whole), so the codes vary each run.
const NAME_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzÁÉÍÓÚÂÊÔÃÕÇáéíóúâêôãõç0123456789 .-&/\'';
function randomName(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => NAME_CHARACTERS[b % NAME_CHARACTERS.length]).join('');
}

function sandboxCodes(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    buildBrCode({ location: pixLocationUrl(randomBytes(16).toString('hex')), merchantName: randomName(1 + (i % 40)), merchantCity: BOLIX_MERCHANT_CITY }));
}

function staticCodes(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const pix = createStaticPix({
      merchantName: `LOJA ${randomBytes(8).toString('hex')}`.slice(0, 5 + (i % 20)),
      merchantCity: 'SAO PAULO',
      pixKey: `${randomBytes(4).toString('hex')}@example.com`,
      infoAdicional: 'Pedido '.repeat(i % 9),
      transactionAmount: (1 + ((i * 7919) % 9_999_999)) / 100,
      txid: randomBytes(1 + (i % 12)).toString('hex'),
    });
    if (!('toBRCode' in pix)) throw new Error(`pix-utils refused a code: ${JSON.stringify(pix)}`);
    return pix.toBRCode();
  });
}

test('the symbols of 600 BR Codes as the sandbox issues them are module for module those of the qrcode package', () => {
  const codes = sandboxCodes(600);
  // The longest name the code keeps (25 characters) makes the largest Bolix symbol.
  codes.push(buildBrCode({ location: pixLocationUrl('f'.repeat(32)), merchantName: 'W'.repeat(60), merchantCity: BOLIX_MERCHANT_CITY }));
  for (const code of codes) assert.equal(difference(code, 2), null, code);
  assert.ok(new Set(codes.map((code) => reference(code, 2).version)).size >= 2, 'the names moved the codes across a version boundary');
});

test('the symbols of 300 static BR Codes by pix-utils (amounts, txids, messages) are those of the qrcode package, under every mask', () => {
  for (const [i, code] of staticCodes(300).entries()) assert.equal(difference(code, i % 8), null, code);
});

test('texts of every length class, ASCII and multi-byte, up to the largest symbol, are those of the qrcode package', () => {
  const lengths = [1, 2, 14, 15, 16, 17, 106, 180, 181, 213, 214, 331, 1000, 1500, 2000, QR_MAX_BYTES];
  for (const length of lengths) {
    const ascii = randomBytes(length).toString('base64').slice(0, length);
    assert.equal(difference(ascii, length % 8), null, `${length} ASCII bytes`);
  }
  const accented = 'Pão de açúcar — ' + 'é'.repeat(300);
  for (let mask = 0; mask < 8; mask++) assert.equal(difference(accented, mask), null, `UTF-8 text, mask ${mask}`);
});

test('a symbol is the same whatever was encoded before it, and stays as returned while others are encoded', () => {
  // The encoder reuses the last text's work at each version and mask (qr-encoder.ts): the same
  // text after different predecessors — similar codes, a different version, another mask, a text
  // one byte shorter (its pad codewords where the other had data) — must give the same modules.
  const [first, second] = sandboxCodes(2);
  const symbol = encodeQr(first, 2);
  const kept = Uint8Array.from(symbol.data);
  const predecessors = [second, first.slice(0, -1), 'x'.repeat(500), first, staticCodes(1)[0], second];
  for (const before of predecessors) {
    for (const mask of [2, 5]) {
      encodeQr(before, mask);
      assert.deepEqual(encodeQr(first, mask).data, reference(first, mask).modules.data, `${first} after ${before}, mask ${mask}`);
    }
  }
  assert.deepEqual(symbol.data, kept);
});

test('a text longer than the largest symbol holds is refused, as by the qrcode package', () => {
  const text = 'x'.repeat(QR_MAX_BYTES + 1);
  assert.throws(() => reference(text, 2));
  assert.throws(() => encodeQr(text, 2), RangeError);
  assert.throws(() => encodeQr('A', 8), RangeError);
});

/** The symbol as a grey-scale PGM, 4 pixels a module with a 4-module quiet zone: zbarimg reads it. */
function pgmOf({ size, data }: QrSymbol): Buffer {
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      if (row >= 0 && row < size && column >= 0 && column < size && data[row * size + column] === 1) pixels[y * side + x] = 0;
    }
  }
  return Buffer.concat([Buffer.from(`P5\n${side} ${side}\n255\n`), pixels]);
}

test('zbarimg reads the symbols back to exactly their text', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'qr-encoder-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const texts = [...sandboxCodes(4), ...staticCodes(3), 'x'.repeat(600)];
  texts.forEach((text, i) => {
    const file = join(dir, `${i}.pgm`);
    writeFileSync(file, pgmOf(encodeQr(text, i % 8)));
    assert.deepEqual(scanPng(file), [{ kind: 'QR-Code', data: text }]);
  });
});
