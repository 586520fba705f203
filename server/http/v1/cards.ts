// The card routes after payment (wire-format §7.38): another card for a refused charge, refunds.
import type { AppContext } from '../../app/context.ts';
import { refundCardCharge, retryCardPayment, type RetryInput } from '../../app/card-payments.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendJson } from '../envelope.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { validateBody } from '../validate.ts';
import { refundSchema, retrySchema } from '../schemas/card.ts';
import { cardPaidView } from './card-views.ts';

export function cardRoutes(ctx: AppContext): RouteTable {
  return [
    ['post', '/charge/:id/retry', (req, res) => {
      const id = idParam(req.params.id);
      const { payment } = validateBody<{ payment: { credit_card: RetryInput } }>(retrySchema, req.body);
      sendData(res, cardPaidView(retryCardPayment(ctx, accountOf(res), id, payment.credit_card)));
    }],
    ['post', '/charge/card/:id/refund', (req, res) => {
      const id = idParam(req.params.id);
      // Body-less calls (nothing, `[]`, `{}`, `null`) are the common case: the whole payment goes back.
      const body = req.body === undefined || req.body === null || (Array.isArray(req.body) && req.body.length === 0) ? {} : req.body;
      const { amount } = validateBody<{ amount?: number }>(refundSchema, body);
      refundCardCharge(ctx, accountOf(res), id, amount);
      sendJson(res, 200, { code: 200, message: 'Reembolso em processamento' });
    }],
  ];
}
