// The control API's charge list and search (the dashboard's charges table): one account's
// charges, newest first, narrowed by status and by `q`, with the count of all that match.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { ChargeListRow } from '../store/charges-repo.ts';
import type { ChargeStatus } from '../domain/charge.ts';
import { parseSearch } from '../domain/search.ts';

export interface ChargeListQuery {
  status?: ChargeStatus;
  /** An id, a typed line or barcode, a name, CPF/CNPJ, e-mail, token or custom_id (server/domain/search.ts). */
  q?: string;
  limit: number;
  offset: number;
  /** A charge whose place in the list is wanted too (a deep link scrolls the list to it). */
  positionOf?: number;
}

export function listCharges(
  ctx: AppContext,
  account: AccountRow,
  query: ChargeListQuery,
): { total: number; rows: ChargeListRow[]; position?: number | null } {
  const filter = { status: query.status, search: parseSearch(query.q) ?? undefined };
  // One read transaction: the count, the page and the position see the same charges.
  return ctx.store.transaction(() => {
    const page = ctx.store.charges.list(account.id, { ...filter, limit: query.limit, offset: query.offset });
    if (query.positionOf === undefined) return page;
    return { ...page, position: ctx.store.charges.positionOf(account.id, filter, query.positionOf) };
  });
}
