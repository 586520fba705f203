// Payment links: the account's links (GET /sandbox/v1/payment-links, with what each payer did)
// and the open one — its charge's whole story (GET /sandbox/v1/charges/:id/timeline: items, the
// link's settings, status, boleto or card). A link lives on its charge: a charge event reloads
// both (coalesced), so the payer's choice, an expiry on the clock or a cancel changes the page.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { ChargeTimeline, PaymentLinkSummary } from '../api/types.ts';
import { LIST_LIMIT, listDetailSlice, type ListDetailState } from './list-detail.ts';

/** The open link is its charge: `openId` is the charge id, `detail` its timeline. */
export type LinksState = ListDetailState<PaymentLinkSummary, ChargeTimeline, { q: string }>;

export function createLinksStore(api: AccountApi) {
  return createStore<LinksState>()((set, get) =>
    listDetailSlice(set, get, {
      query: { q: '' },
      limit: LIST_LIMIT,
      list: async ({ q }, page, signal) => {
        const { links, total } = await api.listPaymentLinks({ q: q || undefined, ...page }, signal);
        return { items: links, total };
      },
      detail: (chargeId, signal) => api.chargeTimeline(chargeId, signal),
    }),
  );
}

export type LinksStore = ReturnType<typeof createLinksStore>;
