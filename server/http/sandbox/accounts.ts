import { Router } from 'express';
import type { AppContext } from '../../app/context.ts';
import { createAccount } from '../../app/accounts.ts';
import { ApiError } from '../../domain/errors.ts';
import { parseBearer } from '../auth.ts';
import { registerRoutes } from '../routes.ts';
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

export function accountRoutes(ctx: AppContext, policy: AccountCreationPolicy): Router {
  const router = Router();
  registerRoutes(router, [
    ['post', '/accounts', (req, res) => {
      if (!policy.open && (!policy.adminToken || parseBearer(req.headers.authorization) !== policy.adminToken)) {
        throw new ApiError('forbidden', 'Criar contas exige o token de administração (Authorization: Bearer <admin token>) quando o servidor não está em loopback.');
      }
      const input = validateBody<{ name?: string }>(createAccountSchema, req.body ?? {});
      res.status(200).json(createAccount(ctx, { name: input.name }));
    }],
  ]);
  return router;
}
