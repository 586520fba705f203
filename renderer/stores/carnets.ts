// Carnês: the searchable list (GET /sandbox/v1/carnets) and the open carnê
// (GET /sandbox/v1/carnets/:id). Parcels are ordinary charges: a charge event reloads both
// (coalesced), so a parcel paid at the bank or overdue on the clock changes what is shown.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { CarnetDetail, CarnetSummary } from '../api/types.ts';
import { coalesce } from './throttle.ts';

export interface CarnetsState {
  q: string;
  items: CarnetSummary[];
  total: number | null;
  listError: unknown;
  carnetId: number | null;
  detail: CarnetDetail | null;
  detailError: unknown;
  setQuery(q: string): void;
  open(carnetId: number | null): void;
  /** Reload what is shown (after an action, or when a charge event arrives). */
  refresh(): Promise<void>;
  touched(): void;
}

export function createCarnetsStore(api: AccountApi) {
  let listController: AbortController | null = null;
  let detailController: AbortController | null = null;

  return createStore<CarnetsState>()((set, get) => {
    async function loadList(): Promise<void> {
      listController?.abort();
      const own = new AbortController();
      listController = own;
      const q = get().q;
      try {
        const page = await api.listCarnets({ q: q || undefined, limit: 200 }, own.signal);
        if (get().q === q) set({ items: page.carnets, total: page.total, listError: null });
      } catch (error) {
        if (!own.signal.aborted) set({ listError: error });
      }
    }

    async function loadDetail(): Promise<void> {
      const id = get().carnetId;
      if (id === null) return;
      detailController?.abort();
      const own = new AbortController();
      detailController = own;
      try {
        const detail = await api.carnet(id, own.signal);
        if (get().carnetId === id) set({ detail, detailError: null });
      } catch (error) {
        if (!own.signal.aborted && get().carnetId === id) set({ detailError: error });
      }
    }

    const live = coalesce(async () => {
      await Promise.all([loadList(), loadDetail()]);
    }, 250);

    return {
      q: '',
      items: [],
      total: null,
      listError: null,
      carnetId: null,
      detail: null,
      detailError: null,
      setQuery(q) {
        set({ q });
        void loadList();
      },
      open(carnetId) {
        if (carnetId === get().carnetId && (carnetId === null || get().detail)) return;
        set({ carnetId, detail: null, detailError: null });
        void loadDetail();
      },
      async refresh() {
        await Promise.all([loadList(), loadDetail()]);
      },
      touched() {
        // Nothing to refresh until the Carnês page has been opened.
        if (get().total !== null || get().carnetId !== null) live();
      },
    };
  });
}

export type CarnetsStore = ReturnType<typeof createCarnetsStore>;
