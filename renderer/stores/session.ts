// The sandbox and its accounts: what the engine is (GET /sandbox/v1/info), who can be acted as
// (GET /sandbox/v1/accounts) and which account the dashboard is acting as now.
import { createStore } from 'zustand/vanilla';
import type { PublicApi } from '../api/client.ts';
import type { Account, SandboxInfo } from '../api/types.ts';

export interface SessionState {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  info: SandboxInfo | null;
  accounts: Account[];
  activeClientId: string | null;
  load(): Promise<void>;
  selectAccount(clientId: string): void;
  createAccount(name?: string): Promise<Account>;
}

const STORAGE_KEY = 'cobranca-sandbox:account';

/** ?account=<client_id> first (a test, a link), then the last choice, then the first account. */
export function chooseAccount(accounts: Account[], fromUrl: string | null, remembered: string | null): string | null {
  for (const wanted of [fromUrl, remembered]) {
    if (wanted && accounts.some((a) => a.client_id === wanted)) return wanted;
  }
  return accounts[0]?.client_id ?? null;
}

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(clientId: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, clientId);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export function createSessionStore(api: PublicApi, urlAccount: string | null) {
  return createStore<SessionState>()((set, get) => ({
    status: 'loading',
    error: null,
    info: null,
    accounts: [],
    activeClientId: null,
    async load() {
      set({ status: 'loading', error: null });
      try {
        const [info, accounts] = await Promise.all([api.info(), api.listAccounts()]);
        const activeClientId = get().activeClientId ?? chooseAccount(accounts, urlAccount, remembered());
        set({ status: 'ready', info, accounts, activeClientId });
      } catch (error) {
        set({ status: 'error', error });
      }
    },
    selectAccount(clientId) {
      remember(clientId);
      set({ activeClientId: clientId });
    },
    async createAccount(name) {
      const account = await api.createAccount(name);
      const accounts = await api.listAccounts().catch(() => [...get().accounts, account]);
      set({ accounts });
      return account;
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;
