// The charge list: a window onto up to hundreds of thousands of charges, fetched a page at a time
// as the user scrolls, filtered by status and searched by id or custom_id, refreshed live.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { ChargeCreated, ChargeQuery, CreateChargeRequest, OneStepBoletoRequest, OneStepBoletoResult } from '../api/types.ts';
import { FIRST_ROWS, PAGE_SIZE, keepPages, newIds, pagesForRange, type Pages } from './charges-window.ts';
import { coalesce } from './throttle.ts';

export interface ChargesState {
  query: Required<ChargeQuery>;
  /** null until the first page answers. */
  total: number | null;
  pages: Pages;
  error: unknown;
  /** Charges that arrived since the list was first shown, highlighted for a moment. */
  fresh: Record<number, true>;
  setQuery(change: Partial<ChargeQuery>): void;
  setRange(start: number, end: number): void;
  /** Something changed on the server: reload what is in view. */
  invalidate(): void;
  reload(): Promise<void>;
  /** Where a charge stands in the list as filtered now (null: not in it), for a deep link to scroll to. */
  locate(chargeId: number): Promise<number | null>;
  /** A boleto made from the dashboard (POST /v1/charge/one-step), for trying the flow by hand. */
  createBoleto(body: OneStepBoletoRequest): Promise<OneStepBoletoResult>;
  /** A charge without a payment method (POST /v1/charge, status `new`). */
  createCharge(body: CreateChargeRequest): Promise<ChargeCreated>;
}

const FRESH_MS = 2500;

/** Runs `work` once the next frame has been painted (at once-ish where there are no frames). */
function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(work, 0));
  else setTimeout(work, 0);
}

export function createChargesStore(api: AccountApi) {
  let generation = 0;
  let range = { start: 0, end: 40 };
  let newestSeen = 0;
  let loadedOnce = false;
  /** Until the list's first request is made: it asks for FIRST_ROWS, not a whole page. */
  let firstRequest = true;
  const inFlight = new Set<string>();
  const appliedSeq = new Map<string, number>();
  let requestSeq = 0;

  const store = createStore<ChargesState>()((set, get) => {
    /** `force`: fetch even if a request for the page is under way (it may predate a change). */
    async function fetchPage(page: number, gen: number, force = false): Promise<void> {
      const key = `${gen}:${page}`;
      if (inFlight.has(key) && !force) return;
      inFlight.add(key);
      const seq = ++requestSeq;
      const rows = firstRequest && page === 0 ? FIRST_ROWS : PAGE_SIZE;
      firstRequest = false;
      try {
        const result = await api.listCharges({ ...get().query, limit: rows, offset: page * PAGE_SIZE });
        // A late answer must not overwrite a newer one for the same page.
        if (gen !== generation || seq < (appliedSeq.get(key) ?? 0)) return;
        appliedSeq.set(key, seq);
        markFresh(result.charges);
        set((s) => ({ total: result.total, pages: { ...s.pages, [page]: result.charges }, error: null }));
        // The first rows are on their way to the screen: the rest of their page once they are painted.
        if (result.charges.length === rows && rows < PAGE_SIZE) afterNextPaint(() => void fetchPage(page, gen, true));
      } catch (error) {
        if (gen === generation) set({ error });
      } finally {
        inFlight.delete(key);
      }
    }

    function markFresh(rows: { charge_id: number }[]) {
      // What the first answer shows is the starting point, not news.
      const firstLoad = !loadedOnce;
      loadedOnce = true;
      const ids = newIds(rows, newestSeen);
      if (ids.length === 0) return;
      newestSeen = Math.max(newestSeen, ...ids);
      if (firstLoad) return;
      set((s) => ({ fresh: { ...s.fresh, ...Object.fromEntries(ids.map((id) => [id, true])) } }));
      setTimeout(() => {
        set((s) => {
          const fresh = { ...s.fresh };
          for (const id of ids) delete fresh[id];
          return { fresh };
        });
      }, FRESH_MS);
    }

    const wanted = () => pagesForRange(range.start, range.end);

    async function reloadInView(): Promise<void> {
      const gen = generation;
      const pages = wanted();
      set((s) => ({ pages: keepPages(s.pages, pages) }));
      // Fresh copies of the pages in view replace the kept ones as they arrive: no flicker.
      await Promise.all(pages.map((p) => fetchPage(p, gen, true)));
    }

    const liveRefresh = coalesce(reloadInView, 300);

    return {
      query: { status: '', q: '' },
      total: null,
      pages: {},
      error: null,
      fresh: {},
      setQuery(change) {
        // As in every list (stores/list-detail.ts): a query equal to the one shown fetches nothing.
        const query = { ...get().query, ...change };
        if (query.q === get().query.q && query.status === get().query.status) return;
        generation++;
        set({ query, pages: {}, total: null, error: null });
        void reloadInView();
      },
      setRange(start, end) {
        range = { start, end };
        const { pages, total } = get();
        // A page missing, or one holding fewer rows than the list has there: the first page's
        // first rows whose rest failed to come (the request after the paint) is asked for again.
        for (const p of wanted()) if (!pages[p] || pages[p].length < Math.min(PAGE_SIZE, (total ?? 0) - p * PAGE_SIZE)) void fetchPage(p, generation);
      },
      invalidate: liveRefresh,
      reload: reloadInView,
      locate: (chargeId) => api.chargePosition(get().query, chargeId),
      async createBoleto(body) {
        const created = await api.createBoleto(body);
        liveRefresh();
        return created;
      },
      async createCharge(body) {
        const created = await api.createCharge(body);
        liveRefresh();
        return created;
      },
    };
  });
  return store;
}

export type ChargesStore = ReturnType<typeof createChargesStore>;
