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

export function createNotificationsRepo(db: Db) {
  const append = db.prepare(
    `INSERT INTO notification_events (account_id, token, seq, type, custom_id, status_current,
       status_previous, identifiers, created_at, value, received_by_bank_at)
     VALUES (@accountId, @token,
       (SELECT COALESCE(MAX(seq), 0) + 1 FROM notification_events WHERE token = @token),
       @type, @customId, @current, @previous, @identifiers, @createdAt, @value, @receivedByBankAt)
     RETURNING seq`,
  );
  const byToken = db.prepare(
    'SELECT * FROM notification_events WHERE token = ? AND account_id = ? ORDER BY seq',
  );

  const lastSeq = db.prepare('SELECT MAX(seq) FROM notification_events WHERE token = ? AND account_id = ?').pluck();

  return {
    lastSeq: (accountId: number, token: string) => lastSeq.get(token, accountId) as number | null,
    /** Appends the event under its token and returns its sequence number (the `id` clients see). */
    append(accountId: number, token: string, event: NotificationEvent): number {
      const row = append.get({
        accountId,
        token,
        type: event.type,
        customId: event.customId,
        current: event.current,
        previous: event.previous,
        identifiers: JSON.stringify(event.identifiers),
        createdAt: event.createdAt,
        value: event.payment?.value ?? null,
        receivedByBankAt: event.payment?.receivedByBankAt ?? null,
      }) as { seq: number };
      return row.seq;
    },
    list(accountId: number, token: string): NotificationEventBody[] {
      return (byToken.all(token, accountId) as EventRow[]).map(toBody);
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
