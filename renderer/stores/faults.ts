// Fault injection for the account (/sandbox/v1/faults): its rules, the routes a rule can name and
// the receiver report. Reloaded, coalesced, while the Falhas page is open and the integrator's
// calls or callbacks may have used a rule up; marked stale otherwise.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { FaultRule, FaultRuleRequest, ReceiverReport } from '../api/types.ts';
import { coalesce } from './throttle.ts';

export interface FaultsState {
  rules: FaultRule[];
  routes: string[];
  report: ReceiverReport | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  watchers: number;
  stale: boolean;
  watch(): () => void;
  /** Something happened that may have used a rule or moved the report (a request, a callback). */
  touched(): void;
  load(): Promise<void>;
  create(body: FaultRuleRequest): Promise<FaultRule>;
  remove(ruleId: number): Promise<void>;
  removeAll(): Promise<void>;
}

/** The page's own reads (and the dashboard's) are GETs of the control API: they use no rule. */
export function canUseRules(event: { method?: string; path: string }): boolean {
  return !(event.method === 'GET' && event.path.startsWith('/sandbox/v1/'));
}

export function createFaultsStore(api: AccountApi) {
  return createStore<FaultsState>()((set, get) => {
    async function load(): Promise<void> {
      if (get().status !== 'ready') set({ status: 'loading' });
      try {
        const routesNeeded = get().routes.length === 0;
        const [rules, report, routes] = await Promise.all([api.faultRules(), api.receiverReport(), routesNeeded ? api.faultRoutes() : Promise.resolve(get().routes)]);
        set({ rules, report, routes, status: 'ready', error: null, stale: false });
      } catch (error) {
        set({ status: 'error', error });
      }
    }
    const reloadSoon = coalesce(load, 500);
    return {
      rules: [],
      routes: [],
      report: null,
      status: 'idle',
      error: null,
      watchers: 0,
      stale: true,
      load,
      watch() {
        set((s) => ({ watchers: s.watchers + 1 }));
        if (get().stale || get().status === 'idle') void load();
        return () => set((s) => ({ watchers: s.watchers - 1 }));
      },
      touched() {
        if (get().watchers > 0) reloadSoon();
        else set({ stale: true });
      },
      async create(body) {
        const rule = await api.createFaultRule(body);
        await load();
        return rule;
      },
      async remove(ruleId) {
        await api.deleteFaultRule(ruleId);
        await load();
      },
      async removeAll() {
        await api.deleteFaultRules();
        await load();
      },
    };
  });
}

export type FaultsStore = ReturnType<typeof createFaultsStore>;
