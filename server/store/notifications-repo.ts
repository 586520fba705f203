import type { Db } from './db.ts';
import type { NotificationEvent, NotificationEventBody, NotificationType } from '../domain/notification.ts';

interface EventRow {
  seq: number;
  type: NotificationType;
  custom_id: string | null;
  status_current: string;
  status_previous: string | null;
  identifiers: string;
  created_at: string;
  value: number | null;
  received_by_bank_at: string | null;
}

function toBody(row: EventRow): NotificationEventBody {
  const body: NotificationEventBody = {
    id: row.seq,
    type: row.type,
    custom_id: row.custom_id,
    status: { current: row.status_current, previous: row.status_previous },
    identifiers: JSON.parse(row.identifiers),
    created_at: row.created_at,
  };
  if (row.value !== null) body.value = row.value;
  if (row.received_by_bank_at !== null) body.received_by_bank_at = row.received_by_bank_at;
  return body;
}

/** The insert's positional values (the token twice: the row's, and the MAX(seq) lookup's). */
function eventValues(accountId: number, token: string, event: NotificationEvent): unknown[] {
  return [
    accountId,
    token,
    token,
    event.type,
    event.customId,
    event.current,
    event.previous,
    JSON.stringify(event.identifiers),
    event.createdAt,
    event.payment?.value ?? null,
    event.payment?.receivedByBankAt ?? null,
  ];
}

export function createNotificationsRepo(db: Db) {
  // Positional parameters and the new seq plucked: binding by name and building a row object
  // cost more than the insert on a clock walk's path.
  const insertSql = `INSERT INTO notification_events (account_id, token, seq, type, custom_id, status_current,
      status_previous, identifiers, created_at, value, received_by_bank_at)
    VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM notification_events WHERE token = ?),
      ?, ?, ?, ?, ?, ?, ?, ?)`;
  const append = db.prepare(`${insertSql} RETURNING seq`).pluck();
  // RETURNING makes SQLite collect the row's values in a scratch table first: skipped when
  // nobody needs the seq (no callback to schedule), as for most boletos a clock walk turns overdue.
  const appendOnly = db.prepare(insertSql);
  const byToken = db.prepare(
    'SELECT * FROM notification_events WHERE token = ? AND account_id = ? ORDER BY seq',
  );

  const lastSeq = db.prepare('SELECT MAX(seq) FROM notification_events WHERE token = ? AND account_id = ?').pluck();

  return {
    lastSeq: (accountId: number, token: string) => lastSeq.get(token, accountId) as number | null,
    /** Appends the event under its token and returns its sequence number (the `id` clients see). */
    append(accountId: number, token: string, event: NotificationEvent): number {
      return append.get(...eventValues(accountId, token, event)) as number;
    },
    /** Appends the event under its token, when its sequence number is not needed. */
    appendOnly(accountId: number, token: string, event: NotificationEvent): void {
      appendOnly.run(...eventValues(accountId, token, event));
    },
    list(accountId: number, token: string): NotificationEventBody[] {
      return (byToken.all(token, accountId) as EventRow[]).map(toBody);
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
