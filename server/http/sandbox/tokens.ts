import type { AppContext } from '../../app/context.ts';
import { revokeAccessTokens } from '../../app/accounts.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';

/**
 * DELETE /sandbox/v1/tokens revokes every access token of the calling account, so a suite can
 * check that its client re-authorizes after a 401 as the official SDKs do.
 */
export function tokenRoutes(ctx: AppContext): RouteTable {
  return [
    ['delete', '/tokens', requireBearerOrBasic(ctx), (_req, res) => {
      sendJson(res, 200, { revoked: revokeAccessTokens(ctx, accountOf(res)) });
    }],
  ];
}
