// Plans and subscriptions: the searchable list (GET /sandbox/v1/subscriptions), the plans
// (GET /sandbox/v1/plans) and the open subscription (GET /sandbox/v1/subscriptions/:id). Each
// period is an ordinary charge: a charge event reloads what is shown (coalesced), so a renewal made
// by the clock or a boleto paid at the bank changes the page.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { PlanSummary, SubscriptionDetail, SubscriptionStatus, SubscriptionSummary } from '../api/types.ts';
import { coalesce } from './throttle.ts';

export interface SubscriptionsState {
  q: string;
  status: SubscriptionStatus | '';
  items: SubscriptionSummary[];
  total: number | null;
  listError: unknown;
  plans: PlanSummary[];
  plansTotal: number | null;
  plansError: unknown;
  subscriptionId: number | null;
  detail: SubscriptionDetail | null;
  detailError: unknown;
  setQuery(q: string): void;
  setStatus(status: SubscriptionStatus | ''): void;
  open(subscriptionId: number | null): void;
  /** Reload what is shown (after an action, or when a charge event arrives). */
  refresh(): Promise<void>;
  /** An action answered the new detail itself (payer-cancel): show it, and reload the lists. */
  showDetail(detail: SubscriptionDetail): void;
  touched(): void;
}

export function createSubscriptionsStore(api: AccountApi) {
  let listController: AbortController | null = null;
  let plansController: AbortController | null = null;
  let detailController: AbortController | null = null;

  return createStore<SubscriptionsState>()((set, get) => {
    async function loadList(): Promise<void> {
      listController?.abort();
      const own = new AbortController();
      listController = own;
      const { q, status } = get();
      try {
        const page = await api.listSubscriptions({ q: q || undefined, status: status || undefined, limit: 200 }, own.signal);
        if (get().q === q && get().status === status) set({ items: page.subscriptions, total: page.total, listError: null });
      } catch (error) {
        if (!own.signal.aborted) set({ listError: error });
      }
    }

    async function loadPlans(): Promise<void> {
      plansController?.abort();
      const own = new AbortController();
      plansController = own;
      try {
        const page = await api.listPlans({ limit: 200 }, own.signal);
        set({ plans: page.plans, plansTotal: page.total, plansError: null });
      } catch (error) {
        if (!own.signal.aborted) set({ plansError: error });
      }
    }

    async function loadDetail(): Promise<void> {
      const id = get().subscriptionId;
      if (id === null) return;
      detailController?.abort();
      const own = new AbortController();
      detailController = own;
      try {
        const detail = await api.subscription(id, own.signal);
        if (get().subscriptionId === id) set({ detail, detailError: null });
      } catch (error) {
        if (!own.signal.aborted && get().subscriptionId === id) set({ detailError: error });
      }
    }

    const loadAll = () => Promise.all([loadList(), loadPlans(), loadDetail()]).then(() => undefined);
    const live = coalesce(loadAll, 250);

    return {
      q: '',
      status: '',
      items: [],
      total: null,
      listError: null,
      plans: [],
      plansTotal: null,
      plansError: null,
      subscriptionId: null,
      detail: null,
      detailError: null,
      setQuery(q) {
        set({ q });
        void loadList();
        // The plans are listed beside the first page of subscriptions.
        if (get().plansTotal === null) void loadPlans();
      },
      setStatus(status) {
        set({ status });
        void loadList();
      },
      open(subscriptionId) {
        if (subscriptionId === get().subscriptionId && (subscriptionId === null || get().detail)) return;
        set({ subscriptionId, detail: null, detailError: null });
        void loadDetail();
      },
      refresh: loadAll,
      showDetail(detail) {
        detailController?.abort();
        if (detail.subscription.subscription_id === get().subscriptionId) set({ detail, detailError: null });
        void loadList();
      },
      touched() {
        // Nothing to refresh until the Assinaturas page has been opened.
        if (get().total !== null || get().subscriptionId !== null) live();
      },
    };
  });
}

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>;
