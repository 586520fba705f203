// Plans and subscriptions: the searchable list (GET /sandbox/v1/subscriptions), the plans
// (GET /sandbox/v1/plans) and the open subscription (GET /sandbox/v1/subscriptions/:id). Each
// period is an ordinary charge: a charge event reloads what is shown (coalesced), so a renewal made
// by the clock or a boleto paid at the bank changes the page.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { PlanSummary, SubscriptionDetail, SubscriptionStatus, SubscriptionSummary } from '../api/types.ts';
import { LIST_LIMIT, listDetailSlice, type ListDetailState } from './list-detail.ts';

export interface SubscriptionsQuery extends Record<string, string> {
  q: string;
  status: SubscriptionStatus | '';
}

export interface SubscriptionsState extends ListDetailState<SubscriptionSummary, SubscriptionDetail, SubscriptionsQuery> {
  /** The plans, listed under the subscriptions and offered by the new-subscription form. */
  plans: PlanSummary[];
  plansTotal: number | null;
  plansError: unknown;
}

export function createSubscriptionsStore(api: AccountApi) {
  let plansController: AbortController | null = null;

  return createStore<SubscriptionsState>()((set, get) => {
    async function loadPlans(): Promise<void> {
      plansController?.abort();
      const own = new AbortController();
      plansController = own;
      try {
        const page = await api.listPlans({ limit: LIST_LIMIT }, own.signal);
        set({ plans: page.plans, plansTotal: page.total, plansError: null });
      } catch (error) {
        if (!own.signal.aborted) set({ plansError: error });
      }
    }

    return {
      ...listDetailSlice<SubscriptionSummary, SubscriptionDetail, SubscriptionsQuery>(set, get, {
        query: { q: '', status: '' },
        limit: LIST_LIMIT,
        list: async ({ q, status }, page, signal) => {
          const { subscriptions, total } = await api.listSubscriptions({ q: q || undefined, status: status || undefined, ...page }, signal);
          return { items: subscriptions, total };
        },
        detail: (id, signal) => api.subscription(id, signal),
        alongside: loadPlans,
      }),
      plans: [],
      plansTotal: null,
      plansError: null,
    };
  });
}

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>;
