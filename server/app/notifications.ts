import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { notFound } from '../domain/errors.ts';
import { attemptStillDue } from '../domain/delivery.ts';

/**
 * GET /v1/notification/:token — the whole ordered history. Fetching is what acknowledges the
 * token, as in the real service: it stops the re-notifications of every delivery so far.
 * Another account's token reads as unknown.
 */
export function fetchNotificationHistory(ctx: AppContext, account: AccountRow, token: string) {
  const { store } = ctx;
  const nowMs = accountNow(ctx, account);
  return store.transaction(() => {
    const events = store.notifications.list(account.id, token);
    if (events.length === 0) throw notFound('token');
    store.deliveries.recordFetch(account.id, token, nowMs);
    // An acknowledged delivery is finished once sent: its re-notification leaves the schedule (an
    // attempt in flight records its answer and stops there). One not sent yet keeps its first POST.
    for (const delivery of store.deliveries.acknowledgeToken(account.id, token)) {
      if (!attemptStillDue('acknowledged', delivery.attempts)) store.jobs.removeForSubject('notification.deliver', delivery.id);
    }
    // A clock walk may be waiting for this fetch before re-notifying (fetch-grace.ts).
    store.afterCommit(() => ctx.fetchGrace.fetched(account.id, token));
    return events;
  });
}
