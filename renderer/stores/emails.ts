// The e-mail outbox (GET /sandbox/v1/emails): what the sandbox would have sent, each message with
// its PDF. Attachments need the account's token, so they are fetched as blobs for the viewer.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { Email } from '../api/types.ts';

export interface EmailsState {
  /** The search (`q`), '' for none. */
  q: string;
  items: Email[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  stale: boolean;
  watchers: number;
  /** Object URLs of attachments already fetched, by e-mail id. */
  attachments: Record<number, { url: string } | { error: unknown }>;
  load(): Promise<void>;
  setQuery(q: string): void;
  /** Something may have been sent: reload now if the outbox is on screen, else on next view. */
  markStale(): void;
  watch(): () => void;
  loadAttachment(emailId: number): Promise<void>;
  dispose(): void;
}

export function createEmailsStore(api: AccountApi) {
  return createStore<EmailsState>()((set, get) => ({
    q: '',
    items: [],
    status: 'idle',
    error: null,
    stale: true,
    watchers: 0,
    attachments: {},
    async load() {
      if (get().status !== 'ready') set({ status: 'loading' });
      const q = get().q;
      try {
        const items = await api.emails(200, q || undefined);
        // A later search owns the list: an answer for an earlier one is dropped.
        if (get().q === q) set({ items, status: 'ready', error: null, stale: false });
      } catch (error) {
        set({ status: 'error', error });
      }
    },
    setQuery(q) {
      if (q === get().q) return;
      set({ q });
      void get().load();
    },
    markStale() {
      set({ stale: true });
      if (get().watchers > 0) void get().load();
    },
    watch() {
      set((s) => ({ watchers: s.watchers + 1 }));
      if (get().stale) void get().load();
      return () => set((s) => ({ watchers: s.watchers - 1 }));
    },
    async loadAttachment(emailId) {
      if (get().attachments[emailId]) return;
      try {
        const blob = await api.emailAttachment(emailId);
        const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        set((s) => ({ attachments: { ...s.attachments, [emailId]: { url } } }));
      } catch (error) {
        set((s) => ({ attachments: { ...s.attachments, [emailId]: { error } } }));
      }
    },
    dispose() {
      for (const entry of Object.values(get().attachments)) if ('url' in entry) URL.revokeObjectURL(entry.url);
    },
  }));
}

export type EmailsStore = ReturnType<typeof createEmailsStore>;
