// The bounded log of recent API requests (GET /sandbox/v1/requests), refreshed from `request`
// events while the view is open; events that arrive while it is closed just mark it stale. The
// filters go to the server, which applies them to the whole kept log, not to the rows loaded here.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { LoggedRequest, RequestQuery } from '../api/types.ts';
import { coalesce } from './throttle.ts';

export const REQUEST_LOG_LIMIT = 200;

export interface RequestsState {
  items: LoggedRequest[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  /** What the list shows; the dashboard's own calls are hidden until asked for. */
  filter: RequestQuery;
  /** Views that show the log right now; live reloads happen only while one does. */
  watchers: number;
  stale: boolean;
  watch(): () => void;
  setFilter(change: Partial<RequestQuery>): void;
  onRequestEvent(event: { path: string; dashboard?: boolean }): void;
  load(): Promise<void>;
}

/** The log's own reads would otherwise announce themselves and reload the log forever. */
export function isOwnTraffic(path: string): boolean {
  return path.startsWith('/sandbox/v1/requests') || path.startsWith('/sandbox/v1/events');
}

export function createRequestsStore(api: AccountApi) {
  return createStore<RequestsState>()((set, get) => {
    // Only the answer to the latest load is shown: a slow answer to an older filter is dropped.
    let latest = 0;
    async function load(): Promise<void> {
      const ticket = ++latest;
      if (get().status !== 'ready') set({ status: 'loading' });
      try {
        const items = await api.requests(REQUEST_LOG_LIMIT, get().filter);
        if (ticket === latest) set({ items, status: 'ready', error: null, stale: false });
      } catch (error) {
        if (ticket === latest) set({ status: 'error', error });
      }
    }
    const reloadSoon = coalesce(load, 300);
    return {
      items: [],
      status: 'idle',
      error: null,
      filter: {},
      watchers: 0,
      stale: true,
      load,
      watch() {
        set((s) => ({ watchers: s.watchers + 1 }));
        if (get().stale || get().status === 'idle') void load();
        return () => set((s) => ({ watchers: s.watchers - 1 }));
      },
      setFilter(change) {
        set((s) => ({ filter: { ...s.filter, ...change } }));
        void load();
      },
      onRequestEvent(event) {
        if (isOwnTraffic(event.path)) return;
        // The dashboard's own calls change nothing on screen while they are hidden.
        if (event.dashboard && !get().filter.dashboard) return;
        if (get().watchers > 0) reloadSoon();
        else set({ stale: true });
      },
    };
  });
}

export type RequestsStore = ReturnType<typeof createRequestsStore>;
