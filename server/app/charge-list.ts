// The control API's charge list and search (the dashboard's charges table): one account's
// charges, newest first, narrowed by status and by `q`, with the count of all that match.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { ChargeListRow, ChargeSearch } from '../store/charges-repo.ts';
import type { ChargeStatus } from '../domain/charge.ts';

export interface ChargeListQuery {
  status?: ChargeStatus;
  /** Digits: a charge id, or the start of a custom_id; anything else: part of a custom_id. */
  q?: string;
  limit: number;
  offset: number;
}

function searchOf(q: string | undefined): ChargeSearch | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return { kind: 'digits', id: text.length <= 15 ? Number(text) : -1, prefix: text };
  return { kind: 'text', text };
}

export function listCharges(ctx: AppContext, account: AccountRow, query: ChargeListQuery): { total: number; rows: ChargeListRow[] } {
  // One read transaction: the count and the page see the same charges.
  return ctx.store.transaction(() =>
    ctx.store.charges.list(account.id, { status: query.status, search: searchOf(query.q), limit: query.limit, offset: query.offset }),
  );
}
