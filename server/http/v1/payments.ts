// Pay and one-step: the payment choice decides the use case and the answer's shape (boleto or
// card, wire-format §7.2, §7.7); the schema has already made sure exactly one was given. The
// partner routes (issue 25 §1) are the same two under /partner, with their partner-token header.
import type { AppContext } from '../../app/context.ts';
import { createOneStepBillet, payChargeWithBillet } from '../../app/boletos.ts';
import { pixAnswerOf } from '../../app/bolix.ts';
import { createOneStepCard, payChargeWithCard } from '../../app/card-payments.ts';
import type { ErrorKind } from '../../domain/errors.ts';
import type { ChargeRecord } from '../../domain/charge-record.ts';
import { checkPartnerToken, PARTNER_TOKEN_HEADER } from '../../domain/partner-token.ts';
import { throughPartner } from '../../app/partner-charges.ts';
import type { ApiRequest } from '../routes.ts';
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
const paymentRules: ErrorKind[] = ['expireBeforeToday', 'dueDateBeyondMaximum', 'customerIsPayee', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed'];
const boletoAnswer = {
  code: 200,
  data: { barcode: exampleTypedLine, ...exampleBoletoLinks, expire_at: '2025-03-15', charge_id: 1000001, status: 'waiting', total: 15000, payment: 'banking_billet' },
};
const answer = {
  schema: dataEnvelope(paidThroughLink),
  description: 'The boleto issued, or the card\'s answer (approved, or unpaid with the refusal: the last digit of the test card decides).',
  example: boletoAnswer,
};

/**
 * How a route issues the charge its use case makes: the ordinary routes as it comes; the partner
 * routes read their partner-token first (a refusal before anything is done) and record it on the
 * charge in the same transaction (app/partner-charges.ts).
 */
type Issuer = (req: ApiRequest, issue: () => ChargeRecord) => ChargeRecord;
const directly: Issuer = (_req, issue) => issue();
const partnerIssuer = (ctx: AppContext): Issuer => (req, issue) => throughPartner(ctx, checkPartnerToken(req.get(PARTNER_TOKEN_HEADER)), issue);

const partnerHeader = {
  name: PARTNER_TOKEN_HEADER,
  required: true,
  description: 'The partner\'s token, as the SDKs send it (their `partner_token` option). Required; any 1–255 visible ASCII characters. Recorded on the charge (the dashboard shows "via partner …").',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
};

interface Variant {
  prefix: '' | '/partner';
  issuer: Issuer;
  summaryPrefix: string;
  errors: ErrorKind[];
  headers?: typeof partnerHeader[];
}

export function paymentRoutes(ctx: AppContext, publicUrl: () => string) {
  const variants: Variant[] = [
    { prefix: '', issuer: directly, summaryPrefix: '', errors: [] },
    // The partner routes (PHP 1.19 Endpoints/Charges.php, Java, Ruby, gn-php): the same use cases.
    { prefix: '/partner', issuer: partnerIssuer(ctx), summaryPrefix: 'Partner: ', errors: ['validation'], headers: [partnerHeader] },
  ];
  return variants.flatMap((variant) => routesOf(ctx, publicUrl, variant));
}

function routesOf(ctx: AppContext, publicUrl: () => string, { prefix, issuer, summaryPrefix, errors, headers }: Variant) {
  return [
    route({
      method: 'post',
      path: `${prefix}/charge/one-step`,
      tag,
      summary: `${summaryPrefix}Create a charge and pay it in one call: a boleto (banking_billet) or a card (credit_card)`,
      auth: 'bearer',
      ...(headers ? { headers } : {}),
      body: {
        name: 'OneStepCharge',
        schema: oneStepSchema,
        example: { items: exampleItems, payment: { banking_billet: { expire_at: '2025-03-15', customer: exampleCustomer } } },
      },
      response: answer,
      errors: [...errors, ...paymentRules, ...splitRefusals, 'discountWithSplit'],
      handler: async ({ req, res, body }) => {
        const account = accountOf(res);
        const payment = chosenPayment(body.payment);
        if (payment.credit_card) {
          sendData(res, cardPaidView(issuer(req, () => createOneStepCard(ctx, account, { ...body, payment: { credit_card: payment.credit_card } }))));
        } else {
          const charge = issuer(req, () => createOneStepBillet(ctx, account, { ...body, payment: { banking_billet: payment.banking_billet } }));
          sendData(res, billetIssuedView(charge, publicUrl(), await pixAnswerOf(ctx, account, charge.id)));
        }
      },
    }),
    route({
      method: 'post',
      path: `${prefix}/charge/:id/pay`,
      tag,
      summary: `${summaryPrefix}Pay a new charge: a boleto (banking_billet) or a card (credit_card)`,
      auth: 'bearer',
      ...(headers ? { headers } : {}),
      body: {
        name: 'PayCharge',
        schema: paySchema,
        example: { payment: { credit_card: { customer: exampleCustomer, billing_address: exampleBillingAddress, payment_token: exampleToken, installments: 1 } } },
      },
      response: answer,
      errors: [...errors, 'alreadyHasPaymentMethod', 'useParentMetadataRoute', 'notPayable', ...paymentRules, 'discountWithSplit'],
      handler: async ({ req, res, params, body }) => {
        const account = accountOf(res);
        const payment = chosenPayment(body.payment);
        if (payment.credit_card) {
          sendData(res, cardPaidView(issuer(req, () => payChargeWithCard(ctx, account, params.id, payment.credit_card))));
        } else {
          const charge = issuer(req, () => payChargeWithBillet(ctx, account, params.id, payment.banking_billet));
          sendData(res, billetIssuedView(charge, publicUrl(), await pixAnswerOf(ctx, account, charge.id)));
        }
      },
    }),
  ];
}
