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

/** A row of the dashboard's charges table. */
export interface ChargeListItem {
  charge_id: number;
  status: ChargeStatus;
  total: number;
  custom_id: string | null;
  created_at: string;
  payment_method: ChargeListRow['payment_method'];
  expire_at: string | null;
  typed_line: string | null;
  notification_url: string | null;
}

function listItem(row: ChargeListRow): ChargeListItem {
  return {
    charge_id: row.id,
    status: row.status,
    total: row.total,
    custom_id: row.custom_id,
    created_at: row.created_at,
    payment_method: row.payment_method,
    expire_at: row.expire_at,
    typed_line: row.typed_line,
    notification_url: row.notification_url,
  };
}

/** `position` only when `positionOf` was asked: the charge's index in the whole list, or null. */
export function listCharges(
  ctx: AppContext,
  account: AccountRow,
  query: ChargeListQuery,
): { total: number; position?: number | null; charges: ChargeListItem[] } {
  const filter = { status: query.status, search: parseSearch(query.q) ?? undefined };
  // One read transaction: the count, the page and the position see the same charges.
  return ctx.store.transaction(() => {
    const { total, rows } = ctx.store.charges.list(account.id, { ...filter, limit: query.limit, offset: query.offset });
    const charges = rows.map(listItem);
    if (query.positionOf === undefined) return { total, charges };
    return { total, position: ctx.store.charges.positionOf(account.id, filter, query.positionOf), charges };
  });
}
