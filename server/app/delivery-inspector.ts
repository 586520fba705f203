// The control API's view of notification deliveries (the dashboard's webhook inspector): each
// delivery with its attempts — what went out, what came back — and the fetches of its token.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { LIST_EXCERPT_CHARS, type AttemptRow, type AttemptSummaryRow, type DeliveryFilter, type DeliveryRow, type ListedDeliveryRow } from '../store/deliveries-repo.ts';
import { findDelivery } from './deliveries.ts';
import { attemptLine } from './timeline.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { MAX_SCHEDULED_ATTEMPTS } from '../domain/delivery.ts';
import { notFound } from '../domain/errors.ts';

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
  return { id: attempt.id, ...attemptLine(attempt, number) };
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
 * a page of fifty deliveries would otherwise carry every stored body — and one delivery has them.
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

export function listDeliveries(ctx: AppContext, account: AccountRow, filter: DeliveryFilter) {
  const { total, rows } = ctx.store.deliveries.list(account.id, filter);
  return { total, deliveries: rows.map((row) => deliveryView(ctx, row, false)) };
}

/** One delivery of the account, with every attempt's request and response. */
export function getDelivery(ctx: AppContext, account: Pick<AccountRow, 'id'>, id: number) {
  const delivery = ctx.store.deliveries.findListed(account.id, id);
  if (!delivery) throw notFound('id');
  return deliveryView(ctx, delivery, true);
}

/**
 * What replaying needs of the job runner: one extra attempt, now, resolving to the recorded
 * attempt's id. A port rather than an import of server/jobs; the composition root's runner
 * satisfies it.
 */
export interface DeliveryReplayer {
  replay(delivery: DeliveryRow): Promise<number>;
}

/**
 * Sends a delivery again and answers once the receiver has answered (or the attempt failed): with
 * the delivery, and this replay's own attempt, so that a caller never mistakes another attempt's
 * result for it.
 */
export async function replayDelivery(ctx: AppContext, account: AccountRow, id: number, replayer: DeliveryReplayer) {
  const delivery = findDelivery(ctx, account, id);
  const attemptId = await replayer.replay(delivery);
  const view = getDelivery(ctx, account, delivery.id);
  return { ...view, replayed_attempt: view.attempts.find((attempt) => attempt.id === attemptId) ?? null };
}
