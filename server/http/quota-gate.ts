// The daily request quota at the door of each /v1 route a Bearer token opens (app/quota.ts):
// after authentication (the account is known), before fault injection and the route's own work.
// /v1/authorize and the browser tokenizer's calls are not counted: the real service's tables of
// limits (EFIDOC limites-de-consumo.md) list neither.
import type { AppContext } from '../app/context.ts';
import { countRequest } from '../app/quota.ts';
import { ApiError } from '../domain/errors.ts';
import { endpointName, QUOTA_EXCEEDED_MESSAGE } from '../domain/quota.ts';
import { accountOf } from './auth.ts';
import type { DeclaredRoute } from './route-declaration.ts';
import type { Handler } from './routes.ts';

/** The gate of one route: its endpoint's name is worked out once, when the router is built. */
export function quotaGate(ctx: AppContext, mountPath: string): (route: DeclaredRoute) => Handler {
  return (route) => {
    const endpoint = endpointName(route.method, `${mountPath}${route.path}`);
    return (_req, res, next) => {
      const account = accountOf(res);
      // No quota (the default): nothing counted, nothing written.
      if (account.daily_quota === 0) return next();
      const verdict = countRequest(ctx, account, endpoint);
      if (!verdict.allowed) {
        res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
        throw new ApiError('quotaExceeded', QUOTA_EXCEEDED_MESSAGE);
      }
      next();
    };
  };
}
