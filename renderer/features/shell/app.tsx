// The frame: top bar (account, clock, live state), the navigation, and the current view.
import { Suspense, useEffect } from 'react';
import { AccountScope, useAccountStores } from '../../stores/scope.tsx';
import { useAccounts, useActiveAccount, useRoute, useSessionActions, useSessionStatus } from '../../stores/hooks.ts';
import { ErrorMessage, Spinner } from '../../ui/components.tsx';
import { TopBar } from './top-bar.tsx';
import { Nav } from './nav.tsx';
import { Toasts } from './toasts.tsx';
import { ChargesView } from '../charges/charges-view.tsx';
import {
  AccountView, ApiView, CardsView, CarnetsView, ClockView, EmailsView, FaultsView,
  ReportView, LinksView, NoAccount, ReconciliationView, RequestsView, SubscriptionsView, WebhooksView, prefetchViews,
} from './views.tsx';
import './shell.css';

export function App({ baseUrl }: { baseUrl: string }) {
  const { status, error } = useSessionStatus();
  const account = useActiveAccount();
  const accounts = useAccounts();
  const { load } = useSessionActions();

  if (status === 'error') {
    return (
      <div className="fullpage">
        <h1>Cobrança Sandbox</h1>
        <ErrorMessage error={error} title={`Não foi possível falar com o sandbox em ${baseUrl}.`} />
        <p className="muted">O motor está rodando? Inicie com <code>npm run serve</code> e tente de novo.</p>
        <button type="button" className="btn btn-primary" onClick={() => void load()}>
          Tentar de novo
        </button>
      </div>
    );
  }
  if (status === 'loading' && accounts.length === 0) {
    return (
      <div className="fullpage">
        <Spinner label="Conectando ao sandbox…" />
      </div>
    );
  }
  if (!account) {
    return (
      <Suspense fallback={null}>
        <NoAccount />
      </Suspense>
    );
  }

  return (
    <AccountScope key={account.client_id} baseUrl={baseUrl} account={account}>
      <div className="app">
        <a className="skip-link" href="#conteudo">
          Pular para o conteúdo
        </a>
        <TopBar />
        <Nav />
        <main id="conteudo" className="content" tabIndex={-1}>
          <Suspense fallback={null}>
            <CurrentView />
          </Suspense>
        </main>
        <Toasts />
      </div>
    </AccountScope>
  );
}

/** The other chunks (views.tsx) are fetched once the charge list's first page has answered (views.tsx). */
function usePrefetchViewsAfterFirstPage() {
  const { charges } = useAccountStores();
  useEffect(() => {
    const settled = (state: ReturnType<typeof charges.getState>) => state.total !== null || state.error != null;
    if (settled(charges.getState())) return prefetchViews();
    const unsubscribe = charges.subscribe((state) => {
      if (!settled(state)) return;
      unsubscribe();
      prefetchViews();
    });
    return unsubscribe;
  }, [charges]);
}

function CurrentView() {
  const { view } = useRoute();
  usePrefetchViewsAfterFirstPage();
  switch (view) {
    case 'carnes':
      return <CarnetsView />;
    case 'assinaturas':
      return <SubscriptionsView />;
    case 'links':
      return <LinksView />;
    case 'webhooks':
      return <WebhooksView />;
    case 'relogio':
      return <ClockView />;
    case 'emails':
      return <EmailsView />;
    case 'conciliacao':
      return <ReconciliationView />;
    case 'requisicoes':
      return <RequestsView />;
    case 'falhas':
      return <FaultsView />;
    case 'homologacao':
      return <ReportView />;
    case 'cartoes':
      return <CardsView />;
    case 'conta':
      return <AccountView />;
    case 'api':
      return <ApiView />;
    default:
      return <ChargesView />;
  }
}
