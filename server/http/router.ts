// The HTTP router for the API surfaces. Express costs ~170 µs of CPU per request before any
// route runs (bench/, docs/performance.md) — most of the budget of a charge creation — so the
// routes run on this small table-driven router over node:http instead; Express is kept for what
// it is good at (static files, and the catch-all). Errors always leave in the API's shape.
import { ServerResponse, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ApiError } from '../domain/errors.ts';
import { sendError } from './envelope.ts';
import type { ApiRequest, ApiResponse, Handler, Method, Next, RouteTable } from './routes.ts';

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handlers: Handler[];
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_match, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}/?$`), keys };
}

function isClientFault(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** What the router captured of one answered request: handed to the observer once it has ended. */
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
 * Sees the requests it asks for once they are answered (the request log). `wants` runs on every
 * request before routing, so it must be cheap; `record` runs after res.end, when the route has
 * run and res.locals.account is known.
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

// Shared functions installed on the captured response (no closures per request); they keep
// references to the chunks and leave all the work to the observer, after the answer is sent.
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

let requestCounter = 0;
const requestIdPrefix = Date.now().toString(36);

export class ApiRouter {
  private readonly routes: Route[] = [];
  private observer: RequestObserver | null = null;

  constructor(private readonly log: (line: string) => void) {}

  /** Has `observer` see every request it wants, answered by a route, the fallback or an error. */
  observe(observer: RequestObserver): this {
    this.observer = observer;
    return this;
  }

  /** Adds a table under a path prefix; `before` runs ahead of every route of it (body reading, auth). */
  mount(prefix: string, table: RouteTable, ...before: Handler[]): this {
    for (const [method, path, ...handlers] of table) {
      this.routes.push({ method: method.toUpperCase(), ...compile(prefix + path), handlers: [...before, ...handlers] });
    }
    return this;
  }

  /** Answers the request if a route's path matches it; otherwise hands it to `fallback`. */
  handle(request: IncomingMessage, response: ServerResponse, fallback: () => void): void {
    const req = request as ApiRequest;
    const res = response as ApiResponse;
    const requestId = `${requestIdPrefix}-${(++requestCounter).toString(36)}`;
    res.locals = { requestId };
    res.setHeader('X-Request-Id', requestId);
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (this.observer?.wants(path)) this.capture(req, res, this.observer);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    let allowed: string[] | null = null;
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      if (route.method !== method) {
        (allowed ??= []).push(route.method);
        continue;
      }
      try {
        req.params = {};
        route.keys.forEach((key, index) => (req.params[key] = decodeURIComponent(match[index + 1])));
      } catch {
        this.fail(req, res, new ApiError('badRequest', 'Requisição malformada: caminho com codificação inválida.'));
        return;
      }
      req.query = queryAt < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(queryAt + 1)));
      this.run(req, res, route.handlers);
      return;
    }
    if (!allowed) return fallback();
    const methods = [...new Set(allowed)];
    res.setHeader('Allow', methods.join(', '));
    req.resume();
    this.fail(req, res, new ApiError('methodNotAllowed', `O método ${req.method} não é permitido em ${path}. Métodos aceitos: ${methods.join(', ')}.`));
  }

  private capture(req: ApiRequest, res: ApiResponse, observer: RequestObserver): void {
    const capturing = res as CapturingResponse;
    capturing[kCapture] = { observer, req, atMs: Date.now(), startedAt: performance.now(), written: null, ended: false };
    capturing.write = capturingWrite as unknown as CapturingResponse['write'];
    capturing.end = capturingEnd as unknown as CapturingResponse['end'];
  }

  private run(req: ApiRequest, res: ApiResponse, handlers: Handler[]): void {
    let index = 0;
    const fail = (error: unknown) => this.fail(req, res, error);
    const next: Next = (error) => {
      if (error !== undefined) return fail(error);
      const handler = handlers[index++];
      if (!handler) return;
      try {
        const result = handler(req, res, next) as Promise<unknown> | undefined;
        if (result && typeof result.then === 'function') result.then(undefined, fail);
      } catch (thrown) {
        fail(thrown);
      }
    };
    next();
  }

  fail(req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }, error: unknown): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof ApiError) return sendError(res, error);
    if (isClientFault(error)) return sendError(res, new ApiError('badRequest', `Requisição malformada: ${(error as Error).message}.`));
    const requestId = String(res.locals?.requestId ?? '-');
    this.log(`[${requestId}] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
    sendError(res, new ApiError('internal', `Erro interno do servidor. Identificador da requisição: ${requestId}.`));
  }
}

export type { Method };
