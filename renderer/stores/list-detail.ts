// One list beside its open item — the shape of the Carnês, Assinaturas, Links, E-mails and Webhooks
// pages — written once: the list (searched, filtered, a page at a time) and the open item each
// fetched on its own, the latest request winning; live while the page is on screen, marked stale
// otherwise so that a clock walk's thousands of events cost nothing on the other pages. A store
// adds what is its own (plans, attachments, replay) beside this slice (zustand's slices pattern).
import { coalesce } from './throttle.ts';

/**
 * Rows a whole-list page asks for: the control API's list routes accept `limit` up to 500
 * (server/http/sandbox/*.ts), and a list shown whole rather than paged shows as many as one request
 * can carry; the count says when there are more.
 */
export const LIST_LIMIT = 500;

/** The list's filters, each a string ('' for none), sent as query parameters. */
export type ListQuery = Record<string, string>;

export interface ListPage<Item> {
  items: Item[];
  total: number;
}

export interface ListDetailSource<Item, Detail, Query extends ListQuery> {
  query: Query;
  /** Rows per request; the list is paged with `setOffset` when it is smaller than the total. */
  limit: number;
  list(query: Query, page: { limit: number; offset: number }, signal: AbortSignal): Promise<ListPage<Item>>;
  /** The open item, when it is more than its row (an e-mail is its row: none). */
  detail?(id: number, signal: AbortSignal): Promise<Detail>;
  /** What the page shows beside the list, reloaded with it (the plans beside the subscriptions). */
  alongside?(): Promise<void>;
}

export interface ListDetailState<Item, Detail, Query extends ListQuery> {
  query: Query;
  offset: number;
  items: Item[];
  /** Rows matching the query; null until the first page arrives. */
  total: number | null;
  listError: unknown;
  /** The open item's id (from the route), null for none. */
  openId: number | null;
  detail: Detail | null;
  detailError: unknown;
  /** Views on screen: events reload the page while there is one. */
  watchers: number;
  /** Something changed while no view was on screen: reload on the next one. */
  stale: boolean;
  /** The page is on screen: load it if stale and keep it live. Returns the unwatch. */
  watch(): () => void;
  /** A query equal to the one shown fetches nothing. */
  setQuery(change: Partial<Query>): void;
  setOffset(offset: number): void;
  /** Opens an item (null closes); opened directly (a deep link), its list loads too. */
  open(id: number | null): void;
  /** Reload what is shown (after an action). */
  refresh(): Promise<void>;
  /** Something the page shows may have changed (an event). */
  touched(): void;
  /** An action answered the open item itself: show it, and reload the list. */
  showDetail(id: number, detail: Detail): void;
}

type Slice<Item, Detail, Query extends ListQuery> = ListDetailState<Item, Detail, Query>;

export function listDetailSlice<Item, Detail, Query extends ListQuery>(
  set: (partial: Partial<Slice<Item, Detail, Query>>) => void,
  get: () => Slice<Item, Detail, Query>,
  source: ListDetailSource<Item, Detail, Query>,
): Slice<Item, Detail, Query> {
  let listController: AbortController | null = null;
  let detailController: AbortController | null = null;

  async function loadList(): Promise<void> {
    // The latest request wins: an earlier one still under way is dropped, answer and all.
    listController?.abort();
    const own = new AbortController();
    listController = own;
    const { query, offset } = get();
    try {
      const page = await source.list(query, { limit: source.limit, offset }, own.signal);
      if (!own.signal.aborted) set({ items: page.items, total: page.total, listError: null });
    } catch (error) {
      if (!own.signal.aborted) set({ listError: error });
    } finally {
      if (listController === own) listController = null;
    }
  }

  async function loadDetail(): Promise<void> {
    const id = get().openId;
    if (id === null || !source.detail) return;
    detailController?.abort();
    const own = new AbortController();
    detailController = own;
    try {
      const detail = await source.detail(id, own.signal);
      if (get().openId === id) set({ detail, detailError: null });
    } catch (error) {
      if (!own.signal.aborted && get().openId === id) set({ detailError: error });
    }
  }

  const loadAll = () => Promise.all([loadList(), loadDetail(), source.alongside?.()]).then(() => undefined);
  const live = coalesce(loadAll, 250);

  return {
    query: source.query,
    offset: 0,
    items: [],
    total: null,
    listError: null,
    openId: null,
    detail: null,
    detailError: null,
    watchers: 0,
    stale: true,
    watch() {
      set({ watchers: get().watchers + 1 });
      if (get().stale) {
        set({ stale: false });
        void loadAll();
      }
      return () => set({ watchers: get().watchers - 1 });
    },
    setQuery(change) {
      const query = { ...get().query, ...change };
      if (Object.keys(query).every((key) => query[key] === get().query[key])) return;
      set({ query, offset: 0 });
      void loadList();
    },
    setOffset(offset) {
      set({ offset: Math.max(0, offset) });
      void loadList();
    },
    open(id) {
      // A deep link opens an item before any list was asked for: the pane beside it must not stay empty.
      if (get().total === null && listController === null) {
        set({ stale: false });
        void loadList();
        void source.alongside?.();
      }
      if (id === get().openId && (id === null || get().detail !== null || !source.detail)) return;
      set({ openId: id, detail: null, detailError: null });
      void loadDetail();
    },
    refresh: loadAll,
    touched() {
      if (get().watchers > 0) live();
      else set({ stale: true });
    },
    showDetail(id, detail) {
      detailController?.abort();
      if (id === get().openId) set({ detail, detailError: null });
      void loadList();
    },
  };
}
