// POST /v1/authorize (server/http/v1/authorize.ts): the OAuth2 client-credentials token, unwrapped.
import { authorizeSchema } from '../../schemas/authorize.ts';
import { integer, object, string, type RouteDocs } from '../route-doc.ts';

export const authorizeDocs: RouteDocs = {
  'POST /v1/authorize': {
    tag: 'Authorization',
    summary: 'An access token for the account whose client_id:client_secret come as HTTP Basic',
    description: 'The answer is not wrapped in {code, data}, as on the real API. Tokens last 600 seconds.',
    auth: 'basic',
    body: { name: 'Authorize', schema: authorizeSchema, example: { grant_type: 'client_credentials' } },
    response: {
      schema: object({ access_token: string, refresh_token: string, expires_in: integer, expire_at: string, token_type: { const: 'Bearer' } }),
      description: 'The token.',
    },
    errors: [],
  },
};
