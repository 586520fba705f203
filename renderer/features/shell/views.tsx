// What the first screen does not paint, each in a chunk of its own: the other views, and the parts
// of the charges view that show only once the user acts (a charge's story, the new-charge dialog,
// the snippets of an empty account). The first visit downloads, compiles and runs only the shell
// and the charge list (the default view), which is what it paints first. The other chunks are
// fetched once the browser is idle after the first page of charges (prefetchViews), so opening a
// view or a charge later does not wait for the network; until a chunk has arrived, the <Suspense>
// around it shows its fallback (nothing, for a view: app.tsx).
import { lazy, type ComponentType } from 'react';

/** A loader per view, so the same promise serves the prefetch and React.lazy; a failed fetch is tried again next time. */
function chunk<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const loaders = {
  carnets: chunk(() => import('../carnets/carnets-view.tsx')),
  subscriptions: chunk(() => import('../subscriptions/subscriptions-view.tsx')),
  links: chunk(() => import('../links/links-view.tsx')),
  webhooks: chunk(() => import('../webhooks/webhooks-view.tsx')),
  clock: chunk(() => import('../clock/clock-view.tsx')),
  emails: chunk(() => import('../emails/emails-view.tsx')),
  reconciliation: chunk(() => import('../reconciliation/reconciliation-view.tsx')),
  requests: chunk(() => import('../requests/requests-view.tsx')),
  faults: chunk(() => import('../faults/faults-view.tsx')),
  report: chunk(() => import('../report/report-view.tsx')),
  cards: chunk(() => import('../cards/cards-view.tsx')),
  api: chunk(() => import('../api/api-view.tsx')),
  account: chunk(() => import('../account/account-view.tsx')),
  noAccount: chunk(() => import('../account/no-account.tsx')),
  chargeStory: chunk(() => import('../charges/charge-detail.tsx')),
  newCharge: chunk(() => import('../charges/new-charge-dialog.tsx')),
  snippets: chunk(() => import('../account/snippets-panel.tsx')),
};

function view<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

export const CarnetsView = view(loaders.carnets, (m) => m.CarnetsView);
export const SubscriptionsView = view(loaders.subscriptions, (m) => m.SubscriptionsView);
export const LinksView = view(loaders.links, (m) => m.LinksView);
export const WebhooksView = view(loaders.webhooks, (m) => m.WebhooksView);
export const ClockView = view(loaders.clock, (m) => m.ClockView);
export const EmailsView = view(loaders.emails, (m) => m.EmailsView);
export const ReconciliationView = view(loaders.reconciliation, (m) => m.ReconciliationView);
export const RequestsView = view(loaders.requests, (m) => m.RequestsView);
export const FaultsView = view(loaders.faults, (m) => m.FaultsView);
export const ReportView = view(loaders.report, (m) => m.ReportView);
export const CardsView = view(loaders.cards, (m) => m.CardsView);
export const ApiView = view(loaders.api, (m) => m.ApiView);
export const AccountView = view(loaders.account, (m) => m.AccountView);
export const NoAccount = view(loaders.noAccount, (m) => m.NoAccount);
export const ChargeStory = view(loaders.chargeStory, (m) => m.ChargeStory);
export const NewChargeDialog = view(loaders.newCharge, (m) => m.NewChargeDialog);
export const ActiveAccountSnippets = view(loaders.snippets, (m) => m.ActiveAccountSnippets);

let prefetched = false;

/** Fetches every chunk above when the browser is next idle (once; a chunk that failed is fetched again on use). */
export function prefetchViews(): void {
  if (prefetched) return;
  prefetched = true;
  const run = () => {
    for (const load of Object.values(loaders)) load().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}
