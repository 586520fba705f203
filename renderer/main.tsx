// Entry point: find the engine, make the app-wide stores, render. The same page runs served by
// the engine, inside the desktop shell and under Playwright; it talks to the engine only by HTTP.
// The tokens, then the base every component builds on: first in the stylesheet, so a component's
// own styles (imported by it) come after them.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPublicApi, resolveBaseUrl } from './api/client.ts';
import { AppProvider, prepareAccountStores, type AppStores } from './stores/scope.tsx';
import { createRouterStore } from './stores/router.ts';
import { createToastsStore } from './stores/toasts.ts';
import { createSessionStore } from './stores/session.ts';
import { App } from './features/shell/app.tsx';

const baseUrl = resolveBaseUrl();
const publicApi = createPublicApi(baseUrl);
const stores: AppStores = {
  publicApi,
  router: createRouterStore(),
  toasts: createToastsStore(),
  session: createSessionStore(publicApi, new URLSearchParams(window.location.search).get('account')),
};

// Ask for the accounts before React renders, and for the first page of charges as soon as the
// account is known: the first rows on screen depend on both.
const unsubscribe = stores.session.subscribe((state) => {
  const account = state.accounts.find((a) => a.client_id === state.activeClientId);
  if (!account) return;
  prepareAccountStores(baseUrl, account);
  unsubscribe();
});
void stores.session.getState().load();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider stores={stores}>
      <App baseUrl={baseUrl} />
    </AppProvider>
  </StrictMode>,
);
