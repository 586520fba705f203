import type { Db } from './db.ts';
import type { DeliveryState } from '../domain/delivery.ts';
import { nextIdSql } from './shared-statements.ts';

export interface DeliveryRow {
  id: number;
  account_id: number;
  token: string;
  event_seq: number;
  charge_id: number | null;
  state: DeliveryState;
  attempts: number;
  first_attempt_at_ms: number | null;
  next_attempt_at_ms: number | null;
  created_at_ms: number;
}

export interface AttemptRow {
  id: number;
  delivery_id: number;
  virtual_at_ms: number;
  wall_at_ms: number;
  url: string | null;
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
  replay: number;
}

export interface NewAttempt {
  deliveryId: number;
  virtualAtMs: number;
  wallAtMs: number;
  url: string | null;
  statusCode: number | null;
  latencyMs: number | null;
  error: string | null;
  replay: boolean;
}

export interface DeliveryFilter {
  token?: string;
  chargeId?: number;
  state?: DeliveryState;
  limit: number;
  offset: number;
}

export function createDeliveriesRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO deliveries (id, account_id, token, event_seq, charge_id, state, created_at_ms)
     VALUES (${nextIdSql('deliveries')}, ?, ?, ?, ?, 'pending', ?)`,
  );
  const byId = db.prepare('SELECT * FROM deliveries WHERE id = ? AND account_id = ?');
  const update = db.prepare(
    `UPDATE deliveries SET state = @state, attempts = @attempts, first_attempt_at_ms = @firstAttemptAtMs,
       next_attempt_at_ms = @nextAttemptAtMs WHERE id = @id`,
  );
  const acknowledge = db.prepare(
    `UPDATE deliveries SET state = 'acknowledged', next_attempt_at_ms = NULL
     WHERE token = ? AND account_id = ? AND state IN ('pending', 'delivered', 'failed', 'never_fetched')
     RETURNING id, attempts`,
  );
  const insertAttempt = db.prepare(
    `INSERT INTO delivery_attempts (delivery_id, virtual_at_ms, wall_at_ms, url, status_code, latency_ms, error, replay)
     VALUES (@deliveryId, @virtualAtMs, @wallAtMs, @url, @statusCode, @latencyMs, @error, @replay)`,
  );
  const attemptsOf = db.prepare('SELECT * FROM delivery_attempts WHERE delivery_id = ? ORDER BY id');
  const insertFetch = db.prepare('INSERT INTO token_fetches (account_id, token, virtual_at_ms) VALUES (?, ?, ?)');
  const fetchesOf = db.prepare('SELECT virtual_at_ms FROM token_fetches WHERE token = ? AND account_id = ? ORDER BY id').pluck();
  const byToken = db.prepare('SELECT * FROM deliveries WHERE token = ? AND account_id = ? ORDER BY id');
  const list = db.prepare(
    `SELECT * FROM deliveries WHERE account_id = @accountId
       AND (@token IS NULL OR token = @token)
       AND (@chargeId IS NULL OR charge_id = @chargeId)
       AND (@state IS NULL OR state = @state)
     ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  );

  return {
    insert(accountId: number, token: string, eventSeq: number, chargeId: number | null, createdAtMs: number): number {
      return Number(insert.run(accountId, token, eventSeq, chargeId, createdAtMs).lastInsertRowid);
    },
    find: (accountId: number, id: number) => byId.get(id, accountId) as DeliveryRow | undefined,
    update(row: Pick<DeliveryRow, 'id' | 'state' | 'attempts' | 'first_attempt_at_ms' | 'next_attempt_at_ms'>): void {
      update.run({
        id: row.id,
        state: row.state,
        attempts: row.attempts,
        firstAttemptAtMs: row.first_attempt_at_ms,
        nextAttemptAtMs: row.next_attempt_at_ms,
      });
    },
    /** The integrator fetched the token: every delivery of it so far is acknowledged. Returns them. */
    acknowledgeToken(accountId: number, token: string): Array<Pick<DeliveryRow, 'id' | 'attempts'>> {
      return acknowledge.all(token, accountId) as Array<Pick<DeliveryRow, 'id' | 'attempts'>>;
    },
    addAttempt(attempt: NewAttempt): void {
      insertAttempt.run({ ...attempt, replay: attempt.replay ? 1 : 0 });
    },
    attempts: (deliveryId: number) => attemptsOf.all(deliveryId) as AttemptRow[],
    recordFetch(accountId: number, token: string, virtualAtMs: number): void {
      insertFetch.run(accountId, token, virtualAtMs);
    },
    fetches: (accountId: number, token: string) => fetchesOf.all(token, accountId) as number[],
    /** Every delivery of a notification token, oldest first. */
    forToken: (accountId: number, token: string) => byToken.all(token, accountId) as DeliveryRow[],
    list(accountId: number, filter: DeliveryFilter): DeliveryRow[] {
      return list.all({
        accountId,
        token: filter.token ?? null,
        chargeId: filter.chargeId ?? null,
        state: filter.state ?? null,
        limit: filter.limit,
        offset: filter.offset,
      }) as DeliveryRow[];
    },
  };
}

export type DeliveriesRepo = ReturnType<typeof createDeliveriesRepo>;
