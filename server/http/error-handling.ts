// The one place an error becomes an answer: whatever a route, a middleware or Express itself
// throws leaves in the API's error shape. Faults that are not the client's are logged with the
// request id and answered 3500000 without a stack trace; a database that stayed locked is 503.
import type { Request, Response, NextFunction } from 'express';
import { ApiError } from '../domain/errors.ts';
import { sendError } from './envelope.ts';
import { answerEnded } from './response-capture.ts';

function isClientFault(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  // Express's own client faults: a path parameter with broken %-encoding, say.
  if (isClientFault(error)) return new ApiError('badRequest', `Requisição malformada: ${(error as Error).message}.`);
  return null;
}

/**
 * SQLite gave up waiting for a lock that another connection held (better-sqlite3 throws a
 * SqliteError coded SQLITE_BUSY or SQLITE_BUSY_*). Transactions begin IMMEDIATE, so this is
 * thrown before anything was written, and a failed transaction is rolled back whole.
 */
function isDatabaseBusy(error: unknown): string | null {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) ? code : null;
}

/** How long the rest of an unread body is still taken in (and dropped) once the answer is out. */
const LINGER_MS = 2000;

/**
 * Answer, then close. Closing a socket with unread bytes in its receive buffer makes the kernel
 * send a reset, which can reach the client before it has read the answer (a client still
 * streaming saw ECONNRESET instead of the 413). So once the answer is out, the rest of the body is
 * read and dropped — never parsed, never kept — for a short while, then the socket is cut.
 */
function closeAfterAnswer(req: Request, res: Response): void {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // Node's server ends a `Connection: close` answer with socket.destroySoon(), which destroys the
  // socket the moment the answer is flushed — while the body's bytes are still arriving, which is
  // the reset above (the streaming test in error-handling.test.ts met EPIPE instead of its 413 in
  // a CI run on a loaded machine). Here the answer's end only half-closes (FIN); the linger cuts.
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
  };
  res.once('finish', () => {
    req.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

/**
 * Express error middleware (four arguments): answers `error` in the error shape — /v1's, or the
 * one `send` writes (/v2's, v2/errors.ts).
 */
export function answerErrors(log: (line: string) => void, send: (res: Response, error: ApiError) => void = sendError) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (answerEnded(res)) {
      // The route answered, then failed: its answer (waiting for its commit) stands.
      log(`[${String(res.locals.requestId ?? '-')}] ${req.method} ${req.originalUrl} failed after answering: ${error instanceof Error ? error.stack : String(error)}`);
      return;
    }
    if (res.headersSent) {
      // Half an answer has left: the only honest thing is to cut the connection.
      res.destroy();
      return;
    }
    const known = asApiError(error);
    // The rest of an unread body (a 404 that was sent one, a 413) must not be taken for the next
    // request on this connection, nor be read to its end first: answer, then close.
    if (!req.complete) closeAfterAnswer(req, res);
    if (known) return send(res, known);
    const requestId = String(res.locals.requestId ?? '-');
    const busy = isDatabaseBusy(error);
    if (busy) {
      // Contention, not a bug (another process writing to the file, a slow disk): the failed
      // transaction committed nothing, so the honest answer is "try again shortly", not a 500.
      // Logged without a stack.
      log(`[${requestId}] ${req.method} ${req.originalUrl} answered 503: the database stayed locked (${busy})`);
      res.setHeader('Retry-After', '1');
      return send(res, new ApiError('databaseBusy', `Não foi possível concluir a requisição: o banco de dados do sandbox está ocupado. Tente novamente em instantes. Identificador da requisição: ${requestId}.`));
    }
    log(`[${requestId}] ${req.method} ${req.originalUrl} failed: ${error instanceof Error ? error.stack : String(error)}`);
    send(res, new ApiError('internal', `Erro interno do servidor. Identificador da requisição: ${requestId}.`));
  };
}

/** The last middleware: nothing claimed the request. */
export function answerNotFound(req: Request, _res: Response, next: NextFunction): void {
  next(new ApiError('routeNotFound', `Rota não encontrada: ${req.method} ${req.originalUrl.split('?')[0]}.`));
}
