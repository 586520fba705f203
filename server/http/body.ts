// Request bodies, read by this small middleware rather than Express's body parser, whose rules do
// not fit the API's: it parses JSON only under a JSON Content-Type (hand-written clients forget
// it, `curl -d` says "form"), and it reads a body that is over the limit to its very end before
// answering 413 — a client streaming a large body would be read (or kept waiting) for as long as
// it keeps sending. Here JSON is parsed whatever the type says, a form body is accepted for the
// OAuth call, malformed JSON is the API's 3500042, the limit is enforced as the bytes arrive (413
// at once, and the connection closed: see error-handling.ts), and an empty body is `undefined`, so
// body-less routes can tell "nothing" from "something". Bodies are UTF-8, as JSON's always are.
import type { ApiRequest, ApiResponse, Next } from './routes.ts';
import { ApiError } from '../domain/errors.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;


function parse(raw: string, contentType: string | undefined): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    // `curl -d '{...}'` labels JSON as a form, so JSON is tried first; a real form body
    // (grant_type=client_credentials) is never valid JSON.
    if (contentType?.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(raw));
    }
    throw new ApiError('invalidJson', 'O parâmetro [data] deve ser um JSON válido.');
  }
}

/** Reads and parses the body: runs ahead of every API route. */
export const readBody = bodyReader(BODY_LIMIT_BYTES);

/** A body reader with its own limit (a snapshot import carries a whole account). */
export function bodyReader(limitBytes: number) {
  const tooLarge = () => new ApiError('payloadTooLarge', `O corpo da requisição excede ${limitBytes} bytes.`);
  return (req: ApiRequest, res: ApiResponse, next: Next) => readBodyUpTo(limitBytes, tooLarge, req, res, next);
}

function readBodyUpTo(limitBytes: number, tooLarge: () => ApiError, req: ApiRequest, _res: ApiResponse, next: Next): void {
  if (req.method === 'GET' || req.method === 'HEAD') {
    // GET bodies are ignored (GNPY sends `{}`, GNPHP `[]`), whatever their size; drain them so
    // keep-alive works.
    req.resume();
    req.body = undefined;
    return next();
  }
  if (Number(req.headers['content-length'] ?? 0) > limitBytes) return next(tooLarge());
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const finish = (error?: unknown) => {
    if (settled) return;
    settled = true;
    req.off('data', onData);
    next(error);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limitBytes) {
      req.pause(); // read no more of it: the answer goes out and the connection is closed
      return finish(tooLarge());
    }
    chunks.push(chunk);
  };
  req.on('data', onData);
  req.once('end', () => {
    if (settled) return;
    try {
      const raw = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
      req.rawBody = raw;
      req.body = parse(raw, req.headers['content-type']);
      finish();
    } catch (error) {
      finish(error);
    }
  });
  // An aborted upload: nobody is left to answer, but the route must not run on half a body.
  req.once('error', (error) => finish(new ApiError('badRequest', `Requisição malformada: ${error.message}.`)));
}
