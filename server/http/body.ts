// Request bodies. Express's body parser reads the bytes (size limit, charset, gzip); this file's
// small step parses them, because the API's rules differ from express.json(): JSON is parsed
// whatever the Content-Type says (hand-written clients and `curl -d` forget it or say "form"),
// form bodies are accepted for the OAuth call, malformed JSON is the API's 3500042, and an empty
// body is `undefined`, so body-less routes can tell "nothing" from "something".
import express from 'express';
import type { ApiRequest, ApiResponse, Handler, Next } from './routes.ts';
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

// Every content type is read as text; the limit is checked against Content-Length first and
// while reading, so an oversized body is refused without being buffered.
const readText = express.text({ type: () => true, limit: BODY_LIMIT_BYTES, defaultCharset: 'utf-8' });

function parseText(req: ApiRequest, _res: ApiResponse, next: Next): void {
  const raw = req.body;
  req.body = undefined;
  // GET bodies are ignored (GNPY sends `{}`, GNPHP `[]`); the parser has drained them already.
  if (typeof raw !== 'string' || req.method === 'GET' || req.method === 'HEAD') return next();
  req.rawBody = raw;
  req.body = parse(raw, req.headers['content-type']);
  next();
}

// Express's parser reads (and throws away) a refused body to its end before it answers; a body
// declared too large is refused at once instead, and the connection closed (error-handling.ts).
function refuseDeclaredOversize(req: ApiRequest, _res: ApiResponse, next: Next): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  next(declared > BODY_LIMIT_BYTES ? tooLarge() : undefined);
}

const tooLarge = () => new ApiError('payloadTooLarge', `O corpo da requisição excede ${BODY_LIMIT_BYTES} bytes.`);

/** Reads and parses the body: mounted ahead of every API router. */
export const readBody: Handler[] = [refuseDeclaredOversize, readText as Handler, parseText];

/** Body-parser's own errors (too large, bad charset, aborted) as the API's error. */
export function bodyParserError(error: unknown): ApiError | null {
  const { type, status } = (error as { type?: unknown; status?: unknown } | null) ?? {};
  if (typeof type !== 'string' || typeof status !== 'number') return null;
  if (status === 413) return tooLarge();
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return new ApiError('badRequest', `Requisição malformada: ${(error as Error).message}.`);
  }
  return null;
}
