// Payment links: the account's links (GET /sandbox/v1/payment-links, with what each payer did)
// and the open one — its charge's whole story (GET /sandbox/v1/charges/:id/timeline: items, the
// link's settings, status, boleto or card). A link lives on its charge: a charge event reloads
// both (coalesced), so the payer's choice, an expiry on the clock or a cancel changes the page.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { ChargeTimeline, PaymentLinkSummary } from '../api/types.ts';
import { coalesce } from './throttle.ts';

/** The newest links, as many as the control route gives at once. */
export const LINKS_PAGE = 500;

export interface LinksState {
  /** The search (`q`), '' for none. */
  q: string;
  items: PaymentLinkSummary[];
  total: number | null;
  listError: unknown;
  chargeId: number | null;
  /** The open link's charge. */
  charge: ChargeTimeline | null;
  detailError: unknown;
  setQuery(q: string): void;
  open(chargeId: number | null): void;
  /** Reload what is shown (after an action, or when a charge event arrives). */
  refresh(): Promise<void>;
  touched(): void;
}

export function createLinksStore(api: AccountApi) {
  let listController: AbortController | null = null;
  let detailController: AbortController | null = null;

  return createStore<LinksState>()((set, get) => {
    async function loadList(): Promise<void> {
      listController?.abort();
      const own = new AbortController();
      listController = own;
      const q = get().q;
      try {
        const page = await api.listPaymentLinks({ q: q || undefined, limit: LINKS_PAGE }, own.signal);
        if (get().q === q) set({ items: page.links, total: page.total, listError: null });
      } catch (error) {
        if (!own.signal.aborted) set({ listError: error });
      }
    }

    async function loadDetail(): Promise<void> {
      const id = get().chargeId;
      if (id === null) return;
      detailController?.abort();
      const own = new AbortController();
      detailController = own;
      try {
        const charge = await api.chargeTimeline(id, own.signal);
        if (get().chargeId === id) set({ charge, detailError: null });
      } catch (error) {
        if (!own.signal.aborted && get().chargeId === id) set({ detailError: error });
      }
    }

    const loadAll = () => Promise.all([loadList(), loadDetail()]).then(() => undefined);
    const live = coalesce(loadAll, 250);

    return {
      q: '',
      items: [],
      total: null,
      listError: null,
      chargeId: null,
      charge: null,
      detailError: null,
      setQuery(q) {
        if (q === get().q) return;
        set({ q });
        void loadList();
      },
      open(chargeId) {
        if (get().total === null) void loadList();
        if (chargeId === get().chargeId && (chargeId === null || get().charge)) return;
        set({ chargeId, charge: null, detailError: null });
        void loadDetail();
      },
      refresh: loadAll,
      touched() {
        // Nothing to refresh until the links page has been opened.
        if (get().total !== null || get().chargeId !== null) live();
      },
    };
  });
}

export type LinksStore = ReturnType<typeof createLinksStore>;
