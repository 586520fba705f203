// A charge's whole story for the dashboard, in virtual time: its history lines, every
// notification event, every callback attempt, every fetch of its token and every e-mail.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { ChargeRecord, HistoryEntry } from '../store/charges-repo.ts';
import { findCharge } from './charges.ts';
import { quoteBoleto } from './bank.ts';
import { formatDate, formatTimestamp } from '../domain/clock.ts';
import { formatBRL } from '../domain/format.ts';
import { chargeTransitions, creationHistory } from '../domain/charge.ts';
import { apiFaultTimeline, callbackFaultTimeline } from './fault-timeline.ts';

export type TimelineKind = 'history' | 'status' | 'delivery' | 'token_fetch' | 'email' | 'fault';

export interface TimelineEntry {
  /** Virtual time, "YYYY-MM-DD HH:MM:SS". */
  at: string;
  kind: TimelineKind;
  title: string;
  detail: string | null;
  status_code?: number | null;
  delivery_id?: number;
}

export interface ChargeTimeline {
  charge: ChargeRecord;
  history: HistoryEntry[];
  /** What the payer would owe today on the account's clock; null without a boleto. */
  amountDueToday: number | null;
  timeline: TimelineEntry[];
}

// The dashboard's words for a delivery's state (renderer/ui/status.ts DELIVERY_STATE_LABEL), the
// API's own name after them once: "confirmada (acknowledged)".
const deliveryStateNames: Record<string, string> = {
  pending: 'agendada',
  delivered: 'entregue',
  acknowledged: 'confirmada',
  failed: 'falhou',
  never_fetched: 'token não consultado',
  no_url: 'sem URL',
};

/** The history wordings of the changes that lead to `current` (creation when there is no previous). */
function historyInto(current: string, previous: string | null): Set<string> {
  if (previous === null) return new Set([creationHistory]);
  return new Set(Object.values(chargeTransitions).filter((rule) => rule.to === current).map((rule) => rule.history));
}

export function chargeTimeline(ctx: AppContext, account: AccountRow, chargeId: number): ChargeTimeline {
  const { store } = ctx;
  const nowMs = accountNow(ctx, account);
  // One read transaction: every source describes the same moment.
  return store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    const token = charge.notificationToken;
    const history = store.charges.history(charge.id);
    // Each status change writes a history line and an event at the same instant: the event is
    // placed right after its own line (matched by the transition's wording), so a second with
    // several changes reads in the order they happened. Then deliveries, token fetches, e-mails.
    const afterLine = new Map<number, TimelineEntry[]>();
    const unmatched: TimelineEntry[] = [];
    const used = new Set<number>();
    for (const event of store.notifications.list(account.id, token)) {
      // A carnê's parcels share one token: only this charge's own events belong on its timeline
      // (not the carnê's, nor its sibling parcels').
      const about = (event.identifiers as { charge_id?: number } | undefined)?.charge_id;
      if (about !== chargeId) continue;
      const { previous, current } = event.status;
      const payment = [
        event.value !== undefined ? `value: ${event.value} (${formatBRL(event.value)})` : null,
        event.received_by_bank_at !== undefined ? `received_by_bank_at: ${event.received_by_bank_at}` : null,
      ].filter((part) => part !== null);
      const entry: TimelineEntry = {
        at: event.created_at,
        kind: 'status',
        title: previous === null ? `Status: ${current}` : `Status: ${previous} → ${current}`,
        detail: payment.length ? payment.join(' · ') : null,
      };
      const wording = historyInto(current, previous);
      const line = history.findIndex((h, index) => !used.has(index) && h.created_at === event.created_at && wording.has(h.message));
      if (line < 0) {
        unmatched.push(entry);
        continue;
      }
      used.add(line);
      afterLine.set(line, [...(afterLine.get(line) ?? []), entry]);
    }
    const entries: TimelineEntry[] = history.flatMap((line, index) => [
      { at: line.created_at, kind: 'history' as const, title: line.message, detail: null },
      ...(afterLine.get(index) ?? []),
    ]);
    entries.push(...unmatched);

    // Faults on calls about the charge come before its callbacks (a timeline sorts by the second only).
    entries.push(...apiFaultTimeline(ctx, account.id, charge.id));
    const deliveries = store.deliveries.forToken(account.id, token);
    for (const delivery of deliveries) {
      const about = `Entrega #${delivery.id} (evento ${delivery.event_seq}) · estado: ${deliveryStateNames[delivery.state] ?? delivery.state} (${delivery.state})`;
      const attempts = store.deliveries.attempts(delivery.id);
      for (const attempt of attempts) {
        const outcome = attempt.status_code !== null ? `${attempt.status_code}` : (attempt.error ?? 'sem resposta');
        const latency = attempt.latency_ms !== null ? ` (${attempt.latency_ms} ms)` : '';
        entries.push({
          at: formatTimestamp(attempt.virtual_at_ms),
          kind: 'delivery',
          title: `Callback POST ${attempt.url ?? '(sem URL)'} → ${outcome}${latency}`,
          detail: [about, attempt.error ? `erro: ${attempt.error}` : null, attempt.replay ? 'reenvio manual' : null].filter(Boolean).join(' · '),
          status_code: attempt.status_code,
          delivery_id: delivery.id,
        });
      }
      if (attempts.length === 0) {
        entries.push({
          at: formatTimestamp(delivery.created_at_ms),
          kind: 'delivery',
          title: delivery.state === 'no_url' ? 'Callback não enviado: a cobrança não tem notification_url' : 'Callback agendado',
          detail: about,
          status_code: null,
          delivery_id: delivery.id,
        });
      }
      entries.push(...callbackFaultTimeline(ctx, [delivery.id]));
    }

    for (const fetchedAt of store.deliveries.fetches(account.id, token)) {
      entries.push({ at: formatTimestamp(fetchedAt), kind: 'token_fetch', title: 'Token consultado (GET /v1/notification)', detail: null });
    }

    for (const email of store.emails.forCharge(account.id, charge.id)) {
      entries.push({ at: email.created_at, kind: 'email', title: `E-mail para ${email.recipient}`, detail: email.subject });
    }

    // Stable: entries of the same second keep the order they were built in.
    entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    const amountDueToday = charge.billet ? quoteBoleto(charge, formatDate(nowMs)).total : null;
    return { charge, history, amountDueToday, timeline: entries };
  });
}
