import type { AppContext } from '../../app/context.ts';
import { createAccount, listAccounts } from '../../app/accounts.ts';
import { ApiError } from '../../domain/errors.ts';
import { parseBearer } from '../auth.ts';
import type { ApiRequest, RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { validateBody } from '../validate.ts';

export const createAccountSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 1, maxLength: 255 } },
};

export interface AccountCreationPolicy {
  /** Anyone who can reach a loopback bind may create accounts; elsewhere the admin token is needed. */
  open: boolean;
  adminToken?: string;
}

/** Creating and listing accounts (credentials included) share one rule. */
function requireAdmin(req: ApiRequest, policy: AccountCreationPolicy, what: string): void {
  if (!policy.open && (!policy.adminToken || parseBearer(req.headers.authorization) !== policy.adminToken)) {
    throw new ApiError('forbidden', `${what} exige o token de administração (Authorization: Bearer <admin token>) quando o servidor não está em loopback.`);
  }
}

export function accountRoutes(ctx: AppContext, policy: AccountCreationPolicy): RouteTable {
  return [
    ['get', '/accounts', (req, res) => {
      requireAdmin(req, policy, 'Listar contas');
      sendJson(res, 200, { accounts: listAccounts(ctx) });
    }],
    ['post', '/accounts', (req, res) => {
      requireAdmin(req, policy, 'Criar contas');
      const input = validateBody<{ name?: string }>(createAccountSchema, req.body ?? {});
      sendJson(res, 200, createAccount(ctx, { name: input.name }));
    }],
  ];
}
