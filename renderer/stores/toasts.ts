// Short confirmations of what an action did ("Cobrança #1000001 paga no banco"), read out by
// screen readers through an aria-live region. Errors stay in the form that caused them.
import { createStore } from 'zustand/vanilla';

export interface Toast {
  id: number;
  text: string;
  tone: 'ok' | 'warn';
}

export interface ToastsState {
  toasts: Toast[];
  show(text: string, tone?: Toast['tone']): void;
  dismiss(id: number): void;
}

const TOAST_MS = 4000;

export function createToastsStore() {
  let counter = 0;
  const store = createStore<ToastsState>()((set) => ({
    toasts: [],
    show(text, tone = 'ok') {
      const id = ++counter;
      set((s) => ({ toasts: [...s.toasts.slice(-3), { id, text, tone }] }));
      setTimeout(() => store.getState().dismiss(id), TOAST_MS);
    },
    dismiss(id) {
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
  }));
  return store;
}

export type ToastsStore = ReturnType<typeof createToastsStore>;
