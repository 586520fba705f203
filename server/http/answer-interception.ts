// Lets a handler run to the end while its answer is kept back: what it passes to writeHead,
// write and end is held, and then either sent as it was (`send`) or dropped for another answer.
// Used by fault injection's "after" faults: the change is committed, the answer is replaced.
import type { ApiResponse } from './routes.ts';

export interface HeldAnswer {
  /** The status the handler answered. */
  status: number;
  /** The body as text (null when empty). */
  text(): string | null;
  /** Sends the handler's answer as it would have gone. */
  send(): void;
}

type Chunk = string | Uint8Array;

function asChunk(value: unknown): Chunk | null {
  return typeof value === 'string' || value instanceof Uint8Array ? value : null;
}

/**
 * From now on the response's writeHead/write/end are held; at end, the real methods are put back
 * and `onAnswer` decides. Whatever wrapped them before (the request log's capture) stays in the chain.
 */
export function interceptAnswer(res: ApiResponse, onAnswer: (answer: HeldAnswer) => void): void {
  const real = { writeHead: res.writeHead, write: res.write, end: res.end };
  let head: unknown[] | null = null;
  const chunks: Chunk[] = [];
  res.writeHead = function (this: ApiResponse, ...args: unknown[]) {
    head = args;
    if (typeof args[0] === 'number') this.statusCode = args[0];
    return this;
  } as ApiResponse['writeHead'];
  res.write = function (chunk: unknown) {
    const kept = asChunk(chunk);
    if (kept !== null) chunks.push(kept);
    return true;
  } as ApiResponse['write'];
  res.end = function (this: ApiResponse, chunk?: unknown) {
    const kept = asChunk(chunk);
    if (kept !== null) chunks.push(kept);
    Object.assign(this, real);
    const status = this.statusCode;
    const heldHead = head;
    onAnswer({
      status,
      text: () => (chunks.length === 0 ? null : Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).toString('utf8')),
      send: () => {
        if (heldHead) real.writeHead.apply(this, heldHead as Parameters<ApiResponse['writeHead']>);
        const write = real.write as (chunk: Chunk) => boolean;
        const end = real.end as (chunk?: Chunk) => ApiResponse;
        for (const c of chunks.slice(0, -1)) write.call(this, c);
        end.call(this, chunks.at(-1));
      },
    });
    return this;
  } as ApiResponse['end'];
}
