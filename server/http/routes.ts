// Route tables: what every resource module exports — plain arrays of [method, path, ...handlers].
// `routerFrom` turns one into an express.Router(); `methodNotAllowed` answers, after all of a
// prefix's routers, a path that exists there under another method.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { match } from 'path-to-regexp';
import { ApiError, notFound } from '../domain/errors.ts';

/**
 * Express's request with the query as flat strings (the app's query parser, see app.ts) and the
 * body as received, for the request log.
 */
export type ApiRequest = Request<Record<string, string>, unknown, unknown, Record<string, string | undefined>> & {
  /** The body as received (for the request log); undefined for GET/HEAD and body-less requests. */
  rawBody?: string;
};
export type ApiResponse = Response;
export type Next = NextFunction;
export type Handler = (req: ApiRequest, res: ApiResponse, next: Next) => unknown;
// 'options' only for the browser tokenizer's CORS preflights (cors.ts); Express answers the others.
export type Method = 'get' | 'post' | 'put' | 'delete' | 'options';
export type RouteTable = Array<[Method, string, ...Handler[]]>;

/** Path ids are plain integers; anything else cannot name an existing resource. */
export function idParam(value: string | undefined, name = 'id'): number {
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value)) throw notFound(name);
  return Number(value);
}

// Paths are case-sensitive, as the real API's are; a trailing slash is tolerated.
const ROUTER_OPTIONS = { caseSensitive: true, strict: false } as const;

/** One express.Router() for a resource's table; `before` runs ahead of each of its routes. */
export function routerFrom(table: RouteTable, ...before: Handler[]): Router {
  const router = Router(ROUTER_OPTIONS);
  for (const [method, path, ...handlers] of table) {
    router[method](path, ...before, ...handlers);
  }
  return router;
}

/**
 * Mounted after all the routers of a prefix: answers 405 with `Allow` when the path belongs to
 * a route of those tables under other methods (Express itself would go on to a 404).
 */
export function methodNotAllowed(tables: RouteTable[]): Handler {
  // Compiled when the first unmatched request comes, not at start (cold start): a hundred paths.
  let routes: Array<{ method: string; matches: ReturnType<typeof match> }> | undefined;
  const compile = () =>
    tables.flat().map(([method, path]) => ({
      method: method.toUpperCase(),
      matches: match(path, { sensitive: true, trailing: true, decode: false }),
    }));
  return (req, res, next) => {
    routes ??= compile();
    const allowed = [...new Set(routes.filter((route) => route.matches(req.path)).map((route) => route.method))];
    if (allowed.length === 0) return next();
    if (allowed.includes('GET')) allowed.splice(allowed.indexOf('GET') + 1, 0, 'HEAD'); // Express answers HEAD wherever GET
    res.setHeader('Allow', allowed.join(', '));
    const path = req.originalUrl.split('?')[0];
    next(new ApiError('methodNotAllowed', `O método ${req.method} não é permitido em ${path}. Métodos aceitos: ${allowed.join(', ')}.`));
  };
}
