// Webhooks: every notification delivery of the account (GET /sandbox/v1/deliveries), a page at a
// time with the state and URL filters, and the open one with its attempts. Reloaded, coalesced,
// when a delivery changes or a token is fetched while the page is open; marked stale otherwise,
// so that a clock walk's thousands of callbacks cost nothing on the other pages.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { Delivery, DeliverySummary, ReplayResult } from '../api/types.ts';
import { coalesce } from './throttle.ts';

/** Rows per page: a page's attempts travel with it, so pages stay small however many deliveries there are. */
export const WEBHOOKS_PAGE = 50;

export interface WebhooksQuery {
  state: string;
  url: string;
}

export interface WebhooksState {
  query: WebhooksQuery;
  offset: number;
  items: DeliverySummary[];
  /** Deliveries matching the filters; null until the first page arrives. */
  total: number | null;
  listError: unknown;
  deliveryId: number | null;
  detail: Delivery | null;
  detailError: unknown;
  watchers: number;
  stale: boolean;
  /** The page is on screen: keep it live. Returns the unwatch. */
  watch(): () => void;
  open(deliveryId: number | null): void;
  setQuery(query: Partial<WebhooksQuery>): void;
  setOffset(offset: number): void;
  refresh(): Promise<void>;
  /** A delivery changed, or a token was fetched. */
  touched(): void;
  /** One more attempt now; resolves with the delivery and that attempt's own outcome. */
  replay(deliveryId: number): Promise<ReplayResult>;
}

export function createWebhooksStore(api: AccountApi) {
  let listController: AbortController | null = null;
  let detailController: AbortController | null = null;

  return createStore<WebhooksState>()((set, get) => {
    async function loadList(): Promise<void> {
      listController?.abort();
      const own = new AbortController();
      listController = own;
      const { query, offset } = get();
      try {
        const page = await api.deliveries(
          { state: query.state || undefined, url: query.url || undefined, limit: WEBHOOKS_PAGE, offset },
          own.signal,
        );
        set({ items: page.deliveries, total: page.total, listError: null });
      } catch (error) {
        if (!own.signal.aborted) set({ listError: error });
      }
    }

    async function loadDetail(): Promise<void> {
      const id = get().deliveryId;
      if (id === null) return;
      detailController?.abort();
      const own = new AbortController();
      detailController = own;
      try {
        const detail = await api.delivery(id, own.signal);
        if (get().deliveryId === id) set({ detail, detailError: null });
      } catch (error) {
        if (!own.signal.aborted && get().deliveryId === id) set({ detailError: error });
      }
    }

    const loadAll = () => Promise.all([loadList(), loadDetail()]).then(() => undefined);
    const live = coalesce(loadAll, 250);

    return {
      query: { state: '', url: '' },
      offset: 0,
      items: [],
      total: null,
      listError: null,
      deliveryId: null,
      detail: null,
      detailError: null,
      watchers: 0,
      stale: true,
      watch() {
        set((s) => ({ watchers: s.watchers + 1 }));
        if (get().stale) {
          set({ stale: false });
          void loadAll();
        }
        return () => set((s) => ({ watchers: s.watchers - 1 }));
      },
      open(deliveryId) {
        if (deliveryId === get().deliveryId && (deliveryId === null || get().detail)) return;
        set({ deliveryId, detail: null, detailError: null });
        void loadDetail();
      },
      setQuery(query) {
        set((s) => ({ query: { ...s.query, ...query }, offset: 0 }));
        void loadList();
      },
      setOffset(offset) {
        set({ offset: Math.max(0, offset) });
        void loadList();
      },
      refresh: loadAll,
      touched() {
        if (get().watchers > 0) live();
        else set({ stale: true });
      },
      async replay(deliveryId) {
        const result = await api.replayDelivery(deliveryId);
        void loadAll();
        return result;
      },
    };
  });
}

export type WebhooksStore = ReturnType<typeof createWebhooksStore>;
