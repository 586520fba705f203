// What every resource module exports: a list of route declarations (route-declaration.ts).
// `routerFrom` turns one list into an express.Router(); `methodNotAllowed` answers, after all of a
// prefix's routers, a path that exists there under another method.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { match } from 'path-to-regexp';
import { ApiError, notFound } from '../domain/errors.ts';
import type { Auth } from './openapi/route-doc.ts';
import { ID_PARAMS, type DeclaredRoute } from './route-declaration.ts';
import { isEmptyBody, expectNoBody, validateBody } from './validate.ts';
import { chain } from './chain.ts';

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
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options';
/** What a resource module exports. */
export type RouteList = readonly DeclaredRoute[];

/** The method and path of each route of a list. */
export function routesOf(list: RouteList): Array<{ method: Method; path: string }> {
  return list.map(({ method, path }) => ({ method, path }));
}

/** Path ids are plain integers; anything else cannot name an existing resource. */
export function idParam(value: string | undefined, name = 'id'): number {
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value)) throw notFound(name);
  return Number(value);
}

// Paths are case-sensitive, as the real API's are; a trailing slash is tolerated.
export const ROUTER_OPTIONS = { caseSensitive: true, strict: false } as const;

/** How a prefix mounts its routes. */
export interface MountOptions {
  /** Ahead of each route (reading the body). */
  before?: Handler[];
  /**
   * The middleware of each kind of auth a route of this prefix may declare, run after `before`.
   * A declared route whose auth the prefix does not offer is an error when its router is built (at
   * start for /v1; on the first request for the control API and the pages, see app.ts), never an
   * open route.
   */
  auth?: Partial<Record<Auth, AuthMiddleware>>;
}

/** A kind of auth's middleware, or what builds it from the route (an admin refusal names its action). */
export type AuthMiddleware = Handler[] | ((route: DeclaredRoute) => Handler[]);

/** One express.Router() for a resource's routes. */
export function routerFrom(list: RouteList, { before = [], auth = {} }: MountOptions = {}): Router {
  const router = Router(ROUTER_OPTIONS);
  for (const entry of list) {
    const offered = auth[entry.auth];
    if (!offered) throw new Error(`${entry.method.toUpperCase()} ${entry.path} declares auth "${entry.auth}", which its mount does not offer`);
    const authenticate = typeof offered === 'function' ? offered(entry) : offered;
    // Body, auth, the route's own steps and its handler as one layer (chain.ts): fewer layers for
    // Express to walk (a route with one handler is dispatched the same way, errors and promises too).
    router[entry.method](entry.path, chain(...before, ...authenticate, ...(entry.before ?? []), handlerOf(entry)));
  }
  return router;
}

const isIdParam = (name: string) => (ID_PARAMS as readonly string[]).includes(name);

/**
 * The declared route's handler behind what the declaration promises it: its integer ids read
 * (in path order), a body-less route's body refused, the body checked against its schema.
 */
function handlerOf(route: DeclaredRoute): Handler {
  const ids = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).filter(isIdParam);
  for (const name of Object.keys(route.params ?? {})) {
    if (isIdParam(name)) throw new Error(`${route.method.toUpperCase()} ${route.path}: "${name}" is an integer id; name a parameter of another kind otherwise`);
  }
  const { body: bodyDeclaration, noBody, handler } = route;
  return (req, res) => {
    // A copy only when ids are read into it (POST /v1/charge has none).
    let params: Record<string, string | number> = req.params;
    if (ids.length > 0) {
      params = { ...req.params };
      for (const name of ids) params[name] = idParam(req.params[name], name);
    }
    if (noBody) expectNoBody(req.body);
    let body: unknown;
    if (bodyDeclaration) {
      const { optional, emptyListIsBody, read, schema } = bodyDeclaration;
      const absent = optional && isEmptyBody(req.body) && !(emptyListIsBody && Array.isArray(req.body));
      const received = absent ? {} : req.body;
      body = read ? read(received) : validateBody(schema, received);
    }
    return handler({ req, res, body, params });
  };
}

/**
 * Mounted after all the routers of a prefix: answers 405 with `Allow` when the path belongs to
 * a route of those lists under other methods (Express itself would go on to a 404).
 */
export function methodNotAllowed(lists: RouteList[]): Handler {
  // Compiled when the first unmatched request comes, not at start (cold start): a hundred paths.
  let routes: Array<{ method: string; matches: ReturnType<typeof match> }> | undefined;
  const compile = () =>
    lists.flatMap(routesOf).map(({ method, path }) => ({
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
