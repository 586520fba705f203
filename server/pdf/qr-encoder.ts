// A QR encoder for the one kind of symbol the sandbox draws: the whole text as one byte-mode
// segment (UTF-8), error correction level M, a mask chosen by the caller. It builds the same
// module matrix as the `qrcode` package's `create([{ data, mode: 'byte' }], { errorCorrectionLevel:
// 'M', maskPattern })` (ISO/IEC 18004 leaves nothing else to choose), which test/unit/qr-encoder.test.ts
// checks symbol for symbol; the package stays the independent reference there.
//
// Why our own (issue 24: a Bolix one-step answer draws one, and must cost ≤ 1.25× a plain one):
// the package's Reed–Solomon copies its remainder polynomial at every step (~50 KB of garbage a
// symbol) and it lays out every symbol module by module. Here Reed–Solomon works on log / antilog
// tables and only on what changed since the last text of the same version (see `codewords`: a
// Bolix code differs from the one before in its location id and CRC), and what depends only on
// the version and mask — the function patterns, the format and version information, the order
// data modules are filled in and the mask over them — is worked out once per (version, mask) and
// kept; an encode is then the codewords, their interleaving, and the modules of the codewords
// that changed.

/** A symbol: `size` modules a side, `data[row * size + column]` 1 where the module is dark. */
export interface QrSymbol {
  size: number;
  data: Uint8Array;
}

/** Level M in every version 1–40: (error-correction blocks, error-correction codewords in all). */
const M_BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49];
const M_EC_CODEWORDS = [10, 16, 26, 36, 48, 64, 72, 88, 110, 130, 150, 176, 198, 216, 240, 280, 308, 338, 364, 416, 442, 476, 504, 560, 588, 644, 700, 728, 784, 812, 868, 924, 980, 1036, 1064, 1120, 1204, 1260, 1316, 1372];
/** All codewords (data and error correction) of versions 1–40. */
const TOTAL_CODEWORDS = [26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404, 466, 532, 581, 655, 733, 815, 901, 991, 1085, 1156, 1258, 1364, 1474, 1588, 1706, 1828, 1921, 2051, 2185, 2323, 2465, 2611, 2761, 2876, 3034, 3196, 3362, 3532, 3706];
/** Level M's two format bits (the standard's table: L 01, M 00, Q 11, H 10). */
const LEVEL_M_BITS = 0b00;

/** The largest text, in UTF-8 bytes, a symbol can carry in one byte segment at level M. */
export const QR_MAX_BYTES = dataCodewords(40) - 3; // mode (4 bits) + 16-bit count

function dataCodewords(version: number): number {
  return TOTAL_CODEWORDS[version - 1] - M_EC_CODEWORDS[version - 1];
}

// GF(256) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1: EXP doubled so a sum of two logs needs no modulo.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];

/**
 * Reed–Solomon by linearity. A block's error-correction codewords are the remainder of
 * block·x^degree divided by the generator, and that remainder is linear in the block over GF(256):
 * the block's codewords are the sum, over its data codewords c at k places from its end, of
 * c·(x^(k + degree) mod generator). So an encode need not divide the whole block again: it adds, to
 * the error correction of the text encoded before at that version, the change of each data
 * codeword that differs. Two Bolix codes differ in their location id and CRC only — ~40 of a
 * version-10 symbol's 216 data codewords —, so this is ~5× less work than the long division.
 *
 * `powers[k·degree + j]`: the log of coefficient j (highest power first) of x^(k + degree) mod the
 * generator of that degree, or NO_LOG where it is 0; for every k a block of that degree can need.
 */
const NO_LOG = 255;
const remainderPowers = new Map<number, Uint8Array>();

function remainderPowersOf(degree: number, longest: number): Uint8Array {
  const known = remainderPowers.get(degree);
  if (known && known.length >= longest * degree) return known;
  // The generator (x - α⁰)(x - α¹)…(x - α^(degree-1)), highest power first, leading coefficient 1.
  const generator = new Uint8Array(degree + 1);
  generator[0] = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = i + 1; j > 0; j--) generator[j] ^= generator[j - 1] === 0 ? 0 : EXP[LOG[generator[j - 1]] + i];
  }
  const powers = new Uint8Array(longest * degree);
  // x^degree mod generator is the generator without its leading term; each next power is x times
  // the one before, reduced by the generator times the coefficient that overflows.
  const power = generator.slice(1);
  for (let k = 0; k < longest; k++) {
    for (let j = 0; j < degree; j++) powers[k * degree + j] = power[j] === 0 ? NO_LOG : LOG[power[j]];
    const overflow = power[0];
    for (let j = 0; j < degree - 1; j++) power[j] = power[j + 1] ^ (overflow === 0 ? 0 : EXP[LOG[overflow] + LOG[generator[j + 1]]]);
    power[degree - 1] = overflow === 0 ? 0 : EXP[LOG[overflow] + LOG[generator[degree]]];
  }
  remainderPowers.set(degree, powers);
  return powers;
}

/** Per version: its block structure, and the data and error-correction codewords encoded last. */
interface BlockLayout {
  dataCount: number;
  blocks: number;
  shortBlocks: number;
  shortData: number;
  ecPerBlock: number;
  /** Per data codeword (in text order): its block, and its distance from that block's end. */
  blockOf: Uint8Array;
  placesFromEnd: Uint8Array;
  powers: Uint8Array;
  lastData: Uint8Array;
  /** The error correction of `lastData`, block after block (all zeros for all-zero data). */
  lastEc: Uint8Array;
  /** The codewords interleaved, rewritten by every encode at this version (read at once, never kept). */
  interleaved: Uint8Array;
}

const blockLayouts = new Map<number, BlockLayout>();

function blockLayoutOf(version: number): BlockLayout {
  const known = blockLayouts.get(version);
  if (known) return known;
  const dataCount = dataCodewords(version);
  const total = TOTAL_CODEWORDS[version - 1];
  const blocks = M_BLOCKS[version - 1];
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(dataCount / blocks);
  const ecPerBlock = Math.floor(total / blocks) - shortData;
  const blockOf = new Uint8Array(dataCount);
  const placesFromEnd = new Uint8Array(dataCount);
  for (let b = 0, offset = 0; b < blocks; b++) {
    const size = b < shortBlocks ? shortData : shortData + 1;
    for (let p = 0; p < size; p++) {
      blockOf[offset + p] = b;
      placesFromEnd[offset + p] = size - 1 - p;
    }
    offset += size;
  }
  const layout: BlockLayout = {
    dataCount, blocks, shortBlocks, shortData, ecPerBlock, blockOf, placesFromEnd,
    powers: remainderPowersOf(ecPerBlock, shortData + 1),
    lastData: new Uint8Array(dataCount),
    lastEc: new Uint8Array(ecPerBlock * blocks),
    interleaved: new Uint8Array(total),
  };
  blockLayouts.set(version, layout);
  return layout;
}

/**
 * The symbol's codewords: the text's bits padded to the data capacity, then blocks interleaved —
 * in the version's own array, valid until the next encode at that version (encodeQrInPlace reads it at once).
 */
function codewords(bytes: Uint8Array, version: number): Uint8Array {
  const { dataCount, blocks, shortBlocks, shortData, ecPerBlock, blockOf, placesFromEnd, powers, lastData: data, lastEc: ec, interleaved: out } = blockLayoutOf(version);
  const countBits = version < 10 ? 8 : 16;
  // Mode 0100, the count, the bytes, a 4-bit terminator, each shifted half a byte: the header
  // (4 + 8 or 4 + 16 bits) leaves every text byte straddling two codewords. Each codeword goes
  // through `put`, which brings the error correction up to date where it changes.
  const put = (at: number, word: number) => {
    const change = data[at] ^ word;
    if (change === 0) return;
    data[at] = word;
    const logChange = LOG[change];
    const from = placesFromEnd[at] * ecPerBlock;
    const to = blockOf[at] * ecPerBlock;
    for (let j = 0; j < ecPerBlock; j++) {
      const power = powers[from + j];
      if (power !== NO_LOG) ec[to + j] ^= EXP[power + logChange];
    }
  };
  let at = 0;
  const length = bytes.length;
  if (countBits === 8) {
    put(at++, 0x40 | (length >> 4));
  } else {
    put(at++, 0x40 | (length >> 12));
    put(at++, (length >> 4) & 0xff);
  }
  let carry = (length & 0x0f) << 4;
  for (let i = 0; i < length; i++) {
    put(at++, carry | (bytes[i] >> 4));
    carry = (bytes[i] & 0x0f) << 4;
  }
  // The terminator's four zero bits complete this byte (or fall off the end when there is no room).
  if (at < dataCount) put(at++, carry);
  for (let pad = 0xec; at < dataCount; pad ^= 0xec ^ 0x11) put(at++, pad);

  // Every codeword is written below: the last encode's are all overwritten.
  for (let b = 0, offset = 0; b < blocks; b++) {
    // Data codewords interleaved: the i-th of every block in turn; the long blocks' extra last.
    for (let i = 0; i < shortData; i++) out[i * blocks + b] = data[offset + i];
    if (b >= shortBlocks) out[shortData * blocks + (b - shortBlocks)] = data[offset + shortData];
    offset += b < shortBlocks ? shortData : shortData + 1;
  }
  for (let i = 0; i < ecPerBlock; i++) for (let b = 0; b < blocks; b++) out[dataCount + i * blocks + b] = ec[b * ecPerBlock + i];
  return out;
}

/** Whether mask `mask` inverts the module at `row`, `column` (the standard's eight conditions). */
function masked(mask: number, row: number, column: number): boolean {
  switch (mask) {
    case 0: return (row + column) % 2 === 0;
    case 1: return row % 2 === 0;
    case 2: return column % 3 === 0;
    case 3: return (row + column) % 3 === 0;
    case 4: return (Math.floor(row / 2) + Math.floor(column / 3)) % 2 === 0;
    case 5: return ((row * column) % 2) + ((row * column) % 3) === 0;
    case 6: return (((row * column) % 2) + ((row * column) % 3)) % 2 === 0;
    default: return (((row * column) % 3) + ((row + column) % 2)) % 2 === 0;
  }
}

/** The remainder of `value << bits(generator) - 1` divided by `generator` over GF(2): a BCH code. */
function bch(value: number, generator: number): number {
  const degree = 31 - Math.clz32(generator);
  let rest = value << degree;
  while (31 - Math.clz32(rest) >= degree) rest ^= generator << (31 - Math.clz32(rest) - degree);
  return (value << degree) | rest;
}

/** Where one (version, mask) puts everything that is not the text: kept, as every Bolix is alike. */
interface Layout {
  size: number;
  /** The data modules in the order the codewords' bits fill them. */
  order: Uint32Array;
  /** Per entry of `order`, 1 where the mask inverts that module. */
  maskBits: Uint8Array;
  /** The codewords encoded last at this (version, mask), and their symbol (all zeros at first). */
  lastWords: Uint8Array;
  modules: Uint8Array;
}

const layouts = new Map<number, Layout>();

function alignmentCenters(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = size === 145 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const centers = [6];
  for (let i = count - 2; i >= 0; i--) centers.push(size - 7 - i * step);
  return centers;
}

function layoutOf(version: number, mask: number): Layout {
  const key = version * 8 + mask;
  const known = layouts.get(key);
  if (known) return known;
  const size = version * 4 + 17;
  const base = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size);
  const set = (row: number, column: number, dark: boolean) => {
    base[row * size + column] = dark ? 1 : 0;
    reserved[row * size + column] = 1;
  };
  // Finder patterns with their white separators, in three corners.
  for (const [top, left] of [[0, 0], [size - 7, 0], [0, size - 7]]) {
    for (let r = -1; r <= 7; r++) {
      if (top + r < 0 || top + r >= size) continue;
      for (let c = -1; c <= 7; c++) {
        if (left + c < 0 || left + c >= size) continue;
        const ring = (r >= 0 && r <= 6 && (c === 0 || c === 6)) || (c >= 0 && c <= 6 && (r === 0 || r === 6));
        set(top + r, left + c, ring || (r >= 2 && r <= 4 && c >= 2 && c <= 4));
      }
    }
  }
  for (let i = 8; i < size - 8; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }
  const centers = alignmentCenters(version, size);
  for (const row of centers) {
    for (const column of centers) {
      const overFinder = (row === 6 && column === 6) || (row === 6 && column === size - 7) || (row === size - 7 && column === 6);
      if (overFinder) continue;
      for (let r = -2; r <= 2; r++) {
        for (let c = -2; c <= 2; c++) set(row + r, column + c, Math.max(Math.abs(r), Math.abs(c)) !== 1);
      }
    }
  }
  // Format information (15 bits, twice), then the one module that is always dark.
  const format = bch((LEVEL_M_BITS << 3) | mask, 0b10100110111) ^ 0b101010000010010;
  for (let i = 0; i < 15; i++) {
    const dark = ((format >> i) & 1) === 1;
    set(i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, 8, dark);
    set(8, i < 8 ? size - i - 1 : i < 9 ? 15 - i : 14 - i, dark);
  }
  set(size - 8, 8, true);
  if (version >= 7) {
    const bits = bch(version, 0b1111100100101);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >> i) & 1) === 1;
      const row = Math.floor(i / 3);
      const column = (i % 3) + size - 11;
      set(row, column, dark);
      set(column, row, dark);
    }
  }
  // The data modules: two-column strips from the right, up then down, skipping the timing column.
  const order: number[] = [];
  let upward = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right--;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (let c = 0; c < 2; c++) if (reserved[row * size + right - c] === 0) order.push(row * size + right - c);
    }
    upward = !upward;
  }
  const maskBits = new Uint8Array(order.length);
  for (let k = 0; k < order.length; k++) maskBits[k] = masked(mask, Math.floor(order[k] / size), order[k] % size) ? 1 : 0;
  // The symbol of all-zero codewords: each data module is its mask bit (remainder bits included).
  const modules = base.slice();
  for (let k = 0; k < order.length; k++) modules[order[k]] = maskBits[k];
  const layout = { size, order: Uint32Array.from(order), maskBits, lastWords: new Uint8Array(TOTAL_CODEWORDS[version - 1]), modules };
  layouts.set(key, layout);
  return layout;
}

/** The smallest version whose level-M data capacity holds `length` bytes in one byte segment. */
function versionFor(length: number): number {
  for (let version = 1; version <= 40; version++) {
    const headerBits = 4 + (version < 10 ? 8 : 16);
    if (headerBits + length * 8 <= dataCodewords(version) * 8) return version;
  }
  throw new RangeError(`a QR code holds at most ${QR_MAX_BYTES} bytes at level M; this text has ${length}`);
}

/** The QR symbol of `text` (UTF-8, one byte segment, level M) with mask `mask` (0–7). */
export function encodeQr(text: string, mask: number): QrSymbol {
  const { size, data } = encodeQrInPlace(text, mask);
  return { size, data: data.slice() };
}

/**
 * encodeQr's symbol without the copy: `data` is the encoder's own matrix for that version and
 * mask, valid until the next encode — for a caller that reads it at once (the SVG writer). The
 * copy was a ~3 KB allocation on every Bolix answer.
 */
export function encodeQrInPlace(text: string, mask: number): QrSymbol {
  if (!Number.isInteger(mask) || mask < 0 || mask > 7) throw new RangeError(`mask ${mask} is not 0–7`);
  const bytes = Buffer.from(text, 'utf8');
  const version = versionFor(bytes.length);
  const words = codewords(bytes, version);
  const { size, order, maskBits, lastWords, modules } = layoutOf(version, mask);
  // Only the modules of the codewords that differ from the last text's at this version and mask:
  // two Bolix codes share most of their data codewords (remainder bits past the last codeword
  // stay light before masking, as the layout made them).
  for (let w = 0; w < words.length; w++) {
    const word = words[w];
    if (word === lastWords[w]) continue;
    lastWords[w] = word;
    for (let bit = 0, k = w * 8; bit < 8; bit++, k++) modules[order[k]] = ((word >> (7 - bit)) & 1) ^ maskBits[k];
  }
  return { size, data: modules };
}
