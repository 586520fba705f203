// Route tables: what every resource module exports — plain arrays of [method, path, ...handlers]
// that the router compiles once. Handlers see Node's own request and response, plus the params,
// query, body and per-request locals, so they run the same with or without a framework.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { notFound } from '../domain/errors.ts';

export interface ApiRequest extends IncomingMessage {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** The body as received (for the request log); undefined for GET/HEAD. */
  rawBody?: string;
}

export interface ApiResponse extends ServerResponse {
  locals: Record<string, unknown>;
}

export type Next = (error?: unknown) => void;
export type Handler = (req: ApiRequest, res: ApiResponse, next: Next) => unknown;
export type Method = 'get' | 'post' | 'put' | 'delete';
export type RouteTable = Array<[Method, string, ...Handler[]]>;

/** The same table with `handlers` run first on every route (authentication, say). */
export function guarded(table: RouteTable, ...handlers: Handler[]): RouteTable {
  return table.map(([method, path, ...rest]) => [method, path, ...handlers, ...rest]);
}

/** Path ids are plain integers; anything else cannot name an existing resource. */
export function idParam(value: string | undefined, name = 'id'): number {
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value)) throw notFound(name);
  return Number(value);
}
