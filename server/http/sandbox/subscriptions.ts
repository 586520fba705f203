// The dashboard's view of plans and subscriptions: the lists, one subscription with its periods'
// charges, free-text history and token, and the payer's world action (unsubscribing through the
// link in the e-mails). Account-scoped like every control route.
import type { AppContext } from '../../app/context.ts';
import { cancelByPayer, listPlanSummaries, listSubscriptions, subscriptionDetail } from '../../app/subscription-dashboard.ts';
import { subscriptionStatuses } from '../../domain/subscription.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryList, queryPage } from '../query.ts';
import { expectNoBody } from '../validate.ts';
import { planView, subscriptionDetailView } from '../v1/subscription-views.ts';

/** The subscription as GET /v1/subscription/:id shows it, with what only the dashboard shows. */
function detailView({ subscription, plan, charges, view }: ReturnType<typeof subscriptionDetail>) {
  return { subscription: subscriptionDetailView(subscription, plan, charges), ...view };
}

export function dashboardSubscriptionRoutes(ctx: AppContext): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/plans', auth, (req, res) => {
      const { limit, offset } = queryPage(req.query, 100);
      const { total, plans } = listPlanSummaries(ctx, accountOf(res), { name: req.query.q || undefined, limit, offset });
      sendJson(res, 200, { total, plans: plans.map(({ plan, subscriptions }) => ({ ...planView(plan), subscriptions })) });
    }],
    ['get', '/subscriptions', auth, (req, res) => {
      const { total, subscriptions } = listSubscriptions(ctx, accountOf(res), queryList(req.query, { defaultLimit: 100, statuses: subscriptionStatuses }));
      sendJson(res, 200, {
        total,
        subscriptions: subscriptions.map(({ subscription, plan, customer_name }) => ({
          ...subscriptionDetailView(subscription, plan, []),
          history: undefined,
          customer_name,
        })),
      });
    }],
    ['get', '/subscriptions/:id', auth, (req, res) => {
      sendJson(res, 200, detailView(subscriptionDetail(ctx, accountOf(res), idParam(req.params.id))));
    }],
    // The payer unsubscribes (the link at the foot of every subscription e-mail).
    ['post', '/subscriptions/:id/payer-cancel', auth, (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      sendJson(res, 200, detailView(cancelByPayer(ctx, accountOf(res), id)));
    }],
  ];
}
