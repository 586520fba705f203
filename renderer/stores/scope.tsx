// The stores' React side: contexts that hand the app-wide stores and the current account's stores
// to components. The stores themselves are made without React (account-stores.ts), so the first
// requests can start before React is even evaluated (main.tsx).
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Account } from '../api/types.ts';
import { startLive } from './live.ts';
import { takeAccountStores, type AccountStores, type AppStores } from './account-stores.ts';

export type { AccountStores, AppStores };

const AppContext = createContext<AppStores | null>(null);
const AccountContext = createContext<AccountStores | null>(null);

export function AppProvider({ stores, children }: { stores: AppStores; children: ReactNode }) {
  return <AppContext.Provider value={stores}>{children}</AppContext.Provider>;
}

export function AccountScope({ baseUrl, account, children }: { baseUrl: string; account: Account; children: ReactNode }) {
  const stores = useMemo(() => takeAccountStores(baseUrl, account), [baseUrl, account.client_id]); // eslint-disable-line react-hooks/exhaustive-deps -- one set of stores per account for its whole visit: a fresh copy of the same account (re-read, renamed) must not replace them and drop their state
  useEffect(() => {
    const stop = startLive(stores);
    return () => {
      stop();
      stores.emails.getState().dispose();
    };
  }, [stores]);
  return <AccountContext.Provider value={stores}>{children}</AccountContext.Provider>;
}

export function useAppStores(): AppStores {
  const stores = useContext(AppContext);
  if (!stores) throw new Error('useAppStores outside <AppProvider>');
  return stores;
}

export function useAccountStores(): AccountStores {
  const stores = useContext(AccountContext);
  if (!stores) throw new Error('useAccountStores outside <AccountScope>');
  return stores;
}
