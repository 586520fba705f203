// GET /sandbox/v1/quota: how much of the day's request quota each endpoint has used (the
// `daily_quota` setting; app/quota.ts) — what the dashboard's account page shows.
import type { AppContext } from '../../app/context.ts';
import { quotaUseOf } from '../../app/quota.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { arrayOf, date, integer, object, string } from '../openapi/route-doc.ts';

const endpointUse = object({
  endpoint: { ...string, description: 'Method and route pattern, as the real limits table names it: "POST /v1/charge".' },
  used: { ...integer, description: 'Requests counted today (each one the quota let through).' },
  refused: { ...integer, description: 'Requests refused today past the limit (3500049).' },
  limit: { ...integer, description: 'The endpoint\'s limit: daily_quota, twice that for GET /v1/notification/:token.' },
});

const quotaUse = object({
  day: { ...date, description: 'The account\'s day on its clock.' },
  daily_quota: { ...integer, description: 'The setting; 0: no quota, nothing counted.' },
  resets_in_seconds: { ...integer, description: 'Until the next day of the account\'s clock, when every count starts again (the Retry-After of a refusal).' },
  endpoints: arrayOf(endpointUse),
});

export function quotaRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/quota',
      tag: 'Sandbox: accounts',
      summary: 'The day\'s use of the request quota, per endpoint',
      auth: 'account',
      response: {
        schema: quotaUse,
        description: 'Every endpoint called today on the account\'s clock, by name; none while daily_quota is 0.',
        example: { day: '2026-05-20', daily_quota: 15000, resets_in_seconds: 36000, endpoints: [{ endpoint: 'POST /v1/charge', used: 12000, refused: 0, limit: 15000 }] },
      },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, quotaUseOf(ctx, accountOf(res)));
      },
    }),
  ];
}
