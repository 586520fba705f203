import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { notFound } from '../domain/errors.ts';

/** GET /v1/notification/:token — the whole ordered history; another account's token reads as unknown. */
export function getNotificationHistory(ctx: AppContext, account: AccountRow, token: string) {
  const events = ctx.store.notifications.list(account.id, token);
  if (events.length === 0) throw notFound('token');
  return events;
}
