// Stores live in two scopes. App-wide: the route, toasts, the sandbox and its accounts. Per
// account: everything the dashboard shows about one account — created fresh when the user
// switches accounts, so nothing of the previous account can leak into the next. No React here:
// main.tsx makes them (and so starts the first requests) before React is evaluated; scope.tsx
// hands them to components.
import { createAccountApi, type AccountApi, type PublicApi } from '../api/client.ts';
import type { Account } from '../api/types.ts';
import { createChargesStore, type ChargesStore } from './charges.ts';
import { createDetailStore, type DetailStore } from './charge-detail.ts';
import { createCarnetsStore, type CarnetsStore } from './carnets.ts';
import { createSubscriptionsStore, type SubscriptionsStore } from './subscriptions.ts';
import { createLinksStore, type LinksStore } from './links.ts';
import { createClockStore, type ClockStore } from './clock.ts';
import { createRequestsStore, type RequestsStore } from './requests.ts';
import { createEmailsStore, type EmailsStore } from './emails.ts';
import { createCardsStore, type CardsStore } from './cards.ts';
import { createFaultsStore, type FaultsStore } from './faults.ts';
import { createWebhooksStore, type WebhooksStore } from './webhooks.ts';
import { createLiveStore, type LiveStore } from './live.ts';
import type { RouterStore } from './router.ts';
import type { ToastsStore } from './toasts.ts';
import type { SessionStore } from './session.ts';
import type { BankCalendarStore } from './bank-calendar.ts';

export interface AppStores {
  publicApi: PublicApi;
  router: RouterStore;
  toasts: ToastsStore;
  session: SessionStore;
  bankCalendar: BankCalendarStore;
}

export interface AccountStores {
  api: AccountApi;
  charges: ChargesStore;
  detail: DetailStore;
  carnets: CarnetsStore;
  subscriptions: SubscriptionsStore;
  links: LinksStore;
  clock: ClockStore;
  requests: RequestsStore;
  emails: EmailsStore;
  cards: CardsStore;
  faults: FaultsStore;
  webhooks: WebhooksStore;
  live: LiveStore;
}

export function createAccountStores(baseUrl: string, account: Account): AccountStores {
  const api = createAccountApi(baseUrl, { clientId: account.client_id, clientSecret: account.client_secret });
  const stores: AccountStores = {
    api,
    charges: createChargesStore(api),
    detail: createDetailStore(api),
    carnets: createCarnetsStore(api),
    subscriptions: createSubscriptionsStore(api),
    links: createLinksStore(api),
    clock: createClockStore(api),
    requests: createRequestsStore(api),
    emails: createEmailsStore(api),
    cards: createCardsStore(api),
    faults: createFaultsStore(api),
    webhooks: createWebhooksStore(api),
    live: createLiveStore(),
  };
  // The list is what the user looks at first: ask for it before React has even rendered.
  stores.charges.getState().setRange(0, 40);
  void stores.clock.getState().load();
  return stores;
}

/**
 * Stores made as soon as the account is known, before React renders anything for it: the
 * authorize and first-page requests then run while the shell renders, not after. Taken once.
 */
const prepared = new Map<string, AccountStores>();

export function prepareAccountStores(baseUrl: string, account: Account): AccountStores {
  let stores = prepared.get(account.client_id);
  if (!stores) prepared.set(account.client_id, (stores = createAccountStores(baseUrl, account)));
  return stores;
}

export function takeAccountStores(baseUrl: string, account: Account): AccountStores {
  const early = prepared.get(account.client_id);
  prepared.delete(account.client_id);
  return early ?? createAccountStores(baseUrl, account);
}

