// GET /openapi.json: public (no authentication), behind the host guard like every route. The
// document is built on first request and kept: it depends only on the code and the public URL,
// which is known once the server listens (port 0).
import type { RouteList } from '../routes.ts';
import { route, type DeclaredRoute } from '../route-declaration.ts';
import type { Mount } from './document.ts';

export const OPENAPI_PATH = '/openapi.json';

export interface AppRouteTables {
  v1: RouteList[];
  v1Open: RouteList[];
  v2: RouteList[];
  extratos: RouteList[];
  control: RouteList[];
  pages: RouteList[];
}

/** The app's routes by mount point, with this route itself: everything the document describes. */
export function documentedMounts(tables: AppRouteTables, own: DeclaredRoute[]): Mount[] {
  return [
    { prefix: '/v1', tables: [...tables.v1Open, ...tables.v1] },
    { prefix: '/v2', tables: tables.v2 },
    { prefix: '/v1', tables: tables.extratos },
    { prefix: '/sandbox/v1', tables: tables.control },
    { prefix: '', tables: [...tables.pages, own] },
  ];
}

/** `tables`: the app's tables, loaded when the document is first asked for (app.ts). */
export function openApiRoutes(tables: () => Promise<AppRouteTables>, publicUrl: () => string): DeclaredRoute[] {
  let cached: { url: string; text: string } | null = null;
  const own = [
    route({
      method: 'get',
      path: OPENAPI_PATH,
      tag: 'This document',
      summary: 'This OpenAPI 3.1 document',
      auth: 'none',
      response: { schema: { type: 'object', required: ['openapi', 'info', 'paths'] }, description: 'The document.' },
      errors: [],
      handler: async ({ res }) => {
        const url = publicUrl();
        if (cached?.url !== url) {
          // Loaded on first use, like the boleto page: building it is not start-up work.
          const { buildOpenApiDocument } = await import('./document.ts');
          cached = { url, text: JSON.stringify(buildOpenApiDocument(documentedMounts(await tables(), own), url)) };
        }
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(cached.text), 'Cache-Control': 'no-cache' });
        res.end(cached.text);
      },
    }),
  ];
  return own;
}

