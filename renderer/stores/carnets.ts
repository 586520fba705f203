// Carnês: the searchable list (GET /sandbox/v1/carnets) and the open carnê
// (GET /sandbox/v1/carnets/:id). Parcels are ordinary charges: a charge event reloads both
// (coalesced), so a parcel paid at the bank or overdue on the clock changes what is shown.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { CarnetDetail, CarnetSummary } from '../api/types.ts';
import { LIST_LIMIT, listDetailSlice, type ListDetailState } from './list-detail.ts';

export type CarnetsState = ListDetailState<CarnetSummary, CarnetDetail, { q: string }>;

export function createCarnetsStore(api: AccountApi) {
  return createStore<CarnetsState>()((set, get) =>
    listDetailSlice(set, get, {
      query: { q: '' },
      limit: LIST_LIMIT,
      list: async ({ q }, page, signal) => {
        const { carnets, total } = await api.listCarnets({ q: q || undefined, ...page }, signal);
        return { items: carnets, total };
      },
      detail: (id, signal) => api.carnet(id, signal),
    }),
  );
}

export type CarnetsStore = ReturnType<typeof createCarnetsStore>;
