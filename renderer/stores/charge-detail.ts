// One charge's whole story (GET /sandbox/v1/charges/:id/timeline) and the world's actions on it:
// pay at the bank, settle, cancel, move the due date, resend by e-mail, replay a callback, and for
// cards: pay or retry with a test card, refund, the payer's dispute and its end.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type {
  BankPaymentResult, BankPixPaymentResult, BankQuote, BillingAddress, CardCustomer, CardPaidResult, ChargeTimeline, DisputeWinner, InstallmentOption, ReplayResult, TestCard,
} from '../api/types.ts';
import { coalesce } from './throttle.ts';
import { paymentTokenFor } from './card-token.ts';

/** A card payment from the dashboard: which test card, and who pays. */
export interface CardPaymentInput {
  card: TestCard;
  customer: CardCustomer;
  billingAddress: BillingAddress;
  /** Only when paying; a retry keeps the charge's installments. */
  installments?: number;
}

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
  /** Pays by Pix with a pasted code (this charge's or any other of the account). */
  payByPix(input: { qrcode: string; paidAt: string }): Promise<BankPixPaymentResult>;
  settle(): Promise<void>;
  cancel(): Promise<void>;
  changeDueDate(expireAt: string): Promise<void>;
  resend(email: string): Promise<void>;
  /** Resolves with the replayed attempt's own outcome. */
  replay(deliveryId: number): Promise<ReplayResult>;
  /** What GET /v1/installments offers for this charge's total on a brand (what a checkout shows). */
  installments(brand: string, signal?: AbortSignal): Promise<InstallmentOption[]>;
  payWithCard(input: CardPaymentInput): Promise<CardPaidResult>;
  retryCard(input: CardPaymentInput): Promise<CardPaidResult>;
  /** The whole remainder when `amount` is null. */
  refund(amount: number | null): Promise<void>;
  dispute(): Promise<void>;
  resolveDispute(winner: DisputeWinner): Promise<void>;
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

    /** What a checkout does: the card becomes a payment_token; only the token goes on to /v1. */
    const tokenFor = (card: TestCard) => paymentTokenFor(api, card);

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
      payByPix: ({ qrcode, paidAt }) => act(() => api.payByPix({ qrcode, paid_at: paidAt })),
      settle: () => act((id) => api.settle(id)).then(() => undefined),
      cancel: () => act((id) => api.cancel(id)).then(() => undefined),
      changeDueDate: (expireAt) => act((id) => api.changeDueDate(id, expireAt)).then(() => undefined),
      resend: (email) => act((id) => api.resendBillet(id, email)).then(() => undefined),
      replay: (deliveryId) => act(() => api.replayDelivery(deliveryId)),
      installments(brand, signal) {
        const total = get().data?.charge.total;
        if (total === undefined) return Promise.reject(new Error('Nenhuma cobrança aberta.'));
        return api.installments(brand, total, signal);
      },
      payWithCard: ({ card, customer, billingAddress, installments }) =>
        act(async (id) =>
          api.payWithCard(id, { customer, billing_address: billingAddress, payment_token: await tokenFor(card), ...(installments ? { installments } : {}) }),
        ),
      retryCard: ({ card, customer, billingAddress }) =>
        act(async (id) => api.retryCard(id, { customer, billing_address: billingAddress, payment_token: await tokenFor(card) })),
      refund: (amount) => act((id) => api.refundCard(id, amount ?? undefined)).then(() => undefined),
      dispute: () => act((id) => api.dispute(id)).then(() => undefined),
      resolveDispute: (winner) => act((id) => api.resolveDispute(id, winner)).then(() => undefined),
    };
  });
}

export type DetailStore = ReturnType<typeof createDetailStore>;
