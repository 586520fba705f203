// Cards without a browser: POST /sandbox/v1/payment-tokens gives what the tokenizer would,
// GET /sandbox/v1/test-cards lists numbers with a known sandbox outcome, and the payer's side of a
// dispute (chargeback) is played by two world actions.
import type { AppContext } from '../../app/context.ts';
import { issuePaymentToken } from '../../app/payment-tokens.ts';
import { disputeCardCharge, resolveCardDispute } from '../../app/card-payments.ts';
import { cardBrands, testCards } from '../../domain/cards.ts';
import { formatDate } from '../../domain/clock.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { arrayOf, enumOf, integer, nullable, object, string } from '../openapi/route-doc.ts';
import { chargeStatus } from '../openapi/shapes/charge.ts';

// Only the envelope is checked by schema; each field's refusal has its own tokenizer code
// (3500056, 3500058, 3500011, 3500062, 3500063), decided in the use case.
export const paymentTokenSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    brand: {},
    number: {},
    cvv: {},
    expiration_month: {},
    expiration_year: {},
    reuse: { type: 'boolean' },
  },
} as const;

export const resolveDisputeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['winner'],
  properties: { winner: { enum: ['merchant', 'payer'] } },
} as const;

const tag = 'Sandbox: cards';
const disputed = object({ charge_id: integer, status: chargeStatus });

export function cardRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: '/charges/:id/dispute',
      tag,
      summary: 'The payer disputes a paid card charge (contested)',
      auth: 'account',
      noBody: true,
      response: { schema: disputed, description: 'The charge.', example: { charge_id: 1000003, status: 'contested' } },
      errors: ['notDisputable'],
      handler: ({ res, params }) => {
        const charge = disputeCardCharge(ctx, accountOf(res), params.id);
        sendJson(res, 200, { charge_id: charge.id, status: charge.status });
      },
    }),
    route({
      method: 'post',
      path: '/charges/:id/dispute/resolve',
      tag,
      summary: 'End a dispute: the merchant wins (paid) or the payer does (refunded)',
      auth: 'account',
      body: { name: 'ResolveDispute', schema: resolveDisputeSchema, example: { winner: 'merchant' } },
      response: { schema: disputed, description: 'The charge.', example: { charge_id: 1000003, status: 'paid' } },
      errors: ['notDisputable'],
      handler: ({ res, params, body }) => {
        const charge = resolveCardDispute(ctx, accountOf(res), params.id, body.winner);
        sendJson(res, 200, { charge_id: charge.id, status: charge.status });
      },
    }),
    route({
      method: 'post',
      path: '/payment-tokens',
      tag,
      summary: 'A payment_token for a card, as the browser tokenizer would give',
      description: 'The card number\'s last digit decides the payment: 1, 2 or 3 refused, any other approved. GET /sandbox/v1/test-cards lists numbers.',
      auth: 'account',
      body: {
        name: 'PaymentTokenRequest',
        schema: paymentTokenSchema,
        example: { brand: 'visa', number: '4012001038443335', cvv: '123', expiration_month: '12', expiration_year: '2035', reuse: false },
      },
      response: {
        schema: object({ payment_token: { type: 'string', pattern: '^[0-9a-f]{40}$' }, card_mask: string }),
        description: 'The token and the card\'s mask.',
        example: { payment_token: '75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4', card_mask: 'XXXXXXXXXXXX3335' },
      },
      errors: ['invalidBrand', 'invalidCardNumber', 'invalidCardData', 'invalidExpirationMonth', 'invalidExpirationYear'],
      handler: ({ res, body }) => {
        sendJson(res, 200, issuePaymentToken(ctx, accountOf(res), body));
      },
    }),
    // No account involved: valid until December, ten years from the real current year.
    route({
      method: 'get',
      path: '/test-cards',
      tag,
      summary: 'Card numbers with a known sandbox outcome; the ones ending in 9 ask for a 3-D Secure challenge on /v2/charge/card (no authentication)',
      auth: 'none',
      response: {
        schema: object({
          cards: arrayOf(
            object({ brand: enumOf(...cardBrands), number: string, cvv: string, expiration_month: string, expiration_year: string, outcome: enumOf('approved', 'refused'), reason: nullable(string) }),
          ),
        }),
        description: 'The cards.',
      },
      errors: [],
      handler: ({ res }) => {
        const expirationYear = String(Number(formatDate(ctx.wallClock()).slice(0, 4)) + 10);
        sendJson(res, 200, {
          cards: testCards().map((card) => ({
            brand: card.brand,
            number: card.number,
            cvv: card.cvv,
            expiration_month: '12',
            expiration_year: expirationYear,
            outcome: card.outcome,
            reason: card.reason,
          })),
        });
      },
    }),
  ];
}
