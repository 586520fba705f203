// The dashboard's view of charges: the list with status filter and search, and one charge's
// timeline. Account-scoped like every control route: another tenant's id reads as unknown.
import type { AppContext } from '../../app/context.ts';
import { listCharges } from '../../app/charge-list.ts';
import { chargeTimelineView } from '../../app/charge-timeline-view.ts';
import { chargeStatuses } from '../../domain/charge.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryEnum, queryInt, queryList } from '../query.ts';
import { chargeDetailView } from '../v1/charge-views.ts';

export function dashboardChargeRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/charges', auth, (req, res) => {
      const status = queryEnum(req.query.status, 'status', chargeStatuses);
      const { q, limit, offset } = queryList(req.query, { defaultLimit: 100 });
      const positionOf = req.query.position_of === undefined ? undefined : queryInt(req.query.position_of, 'position_of', 0, 1, Number.MAX_SAFE_INTEGER);
      sendJson(res, 200, listCharges(ctx, accountOf(res), { status, q, limit, offset, positionOf }));
    }],
    ['get', '/charges/:id/timeline', auth, (req, res) => {
      const account = accountOf(res);
      const base = publicUrl();
      const { charge, history, view } = chargeTimelineView(ctx, account, idParam(req.params.id), base);
      sendJson(res, 200, { charge: chargeDetailView(charge, account.account_code, history, base), ...view });
    }],
  ];
}
