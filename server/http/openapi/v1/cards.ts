// The card routes after payment (server/http/v1/cards.ts): another card for a refused charge, refunds.
import { refundSchema, retrySchema } from '../../schemas/card.ts';
import { exampleBillingAddress, exampleCustomer, exampleToken } from '../examples.ts';
import { dataEnvelope, object, string, type RouteDocs } from '../route-doc.ts';
import { cardPaid } from '../shapes/charge.ts';

const tag = 'Cards';

export const cardDocs: RouteDocs = {
  'POST /v1/charge/:id/retry': {
    tag,
    summary: 'Pay a refused card charge (unpaid) with another card',
    auth: 'bearer',
    body: { name: 'RetryCard', schema: retrySchema, example: { payment: { credit_card: { customer: exampleCustomer, billing_address: exampleBillingAddress, payment_token: exampleToken } } } },
    response: { schema: dataEnvelope(cardPaid), description: 'The card\'s answer.' },
    errors: ['notRetryable', 'paymentTokenUsed'],
  },
  'POST /v1/charge/card/:id/refund': {
    tag,
    summary: 'Refund a card payment, whole or `amount` cents of it',
    auth: 'bearer',
    body: { name: 'Refund', schema: refundSchema, optional: true, example: { amount: 5000 } },
    response: {
      schema: object({ code: { const: 200 }, message: string }),
      description: 'The refund is under way (no `data`).',
      example: { code: 200, message: 'Reembolso em processamento' },
    },
    errors: ['notRefundable'],
  },
};

