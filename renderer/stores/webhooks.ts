// Webhooks: every notification delivery of the account (GET /sandbox/v1/deliveries), a page at a
// time with the state and URL filters, and the open one with its attempts. Reloaded, coalesced,
// when a delivery changes or a token is fetched while the page is open; marked stale otherwise,
// so that a clock walk's thousands of callbacks cost nothing on the other pages.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { Delivery, DeliverySummary, ReplayResult } from '../api/types.ts';
import { listDetailSlice, type ListDetailState } from './list-detail.ts';

/** Rows per page: a page's attempts travel with it, so pages stay small however many deliveries there are. */
export const WEBHOOKS_PAGE = 50;

export interface WebhooksQuery extends Record<string, string> {
  state: string;
  url: string;
}

export interface WebhooksState extends ListDetailState<DeliverySummary, Delivery, WebhooksQuery> {
  /** One more attempt now; resolves with the delivery and that attempt's own outcome. */
  replay(deliveryId: number): Promise<ReplayResult>;
}

export function createWebhooksStore(api: AccountApi) {
  return createStore<WebhooksState>()((set, get) => ({
    ...listDetailSlice<DeliverySummary, Delivery, WebhooksQuery>(set, get, {
      query: { state: '', url: '' },
      limit: WEBHOOKS_PAGE,
      list: async ({ state, url }, page, signal) => {
        const { deliveries, total } = await api.deliveries({ state: state || undefined, url: url || undefined, ...page }, signal);
        return { items: deliveries, total };
      },
      detail: (id, signal) => api.delivery(id, signal),
    }),
    async replay(deliveryId) {
      const result = await api.replayDelivery(deliveryId);
      void get().refresh();
      return result;
    },
  }));
}

export type WebhooksStore = ReturnType<typeof createWebhooksStore>;
