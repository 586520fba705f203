import type { AppContext } from '../../app/context.ts';
import { findDelivery } from '../../app/deliveries.ts';
import { LIST_EXCERPT_CHARS, type AttemptRow, type AttemptSummaryRow, type ListedDeliveryRow } from '../../store/deliveries-repo.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { formatTimestamp } from '../../domain/clock.ts';
import { invalidProperty, notFound } from '../../domain/errors.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { queryEnum, queryInt } from '../query.ts';
import { deliveryStates, MAX_SCHEDULED_ATTEMPTS, type DeliveryState } from '../../domain/delivery.ts';
import { sendJson } from '../envelope.ts';
import { expectNoBody } from '../validate.ts';

const states: readonly DeliveryState[] = deliveryStates;
const MAX_URL_FILTER_LENGTH = 255;
/** Headers as stored; a hand-edited snapshot's unreadable cell shows as none rather than failing. */
function parseHeaders(json: string | null): Record<string, string> | null {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

function attemptSummaryView(attempt: Omit<AttemptSummaryRow, 'response_excerpt'>, number: number) {
  return {
    id: attempt.id,
    number,
    at: formatTimestamp(attempt.virtual_at_ms),
    url: attempt.url,
    status_code: attempt.status_code,
    latency_ms: attempt.latency_ms,
    error: attempt.error,
    replay: attempt.replay === 1,
  };
}

function attemptView(attempt: AttemptRow, number: number) {
  return {
    ...attemptSummaryView(attempt, number),
    // Null on attempts recorded before the sandbox kept them, and when nothing was sent.
    request: attempt.request_headers === null ? null : { headers: parseHeaders(attempt.request_headers), body: attempt.request_body },
    response: attempt.response_headers === null
      ? null
      : {
          headers: parseHeaders(attempt.response_headers),
          body: attempt.response_body,
          size_bytes: attempt.response_bytes,
          truncated: attempt.response_bytes !== null && attempt.response_body !== null && attempt.response_bytes > Buffer.byteLength(attempt.response_body),
        },
  };
}

/**
 * A delivery. The list (`withExchanges` false) leaves out each attempt's request and response —
 * a page of fifty deliveries would otherwise carry every stored body — and GET /deliveries/:id
 * has them.
 */
function deliveryView(ctx: AppContext, delivery: ListedDeliveryRow, withExchanges: boolean) {
  const fetches = ctx.store.deliveries.fetches(delivery.account_id, delivery.token);
  let attempts: Array<ReturnType<typeof attemptSummaryView>>;
  let lastExcerpt: string | null;
  if (withExchanges) {
    const full = ctx.store.deliveries.attempts(delivery.id).map((attempt, index) => attemptView(attempt, index + 1));
    lastExcerpt = full.at(-1)?.response?.body?.slice(0, LIST_EXCERPT_CHARS) ?? null;
    attempts = full;
  } else {
    const summaries = ctx.store.deliveries.attemptSummaries(delivery.id);
    lastExcerpt = summaries.at(-1)?.response_excerpt ?? null;
    attempts = summaries.map((attempt, index) => attemptSummaryView(attempt, index + 1));
  }
  const last = attempts.at(-1);
  return {
    id: delivery.id,
    token: delivery.token,
    event_id: delivery.event_seq,
    // What the delivery is about: a charge, and the carnê, subscription or payment link it is part of.
    charge_id: delivery.charge_id,
    carnet_id: delivery.carnet_id,
    subscription_id: delivery.subscription_id,
    payment_link: delivery.has_link === 1,
    url: delivery.url,
    state: delivery.state,
    // The flag the real service never shows: the receiver said 2xx but nobody fetched the token.
    delivered_never_fetched: delivery.state === 'never_fetched',
    token_fetched: fetches.length > 0,
    created_at: formatTimestamp(delivery.created_at_ms),
    next_attempt_at: delivery.next_attempt_at_ms === null || !['pending', 'delivered'].includes(delivery.state)
      ? null
      : formatTimestamp(delivery.next_attempt_at_ms),
    attempt_count: delivery.attempts,
    max_attempts: MAX_SCHEDULED_ATTEMPTS,
    last_status_code: last?.status_code ?? null,
    last_error: last?.error ?? null,
    last_response_excerpt: lastExcerpt,
    attempts,
    token_fetches: fetches.map(formatTimestamp),
  };
}

function findListed(ctx: AppContext, accountId: number, id: number): ListedDeliveryRow {
  const delivery = ctx.store.deliveries.findListed(accountId, id);
  if (!delivery) throw notFound('id');
  return delivery;
}

export function deliveryRoutes(ctx: AppContext, runner: JobRunner): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/deliveries', auth, (req, res) => {
      const { token, charge_id, url } = req.query;
      if (url !== undefined && url.length > MAX_URL_FILTER_LENGTH) throw invalidProperty('url', `O filtro de URL deve ter no máximo ${MAX_URL_FILTER_LENGTH} caracteres.`);
      const { total, rows } = ctx.store.deliveries.list(accountOf(res).id, {
        token: typeof token === 'string' ? token : undefined,
        chargeId: charge_id === undefined ? undefined : queryInt(charge_id, 'charge_id', 0, 1, Number.MAX_SAFE_INTEGER),
        state: queryEnum(req.query.state, 'state', states),
        url: url || undefined,
        limit: queryInt(req.query.limit, 'limit', 50, 1, 500),
        offset: queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
      });
      sendJson(res, 200, { total, deliveries: rows.map((row) => deliveryView(ctx, row, false)) });
    }],
    ['get', '/deliveries/:id', auth, (req, res) => {
      sendJson(res, 200, deliveryView(ctx, findListed(ctx, accountOf(res).id, idParam(req.params.id)), true));
    }],
    ['post', '/deliveries/:id/replay', auth, async (req, res) => {
      expectNoBody(req.body);
      const account = accountOf(res);
      const delivery = findDelivery(ctx, account, idParam(req.params.id));
      // Answers once the receiver has answered (or the attempt failed): with the delivery, and
      // this replay's own attempt, so that a caller never mistakes another attempt's result for it.
      const attemptId = await runner.replay(delivery);
      const view = deliveryView(ctx, findListed(ctx, account.id, delivery.id), true);
      sendJson(res, 200, { ...view, replayed_attempt: view.attempts.find((attempt) => attempt.id === attemptId) ?? null });
    }],
  ];
}
