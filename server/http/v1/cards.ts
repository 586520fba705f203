// The card routes after payment (wire-format §7.38): another card for a refused charge, refunds.
import type { AppContext } from '../../app/context.ts';
import { refundCardCharge, retryCardPayment } from '../../app/card-payments.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendJson } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { refundSchema, retrySchema } from '../schemas/card.ts';
import { exampleBillingAddress, exampleCustomer, exampleToken } from '../openapi/examples.ts';
import { dataEnvelope, object, string } from '../openapi/route-doc.ts';
import { cardPaid } from '../openapi/shapes/charge.ts';
import { cardPaidView } from './card-views.ts';

const tag = 'Cards';

export function cardRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: '/charge/:id/retry',
      tag,
      summary: 'Pay a refused card charge (unpaid) with another card',
      auth: 'bearer',
      body: { name: 'RetryCard', schema: retrySchema, example: { payment: { credit_card: { customer: exampleCustomer, billing_address: exampleBillingAddress, payment_token: exampleToken } } } },
      response: { schema: dataEnvelope(cardPaid), description: 'The card\'s answer.' },
      errors: ['notRetryable', 'paymentTokenUsed', 'customerIsPayee'],
      handler: ({ res, params, body }) => {
        sendData(res, cardPaidView(retryCardPayment(ctx, accountOf(res), params.id, body.payment.credit_card)));
      },
    }),
    route({
      method: 'post',
      path: '/charge/card/:id/refund',
      tag,
      summary: 'Refund a card payment, whole or `amount` cents of it',
      auth: 'bearer',
      // Body-less calls (nothing, `[]`, `{}`, `null`) are the common case: the whole payment goes back.
      body: { name: 'Refund', schema: refundSchema, optional: true, example: { amount: 5000 } },
      response: {
        schema: object({ code: { const: 200 }, message: string }),
        description: 'The refund is under way (no `data`).',
        example: { code: 200, message: 'Reembolso em processamento' },
      },
      errors: ['notRefundable'],
      handler: ({ res, params, body }) => {
        refundCardCharge(ctx, accountOf(res), params.id, body.amount);
        sendJson(res, 200, { code: 200, message: 'Reembolso em processamento' });
      },
    }),
  ];
}
