// The dashboard's view of carnês: the list with search, and one carnê with its parcels and token.
// Account-scoped like every control route: another tenant's id reads as unknown.
import type { AppContext } from '../../app/context.ts';
import { getCarnet, listCarnets } from '../../app/carnets.ts';
import { invalidProperty } from '../../domain/errors.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryInt } from '../query.ts';
import { carnetDetailView } from '../v1/carnet-views.ts';

const MAX_QUERY_LENGTH = 255;

export function dashboardCarnetRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/carnets', auth, (req, res) => {
      const q = req.query.q;
      if (q !== undefined && q.length > MAX_QUERY_LENGTH) throw invalidProperty('q', `A busca deve ter no máximo ${MAX_QUERY_LENGTH} caracteres.`);
      const limit = queryInt(req.query.limit, 'limit', 100, 1, 500);
      const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const { total, carnets } = listCarnets(ctx, accountOf(res), { q: q || undefined, limit, offset });
      sendJson(res, 200, {
        total,
        carnets: carnets.map(({ carnet, parcels }) => {
          return {
            carnet_id: carnet.id,
            status: carnet.status,
            repeats: carnet.repeats,
            value: parcels.reduce((sum, parcel) => sum + parcel.total, 0),
            custom_id: carnet.customId,
            customer_name: carnet.terms.customer.name ?? carnet.terms.customer.juridical_person?.corporate_name ?? null,
            created_at: carnet.createdAt,
            parcels: parcels.map((parcel) => ({
              charge_id: parcel.id,
              parcel: parcel.parcel,
              status: parcel.status,
              value: parcel.total,
              expire_at: parcel.billet?.expireAt ?? null,
            })),
          };
        }),
      });
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
