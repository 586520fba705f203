import type { AppContext } from '../../app/context.ts';
import { revokeAccessTokens } from '../../app/accounts.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { integer, object } from '../openapi/route-doc.ts';

const tag = 'Sandbox: accounts';

/**
 * DELETE /sandbox/v1/tokens revokes every access token of the calling account, so a suite can
 * check that its client re-authorizes after a 401 as the official SDKs do.
 */
export function tokenRoutes(ctx: AppContext) {
  return [
    route({
      method: 'delete',
      path: '/tokens',
      tag,
      summary: 'Revoke every access token of the calling account (to test re-authorization)',
      auth: 'account',
      response: { schema: object({ revoked: integer }), description: 'How many tokens were revoked.', example: { revoked: 2 } },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, { revoked: revokeAccessTokens(ctx, accountOf(res)) });
      },
    }),
  ];
}
