// Reads and parses request bodies for every route. JSON is parsed whatever the Content-Type says
// (hand-written clients forget it); form bodies are parsed too, for the OAuth call. An empty body is
// `undefined`, so body-less routes can tell "nothing" from "something".
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

export function readBody(req: ApiRequest, _res: ApiResponse, next: Next): void {
  if (req.method === 'GET' || req.method === 'HEAD') {
    // GET bodies are ignored (GNPY sends `{}`, GNPHP `[]`); drain them so keep-alive works.
    req.resume();
    req.body = undefined;
    next();
    return;
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT_BYTES) {
    next(new ApiError('payloadTooLarge', `O corpo da requisição excede ${BODY_LIMIT_BYTES} bytes.`));
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  req.on('data', (chunk: Buffer) => {
    if (failed) return;
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) {
      failed = true;
      next(new ApiError('payloadTooLarge', `O corpo da requisição excede ${BODY_LIMIT_BYTES} bytes.`));
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (failed) return;
    try {
      const raw = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
      req.rawBody = raw;
      req.body = parse(raw, req.headers['content-type']);
      next();
    } catch (error) {
      next(error);
    }
  });
  req.on('error', (error) => {
    if (!failed) next(error);
    failed = true;
  });
}
