// The control API's webhook inspector: the account's notification deliveries, filtered, one with
// its exchanges, and a replay. Account-scoped like every control route.
import type { AppContext } from '../../app/context.ts';
import { getDelivery, listDeliveries, replayDelivery } from '../../app/delivery-inspector.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { invalidProperty } from '../../domain/errors.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { queryEnum, queryInt, queryPage } from '../query.ts';
import { deliveryStates, type DeliveryState } from '../../domain/delivery.ts';
import { sendJson } from '../envelope.ts';
import { expectNoBody } from '../validate.ts';

const states: readonly DeliveryState[] = deliveryStates;
const MAX_URL_FILTER_LENGTH = 255;

export function deliveryRoutes(ctx: AppContext, runner: JobRunner): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/deliveries', auth, (req, res) => {
      const { token, charge_id, url } = req.query;
      if (url !== undefined && url.length > MAX_URL_FILTER_LENGTH) throw invalidProperty('url', `O filtro de URL deve ter no máximo ${MAX_URL_FILTER_LENGTH} caracteres.`);
      const filter = {
        token: typeof token === 'string' ? token : undefined,
        chargeId: charge_id === undefined ? undefined : queryInt(charge_id, 'charge_id', 0, 1, Number.MAX_SAFE_INTEGER),
        state: queryEnum(req.query.state, 'state', states),
        url: url || undefined,
        ...queryPage(req.query, 50),
      };
      sendJson(res, 200, listDeliveries(ctx, accountOf(res), filter));
    }],
    ['get', '/deliveries/:id', auth, (req, res) => {
      sendJson(res, 200, getDelivery(ctx, accountOf(res), idParam(req.params.id)));
    }],
    ['post', '/deliveries/:id/replay', auth, async (req, res) => {
      expectNoBody(req.body);
      sendJson(res, 200, await replayDelivery(ctx, accountOf(res), idParam(req.params.id), runner));
    }],
  ];
}
