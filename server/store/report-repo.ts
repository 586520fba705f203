// What the integration report reads from the delivery tables and the access tokens, in bulk:
// one query per table rather than one per delivery, since an account may have seen thousands.
import type { Database } from 'better-sqlite3';
import { chargeTransitions } from '../domain/charge.ts';

export interface ReportDeliveryRow {
  id: number;
  token: string;
  charge_id: number | null;
  state: string;
  created_at_ms: number;
}

export interface ReportAttemptRow {
  delivery_id: number;
  status_code: number | null;
  virtual_at_ms: number;
}

export interface ReportEventRow {
  type: string;
  status: string;
  previous: string | null;
  charge_id: number | null;
  subscription_id: number | null;
  payment_method: string | null;
  is_link: number | null;
  paid_value: number | null;
  total: number | null;
  paid_by_pix: number | null;
}

export function createReportRepo(db: Database) {
  // Deliveries with an attempt made at or after `since` (wall clock): what the receiver was sent.
  const deliveries = db.prepare(
    `SELECT d.id, d.token, d.charge_id, d.state, d.created_at_ms FROM deliveries d
     WHERE d.account_id = ? AND d.attempts > 0
       AND EXISTS (SELECT 1 FROM delivery_attempts a WHERE a.delivery_id = d.id AND a.wall_at_ms >= ?)
     ORDER BY d.id`,
  );
  const attempts = db.prepare(
    `SELECT a.delivery_id, a.status_code, a.virtual_at_ms FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id
     WHERE d.account_id = ? ORDER BY a.id`,
  );
  const fetches = db.prepare('SELECT token, virtual_at_ms FROM token_fetches WHERE account_id = ? ORDER BY id');
  const tokenExpiries = db.prepare('SELECT expires_at_ms FROM access_tokens WHERE account_id = ? ORDER BY expires_at_ms').pluck();
  // Every status change of the account's objects (a reset empties them), with the charge it is about.
  const events = db.prepare(
    `SELECT e.type, e.status_current AS status, e.status_previous AS previous,
       json_extract(e.identifiers, '$.charge_id') AS charge_id, json_extract(e.identifiers, '$.subscription_id') AS subscription_id,
       c.payment_method, c.link IS NOT NULL AS is_link, c.paid_value, c.total,
       e.status_current = 'paid' AND EXISTS (SELECT 1 FROM charge_history h WHERE h.charge_id = c.id AND h.message = @pixLine) AS paid_by_pix
     FROM notification_events e LEFT JOIN charges c ON c.id = json_extract(e.identifiers, '$.charge_id') AND c.account_id = e.account_id
     WHERE e.account_id = @accountId ORDER BY e.created_at, e.seq`,
  );
  const withCallback = db.prepare('SELECT 1 FROM charges WHERE account_id = ? AND id = ? AND notification_url IS NOT NULL').pluck();
  return {
    /** Of these charges, those with a notification_url. */
    chargesWithCallback(accountId: number, ids: Iterable<number>): Set<number> {
      const found = new Set<number>();
      for (const id of ids) if (withCallback.get(accountId, id) !== undefined) found.add(id);
      return found;
    },
    // A Bolix paid by its Pix code is told apart by the history line that payment writes.
    events: (accountId: number) => events.all({ accountId, pixLine: chargeTransitions.payByPix.history }) as ReportEventRow[],
    deliveries: (accountId: number, sinceMs: number) => deliveries.all(accountId, sinceMs) as ReportDeliveryRow[],
    attempts: (accountId: number) => attempts.all(accountId) as ReportAttemptRow[],
    fetches: (accountId: number) => fetches.all(accountId) as Array<{ token: string; virtual_at_ms: number }>,
    /** When each access token of the account expires (wall clock), soonest first. */
    tokenExpiries: (accountId: number) => tokenExpiries.all(accountId) as number[],
  };
}

export type ReportRepo = ReturnType<typeof createReportRepo>;
