// Entry point: find the engine, make the app-wide stores, start the first requests, then render.
// The same page runs served by the engine, inside the desktop shell and under Playwright; it talks
// to the engine only by HTTP.
//
// This module is small and imports no React on purpose: the accounts, and then the first page of
// charges, are asked for as soon as it runs, while React and the views (root.tsx, a chunk of its
// own that the HTML names as modulepreload, so it downloads alongside this one) are still being
// fetched and evaluated. By the time React first renders, the rows are usually here already, so the
// first render is the list itself rather than a spinner and then the shell.
// The tokens, then the base every component builds on: first in the stylesheet, so a component's
// own styles (imported by it) come after them.
import './styles/tokens.css';
import './styles/base.css';
import { createPublicApi, resolveBaseUrl } from './api/client.ts';
import { prepareAccountStores, type AppStores } from './stores/account-stores.ts';
import { createRouterStore } from './stores/router.ts';
import { createToastsStore } from './stores/toasts.ts';
import { createSessionStore } from './stores/session.ts';
import { createBankCalendarStore } from './stores/bank-calendar.ts';

const baseUrl = resolveBaseUrl();
const publicApi = createPublicApi(baseUrl);
const stores: AppStores = {
  publicApi,
  router: createRouterStore(),
  toasts: createToastsStore(),
  session: createSessionStore(publicApi, new URLSearchParams(window.location.search).get('account')),
  bankCalendar: createBankCalendarStore(publicApi),
};

// Ask for the accounts now, and for the first page of charges as soon as the account is known:
// the first rows on screen depend on both. Settles once what the first screen shows is known: the
// first page of charges has answered (or failed), or there is no account to show, or the accounts
// could not be read.
const firstScreenKnown = new Promise<void>((resolve) => {
  const unsubscribe = stores.session.subscribe((state) => {
    if (state.status === 'loading') return;
    unsubscribe();
    const account = state.accounts.find((a) => a.client_id === state.activeClientId);
    if (!account) return resolve();
    const { charges } = prepareAccountStores(baseUrl, account);
    const settled = ({ total, error }: ReturnType<typeof charges.getState>) => total !== null || error != null;
    if (settled(charges.getState())) return resolve();
    const stop = charges.subscribe((listState) => {
      if (!settled(listState)) return;
      stop();
      resolve();
    });
  });
});
const accountsKnown = stores.session.getState().load();

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// React's API (preact/compat) and the views on the first screen are evaluated (~90 ms of one core
// when that was react-dom, a few ms on preact/compat: docs/performance.md, "Dashboard first rows,
// seventh part") once the accounts have answered, that is once the first page of charges has been
// asked for, so that work overlaps the list's request instead of holding up the accounts' answer
// on its way to sending it.
// It then renders once that page is here, so the first render, layout and paint are the rows
// themselves, not the shell without them and then again with them (the list's answer can land just
// after React is ready, and its render then came second). An engine slow to answer gets the spinner
// or the shell all the same: after SPINNER_AFTER_MS without the accounts, ROWS_WAIT_MS without the
// rows once React is ready.
const SPINNER_AFTER_MS = 300;
const ROWS_WAIT_MS = 400;
void Promise.race([accountsKnown, delay(SPINNER_AFTER_MS)])
  .then(() => import('./root.tsx'))
  .then(async ({ renderDashboard }) => {
    await Promise.race([firstScreenKnown, delay(ROWS_WAIT_MS)]);
    renderDashboard(document.getElementById('root')!, stores, baseUrl);
  });
