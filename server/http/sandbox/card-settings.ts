// The account's card settings: how GET /v1/installments (and the tokenizer's installments call)
// split a total — up to how many installments carry no interest, and the monthly interest.
import type { AppContext } from '../../app/context.ts';
import { cardSettingsOf, updateCardSettings } from '../../app/installments.ts';
import { MAX_INSTALLMENTS, MAX_MONTHLY_INTEREST } from '../../domain/installments.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { integer, object } from '../openapi/route-doc.ts';

export const cardSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    interest_free_installments: { type: 'integer', minimum: 1, maximum: MAX_INSTALLMENTS },
    monthly_interest: { type: 'integer', minimum: 0, maximum: MAX_MONTHLY_INTEREST },
  },
} as const;

const tag = 'Sandbox: cards';
const settings = object({ interest_free_installments: integer, monthly_interest: { type: 'integer', description: 'Hundredths of a percent a month (199 = 1.99%).' } });

export function cardSettingsRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/card-settings',
      tag,
      summary: 'How the account splits a total into installments',
      auth: 'account',
      response: { schema: settings, description: 'The settings.', example: { interest_free_installments: 1, monthly_interest: 199 } },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, cardSettingsOf(accountOf(res)));
      },
    }),
    route({
      method: 'put',
      path: '/card-settings',
      tag,
      summary: 'Change how the account splits a total into installments',
      auth: 'account',
      body: { name: 'CardSettings', schema: cardSettingsSchema, example: { interest_free_installments: 3 } },
      response: { schema: settings, description: 'The settings now.' },
      errors: [],
      handler: ({ res, body }) => {
        sendJson(res, 200, updateCardSettings(ctx, accountOf(res), body));
      },
    }),
  ];
}
