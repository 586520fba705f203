// Cards without a browser: POST /sandbox/v1/payment-tokens gives what the tokenizer would,
// GET /sandbox/v1/test-cards lists numbers with a known sandbox outcome, and the payer's side of a
// dispute (chargeback) is played by two world actions.
import type { AppContext } from '../../app/context.ts';
import { issuePaymentToken, type CardInput } from '../../app/payment-tokens.ts';
import { disputeCardCharge, resolveCardDispute, type DisputeWinner } from '../../app/card-payments.ts';
import { testCards } from '../../domain/cards.ts';
import { formatDate } from '../../domain/clock.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { expectNoBody, validateBody } from '../validate.ts';

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
};

export const resolveDisputeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['winner'],
  properties: { winner: { enum: ['merchant', 'payer'] } },
};

export function cardRoutes(ctx: AppContext): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['post', '/charges/:id/dispute', auth, (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      const charge = disputeCardCharge(ctx, accountOf(res), id);
      sendJson(res, 200, { charge_id: charge.id, status: charge.status });
    }],
    ['post', '/charges/:id/dispute/resolve', auth, (req, res) => {
      const id = idParam(req.params.id);
      const { winner } = validateBody<{ winner: DisputeWinner }>(resolveDisputeSchema, req.body);
      const charge = resolveCardDispute(ctx, accountOf(res), id, winner);
      sendJson(res, 200, { charge_id: charge.id, status: charge.status });
    }],
    ['post', '/payment-tokens', auth, (req, res) => {
      const input = validateBody<CardInput>(paymentTokenSchema, req.body);
      sendJson(res, 200, issuePaymentToken(ctx, accountOf(res), input));
    }],
    // No account involved: valid until December, ten years from the real current year.
    ['get', '/test-cards', (_req, res) => {
      const expirationYear = String(Number(formatDate(ctx.wallClock()).slice(0, 4)) + 10);
      sendJson(res, 200, {
        cards: testCards.map((card) => ({
          brand: card.brand,
          number: card.number,
          cvv: card.cvv,
          expiration_month: '12',
          expiration_year: expirationYear,
          outcome: card.outcome,
          reason: card.reason,
        })),
      });
    }],
  ];
}
