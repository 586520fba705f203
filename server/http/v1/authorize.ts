import type { AppContext } from '../../app/context.ts';
import { issueAccessToken } from '../../app/accounts.ts';
import { ApiError } from '../../domain/errors.ts';
import { parseBasic } from '../auth.ts';
import { type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { validateBody } from '../validate.ts';
import { authorizeSchema } from '../schemas/authorize.ts';

/** POST /v1/authorize answers the token unwrapped — no {code, data} envelope (wire-format §1). */
export function authorizeRoutes(ctx: AppContext): RouteTable {
  return [
    ['post', '/authorize', (req, res) => {
      const credentials = parseBasic(req.headers.authorization);
      if (!credentials) throw new ApiError('invalidClient', 'Informe client_id e client_secret por HTTP Basic.');
      validateBody(authorizeSchema, req.body);
      sendJson(res, 200, issueAccessToken(ctx, credentials.clientId, credentials.clientSecret));
    }],
  ];
}
