import { Router } from 'express';
import type { AppContext } from '../../app/context.ts';
import { issueAccessToken } from '../../app/accounts.ts';
import { ApiError } from '../../domain/errors.ts';
import { parseBasic } from '../auth.ts';
import { registerRoutes } from '../routes.ts';
import { validateBody } from '../validate.ts';
import { authorizeSchema } from '../schemas/authorize.ts';

/** POST /v1/authorize answers the token unwrapped — no {code, data} envelope (wire-format §1). */
export function authorizeRoutes(ctx: AppContext): Router {
  const router = Router();
  registerRoutes(router, [
    ['post', '/authorize', (req, res) => {
      const credentials = parseBasic(req.headers.authorization);
      if (!credentials) throw new ApiError('invalidClient', 'Informe client_id e client_secret por HTTP Basic.');
      validateBody(authorizeSchema, req.body);
      res.status(200).json(issueAccessToken(ctx, credentials.clientId, credentials.clientSecret));
    }],
  ]);
  return router;
}
