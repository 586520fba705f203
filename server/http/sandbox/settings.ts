// The account's settings (contracts.md, /sandbox/v1/settings): GET answers them all, PUT changes
// any subset and answers them all after the change. /sandbox/v1/card-settings keeps its own keys.
import type { AppContext } from '../../app/context.ts';
import { settingsOf, updateSettings } from '../../app/settings.ts';
import { SETTINGS_NOT_YET, type AccountSettings } from '../../domain/settings.ts';
import { ApiError } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { validateBody } from '../validate.ts';
import { settingsChangeSchema, settingsSchema } from '../schemas/settings.ts';

const tag = 'Sandbox: accounts';

/** The change, checked: a contract key this version does not have yet is named as such, not as unknown. */
function readChange(received: unknown): Partial<AccountSettings> {
  if (received !== null && typeof received === 'object' && !Array.isArray(received)) {
    const pending = Object.keys(received).find((key) => Object.hasOwn(SETTINGS_NOT_YET, key));
    if (pending !== undefined) throw new ApiError('validation', { property: `/${pending}`, message: SETTINGS_NOT_YET[pending] });
  }
  return validateBody<Partial<AccountSettings>>(settingsChangeSchema, received);
}

export function settingsRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/settings',
      tag,
      summary: 'The account\'s settings (bolix: boletos also payable by Pix; profile: spec or efi; daily_quota: requests per endpoint per day; boleto_fee: the confirmations file\'s fee)',
      auth: 'account',
      response: { schema: settingsSchema, description: 'Every setting.', example: { bolix: true, profile: 'spec', compensation: 'immediate', daily_quota: 0, boleto_fee: 300 } },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, settingsOf(accountOf(res)));
      },
    }),
    route({
      method: 'put',
      path: '/settings',
      tag,
      summary: 'Change any of the account\'s settings; answers all of them',
      auth: 'account',
      body: { name: 'SettingsChange', schema: settingsChangeSchema, read: readChange, example: { profile: 'efi', daily_quota: 15000 } },
      response: { schema: settingsSchema, description: 'Every setting after the change.', example: { bolix: true, profile: 'efi', compensation: 'next_business_day', daily_quota: 15000, boleto_fee: 300 } },
      errors: ['validation'],
      handler: ({ res, body }) => {
        sendJson(res, 200, updateSettings(ctx, accountOf(res), body));
      },
    }),
  ];
}
