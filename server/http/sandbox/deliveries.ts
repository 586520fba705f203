import type { AppContext } from '../../app/context.ts';
import { findDelivery } from '../../app/deliveries.ts';
import type { DeliveryRow } from '../../store/deliveries-repo.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { formatTimestamp } from '../../domain/clock.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { queryEnum, queryInt } from '../query.ts';
import type { DeliveryState } from '../../domain/delivery.ts';
import { sendJson } from '../envelope.ts';
import { expectNoBody } from '../validate.ts';

const states: readonly DeliveryState[] = ['pending', 'delivered', 'acknowledged', 'failed', 'never_fetched', 'no_url'];

function deliveryView(ctx: AppContext, delivery: DeliveryRow) {
  const fetches = ctx.store.deliveries.fetches(delivery.account_id, delivery.token);
  return {
    id: delivery.id,
    token: delivery.token,
    event_id: delivery.event_seq,
    charge_id: delivery.charge_id,
    state: delivery.state,
    // The flag the real service never shows: the receiver said 2xx but nobody fetched the token.
    delivered_never_fetched: delivery.state === 'never_fetched',
    token_fetched: fetches.length > 0,
    created_at: formatTimestamp(delivery.created_at_ms),
    next_attempt_at: delivery.next_attempt_at_ms === null || !['pending', 'delivered'].includes(delivery.state)
      ? null
      : formatTimestamp(delivery.next_attempt_at_ms),
    attempts: ctx.store.deliveries.attempts(delivery.id).map((attempt) => ({
      at: formatTimestamp(attempt.virtual_at_ms),
      url: attempt.url,
      status_code: attempt.status_code,
      latency_ms: attempt.latency_ms,
      error: attempt.error,
      replay: attempt.replay === 1,
    })),
    token_fetches: fetches.map(formatTimestamp),
  };
}


export function deliveryRoutes(ctx: AppContext, runner: JobRunner): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/deliveries', auth, (req, res) => {
      const { token, charge_id } = req.query;
      const rows = ctx.store.deliveries.list(accountOf(res).id, {
        token: typeof token === 'string' ? token : undefined,
        chargeId: charge_id === undefined ? undefined : queryInt(charge_id, 'charge_id', 0, 1, Number.MAX_SAFE_INTEGER),
        state: queryEnum(req.query.state, 'state', states),
        limit: queryInt(req.query.limit, 'limit', 50, 1, 500),
        offset: queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
      });
      sendJson(res, 200, { deliveries: rows.map((row) => deliveryView(ctx, row)) });
    }],
    ['get', '/deliveries/:id', auth, (req, res) => {
      sendJson(res, 200, deliveryView(ctx, findDelivery(ctx, accountOf(res), idParam(req.params.id))));
    }],
    ['post', '/deliveries/:id/replay', auth, async (req, res) => {
      expectNoBody(req.body);
      const account = accountOf(res);
      const delivery = findDelivery(ctx, account, idParam(req.params.id));
      await runner.replay(delivery);
      sendJson(res, 200, deliveryView(ctx, findDelivery(ctx, account, delivery.id)));
    }],
  ];
}
