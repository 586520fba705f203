// GET /v1/charges (issue 25): one page of an account's charges of one type, in a date range on
// the account's clock, with when each was paid. What an ERP reads to catch up on callbacks it
// missed; the dashboard's own list is charge-list.ts.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import type { ChargeListQuery } from '../domain/charge-list-query.ts';

export interface ListedCharge {
  charge: ChargeRecord;
  /** When the payment was confirmed (its `paid` event), null while unpaid. */
  paidAt: string | null;
}

export function listAccountCharges(ctx: AppContext, account: AccountRow, query: ChargeListQuery): ListedCharge[] {
  // One read transaction: the page's ids and its rows are the same charges.
  return ctx.store.transaction(() =>
    ctx.store.chargeListing.page(account.id, query).map(({ id, paid_at }) => ({ charge: ctx.store.charges.find(account.id, id)!, paidAt: paid_at })),
  );
}
