// Accounts (server/http/sandbox/accounts.ts).
import { createAccountSchema } from '../../sandbox/accounts.ts';
import { arrayOf, integer, object, string, type RouteDocs } from '../route-doc.ts';

const tag = 'Sandbox: accounts';
const credentials = object({ account_id: integer, client_id: string, client_secret: string, name: string, account_code: { type: 'string', pattern: '^[0-9a-f]{32}$' } });
const adminNote = 'Open on a loopback bind (the default); elsewhere it needs the admin token as Bearer (403 without it).';

export const accountDocs: RouteDocs = {
  'GET /sandbox/v1/accounts': {
    tag,
    summary: 'Every account, with its credentials',
    description: adminNote,
    auth: 'admin',
    response: { schema: object({ accounts: arrayOf(credentials) }), description: 'The accounts.' },
    errors: [],
  },
  'POST /sandbox/v1/accounts': {
    tag,
    summary: 'Create an account (a tenant with its own charges, tokens and clock)',
    description: adminNote,
    auth: 'admin',
    body: { name: 'CreateAccount', schema: createAccountSchema, optional: true, example: { name: 'Loja A' } },
    response: {
      schema: credentials,
      description: 'The new account\'s credentials (not wrapped).',
      example: { account_id: 2, client_id: 'Client_Id_4b1f…', client_secret: 'Client_Secret_9c2e…', name: 'Loja A', account_code: '3f0c9e8d2b1a4c6e8f7d5b3a1c9e0f2d' },
    },
    errors: [],
  },
};
