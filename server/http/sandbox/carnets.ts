// The dashboard's view of carnês: the list with search, and one carnê with its parcels and token.
// Account-scoped like every control route: another tenant's id reads as unknown.
import type { AppContext } from '../../app/context.ts';
import { getCarnet } from '../../app/carnets.ts';
import { listCarnets } from '../../app/carnet-list.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryList } from '../query.ts';
import { carnetDetailView } from '../v1/carnet-views.ts';

export function dashboardCarnetRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/carnets', auth, (req, res) => {
      sendJson(res, 200, listCarnets(ctx, accountOf(res), queryList(req.query, { defaultLimit: 100 })));
    }],
    ['get', '/carnets/:id', auth, (req, res) => {
      const { carnet, parcels, history } = getCarnet(ctx, accountOf(res), idParam(req.params.id));
      sendJson(res, 200, {
        carnet: carnetDetailView(carnet, parcels, history, publicUrl()),
        notification_token: carnet.notificationToken,
      });
    }],
  ];
}
