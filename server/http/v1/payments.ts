// Pay and one-step: the payment choice decides the use case and the answer's shape (boleto or
// card, wire-format §7.2, §7.7); the schema has already made sure exactly one was given.
import type { AppContext } from '../../app/context.ts';
import { createOneStepBillet, payChargeWithBillet } from '../../app/boletos.ts';
import { pixAnswerOf } from '../../app/bolix.ts';
import { createOneStepCard, payChargeWithCard } from '../../app/card-payments.ts';
import type { ErrorKind } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { sendData } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { chosenPayment, oneStepSchema, paySchema } from '../schemas/payment.ts';
import { exampleBillingAddress, exampleBoletoLinks, exampleCustomer, exampleItems, exampleToken, exampleTypedLine } from '../openapi/examples.ts';
import { dataEnvelope } from '../openapi/route-doc.ts';
import { paidThroughLink } from '../openapi/shapes/charge.ts';
import { billetIssuedView } from './boleto-views.ts';
import { cardPaidView } from './card-views.ts';
import { splitRefusals } from '../../domain/marketplace.ts';

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

export function paymentRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'post',
      path: '/charge/one-step',
      tag,
      summary: 'Create a charge and pay it in one call: a boleto (banking_billet) or a card (credit_card)',
      auth: 'bearer',
      body: {
        name: 'OneStepCharge',
        schema: oneStepSchema,
        example: { items: exampleItems, payment: { banking_billet: { expire_at: '2025-03-15', customer: exampleCustomer } } },
      },
      response: answer,
      errors: [...paymentRules, ...splitRefusals, 'discountWithSplit'],
      handler: async ({ res, body }) => {
        const account = accountOf(res);
        const payment = chosenPayment(body.payment);
        if (payment.credit_card) {
          sendData(res, cardPaidView(createOneStepCard(ctx, account, { ...body, payment: { credit_card: payment.credit_card } })));
        } else {
          const charge = createOneStepBillet(ctx, account, { ...body, payment: { banking_billet: payment.banking_billet } });
          sendData(res, billetIssuedView(charge, publicUrl(), await pixAnswerOf(ctx, account, charge.id)));
        }
      },
    }),
    route({
      method: 'post',
      path: '/charge/:id/pay',
      tag,
      summary: 'Pay a new charge: a boleto (banking_billet) or a card (credit_card)',
      auth: 'bearer',
      body: {
        name: 'PayCharge',
        schema: paySchema,
        example: { payment: { credit_card: { customer: exampleCustomer, billing_address: exampleBillingAddress, payment_token: exampleToken, installments: 1 } } },
      },
      response: answer,
      errors: ['alreadyHasPaymentMethod', 'useParentMetadataRoute', 'notPayable', ...paymentRules, 'discountWithSplit'],
      handler: async ({ res, params, body }) => {
        const account = accountOf(res);
        const payment = chosenPayment(body.payment);
        if (payment.credit_card) {
          sendData(res, cardPaidView(payChargeWithCard(ctx, account, params.id, payment.credit_card)));
        } else {
          const charge = payChargeWithBillet(ctx, account, params.id, payment.banking_billet);
          sendData(res, billetIssuedView(charge, publicUrl(), await pixAnswerOf(ctx, account, charge.id)));
        }
      },
    }),
  ];
}
