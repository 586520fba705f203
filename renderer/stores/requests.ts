// The bounded log of recent API requests (GET /sandbox/v1/requests), refreshed from `request`
// events while the view is open; events that arrive while it is closed just mark it stale.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { LoggedRequest } from '../api/types.ts';
import { coalesce } from './throttle.ts';

export const REQUEST_LOG_LIMIT = 200;

export interface RequestsState {
  items: LoggedRequest[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  /** Views that show the log right now; live reloads happen only while one does. */
  watchers: number;
  stale: boolean;
  watch(): () => void;
  onRequestEvent(event: { path: string }): void;
  load(): Promise<void>;
}

/** The log's own reads would otherwise announce themselves and reload the log forever. */
export function isOwnTraffic(path: string): boolean {
  return path.startsWith('/sandbox/v1/requests') || path.startsWith('/sandbox/v1/events');
}

export function createRequestsStore(api: AccountApi) {
  return createStore<RequestsState>()((set, get) => {
    async function load(): Promise<void> {
      if (get().status !== 'ready') set({ status: 'loading' });
      try {
        const items = await api.requests(REQUEST_LOG_LIMIT);
        set({ items, status: 'ready', error: null, stale: false });
      } catch (error) {
        set({ status: 'error', error });
      }
    }
    const reloadSoon = coalesce(load, 300);
    return {
      items: [],
      status: 'idle',
      error: null,
      watchers: 0,
      stale: true,
      load,
      watch() {
        set((s) => ({ watchers: s.watchers + 1 }));
        if (get().stale || get().status === 'idle') void load();
        return () => set((s) => ({ watchers: s.watchers - 1 }));
      },
      onRequestEvent(event) {
        if (isOwnTraffic(event.path)) return;
        if (get().watchers > 0) reloadSoon();
        else set({ stale: true });
      },
    };
  });
}

export type RequestsStore = ReturnType<typeof createRequestsStore>;
