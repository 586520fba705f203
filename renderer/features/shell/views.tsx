// The views off the first screen, each in a chunk of its own: the first visit downloads, compiles
// and runs only the shell and the charges list (the default view), which is what it paints first.
// The other chunks are fetched once the browser is idle after the first paint (prefetchViews), so
// opening a view later does not wait for the network; until a chunk has arrived, <Suspense> in
// app.tsx shows nothing in its place.
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
  requests: chunk(() => import('../requests/requests-view.tsx')),
  faults: chunk(() => import('../faults/faults-view.tsx')),
  cards: chunk(() => import('../cards/cards-view.tsx')),
  api: chunk(() => import('../api/api-view.tsx')),
};

function view<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

export const CarnetsView = view(loaders.carnets, (m) => m.CarnetsView);
export const SubscriptionsView = view(loaders.subscriptions, (m) => m.SubscriptionsView);
export const LinksView = view(loaders.links, (m) => m.LinksView);
export const WebhooksView = view(loaders.webhooks, (m) => m.WebhooksView);
export const ClockView = view(loaders.clock, (m) => m.ClockView);
export const EmailsView = view(loaders.emails, (m) => m.EmailsView);
export const RequestsView = view(loaders.requests, (m) => m.RequestsView);
export const FaultsView = view(loaders.faults, (m) => m.FaultsView);
export const CardsView = view(loaders.cards, (m) => m.CardsView);
export const ApiView = view(loaders.api, (m) => m.ApiView);

let prefetched = false;

/** Fetches every view's chunk when the browser is next idle (once; a chunk that failed is fetched again on use). */
export function prefetchViews(): void {
  if (prefetched) return;
  prefetched = true;
  const run = () => {
    for (const load of Object.values(loaders)) load().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}
