import { Router } from 'express';
import type { AppContext } from '../../app/context.ts';
import { revokeAccessTokens } from '../../app/accounts.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { registerRoutes } from '../routes.ts';

/**
 * DELETE /sandbox/v1/tokens revokes every access token of the calling account, so a suite can
 * check that its client re-authorizes after a 401 as the official SDKs do.
 */
export function tokenRoutes(ctx: AppContext): Router {
  const router = Router();
  registerRoutes(router, [
    ['delete', '/tokens', requireBearerOrBasic(ctx), (_req, res) => {
      res.status(200).json({ revoked: revokeAccessTokens(ctx, accountOf(res)) });
    }],
  ]);
  return router;
}
