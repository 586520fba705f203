// Cards without a browser (server/http/sandbox/cards.ts, card-settings.ts): tokens, test cards,
// the payer's dispute, the account's installment settings.
import { paymentTokenSchema, resolveDisputeSchema } from '../../sandbox/cards.ts';
import { cardSettingsSchema } from '../../sandbox/card-settings.ts';
import { cardBrands } from '../../../domain/cards.ts';
import { arrayOf, enumOf, integer, nullable, object, string, type RouteDocs } from '../route-doc.ts';
import { chargeStatus } from '../shapes/charge.ts';

const tag = 'Sandbox: cards';
const disputed = object({ charge_id: integer, status: chargeStatus });
const settings = object({ interest_free_installments: integer, monthly_interest: { type: 'integer', description: 'Hundredths of a percent a month (199 = 1.99%).' } });

export const sandboxCardDocs: RouteDocs = {
  'POST /sandbox/v1/payment-tokens': {
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
  },
  'GET /sandbox/v1/test-cards': {
    tag,
    summary: 'Card numbers with a known sandbox outcome (no authentication)',
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
  },
  'POST /sandbox/v1/charges/:id/dispute': {
    tag,
    summary: 'The payer disputes a paid card charge (contested)',
    auth: 'account',
    noBody: true,
    response: { schema: disputed, description: 'The charge.', example: { charge_id: 1000003, status: 'contested' } },
    errors: ['notDisputable'],
  },
  'POST /sandbox/v1/charges/:id/dispute/resolve': {
    tag,
    summary: 'End a dispute: the merchant wins (paid) or the payer does (refunded)',
    auth: 'account',
    body: { name: 'ResolveDispute', schema: resolveDisputeSchema, example: { winner: 'merchant' } },
    response: { schema: disputed, description: 'The charge.', example: { charge_id: 1000003, status: 'paid' } },
    errors: ['notDisputable'],
  },
  'GET /sandbox/v1/card-settings': {
    tag,
    summary: 'How the account splits a total into installments',
    auth: 'account',
    response: { schema: settings, description: 'The settings.', example: { interest_free_installments: 1, monthly_interest: 199 } },
    errors: [],
  },
  'PUT /sandbox/v1/card-settings': {
    tag,
    summary: 'Change how the account splits a total into installments',
    auth: 'account',
    body: { name: 'CardSettings', schema: cardSettingsSchema, example: { interest_free_installments: 3 } },
    response: { schema: settings, description: 'The settings now.' },
    errors: [],
  },
};
