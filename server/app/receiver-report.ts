// GET /sandbox/v1/faults/report: in one answer, the faults injected into the account and how
// the integrator's receiver coped with its callbacks — how many POSTs it answered 2xx, which
// tokens it fetched (the only acknowledgement), what it did after a duplicate, and the
// callbacks it never acknowledged.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { isSuccess } from '../domain/delivery.ts';

/** Enough to act on; the count says how many there are in all. */
const LISTED = 100;

export function receiverReport(ctx: AppContext, account: AccountRow) {
  const { faults } = ctx.store;
  const id = account.id;
  // One read transaction: every number describes the same moment.
  return ctx.store.transaction(() => {
    const injected = { total: 0, api: {} as Record<string, number>, callbacks: {} as Record<string, number> };
    for (const { target, fault, count } of faults.countsByKind(id)) {
      injected[target][fault] = count;
      injected.total += count;
    }
    const duplicates = faults.eventsOfKind(id, 'duplicate');
    const held = faults.eventsOfKind(id, 'out_of_order');
    const attempts = faults.attemptStats(id);
    const tokens = faults.tokenStats(id);
    return {
      injected,
      callbacks: {
        // Every POST the sandbox sent to the receiver, duplicates included.
        sent: attempts.sent + duplicates.length,
        answered_2xx: attempts.answered_2xx + duplicates.filter((d) => isSuccess({ statusCode: d.status_code, error: d.error })).length,
        tokens_notified: tokens.notified,
        tokens_fetched: tokens.fetched,
        token_fetches: faults.fetchCount(id),
        duplicates: {
          sent: duplicates.length,
          answered_2xx: duplicates.filter((d) => isSuccess({ statusCode: d.status_code, error: d.error })).length,
          // Fetching again is harmless (the history is the same); what matters is that the
          // receiver's own handling of the event happens once.
          token_fetched_after: duplicates.filter((d) => d.token !== null && faults.fetchedSince(id, d.token, d.virtual_at_ms)).length,
        },
        out_of_order: {
          held: held.length,
          released: held.filter((h) => h.released_at_ms !== null).length,
        },
        delayed: faults.eventsOfKind(id, 'delay').length,
        never_acknowledged: {
          count: faults.unacknowledgedCount(id),
          deliveries: faults.unacknowledged(id, LISTED).map((d) => ({
            delivery_id: d.id,
            token: d.token,
            charge_id: d.charge_id,
            state: d.state,
            attempts: d.attempts,
          })),
        },
      },
    };
  });
}
