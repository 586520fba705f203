// The dashboard's view of plans and subscriptions: the lists, one subscription with its periods'
// charges, free-text history and token, and the payer's world action (unsubscribing through the
// link in the e-mails). Account-scoped like every control route.
import type { AppContext } from '../../app/context.ts';
import { cancelByPayer, listPlanSummaries, listSubscriptions, subscriptionDetail } from '../../app/subscription-dashboard.ts';
import { subscriptionStatuses } from '../../domain/subscription.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { queryList, queryPage } from '../query.ts';
import { planView, subscriptionDetailView } from '../v1/subscription-views.ts';
import { arrayOf, cents, date, enumOf, integer, nullable, object, paging, search, string, timestamp } from '../openapi/route-doc.ts';
import { chargeStatus, historyEntry } from '../openapi/shapes/charge.ts';
import { plan, subscriptionDetail as subscriptionDetailShape, subscriptionDetailFields } from '../openapi/shapes/subscription.ts';

const tag = 'Sandbox: dashboard views';
const nullableString = nullable(string);

const subscriptionView = object({
  subscription: subscriptionDetailShape,
  charges: arrayOf(
    object({
      charge_id: integer, parcel: integer, status: chargeStatus, total: cents, payment_method: nullableString,
      expire_at: nullable(date), typed_line: nullableString, card_mask: nullableString, created_at: timestamp,
    }),
  ),
  history: arrayOf(historyEntry),
  customer_name: nullableString,
  trial_days: nullable(integer),
  first_execution: nullable(date),
  notification_token: string,
});

/** The subscription as GET /v1/subscription/:id shows it, with what only the dashboard shows. */
function detailView({ subscription, plan, charges, view }: ReturnType<typeof subscriptionDetail>) {
  return { subscription: subscriptionDetailView(subscription, plan, charges), ...view };
}

export function dashboardSubscriptionRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/plans',
      tag,
      summary: 'The account\'s plans with how many subscriptions each has',
      auth: 'account',
      query: [search, ...paging(100, 500)],
      response: { schema: object({ total: integer, plans: arrayOf({ ...plan, required: [...(plan.required as string[]), 'subscriptions'], properties: { ...(plan.properties as object), subscriptions: integer } }) }), description: 'How many match, and one page of them.' },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const { limit, offset } = queryPage(req.query, 100);
        const { total, plans } = listPlanSummaries(ctx, accountOf(res), { name: req.query.q || undefined, limit, offset });
        sendJson(res, 200, { total, plans: plans.map(({ plan, subscriptions }) => ({ ...planView(plan), subscriptions })) });
      },
    }),
    route({
      method: 'get',
      path: '/subscriptions',
      tag,
      summary: 'The account\'s subscriptions, with status filter and search',
      auth: 'account',
      query: [search, { name: 'status', description: 'One status.', schema: enumOf(...subscriptionStatuses) }, ...paging(100, 500)],
      response: {
        schema: object({ total: integer, subscriptions: arrayOf(object({ ...subscriptionDetailFields, customer_name: nullableString })) }),
        description: 'How many match, and one page of them.',
      },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const { total, subscriptions } = listSubscriptions(ctx, accountOf(res), queryList(req.query, { defaultLimit: 100, statuses: subscriptionStatuses }));
        sendJson(res, 200, {
          total,
          subscriptions: subscriptions.map(({ subscription, plan, customer_name }) => ({
            ...subscriptionDetailView(subscription, plan, []),
            history: undefined,
            customer_name,
          })),
        });
      },
    }),
    route({
      method: 'get',
      path: '/subscriptions/:id',
      tag,
      summary: 'One subscription with each period\'s charge, its history and token',
      auth: 'account',
      response: { schema: subscriptionView, description: 'The subscription.' },
      errors: [],
      handler: ({ res, params }) => {
        sendJson(res, 200, detailView(subscriptionDetail(ctx, accountOf(res), params.id)));
      },
    }),
    // The payer unsubscribes (the link at the foot of every subscription e-mail).
    route({
      method: 'post',
      path: '/subscriptions/:id/payer-cancel',
      tag,
      summary: 'The payer unsubscribes (the link in the subscription\'s e-mails)',
      auth: 'account',
      noBody: true,
      response: { schema: subscriptionView, description: 'The subscription, canceled.' },
      errors: ['subscriptionNotCancelable'],
      handler: ({ res, params }) => {
        sendJson(res, 200, detailView(cancelByPayer(ctx, accountOf(res), params.id)));
      },
    }),
  ];
}
