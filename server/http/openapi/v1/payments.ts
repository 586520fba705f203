// Pay and one-step (server/http/v1/payments.ts): a boleto or a card, the answer shaped by the choice.
import { oneStepSchema, paySchema } from '../../schemas/payment.ts';
import { exampleBillingAddress, exampleBoletoLinks, exampleCustomer, exampleItems, exampleToken, exampleTypedLine } from '../examples.ts';
import { dataEnvelope, type RouteDocs } from '../route-doc.ts';
import { paidThroughLink } from '../shapes/charge.ts';
import type { ErrorKind } from '../../../domain/errors.ts';

const tag = 'Charges';
const paymentRules: ErrorKind[] = ['expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed'];
const boletoAnswer = {
  code: 200,
  data: { barcode: exampleTypedLine, ...exampleBoletoLinks, expire_at: '2025-03-15', charge_id: 1000001, status: 'waiting', total: 15000, payment: 'banking_billet' },
};
const answer = {
  schema: dataEnvelope(paidThroughLink),
  description: 'The boleto issued, or the card\'s answer (approved, or unpaid with the refusal: the last digit of the test card decides).',
  example: boletoAnswer,
};

export const paymentDocs: RouteDocs = {
  'POST /v1/charge/one-step': {
    tag,
    summary: 'Create a charge and pay it in one call: a boleto (banking_billet) or a card (credit_card)',
    auth: 'bearer',
    body: {
      name: 'OneStepCharge',
      schema: oneStepSchema,
      example: { items: exampleItems, payment: { banking_billet: { expire_at: '2025-03-15', customer: exampleCustomer } } },
    },
    response: answer,
    errors: paymentRules,
  },
  'POST /v1/charge/:id/pay': {
    tag,
    summary: 'Pay a new charge: a boleto (banking_billet) or a card (credit_card)',
    auth: 'bearer',
    body: {
      name: 'PayCharge',
      schema: paySchema,
      example: { payment: { credit_card: { customer: exampleCustomer, billing_address: exampleBillingAddress, payment_token: exampleToken, installments: 1 } } },
    },
    response: answer,
    errors: ['alreadyHasPaymentMethod', 'useParentMetadataRoute', 'notPayable', ...paymentRules],
  },
};
