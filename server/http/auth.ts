// Who is calling. /v1 takes the Bearer token from POST /v1/authorize; the sandbox control API
// also takes HTTP Basic client credentials, so a test suite can act without an OAuth round trip.
import type { ApiRequest, ApiResponse, Handler, Next } from './routes.ts';
import type { DeclaredRoute } from './route-declaration.ts';
import type { AppContext } from '../app/context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { authenticateBasic, authenticateBearer } from '../app/accounts.ts';
import { ApiError } from '../domain/errors.ts';

export function parseBasic(header: string | undefined): { clientId: string; clientSecret: string } | null {
  const match = header && /^Basic\s+(\S+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

export function parseBearer(header: string | undefined): string | null {
  const match = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function accountOf(res: ApiResponse): AccountRow {
  return res.locals.account as AccountRow;
}

export function requireBearer(ctx: AppContext) {
  return (req: ApiRequest, res: ApiResponse, next: Next): void => {
    const token = parseBearer(req.headers.authorization);
    if (!token) throw new ApiError('unauthorized', 'Informe o token de acesso no cabeçalho Authorization: Bearer <token>.');
    res.locals.account = authenticateBearer(ctx, token);
    next();
  };
}

/** POST /v1/authorize: client credentials by HTTP Basic, checked by the token's issuer. */
export function requireBasicCredentials(req: ApiRequest, _res: ApiResponse, next: Next): void {
  if (!parseBasic(req.headers.authorization)) throw new ApiError('invalidClient', 'Informe client_id e client_secret por HTTP Basic.');
  next();
}

export function requireBearerOrBasic(ctx: AppContext) {
  return (req: ApiRequest, res: ApiResponse, next: Next): void => {
    const basic = parseBasic(req.headers.authorization);
    if (basic) {
      res.locals.account = authenticateBasic(ctx, basic.clientId, basic.clientSecret);
      next();
      return;
    }
    requireBearer(ctx)(req, res, next);
  };
}

/** Where a client that cannot send headers (a browser's EventSource) may give its Bearer token. */
export const QUERY_TOKEN = 'access_token';

/**
 * The control API's `account` auth, per route: Bearer or Basic; and where the route declares the
 * `access_token` query parameter (GET /sandbox/v1/events), that token when no Authorization
 * header comes — so what the document says of the route is what its auth does.
 */
export function accountAuth(ctx: AppContext): (route: DeclaredRoute) => Handler[] {
  const headerAuth = requireBearerOrBasic(ctx);
  const headerOrQueryAuth = (req: ApiRequest, res: ApiResponse, next: Next): void => {
    const token = req.query[QUERY_TOKEN];
    if (typeof token === 'string' && !req.headers.authorization) {
      res.locals.account = authenticateBearer(ctx, token);
      next();
      return;
    }
    headerAuth(req, res, next);
  };
  return (route) => [route.query?.some(({ name }) => name === QUERY_TOKEN) ? headerOrQueryAuth : headerAuth];
}

export interface AccountCreationPolicy {
  /** Anyone who can reach a loopback bind may create accounts; elsewhere the admin token is needed. */
  open: boolean;
  adminToken?: string;
}

/**
 * The control API's `admin` auth (creating and listing accounts, credentials included, share one
 * rule): open on a loopback bind, the admin token as Bearer elsewhere. The 403 names the route's
 * `adminAction`, which an admin route must declare.
 */
export function adminAuth(policy: AccountCreationPolicy): (route: DeclaredRoute) => Handler[] {
  return (route) => {
    const action = route.adminAction;
    if (!action) throw new Error(`${route.method.toUpperCase()} ${route.path} declares auth "admin" without the adminAction its refusal names`);
    return [
      (req, _res, next) => {
        if (!policy.open && (!policy.adminToken || parseBearer(req.headers.authorization) !== policy.adminToken)) {
          throw new ApiError('forbidden', `${action} exige o token de administração (Authorization: Bearer <admin token>) quando o servidor não está em loopback.`);
        }
        next();
      },
    ];
  };
}
