// A long JSON string value held as its ASCII bytes instead of a V8 string: a Bolix's QR image
// (`qrcode_image`, ~7 KB of base64). A V8 string that size is copied again and again on its way
// out — flattened into the answer's JSON, joined to the HTTP head, kept by the request log and so
// copied by each scavenge it survives — and that garbage, not the QR itself, was most of what a
// Bolix issue cost over a plain one (docs/performance.md, "Bolix issuing, fifth session").
// `answerJson` writes these bytes straight into the answer's Buffer; anywhere else
// (JSON.stringify, String()) the value is the ordinary string it stands for.
import { randomBytes } from 'node:crypto';

export class AsciiJsonString {
  /** `bytes`: printable ASCII with no `"` or `\`, so that they are their own JSON string's content. */
  constructor(readonly bytes: Buffer) {}

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

/** The text with each value's quoted placeholder replaced by its bytes; null if one is missing. */
function splice(text: string, values: readonly AsciiJsonString[]): Buffer | null {
  const starts: number[] = [];
  const ends: number[] = [];
  let size = 0;
  let from = 0;
  for (let i = 0; i < values.length; i++) {
    const marker = `"${PLACEHOLDER}${i}"`;
    const start = text.indexOf(marker, from);
    if (start < 0) return null; // not written where expected (a replacer, a toJSON around it): no splice
    starts.push(start + 1);
    ends.push(start + marker.length - 1);
    size += Buffer.byteLength(text.slice(from, start + 1)) + values[i].bytes.length;
    from = start + marker.length - 1;
  }
  size += Buffer.byteLength(text.slice(from));
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  from = 0;
  for (let i = 0; i < values.length; i++) {
    at += out.write(text.slice(from, starts[i]), at);
    at += values[i].bytes.copy(out, at);
    from = ends[i];
  }
  out.write(text.slice(from), at);
  return out;
}
