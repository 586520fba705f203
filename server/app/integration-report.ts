// GET /sandbox/v1/report: gathers what the account saw since it last started over (or since a
// chosen moment) — the request log, the deliveries with their attempts and token fetches, the
// access tokens it was issued — and hands it to the pure checks (server/domain/report).
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { TOKEN_LIFETIME_SECONDS } from './accounts.ts';
import { integrationChecks } from '../domain/report/report.ts';
import type { Check, ObservedDelivery } from '../domain/report/checks.ts';
import { polledCharge } from '../domain/report/load.ts';

export interface IntegrationReport {
  generated_at: string;
  /** The start the report reads from (ISO 8601, wall clock). */
  since: string;
  /** How many of the account's /v1 calls the request checks read. */
  requests_observed: number;
  /**
   * From when the record of calls is whole: the server's start (it is kept in memory), the
   * account's reset, or the oldest call its bound kept. Later than `since`: earlier calls are unknown.
   */
  requests_observed_since: string;
  checks: Check[];
}

function observedDeliveries(ctx: AppContext, accountId: number, sinceMs: number): ObservedDelivery[] {
  const { report } = ctx.store;
  const rows = report.deliveries(accountId, sinceMs);
  if (rows.length === 0) return [];
  const attempts = new Map<number, ObservedDelivery['attempts']>();
  for (const a of report.attempts(accountId)) {
    let list = attempts.get(a.delivery_id);
    if (!list) attempts.set(a.delivery_id, (list = []));
    list.push({ statusCode: a.status_code, virtualAtMs: a.virtual_at_ms });
  }
  const fetches = new Map<string, number[]>();
  for (const f of report.fetches(accountId)) {
    let list = fetches.get(f.token);
    if (!list) fetches.set(f.token, (list = []));
    list.push(f.virtual_at_ms);
  }
  return rows.map((d) => ({
    id: d.id,
    chargeId: d.charge_id,
    state: d.state,
    createdAtMs: d.created_at_ms,
    attempts: attempts.get(d.id) ?? [],
    fetchesAtMs: fetches.get(d.token) ?? [],
  }));
}

/**
 * From when the record of the account's calls is whole: an account made after the server started
 * (and never reset, nothing let go) has every call of its life in it — whole from the beginning.
 */
function recordWholeSince(wholeSinceMs: number, account: AccountRow): number {
  return wholeSinceMs > account.created_at_ms ? wholeSinceMs : 0;
}

/** `sinceMs`: the chosen start; by default the account's last reset, or its creation if it never had one. */
export function integrationReport(ctx: AppContext, account: AccountRow, sinceMs?: number): IntegrationReport {
  const start = sinceMs ?? Math.max(ctx.reportObservations.startOf(account.id), account.created_at_ms);
  // One read transaction: the deliveries, attempts and fetches describe the same moment.
  const { deliveries, tokensIssuedAtMs, events } = ctx.store.transaction(() => ({
    // Coverage reads the account's state, which a reset empties: `since` does not narrow it.
    events: ctx.store.report.events(account.id).map((e) => ({
      type: e.type,
      status: e.status,
      previous: e.previous,
      chargeId: e.charge_id,
      subscriptionId: e.subscription_id,
      paymentMethod: e.payment_method,
      isLink: e.is_link === 1,
      paidValue: e.paid_value,
      total: e.total,
      paidByPix: e.paid_by_pix === 1,
    })),
    deliveries: observedDeliveries(ctx, account.id, start),
    tokensIssuedAtMs: ctx.store.report.tokenExpiries(account.id).map((expiry) => expiry - TOKEN_LIFETIME_SECONDS * 1000),
  }));
  // The integration's own calls (the control API, /sandbox/v1, is the test's set-up, not its code).
  const requests = ctx.reportObservations.requests(account.id, start);
  const span = ctx.reportObservations.span(account.id);
  const polled = new Set(requests.flatMap((r) => polledCharge(r) ?? []));
  const chargesWithCallback = ctx.store.report.chargesWithCallback(account.id, polled);
  return {
    generated_at: new Date(ctx.wallClock()).toISOString(),
    since: new Date(start).toISOString(),
    requests_observed: requests.length,
    requests_observed_since: new Date(Math.max(start, recordWholeSince(span.wholeSinceMs, account))).toISOString(),
    checks: integrationChecks({ requests, deliveries, tokensIssuedAtMs, events, chargesWithCallback }),
  };
}
