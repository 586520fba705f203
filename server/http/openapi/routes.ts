// GET /openapi.json: public (no authentication), behind the host guard like every route. The
// document is built on first request and kept: it depends only on the code and the public URL,
// which is known once the server listens (port 0).
import type { RouteList, RouteTable } from '../routes.ts';
import type { Mount } from './document.ts';

export const OPENAPI_PATH = '/openapi.json';

export interface AppRouteTables {
  v1: RouteList[];
  v1Open: RouteList[];
  control: RouteList[];
  pages: RouteList[];
}

/** The app's tables by mount point, with this route's own table: everything the document describes. */
export function documentedMounts(tables: AppRouteTables, own: RouteTable = openApiTableShape): Mount[] {
  return [
    { prefix: '/v1', tables: [...tables.v1Open, ...tables.v1] },
    { prefix: '/sandbox/v1', tables: tables.control },
    { prefix: '', tables: [...tables.pages, own] },
  ];
}

const openApiTableShape: RouteTable = [['get', OPENAPI_PATH]];

export function openApiRoutes(tables: AppRouteTables, publicUrl: () => string): RouteTable {
  let cached: { url: string; text: string } | null = null;
  const table: RouteTable = [
    ['get', OPENAPI_PATH, async (_req, res) => {
      const url = publicUrl();
      if (cached?.url !== url) {
        // Loaded on first use, like the boleto page: every route's schemas are not start-up work.
        const { buildOpenApiDocument } = await import('./document.ts');
        cached = { url, text: JSON.stringify(buildOpenApiDocument(documentedMounts(tables, table), url)) };
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(cached.text), 'Cache-Control': 'no-cache' });
      res.end(cached.text);
    }],
  ];
  return table;
}

