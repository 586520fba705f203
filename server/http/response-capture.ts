// Lets an observer see requests once they are answered — the request log — as Express
// middleware. It keeps references to what went to res.write/res.end and hands them over after the
// answer has left, so the route pays nothing but two property writes.
import { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ApiRequest, ApiResponse, Handler } from './routes.ts';

/** What was captured of one answered request: handed to the observer once it has ended. */
export interface CapturedExchange {
  req: ApiRequest;
  res: ApiResponse;
  /** Wall-clock epoch ms when the request arrived, and its latency up to res.end. */
  atMs: number;
  latencyMs: number;
  /** What went to res.end, or every chunk when res.write was used too — references, not copies. */
  body: unknown;
}

/**
 * Sees the requests it asks for once they are answered. `wants` runs on every request, so it
 * must be cheap; `record` runs after res.end, when the route has run and res.locals.account is
 * known.
 */
export interface RequestObserver {
  wants(path: string): boolean;
  record(exchange: CapturedExchange): void;
}

interface CaptureState {
  observer: RequestObserver;
  req: ApiRequest;
  atMs: number;
  startedAt: number;
  written: unknown[] | null;
  ended: boolean;
}

const kCapture = Symbol('capture');
type CapturingResponse = ApiResponse & { [kCapture]: CaptureState };

// Shared functions installed on the captured response (no closures per request).
function capturingWrite(this: CapturingResponse, chunk: unknown): boolean {
  const state = this[kCapture];
  if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') (state.written ??= []).push(chunk);
  return (ServerResponse.prototype.write as (...args: unknown[]) => boolean).apply(this, arguments as unknown as unknown[]);
}

function capturingEnd(this: CapturingResponse, chunk?: unknown): ServerResponse {
  const result = (ServerResponse.prototype.end as (...args: unknown[]) => ServerResponse).apply(this, arguments as unknown as unknown[]);
  const state = this[kCapture];
  if (!state.ended) {
    state.ended = true;
    const last = chunk === undefined || chunk === null || typeof chunk === 'function' ? undefined : chunk;
    const body = state.written === null ? last : last === undefined ? state.written : [...state.written, last];
    try {
      state.observer.record({ req: state.req, res: this, atMs: state.atMs, latencyMs: performance.now() - state.startedAt, body });
    } catch {
      // The log must never break an answer that has already left.
    }
  }
  return result;
}

/**
 * A request that will never be answered (fault injection cut or dropped it): the observer sees it
 * now, with no body. Nothing when it was not captured or was answered already.
 */
export function recordUnanswered(res: ApiResponse): void {
  const state = (res as Partial<CapturingResponse>)[kCapture];
  if (!state || state.ended) return;
  state.ended = true;
  try {
    state.observer.record({ req: state.req, res, atMs: state.atMs, latencyMs: performance.now() - state.startedAt, body: undefined });
  } catch {
    // as above: the log never breaks a request
  }
}

/** Has `observer` see this response once it has ended (nothing if it is seen already). */
export function captureResponse(observer: RequestObserver, req: ApiRequest, res: ApiResponse): void {
  const capturing = res as CapturingResponse;
  if (capturing[kCapture]) return;
  capturing[kCapture] = { observer, req, atMs: Date.now(), startedAt: performance.now(), written: null, ended: false };
  capturing.write = capturingWrite as unknown as CapturingResponse['write'];
  capturing.end = capturingEnd as unknown as CapturingResponse['end'];
}

/** Middleware that has `observer` see every request it wants, whoever answers it. */
export function observeRequests(observer: RequestObserver): Handler {
  return (req, res, next) => {
    if (observer.wants(req.path)) captureResponse(observer, req, res);
    next();
  };
}
