// Registers a resource's routes and answers 405 in the API's error shape for a known path
// called with a method it does not have.
import type { RequestHandler, Router } from 'express';
import { ApiError, notFound } from '../domain/errors.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

export type RouteTable = Array<[Method, string, ...RequestHandler[]]>;

export function registerRoutes(router: Router, table: RouteTable): void {
  const methodsByPath = new Map<string, string[]>();
  for (const [method, path, ...handlers] of table) {
    router[method](path, ...handlers);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method.toUpperCase()]);
  }
  for (const [path, methods] of methodsByPath) {
    router.all(path, (req, res) => {
      res.setHeader('Allow', methods.join(', '));
      throw new ApiError('methodNotAllowed', `O método ${req.method} não é permitido em ${req.originalUrl.split('?')[0]}. Métodos aceitos: ${methods.join(', ')}.`);
    });
  }
}

/** Path ids are plain integers; anything else cannot name an existing resource. */
export function idParam(value: string | string[] | undefined, name = 'id'): number {
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value)) throw notFound(name);
  return Number(value);
}
