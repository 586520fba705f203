// The e-mail outbox (GET /sandbox/v1/emails): what the sandbox would have sent, each message with
// its PDF. A message is its row (nothing more to fetch when one is opened), but its attachment
// needs the account's token, so it is fetched as a blob for the viewer.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { Email } from '../api/types.ts';
import { LIST_LIMIT, listDetailSlice, type ListDetailState } from './list-detail.ts';

export interface EmailsState extends ListDetailState<Email, never, { q: string }> {
  /** Object URLs of attachments already fetched, by e-mail id. */
  attachments: Record<number, { url: string } | { error: unknown }>;
  loadAttachment(emailId: number): Promise<void>;
  dispose(): void;
}

export function createEmailsStore(api: AccountApi) {
  return createStore<EmailsState>()((set, get) => ({
    ...listDetailSlice<Email, never, { q: string }>(set, get, {
      query: { q: '' },
      limit: LIST_LIMIT,
      list: async ({ q }, { limit }, signal) => {
        // The outbox answers no total: what came is what there is, up to the limit.
        const items = await api.emails(limit, q || undefined, signal);
        return { items, total: items.length };
      },
    }),
    attachments: {},
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
