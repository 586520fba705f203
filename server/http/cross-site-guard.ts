// Cross-site requests: any web page the user opens can make the browser send a form post or a
// "simple" fetch to this server. A browser says where such a request comes from (Origin,
// Sec-Fetch-Site), so a request that may change state is refused unless it comes from this
// server's own pages or from no page at all (curl, SDKs and test suites send neither header).
// The control API also takes only JSON bodies: a cross-site page cannot send application/json
// without a CORS preflight, which this server never grants.
import { ApiError } from '../domain/errors.ts';
import type { ApiRequest, Handler } from './routes.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins of this server's own pages: as reached (Host), and as published (--public-url). */
function ownOrigin(origin: string, host: string | undefined, publicUrl: string): boolean {
  if (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)) return true;
  return URL.canParse(publicUrl) && new URL(publicUrl).origin === origin;
}

/** Why the browser request is foreign, or null when it may go ahead. */
function crossSiteReason(req: ApiRequest, publicUrl: string): string | null {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;
  const origin = req.headers.origin;
  if (origin !== undefined && !ownOrigin(origin, req.headers.host, publicUrl)) return `Origin: ${origin.slice(0, 100)}`;
  return null;
}

/**
 * Middleware: 403 in the error shape for a state-changing request sent by another site's page.
 * `openToOtherSites`: paths another site's page posts to by design and whose post changes nothing
 * (the 3-D Secure challenge's entry, which only shows the page).
 */
export function guardCrossSite(publicUrl: () => string, openToOtherSites: readonly RegExp[] = []): Handler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.method === 'POST' && openToOtherSites.some((path) => path.test(req.path))) return next();
    const reason = crossSiteReason(req, publicUrl());
    if (reason === null) return next();
    next(new ApiError('forbidden', `Requisição de outra origem recusada (${reason}): o sandbox só aceita alterações das suas próprias páginas ou de clientes fora do navegador.`));
  };
}

/** Middleware for the control API, after the body is read: a body, when there is one, must be JSON. */
export const requireJsonBody: Handler = (req, _res, next) => {
  const hasBody = req.rawBody !== undefined && req.rawBody.trim() !== '';
  if (!hasBody || req.is(['application/json', '+json'])) return next();
  next(new ApiError('unsupportedMediaType', 'O corpo das chamadas de /sandbox/v1 deve ser JSON: envie Content-Type: application/json.'));
};
