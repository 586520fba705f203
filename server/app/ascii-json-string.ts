// A long JSON string value held as its ASCII bytes instead of a V8 string: a Bolix's QR image
// (`qrcode_image`, ~7 KB of base64). A V8 string that size is copied again and again on its way
// out — flattened into the answer's JSON, joined to the HTTP head, kept by the request log and so
// copied by each scavenge it survives — and that garbage, not the QR itself, was most of what a
// Bolix issue cost over a plain one (docs/performance.md, "Bolix issuing, fifth session").
// `answerJson` writes these bytes straight into the answer's Buffer; anywhere else
// (JSON.stringify, String()) the value is the ordinary string it stands for.
import { randomBytes } from 'node:crypto';
import type { DrawnAscii } from '../pdf/qr-code.ts';

export class AsciiJsonString {
  #bytes: Buffer | undefined;
  readonly #draw: (() => DrawnAscii) | undefined;

  /**
   * `source`: the bytes, or how to draw them when they are needed — printable ASCII with no `"` or
   * `\`, so that they are their own JSON string's content. A drawn value that goes into one answer
   * is drawn straight into the answer's Buffer, without a Buffer of its own (answerJson).
   */
  constructor(source: Buffer | (() => DrawnAscii)) {
    if (Buffer.isBuffer(source)) this.#bytes = source;
    else this.#draw = source;
  }

  /** The bytes, in a Buffer of their own (drawn, and kept, on first use). */
  get bytes(): Buffer {
    if (this.#bytes === undefined) {
      const drawn = this.#draw!();
      this.#bytes = Buffer.allocUnsafe(drawn.length);
      drawn.writeTo(this.#bytes, 0);
    }
    return this.#bytes;
  }

  /** The bytes drawn into the draw's shared scratch, to be copied out at once (only while `deferred`). */
  draw(): DrawnAscii {
    return this.#draw!();
  }

  /** Whether the bytes still have to be drawn. */
  get deferred(): boolean {
    return this.#bytes === undefined;
  }

  toString(): string {
    return this.bytes.toString('latin1');
  }

  /** Inside answerJson: a placeholder, its bytes spliced in after; anywhere else: the string itself. */
  toJSON(): string {
    if (splicing === null) return this.toString();
    splicing.push(this);
    return `${PLACEHOLDER}${splicing.length - 1}`;
  }
}

/**
 * The placeholders' stem: random per process, so that no text a client sends (echoed in some
 * answer) can pass for one.
 */
const PLACEHOLDER = `~ascii-json-${randomBytes(12).toString('hex')}-`;

/** The values met by the JSON.stringify under way in answerJson, in the order it wrote them. */
let splicing: AsciiJsonString[] | null = null;

/**
 * `body` as JSON: a string, as JSON.stringify gives it, when it holds no AsciiJsonString; otherwise
 * its UTF-8 bytes with each one's bytes written in place.
 */
export function answerJson(body: unknown): string | Buffer {
  const values: AsciiJsonString[] = [];
  splicing = values;
  let text: string;
  try {
    text = JSON.stringify(body);
  } finally {
    splicing = null;
  }
  return values.length === 0 ? text : splice(text, values) ?? JSON.stringify(body);
}

/**
 * The text with each value's quoted placeholder replaced by its bytes; null if one is missing.
 * One value still to be drawn (the Bolix image of a one-step or a pay answer) is drawn last — its
 * SVG into the shared scratch, whose length sizes the Buffer — and its data URI written straight
 * into the answer's Buffer: it saves a ~7 KB allocation and its copy per answer
 * (docs/performance.md, "Bolix issuing, seventh session"). Any others (a carnê's parcels, a list)
 * get Buffers of their own first, since each draw reuses the one scratch.
 */
function splice(text: string, values: readonly AsciiJsonString[]): Buffer | null {
  const starts: number[] = [];
  const ends: number[] = [];
  let size = 0;
  let from = 0;
  let drawnLast = -1;
  for (let i = 0; i < values.length; i++) if (values[i].deferred) drawnLast = i;
  for (let i = 0; i < values.length; i++) {
    const marker = `"${PLACEHOLDER}${i}"`;
    const start = text.indexOf(marker, from);
    if (start < 0) return null; // not written where expected (a replacer, a toJSON around it): no splice
    starts.push(start + 1);
    ends.push(start + marker.length - 1);
    size += Buffer.byteLength(text.slice(from, start + 1)) + (i === drawnLast ? 0 : values[i].bytes.length);
    from = start + marker.length - 1;
  }
  size += Buffer.byteLength(text.slice(from));
  // Drawn after every other value's bytes are at hand, and copied out before anything else draws.
  const drawn = drawnLast < 0 ? undefined : values[drawnLast].draw();
  if (drawn !== undefined) size += drawn.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  from = 0;
  for (let i = 0; i < values.length; i++) {
    at += out.write(text.slice(from, starts[i]), at);
    if (i === drawnLast) {
      drawn!.writeTo(out, at);
      at += drawn!.length;
    } else {
      at += values[i].bytes.copy(out, at);
    }
    from = ends[i];
  }
  out.write(text.slice(from), at);
  return out;
}
