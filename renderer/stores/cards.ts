// The sandbox's test cards (GET /sandbox/v1/test-cards) and the payment tokens made from them
// (POST /sandbox/v1/payment-tokens) — what a browser checkout would hand the integrator's backend.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { PaymentToken, TestCard } from '../api/types.ts';

export type TokenResult = { state: 'working' } | { state: 'done'; token: PaymentToken } | { state: 'error'; error: unknown };

export interface CardsState {
  cards: TestCard[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  /** By card number: the last token generated from it. */
  tokens: Record<string, TokenResult>;
  load(): Promise<void>;
  generate(card: TestCard, reuse: boolean): Promise<void>;
}

export function createCardsStore(api: AccountApi) {
  return createStore<CardsState>()((set, get) => ({
    cards: [],
    status: 'idle',
    error: null,
    tokens: {},
    async load() {
      if (get().status === 'ready') return;
      set({ status: 'loading' });
      try {
        set({ cards: await api.testCards(), status: 'ready', error: null });
      } catch (error) {
        set({ status: 'error', error });
      }
    },
    async generate(card, reuse) {
      const key = card.number;
      set((s) => ({ tokens: { ...s.tokens, [key]: { state: 'working' } } }));
      try {
        const token = await api.createPaymentToken({
          brand: card.brand,
          number: card.number,
          cvv: card.cvv,
          expiration_month: card.expiration_month,
          expiration_year: card.expiration_year,
          ...(reuse ? { reuse: true } : {}),
        });
        set((s) => ({ tokens: { ...s.tokens, [key]: { state: 'done', token } } }));
      } catch (error) {
        set((s) => ({ tokens: { ...s.tokens, [key]: { state: 'error', error } } }));
      }
    },
  }));
}

export type CardsStore = ReturnType<typeof createCardsStore>;
