// A charge's whole story for the dashboard, in virtual time: its history lines, every
// notification event, every callback attempt, every fetch of its token and every e-mail.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { findCharge } from './charges.ts';
import { quoteBoleto } from './bank.ts';
import { formatDate, formatTimestamp } from '../domain/clock.ts';
import { formatBRL } from '../domain/format.ts';
import { chargeTransitions, creationHistory } from '../domain/charge.ts';
import { apiFaultTimeline, callbackFaultTimeline } from './fault-timeline.ts';
import type { ChargeRecord, HistoryEntry } from '../domain/charge-record.ts';
import type { AttemptSummaryRow } from '../store/deliveries-repo.ts';

export type TimelineKind = 'history' | 'status' | 'delivery' | 'token_fetch' | 'email' | 'fault';

export interface TimelineEntry {
  /** Virtual time, "YYYY-MM-DD HH:MM:SS". */
  at: string;
  kind: TimelineKind;
  title: string;
  detail: string | null;
  status_code?: number | null;
  delivery_id?: number;
  /** A delivery line: its state now, and every attempt with its own outcome, oldest first. */
  delivery_state?: string;
  attempts?: TimelineAttempt[];
}

export interface TimelineAttempt {
  number: number;
  at: string;
  url: string | null;
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
  replay: boolean;
}

/** An attempt as a delivery line shows it (and the webhook inspector, with its id). */
export function attemptLine(attempt: Omit<AttemptSummaryRow, 'response_excerpt'>, number: number): TimelineAttempt {
  return {
    number,
    at: formatTimestamp(attempt.virtual_at_ms),
    url: attempt.url,
    status_code: attempt.status_code,
    latency_ms: attempt.latency_ms,
    error: attempt.error,
    replay: attempt.replay === 1,
  };
}

export interface ChargeTimeline {
  charge: ChargeRecord;
  history: HistoryEntry[];
  /** What the payer would owe today on the account's clock; null without a boleto. */
  amountDueToday: number | null;
  timeline: TimelineEntry[];
}

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
    // A carnê's parcels, and a subscription's charges, share one token: only this charge's own
    // events belong on its timeline (not the carnê's or subscription's, nor its siblings'), and
    // with them their callbacks and the token fetches that read them.
    const tokenEvents = store.notifications.list(account.id, token);
    const ownEvents = tokenEvents.filter((event) => (event.identifiers as { charge_id?: number } | undefined)?.charge_id === chargeId);
    const ownSeqs = new Set(ownEvents.map((event) => event.id));
    for (const event of ownEvents) {
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
    // A delivery is about its event: a carnê's or subscription's own event goes out through its
    // first charge's delivery record, and a resend re-delivers the token's latest event, whoever's.
    const deliveries = store.deliveries.forToken(account.id, token).filter((delivery) => ownSeqs.has(delivery.event_seq));
    for (const delivery of deliveries) {
      const attempts = store.deliveries.attempts(delivery.id);
      const last = attempts.at(-1);
      // One line per delivery, where it began, with its attempts folded inside: each attempt says
      // its own outcome, the line the delivery's state now.
      entries.push({
        at: formatTimestamp(attempts[0]?.virtual_at_ms ?? delivery.created_at_ms),
        kind: 'delivery',
        title: attempts.length > 0
          ? `Callback POST ${last!.url ?? '(sem URL)'} · ${attempts.length} ${attempts.length === 1 ? 'tentativa' : 'tentativas'}`
          : delivery.state === 'no_url' ? 'Callback não enviado: a cobrança não tem notification_url' : 'Callback agendado',
        // The state is its own field (delivery_state): the dashboard shows it as a label and a code badge.
        detail: `Entrega #${delivery.id} (evento ${delivery.event_seq})`,
        status_code: last?.status_code ?? null,
        delivery_id: delivery.id,
        delivery_state: delivery.state,
        attempts: attempts.map((attempt, index) => attemptLine(attempt, index + 1)),
      });
      entries.push(...callbackFaultTimeline(ctx, [delivery.id]));
    }

    const fetches = store.deliveries.fetches(account.id, token);
    const shared = ownEvents.length < tokenEvents.length;
    for (const fetchedAt of shared ? fetchesReadingEach(fetches, ownEvents.map((event) => event.created_at)) : fetches) {
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

/**
 * The fetches of a shared token that concern one charge: for each of its events, the first fetch
 * at or after it — the one that read that news (and acknowledged its callback). The other fetches
 * read only its siblings' news. `fetchedAtMs` in time order; `eventAts` "YYYY-MM-DD HH:MM:SS".
 */
function fetchesReadingEach(fetchedAtMs: number[], eventAts: string[]): number[] {
  const fetchedAt = fetchedAtMs.map((ms) => formatTimestamp(ms));
  const readers = new Set(eventAts.map((at) => fetchedAt.findIndex((fetched) => fetched >= at)).filter((index) => index >= 0));
  return fetchedAtMs.filter((_, index) => readers.has(index));
}
