// POST /v1/authorize: the OAuth2 client-credentials token, unwrapped.
import type { AppContext } from '../../app/context.ts';
import { issueAccessToken } from '../../app/accounts.ts';
import { parseBasic } from '../auth.ts';
import { sendJson } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { authorizeSchema } from '../schemas/authorize.ts';
import { integer, object, string } from '../openapi/route-doc.ts';

/** POST /v1/authorize answers the token unwrapped — no {code, data} envelope (wire-format §1). */
export function authorizeRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: '/authorize',
      tag: 'Authorization',
      summary: 'An access token for the account whose client_id:client_secret come as HTTP Basic',
      description: 'The answer is not wrapped in {code, data}, as on the real API. Tokens last 600 seconds.',
      // The mount's `basic` refuses a call without HTTP Basic; the issuer checks the credentials.
      auth: 'basic',
      body: { name: 'Authorize', schema: authorizeSchema, example: { grant_type: 'client_credentials' } },
      response: {
        schema: object({ access_token: string, refresh_token: string, expires_in: integer, expire_at: string, token_type: { const: 'Bearer' } }),
        description: 'The token.',
      },
      errors: [],
      handler: ({ req, res }) => {
        const credentials = parseBasic(req.headers.authorization)!;
        sendJson(res, 200, issueAccessToken(ctx, credentials.clientId, credentials.clientSecret));
      },
    }),
  ];
}
