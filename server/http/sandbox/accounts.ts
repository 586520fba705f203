// Creating and listing accounts (credentials included): `admin` routes, open on a loopback bind and
// behind the admin token elsewhere (auth.ts's adminAuth, mounted in app.ts).
import type { AppContext } from '../../app/context.ts';
import { createAccount, listAccounts } from '../../app/accounts.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { arrayOf, integer, object, string } from '../openapi/route-doc.ts';

export const createAccountSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

const tag = 'Sandbox: accounts';
const credentials = object({ account_id: integer, client_id: string, client_secret: string, name: string, account_code: { type: 'string', pattern: '^[0-9a-f]{32}$' } });
const adminNote = 'Open on a loopback bind (the default); elsewhere it needs the admin token as Bearer (403 without it).';

export function accountRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/accounts',
      tag,
      summary: 'Every account, with its credentials',
      description: adminNote,
      auth: 'admin',
      adminAction: 'Listar contas',
      response: { schema: object({ accounts: arrayOf(credentials) }), description: 'The accounts.' },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, { accounts: listAccounts(ctx) });
      },
    }),
    route({
      method: 'post',
      path: '/accounts',
      tag,
      summary: 'Create an account (a tenant with its own charges, tokens and clock)',
      description: adminNote,
      auth: 'admin',
      adminAction: 'Criar contas',
      // `[]` is refused as the list it is, as it always was; nothing, `{}` or null is no name.
      body: { name: 'CreateAccount', schema: createAccountSchema, optional: true, emptyListIsBody: true, example: { name: 'Loja A' } },
      response: {
        schema: credentials,
        description: 'The new account\'s credentials (not wrapped).',
        example: { account_id: 2, client_id: 'Client_Id_4b1f…', client_secret: 'Client_Secret_9c2e…', name: 'Loja A', account_code: '3f0c9e8d2b1a4c6e8f7d5b3a1c9e0f2d' },
      },
      errors: [],
      handler: ({ res, body }) => {
        sendJson(res, 200, createAccount(ctx, { name: body.name }));
      },
    }),
  ];
}
