// The control API's carnê list (the dashboard's carnês table): a page of the account's carnês,
// newest first, each with its parcels as the table's rows show them.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { customerName } from '../domain/billet-record.ts';
import type { CarnetRecord } from '../domain/carnet.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import { parseSearch } from '../domain/search.ts';

function listItem(carnet: CarnetRecord, parcels: ChargeRecord[]) {
  return {
    carnet_id: carnet.id,
    status: carnet.status,
    repeats: carnet.repeats,
    value: parcels.reduce((sum, parcel) => sum + parcel.total, 0),
    custom_id: carnet.customId,
    customer_name: customerName(carnet.terms.customer),
    created_at: carnet.createdAt,
    parcels: parcels.map((parcel) => ({
      charge_id: parcel.id,
      parcel: parcel.parcel,
      status: parcel.status,
      value: parcel.total,
      expire_at: parcel.billet?.expireAt ?? null,
    })),
  };
}

/** `q` finds a carnê by its own fields or by any of its parcels' (a typed line, a charge id). */
export function listCarnets(ctx: AppContext, account: AccountRow, filter: { q?: string; limit: number; offset: number }) {
  const search = parseSearch(filter.q) ?? undefined;
  const owners = search && ctx.store.charges.ownersMatching(account.id, 'carnet_id', search);
  const { total, rows } = ctx.store.carnets.list(account.id, { search, owners, limit: filter.limit, offset: filter.offset });
  return { total, carnets: rows.map((carnet) => listItem(carnet, ctx.store.charges.parcels(carnet.id))) };
}
