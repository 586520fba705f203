import type { AppContext } from '../../app/context.ts';
import { createAccount } from '../../app/accounts.ts';
import { ApiError } from '../../domain/errors.ts';
import { parseBearer } from '../auth.ts';
import { type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { validateBody } from '../validate.ts';

const createAccountSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 1, maxLength: 255 } },
};

export interface AccountCreationPolicy {
  /** Anyone who can reach a loopback bind may create accounts; elsewhere the admin token is needed. */
  open: boolean;
  adminToken?: string;
}

export function accountRoutes(ctx: AppContext, policy: AccountCreationPolicy): RouteTable {
  return [
    ['post', '/accounts', (req, res) => {
      if (!policy.open && (!policy.adminToken || parseBearer(req.headers.authorization) !== policy.adminToken)) {
        throw new ApiError('forbidden', 'Criar contas exige o token de administração (Authorization: Bearer <admin token>) quando o servidor não está em loopback.');
      }
      const input = validateBody<{ name?: string }>(createAccountSchema, req.body ?? {});
      sendJson(res, 200, createAccount(ctx, { name: input.name }));
    }],
  ];
}
