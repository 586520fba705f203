// The dashboard's view of plans and subscriptions: the lists, one subscription with its periods'
// charges, free-text history and token, and the payer's world action (unsubscribing through the
// link in the e-mails). Account-scoped like every control route.
import type { AppContext } from '../../app/context.ts';
import { cancelSubscription, getSubscription, listSubscriptions } from '../../app/subscriptions.ts';
import { listPlans } from '../../app/plans.ts';
import { subscriptionStatuses } from '../../domain/subscription.ts';
import { invalidProperty } from '../../domain/errors.ts';
import type { AccountRow } from '../../store/accounts-repo.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryEnum, queryInt } from '../query.ts';
import { expectNoBody } from '../validate.ts';
import { planView, subscriptionDetailView } from '../v1/subscription-views.ts';

const MAX_QUERY_LENGTH = 255;

export function dashboardSubscriptionRoutes(ctx: AppContext): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  const detail = (account: AccountRow, id: number) => {
    const { subscription, plan, charges } = getSubscription(ctx, account, id);
    return {
      subscription: subscriptionDetailView(subscription, plan, charges),
      // Each period's charge as a table row shows it: its boleto's due date and typed line.
      charges: ctx.store.charges.ofSubscription(subscription.id).map((charge) => ({
        charge_id: charge.id,
        parcel: charge.parcel,
        status: charge.status,
        total: charge.total,
        payment_method: charge.paymentMethod,
        expire_at: charge.billet?.expireAt ?? null,
        typed_line: charge.billet?.typedLine ?? null,
        card_mask: charge.card?.mask ?? null,
        created_at: charge.createdAt,
      })),
      history: ctx.store.subscriptions.history(subscription.id),
      customer_name: subscription.payment?.customer.name ?? subscription.payment?.customer.juridical_person?.corporate_name ?? null,
      trial_days: subscription.payment?.method === 'credit_card' ? subscription.payment.trialDays : null,
      first_execution: subscription.firstExecution,
      notification_token: subscription.notificationToken,
    };
  };
  return [
    ['get', '/plans', auth, (req, res) => {
      const limit = queryInt(req.query.limit, 'limit', 100, 1, 500);
      const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const { total, rows } = listPlans(ctx, accountOf(res), { name: req.query.q || undefined, limit, offset });
      sendJson(res, 200, { total, plans: rows.map((plan) => ({ ...planView(plan), subscriptions: ctx.store.plans.subscriptionCount(plan.id) })) });
    }],
    ['get', '/subscriptions', auth, (req, res) => {
      const q = req.query.q;
      if (q !== undefined && q.length > MAX_QUERY_LENGTH) throw invalidProperty('q', `A busca deve ter no máximo ${MAX_QUERY_LENGTH} caracteres.`);
      const status = queryEnum(req.query.status, 'status', subscriptionStatuses);
      const limit = queryInt(req.query.limit, 'limit', 100, 1, 500);
      const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const { total, subscriptions } = listSubscriptions(ctx, accountOf(res), { q: q || undefined, status, limit, offset });
      sendJson(res, 200, {
        total,
        subscriptions: subscriptions.map(({ subscription, plan }) => ({
          ...subscriptionDetailView(subscription, plan, []),
          history: undefined,
          customer_name: subscription.payment?.customer.name ?? subscription.payment?.customer.juridical_person?.corporate_name ?? null,
        })),
      });
    }],
    ['get', '/subscriptions/:id', auth, (req, res) => {
      sendJson(res, 200, detail(accountOf(res), idParam(req.params.id)));
    }],
    // The payer unsubscribes (the link at the foot of every subscription e-mail): the same
    // cancel, told apart in the history.
    ['post', '/subscriptions/:id/payer-cancel', auth, (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      const account = accountOf(res);
      cancelSubscription(ctx, account, id, 'payer');
      sendJson(res, 200, detail(account, id));
    }],
  ];
}
