// One charge's whole story (GET /sandbox/v1/charges/:id/timeline) and the world's actions on it:
// pay at the bank, settle, cancel, move the due date, resend by e-mail, replay a callback.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { BankPaymentResult, BankQuote, ChargeTimeline } from '../api/types.ts';
import { coalesce } from './throttle.ts';

export interface DetailState {
  chargeId: number | null;
  data: ChargeTimeline | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  open(chargeId: number | null): void;
  /** A live event named this charge: reload it (coalesced). */
  touched(chargeId: number | null): void;
  refresh(): Promise<void>;
  /** What the payer would owe on a date, without paying. */
  quote(paidAt: string, signal?: AbortSignal): Promise<BankQuote>;
  payAtBank(input: { paidAt: string; amount: number | null }): Promise<BankPaymentResult>;
  settle(): Promise<void>;
  cancel(): Promise<void>;
  changeDueDate(expireAt: string): Promise<void>;
  resend(email: string): Promise<void>;
  replay(deliveryId: number): Promise<void>;
}

export function createDetailStore(api: AccountApi) {
  let controller: AbortController | null = null;

  return createStore<DetailState>()((set, get) => {
    async function load(chargeId: number, quiet: boolean): Promise<void> {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      if (!quiet) set({ status: 'loading', error: null });
      try {
        const data = await api.chargeTimeline(chargeId, own.signal);
        if (get().chargeId === chargeId) set({ data, status: 'ready', error: null });
      } catch (error) {
        if (own.signal.aborted) return;
        if (get().chargeId === chargeId) set({ status: 'error', error, ...(quiet ? {} : { data: null }) });
      }
    }

    const liveRefresh = coalesce(async () => {
      const id = get().chargeId;
      if (id !== null) await load(id, true);
    }, 250);

    /** Runs a change, then reloads the charge so the timeline shows what it caused. */
    async function act<T>(work: (chargeId: number) => Promise<T>): Promise<T> {
      const id = get().chargeId;
      if (id === null) throw new Error('Nenhuma cobrança aberta.');
      const result = await work(id);
      await load(id, true);
      return result;
    }

    return {
      chargeId: null,
      data: null,
      status: 'idle',
      error: null,
      open(chargeId) {
        if (chargeId === get().chargeId) return;
        controller?.abort();
        set({ chargeId, data: null, status: chargeId === null ? 'idle' : 'loading', error: null });
        if (chargeId !== null) void load(chargeId, false);
      },
      touched(chargeId) {
        if (chargeId !== null && chargeId === get().chargeId) liveRefresh();
      },
      async refresh() {
        const id = get().chargeId;
        if (id !== null) await load(id, true);
      },
      quote(paidAt, signal) {
        const id = get().chargeId;
        if (id === null) return Promise.reject(new Error('Nenhuma cobrança aberta.'));
        return api.quote(id, paidAt, signal);
      },
      payAtBank: ({ paidAt, amount }) =>
        act((id) => api.payAtBank({ charge_id: id, paid_at: paidAt, ...(amount !== null ? { amount } : {}) })),
      settle: () => act((id) => api.settle(id)).then(() => undefined),
      cancel: () => act((id) => api.cancel(id)).then(() => undefined),
      changeDueDate: (expireAt) => act((id) => api.changeDueDate(id, expireAt)).then(() => undefined),
      resend: (email) => act((id) => api.resendBillet(id, email)).then(() => undefined),
      replay: (deliveryId) => act(() => api.replayDelivery(deliveryId)).then(() => undefined),
    };
  });
}

export type DetailStore = ReturnType<typeof createDetailStore>;
