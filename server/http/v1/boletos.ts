import type { AppContext } from '../../app/context.ts';
import * as boletos from '../../app/boletos.ts';
import { resendBillet } from '../../app/emails.ts';
import { accountOf } from '../auth.ts';
import { sendOk } from '../envelope.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { validateBody } from '../validate.ts';
import { balanceSheetSchema, billetDueDateSchema, resendSchema } from '../schemas/billet.ts';
import type { BalanceSheet } from '../../domain/balance-sheet.ts';

export function boletoRoutes(ctx: AppContext): RouteTable {
  return [
    ['put', '/charge/:id/billet', (req, res) => {
      const id = idParam(req.params.id);
      const { expire_at } = validateBody<{ expire_at: string }>(billetDueDateSchema, req.body);
      boletos.changeBilletDueDate(ctx, accountOf(res), id, expire_at);
      sendOk(res);
    }],
    ['post', '/charge/:id/billet/resend', async (req, res) => {
      const id = idParam(req.params.id);
      const { email } = validateBody<{ email: string }>(resendSchema, req.body);
      await resendBillet(ctx, accountOf(res), id, email);
      sendOk(res);
    }],
    ['post', '/charge/:id/balance-sheet', (req, res) => {
      const id = idParam(req.params.id);
      const sheet = validateBody<BalanceSheet>(balanceSheetSchema, req.body);
      boletos.setBalanceSheet(ctx, accountOf(res), id, sheet);
      sendOk(res);
    }],
  ];
}
