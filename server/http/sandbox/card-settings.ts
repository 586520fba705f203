// The account's card settings: how GET /v1/installments (and the tokenizer's installments call)
// split a total — up to how many installments carry no interest, and the monthly interest.
import type { AppContext } from '../../app/context.ts';
import { cardSettingsOf, updateCardSettings, type CardSettings } from '../../app/installments.ts';
import { MAX_INSTALLMENTS, MAX_MONTHLY_INTEREST } from '../../domain/installments.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import type { RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { validateBody } from '../validate.ts';

export const cardSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    interest_free_installments: { type: 'integer', minimum: 1, maximum: MAX_INSTALLMENTS },
    monthly_interest: { type: 'integer', minimum: 0, maximum: MAX_MONTHLY_INTEREST },
  },
};

export function cardSettingsRoutes(ctx: AppContext): RouteTable {
  return [
    ['get', '/card-settings', requireBearerOrBasic(ctx), (_req, res) => {
      sendJson(res, 200, cardSettingsOf(accountOf(res)));
    }],
    ['put', '/card-settings', requireBearerOrBasic(ctx), (req, res) => {
      const input = validateBody<Partial<CardSettings>>(cardSettingsSchema, req.body);
      sendJson(res, 200, updateCardSettings(ctx, accountOf(res), input));
    }],
  ];
}
