// Serves the built dashboard (out/renderer: index.html + assets/) after the API routers:
// hashed assets cached for a year, index.html never cached and sent with a Content-Security-
// Policy, and every other page-like GET answered with index.html so the dashboard's own routes
// (/charges/123) survive a reload. API paths never reach any of it.
// node:fs, not node:fs/promises: that module costs ~5 ms of CPU to load, at every start (issue 23 §6).
import { readFile } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import { sendHtml } from './security-headers.ts';

export const DASHBOARD_CSP =
  "default-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-src 'self' blob:; " +
  "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// /checkout holds the payment page's built HTML, which is served only as /pagamento/<code>.
const apiPrefixes = ['/v1', '/v2', '/sandbox', '/boleto', '/emissao', '/carne', '/pagamento', '/checkout', '/3ds'];

/** /v1/*, /v2/*, /sandbox/*, /boleto/*, /emissao/*, /carne/*, /pagamento/*, /checkout/*, /3ds/* (and the bare prefixes) belong to the API and its pages, not the dashboard. */
export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

// The dashboard's icon, for pages that name none (the boleto page): browsers ask for it anyway.
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M8 1l7 7-7 7-7-7z" fill="#0e7490"/></svg>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function notBuiltPage(dir: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Cobrança Sandbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222}code{background:#f2f2f2;padding:.1rem .3rem;border-radius:3px}</style>
</head><body>
<h1>Cobrança Sandbox</h1>
<p>O painel não foi compilado (the dashboard is not built): nada em <code>${escapeHtml(dir)}</code>.</p>
<p>Rode <code>npm run build:renderer</code> e recarregue esta página. A API continua em <code>/v1</code> e <code>/sandbox/v1</code>.</p>
</body></html>
`;
}

/**
 * The dashboard's router, mounted after the API's and ahead of the 404. API paths that no route
 * claimed leave it at once for that 404, before any file is looked at.
 */
export function dashboardRouter(dir: string): Router {
  const router = Router();
  // Read on every request (it is small and rarely asked for): a rebuild shows up on reload.
  const sendIndex = (_req: Request, res: Response, next: NextFunction) => {
    readFile(join(dir, 'index.html'), (error, html) => {
      if (!error) return sendHtml(res, 200, html, DASHBOARD_CSP);
      if (error.code !== 'ENOENT' && error.code !== 'ENOTDIR') return next(error);
      sendHtml(res, 404, notBuiltPage(dir), DASHBOARD_CSP);
    });
  };
  router.use((req, _res, next) => (isApiPath(req.path) ? next('router') : next()));
  router.get(['/', '/index.html'], sendIndex);
  router.get('/favicon.ico', (_req, res) => {
    res.setHeader('Content-Type', 'image/svg+xml');
    res.setHeader('Cache-Control', 'max-age=86400');
    res.end(FAVICON_SVG);
  });
  // Vite names assets by content hash: a changed file is a new URL, so they never go stale.
  router.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false }));
  const setHeaders = (res: ServerResponse, path: string) => {
    res.setHeader('Cache-Control', 'no-cache');
    // Any other page a later build adds carries the policy too.
    if (path.endsWith('.html')) res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
  };
  router.use(express.static(dir, { index: false, redirect: false, setHeaders }));
  router.use((req, res, next) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
    return wantsPage ? sendIndex(req, res, next) : next();
  });
  return router;
}
