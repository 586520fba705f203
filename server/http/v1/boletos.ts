// A boleto's due date, resend and balance sheet.
import type { AppContext } from '../../app/context.ts';
import * as boletos from '../../app/boletos.ts';
import { resendBillet } from '../../app/emails.ts';
import { accountOf } from '../auth.ts';
import { sendOk } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { balanceSheetSchema, billetDueDateSchema, resendSchema } from '../schemas/billet.ts';
import { okEnvelope } from '../openapi/route-doc.ts';

const tag = 'Boletos';
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };

export function boletoRoutes(ctx: AppContext) {
  return [
    route({
      method: 'put',
      path: '/charge/:id/billet',
      tag,
      summary: 'Move a boleto\'s due date (waiting or unpaid): a new boleto replaces it',
      auth: 'bearer',
      body: { name: 'BilletDueDate', schema: billetDueDateSchema, example: { expire_at: '2025-04-10' } },
      response: ok,
      errors: ['notBankingBillet', 'billetNotUpdatable', 'useCarnetRoute', 'expireBeforeToday', 'dueDateBeyondMaximum', 'updateAwaitingConfirmation'],
      handler: ({ res, params, body }) => {
        boletos.changeBilletDueDate(ctx, accountOf(res), params.id, body.expire_at);
        sendOk(res);
      },
    }),
    route({
      method: 'post',
      path: '/charge/:id/billet/resend',
      tag,
      summary: 'Send the boleto by e-mail again (to the sandbox\'s outbox)',
      auth: 'bearer',
      body: { name: 'Resend', schema: resendSchema, example: { email: 'oldbuck@example.com' } },
      response: ok,
      errors: ['notResendable'],
      handler: async ({ res, params, body }) => {
        await resendBillet(ctx, accountOf(res), params.id, body.email);
        sendOk(res);
      },
    }),
    route({
      method: 'post',
      path: '/charge/:id/balance-sheet',
      tag,
      summary: 'Print a balance sheet on the boleto',
      auth: 'bearer',
      body: {
        name: 'BalanceSheet',
        schema: balanceSheetSchema,
        example: {
          title: 'Balancete de março',
          body: [{ header: 'Consumo', tables: [{ rows: [[{ align: 'left', color: '#000000', style: 'bold', text: 'Água', colspan: 2 }, { align: 'right', color: '#000000', style: 'normal', text: 'R$ 80,00', colspan: 2 }]] }] }],
        },
      },
      response: ok,
      errors: ['notFromCarnetOrSubscription', 'balanceSheetAlreadySet', 'notBankingBillet'],
      handler: ({ res, params, body }) => {
        boletos.setBalanceSheet(ctx, accountOf(res), params.id, body);
        sendOk(res);
      },
    }),
  ];
}
