// The dashboard's view of carnês: the list with search, and one carnê with its parcels and token.
// Account-scoped like every control route: another tenant's id reads as unknown.
import type { AppContext } from '../../app/context.ts';
import { getCarnet } from '../../app/carnets.ts';
import { listCarnets } from '../../app/carnet-list.ts';
import { pixAnswersOf } from '../../app/bolix.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { queryList } from '../query.ts';
import { carnetDetailView } from '../v1/carnet-views.ts';
import { arrayOf, cents, date, integer, nullable, object, paging, search, string, timestamp } from '../openapi/route-doc.ts';
import { chargeStatus } from '../openapi/shapes/charge.ts';
import { carnetDetail, carnetStatus } from '../openapi/shapes/carnet.ts';

const tag = 'Sandbox: dashboard views';
const nullableString = nullable(string);

export function dashboardCarnetRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'get',
      path: '/carnets',
      tag,
      summary: 'The account\'s carnês with their parcels, newest first',
      auth: 'account',
      query: [search, ...paging(100, 500)],
      response: {
        schema: object({
          total: integer,
          carnets: arrayOf(
            object({
              carnet_id: integer, status: carnetStatus, repeats: integer, value: cents, custom_id: nullableString, customer_name: nullableString, created_at: timestamp,
              parcels: arrayOf(object({ charge_id: integer, parcel: integer, status: chargeStatus, value: cents, expire_at: nullable(date) })),
            }),
          ),
        }),
        description: 'How many match, and one page of them.',
      },
      errors: ['validation'],
      handler: ({ req, res }) => {
        sendJson(res, 200, listCarnets(ctx, accountOf(res), queryList(req.query, { defaultLimit: 100 })));
      },
    }),
    route({
      method: 'get',
      path: '/carnets/:id',
      tag,
      summary: 'One carnê (as GET /v1/carnet/:id) and its notification token',
      auth: 'account',
      response: { schema: object({ carnet: carnetDetail, notification_token: string }), description: 'The carnê.' },
      errors: [],
      handler: async ({ res, params }) => {
        const account = accountOf(res);
        const { carnet, parcels, history } = getCarnet(ctx, account, params.id);
        const pix = await pixAnswersOf(ctx, account, parcels.map((parcel) => parcel.id));
        sendJson(res, 200, {
          carnet: carnetDetailView(carnet, parcels, history, publicUrl(), pix),
          notification_token: carnet.notificationToken,
        });
      },
    }),
  ];
}
