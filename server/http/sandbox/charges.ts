// The dashboard's view of charges: the list with status filter and search, and one charge's
// timeline. Account-scoped like every control route: another tenant's id reads as unknown.
import type { AppContext } from '../../app/context.ts';
import { listCharges } from '../../app/charge-list.ts';
import { pixAnswerOf } from '../../app/bolix.ts';
import { chargeTimelineView } from '../../app/charge-timeline-view.ts';
import { chargeStatuses } from '../../domain/charge.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { queryEnum, queryInt, queryList } from '../query.ts';
import { chargeDetailView } from '../v1/charge-views.ts';
import { arrayOf, cents, date, enumOf, integer, nullable, object, paging, search, string, timestamp, url } from '../openapi/route-doc.ts';
import { chargeDetail, chargeStatus, pix, refusal } from '../openapi/shapes/charge.ts';

const tag = 'Sandbox: dashboard views';
const nullableString = nullable(string);
const awaitingConfirmation = object({ value: cents, received_by_bank_at: date, confirms_on: date });

const timelineEntry = object(
  { at: timestamp, kind: enumOf('history', 'status', 'delivery', 'token_fetch', 'email', 'fault'), title: string, detail: nullableString },
  {
    status_code: nullable(integer),
    delivery_id: integer,
    delivery_state: string,
    attempts: arrayOf(object({
      number: integer, at: timestamp, url: nullableString, status_code: nullable(integer), latency_ms: nullable(integer), error: nullableString, replay: { type: 'boolean' },
    })),
  },
);

const chargeTimeline = object({
  charge: chargeDetail,
  notification_token: string,
  partner_token: { ...nullable(string), description: 'The partner-token of the partner route that issued or paid it (POST /v1/partner/…); null otherwise.' },
  boleto: nullable(
    object({
      typed_line: string, barcode: string, link: url, pdf: url, expire_at: date, last_payable_date: date,
      amount_due_today: nullable(cents), paid_value: nullable(cents), received_by_bank_at: nullable(date),
      confirmed_on: { ...nullable(date), description: 'The day the boleto\'s payment (at a bank or by Pix) was confirmed, the day of its `paid` entry; `received_by_bank_at` is the day it was made. Null until then.' },
      awaiting_confirmation: { ...nullable(awaitingConfirmation), description: 'A payment at a bank the bank confirms on a later day (settings: `compensation` `next_business_day`): what was paid, the day (`received_by_bank_at`) and the confirmation day (`confirms_on`, the next business day). Null otherwise.' },
      pix: { ...nullable(pix), description: 'The boleto\'s Pix code (Bolix); null while the account has Bolix off or the boleto was issued without it.' },
    }),
  ),
  card: nullable(
    object({
      brand: string, mask: string, installments: integer, installment_value: cents, total: cents, interest: integer,
      refusal: nullable(refusal), refunded: cents, paid_value: nullable(cents), received_by_bank_at: nullable(date),
    }),
  ),
  split: {
    ...nullable(
      object({
        paid_value: nullable(cents),
        shares: arrayOf(object({
          payee_code: string, item: nullable(integer), shipping: nullable(integer), mode: nullable(enumOf(1, 2)), percentage: nullable(integer), fixed: nullable(cents),
          nominal: cents, amount: nullable(cents),
        })),
        issuer: nullable(cents),
      }),
    ),
    description: 'The marketplace split (items[].marketplace, shippings to other accounts): each payee\'s share as written (nominal) and, once paid, of the payment (amount: percentages floored on value × amount, scaled down when paid short; the rest, issuer, stays with this account). Null when nothing is split.',
  },
  timeline: arrayOf(timelineEntry),
});

export function dashboardChargeRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'get',
      path: '/charges',
      tag,
      summary: 'The account\'s charges, newest first, with status filter and search',
      auth: 'account',
      query: [
        { name: 'status', description: 'One status.', schema: enumOf(...chargeStatuses) },
        search,
        ...paging(100, 500),
        { name: 'position_of', description: 'A charge id: the answer says where it stands in the whole list (`position`).', schema: { type: 'integer', minimum: 1 } },
      ],
      response: {
        schema: object(
          {
            total: integer,
            charges: arrayOf(
              object({
                charge_id: integer, status: chargeStatus, total: cents, custom_id: nullableString, created_at: timestamp, payment_method: nullableString,
                expire_at: nullable(date), typed_line: nullableString, notification_url: nullableString,
              }),
            ),
          },
          { position: { ...nullable(integer), description: 'With `position_of`: that charge\'s index in the list (0 = first), null when it is not in it.' } },
        ),
        description: 'How many match, and one page of them.',
      },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const status = queryEnum(req.query.status, 'status', chargeStatuses);
        const { q, limit, offset } = queryList(req.query, { defaultLimit: 100 });
        const positionOf = req.query.position_of === undefined ? undefined : queryInt(req.query.position_of, 'position_of', 0, 1, Number.MAX_SAFE_INTEGER);
        sendJson(res, 200, listCharges(ctx, accountOf(res), { status, q, limit, offset, positionOf }));
      },
    }),
    route({
      method: 'get',
      path: '/charges/:id/timeline',
      tag,
      summary: 'One charge\'s whole story: history, status changes, callbacks, token fetches, e-mails',
      auth: 'account',
      response: { schema: chargeTimeline, description: 'The charge (as GET /v1/charge/:id), its boleto or card, and the timeline.' },
      errors: [],
      handler: async ({ res, params }) => {
        const account = accountOf(res);
        const base = publicUrl();
        const { charge, history, view } = chargeTimelineView(ctx, account, params.id, base);
        const pix = await pixAnswerOf(ctx, account, charge.id);
        sendJson(res, 200, {
          charge: chargeDetailView(charge, account.account_code, history, base, undefined, pix),
          ...view,
          // The boleto panel's Pix code (app/bolix.ts): null without Bolix.
          ...(view.boleto ? { boleto: { ...view.boleto, pix: pix ?? null } } : {}),
        });
      },
    }),
  ];
}
