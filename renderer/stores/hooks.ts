// Selectors, defined once, exported as hooks. Components read state only through these, and call
// actions through useActions-style hooks, so a store's shape can change in one place.
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { NonBusinessDay } from '../api/types.ts';
import { nonBusinessLabel } from './bank-calendar.ts';
import { useShallow } from 'zustand/react/shallow';
import { useAccountStores, useAppStores } from './scope.tsx';
import { indexOfCharge, rowAt } from './charges-window.ts';
import type { SessionState } from './session.ts';
import type { RouterState } from './router.ts';
import type { ChargesState } from './charges.ts';
import type { DetailState } from './charge-detail.ts';
import type { ClockState } from './clock.ts';
import type { CarnetsState } from './carnets.ts';
import type { SubscriptionsState } from './subscriptions.ts';
import type { LinksState } from './links.ts';
import type { RequestsState } from './requests.ts';
import type { EmailsState } from './emails.ts';
import type { CardsState } from './cards.ts';
import type { FaultsState } from './faults.ts';
import type { WebhooksState } from './webhooks.ts';
import type { ToastsState } from './toasts.ts';
import type { LiveState } from './live.ts';

// --- app-wide -------------------------------------------------------------------------------

const selectRoute = (s: RouterState) => ({ view: s.view, id: s.id });
export const useRoute = () => useStore(useAppStores().router, useShallow(selectRoute));
export const useNavigate = () => useStore(useAppStores().router, (s) => s.navigate);

const selectToasts = (s: ToastsState) => s.toasts;
export const useToasts = () => useStore(useAppStores().toasts, selectToasts);
export const useToast = () => useStore(useAppStores().toasts, (s) => s.show);

/**
 * The non-business days from `from` to `to` (YYYY-MM-DD), by date: asked for when first needed,
 * empty until the server answers (a day then gains its mark).
 */
export function useNonBusinessDays(from: string | null, to: string | null): Readonly<Record<string, NonBusinessDay>> {
  const store = useAppStores().bankCalendar;
  useEffect(() => {
    if (from && to) store.getState().loadMonths(from, to);
  }, [store, from, to]);
  return useStore(store, (s) => s.days);
}

/** The date fields' day marks: "fim de semana", "feriado bancário — Natal" (ui/day-marks.tsx). */
export function useNonBusinessDayMarks(from: string, to: string): Readonly<Record<string, string>> {
  const days = useNonBusinessDays(from, to);
  return useMemo(() => Object.fromEntries(Object.values(days).map((day) => [day.date, nonBusinessLabel(day)])), [days]);
}

const selectSession = (s: SessionState) => ({ status: s.status, error: s.error, info: s.info });
export const useSessionStatus = () => useStore(useAppStores().session, useShallow(selectSession));
export const useAccounts = () => useStore(useAppStores().session, (s) => s.accounts);
export const useActiveAccount = () =>
  useStore(useAppStores().session, (s) => s.accounts.find((a) => a.client_id === s.activeClientId) ?? null);
export const useSessionActions = () =>
  useStore(useAppStores().session, useShallow((s: SessionState) => ({ selectAccount: s.selectAccount, createAccount: s.createAccount, load: s.load })));

// --- per account ----------------------------------------------------------------------------

const selectLive = (s: LiveState) => s.state;
export const useLiveState = () => useStore(useAccountStores().live, selectLive);

const selectChargeList = (s: ChargesState) => ({ total: s.total, error: s.error, query: s.query });
export const useChargeList = () => useStore(useAccountStores().charges, useShallow(selectChargeList));
export const useChargeRow = (index: number) => useStore(useAccountStores().charges, (s) => rowAt(s.pages, index));
/** The row a charge is at in the list, among the pages loaded; -1 if none. */
export const useChargeIndex = (chargeId: number | null) => useStore(useAccountStores().charges, (s) => indexOfCharge(s.pages, chargeId));
export const useIsFresh = (chargeId: number | undefined) =>
  useStore(useAccountStores().charges, (s) => (chargeId !== undefined ? !!s.fresh[chargeId] : false));
export const useChargeListActions = () =>
  useStore(useAccountStores().charges, useShallow((s: ChargesState) => ({ setQuery: s.setQuery, setRange: s.setRange, reload: s.reload, createBoleto: s.createBoleto, createCharge: s.createCharge, locate: s.locate })));

const selectDetail = (s: DetailState) => ({ chargeId: s.chargeId, data: s.data, status: s.status, error: s.error });
export const useChargeDetail = () => useStore(useAccountStores().detail, useShallow(selectDetail));
export const useDetailActions = () =>
  useStore(
    useAccountStores().detail,
    useShallow((s: DetailState) => ({
      open: s.open, refresh: s.refresh, quote: s.quote, payAtBank: s.payAtBank, payByPix: s.payByPix, settle: s.settle, cancel: s.cancel,
      changeDueDate: s.changeDueDate, resend: s.resend, replay: s.replay,
      installments: s.installments, payWithCard: s.payWithCard, retryCard: s.retryCard, refund: s.refund, dispute: s.dispute, resolveDispute: s.resolveDispute,
    })),
  );

const selectCarnetList = (s: CarnetsState) => ({ q: s.query.q, items: s.items, total: s.total, error: s.listError });
export const useCarnetList = () => useStore(useAccountStores().carnets, useShallow(selectCarnetList));
const selectCarnet = (s: CarnetsState) => ({ carnetId: s.openId, detail: s.detail, error: s.detailError });
export const useCarnet = () => useStore(useAccountStores().carnets, useShallow(selectCarnet));
export const useCarnetActions = () =>
  useStore(useAccountStores().carnets, useShallow((s: CarnetsState) => ({ watch: s.watch, setQuery: s.setQuery, open: s.open, refresh: s.refresh })));

const selectSubscriptionList = (s: SubscriptionsState) => ({ query: s.query, items: s.items, total: s.total, error: s.listError });
export const useSubscriptionList = () => useStore(useAccountStores().subscriptions, useShallow(selectSubscriptionList));
const selectPlans = (s: SubscriptionsState) => ({ plans: s.plans, total: s.plansTotal, error: s.plansError });
export const usePlans = () => useStore(useAccountStores().subscriptions, useShallow(selectPlans));
const selectSubscription = (s: SubscriptionsState) => ({ subscriptionId: s.openId, detail: s.detail, error: s.detailError });
export const useSubscription = () => useStore(useAccountStores().subscriptions, useShallow(selectSubscription));
export const useSubscriptionActions = () =>
  useStore(
    useAccountStores().subscriptions,
    useShallow((s: SubscriptionsState) => ({ watch: s.watch, setQuery: s.setQuery, open: s.open, refresh: s.refresh })),
  );

const selectLinkList = (s: LinksState) => ({ q: s.query.q, items: s.items, total: s.total, error: s.listError });
export const useLinkList = () => useStore(useAccountStores().links, useShallow(selectLinkList));
const selectLink = (s: LinksState) => ({
  chargeId: s.openId,
  charge: s.detail,
  error: s.detailError,
  /** The open link's row of the list: what the payer did, the e-mail the page fills in. */
  summary: s.openId === null ? null : (s.items.find((l) => l.charge_id === s.openId) ?? null),
});
export const useLink = () => useStore(useAccountStores().links, useShallow(selectLink));
export const useLinkActions = () =>
  useStore(useAccountStores().links, useShallow((s: LinksState) => ({ watch: s.watch, open: s.open, refresh: s.refresh, setQuery: s.setQuery })));

const selectClock = (s: ClockState) => ({ now: s.now, readAt: s.readAt, error: s.error });
export const useClockNow = () => useStore(useAccountStores().clock, useShallow(selectClock));
const selectAdvance = (s: ClockState) => ({ advancing: s.advancing, progress: s.progress, lastResult: s.lastResult, advanceError: s.advanceError });
export const useClockAdvance = () => useStore(useAccountStores().clock, useShallow(selectAdvance));
export const useSchedule = () => useStore(useAccountStores().clock, (s) => s.schedule);
export const useParkedJobs = () => useStore(useAccountStores().clock, (s) => s.parked);
export const useRetryJob = () => useStore(useAccountStores().clock, (s) => s.retry);
export const useClockActions = () =>
  useStore(useAccountStores().clock, useShallow((s: ClockState) => ({ advance: s.advance, load: s.load })));

const selectRequests = (s: RequestsState) => ({ items: s.items, status: s.status, error: s.error, filter: s.filter });
export const useRequestLog = () => useStore(useAccountStores().requests, useShallow(selectRequests));
export const useRequestLogActions = () =>
  useStore(useAccountStores().requests, useShallow((s: RequestsState) => ({ watch: s.watch, load: s.load, setFilter: s.setFilter })));

const selectEmails = (s: EmailsState) => ({ q: s.query.q, items: s.items, total: s.total, error: s.listError });
export const useEmails = () => useStore(useAccountStores().emails, useShallow(selectEmails));
export const useEmailAttachment = (emailId: number | null) =>
  useStore(useAccountStores().emails, (s) => (emailId === null ? undefined : s.attachments[emailId]));
export const useEmailActions = () =>
  useStore(useAccountStores().emails, useShallow((s: EmailsState) => ({ watch: s.watch, open: s.open, loadAttachment: s.loadAttachment, setQuery: s.setQuery })));

const selectCards = (s: CardsState) => ({ cards: s.cards, status: s.status, error: s.error });
export const useTestCards = () => useStore(useAccountStores().cards, useShallow(selectCards));
export const useCardToken = (number: string) => useStore(useAccountStores().cards, (s) => s.tokens[number]);
export const useCardActions = () => useStore(useAccountStores().cards, useShallow((s: CardsState) => ({ load: s.load, generate: s.generate })));

const selectFaults = (s: FaultsState) => ({ rules: s.rules, routes: s.routes, report: s.report, status: s.status, error: s.error });
export const useFaults = () => useStore(useAccountStores().faults, useShallow(selectFaults));
export const useFaultActions = () =>
  useStore(
    useAccountStores().faults,
    useShallow((s: FaultsState) => ({ watch: s.watch, load: s.load, create: s.create, remove: s.remove, removeAll: s.removeAll })),
  );

const selectWebhookList = (s: WebhooksState) => ({ query: s.query, offset: s.offset, items: s.items, total: s.total, error: s.listError });
export const useWebhookList = () => useStore(useAccountStores().webhooks, useShallow(selectWebhookList));
const selectWebhook = (s: WebhooksState) => ({ deliveryId: s.openId, detail: s.detail, error: s.detailError });
export const useWebhook = () => useStore(useAccountStores().webhooks, useShallow(selectWebhook));
export const useWebhookActions = () =>
  useStore(
    useAccountStores().webhooks,
    useShallow((s: WebhooksState) => ({ watch: s.watch, open: s.open, setQuery: s.setQuery, setOffset: s.setOffset, replay: s.replay })),
  );

/** Direct store access for the few places that need an imperative read (no re-render). */
export { useAccountStores, useAppStores };
