import type { Db } from './db.ts';
import type { DeliveryState } from '../domain/delivery.ts';
import type { AttemptExchange } from '../domain/delivery.ts';
import { nextIdSql } from './shared-statements.ts';

/** Besides the first, the attempts of a delivery whose exchanges (headers and bodies) are kept. */
export const EXCHANGES_KEPT_LAST = 3;
/** The start of the last answer a list row shows. */
export const LIST_EXCERPT_CHARS = 200;

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
  /** JSON objects; NULL before migration 013 and when nothing was sent or answered. */
  request_headers: string | null;
  request_body: string | null;
  response_headers: string | null;
  /** The answer's first 4 KB; response_bytes is its whole size. */
  response_body: string | null;
  response_bytes: number | null;
}

/** An attempt as the list shows it: no exchange, only the start of the answer's body. */
export type AttemptSummaryRow = Pick<AttemptRow, 'id' | 'delivery_id' | 'virtual_at_ms' | 'wall_at_ms' | 'url' | 'status_code' | 'latency_ms' | 'error' | 'replay'> & {
  response_excerpt: string | null;
};

/** A delivery as the webhook list shows it: with the charge it is about and what owns that. */
export interface ListedDeliveryRow extends DeliveryRow {
  /** The charge's notification_url now: where the next attempt goes. */
  url: string | null;
  carnet_id: number | null;
  subscription_id: number | null;
  has_link: number;
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
  exchange: AttemptExchange | null;
}

export interface DeliveryFilter {
  token?: string;
  chargeId?: number;
  state?: DeliveryState;
  /** Part of the URL (any case): the one the next attempt goes to, or one an attempt went to. */
  url?: string;
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
    `INSERT INTO delivery_attempts (delivery_id, virtual_at_ms, wall_at_ms, url, status_code, latency_ms, error, replay,
       request_headers, request_body, response_headers, response_body, response_bytes)
     VALUES (@deliveryId, @virtualAtMs, @wallAtMs, @url, @statusCode, @latencyMs, @error, @replay,
       @requestHeaders, @requestBody, @responseHeaders, @responseBody, @responseBytes)`,
  );
  // A receiver failing every attempt of thousands of deliveries must not fill the disk with the
  // same error page: a delivery keeps the exchanges of its first attempt and its last three
  // (EXCHANGES_KEPT_LAST); the attempts between keep their time, status and error.
  const forgetMiddleExchanges = db.prepare(
    `UPDATE delivery_attempts SET request_headers = NULL, request_body = NULL, response_headers = NULL, response_body = NULL
     WHERE delivery_id = @deliveryId AND request_headers IS NOT NULL
       AND id > (SELECT MIN(id) FROM delivery_attempts WHERE delivery_id = @deliveryId)
       AND id < (SELECT MIN(id) FROM (SELECT id FROM delivery_attempts WHERE delivery_id = @deliveryId ORDER BY id DESC LIMIT ${EXCHANGES_KEPT_LAST}))`,
  );
  const attemptsOf = db.prepare('SELECT * FROM delivery_attempts WHERE delivery_id = ? ORDER BY id');
  // The list shows attempts without their exchanges; the last answer's start is enough there.
  const attemptSummariesOf = db.prepare(
    `SELECT id, delivery_id, virtual_at_ms, wall_at_ms, url, status_code, latency_ms, error, replay,
       substr(response_body, 1, ${LIST_EXCERPT_CHARS}) AS response_excerpt
     FROM delivery_attempts WHERE delivery_id = ? ORDER BY id`,
  );
  const insertFetch = db.prepare('INSERT INTO token_fetches (account_id, token, virtual_at_ms) VALUES (?, ?, ?)');
  const fetchesOf = db.prepare('SELECT virtual_at_ms FROM token_fetches WHERE token = ? AND account_id = ? ORDER BY id').pluck();
  const byToken = db.prepare('SELECT * FROM deliveries WHERE token = ? AND account_id = ? ORDER BY id');
  // instr on lower(): a substring match where % and _ in the URL mean themselves (LIKE's would not).
  const filtered = `FROM deliveries d LEFT JOIN charges c ON c.id = d.charge_id
     WHERE d.account_id = @accountId
       AND (@token IS NULL OR d.token = @token)
       AND (@chargeId IS NULL OR d.charge_id = @chargeId)
       AND (@state IS NULL OR d.state = @state)
       AND (@url IS NULL OR instr(lower(c.notification_url), @url) > 0
         OR EXISTS (SELECT 1 FROM delivery_attempts a WHERE a.delivery_id = d.id AND instr(lower(a.url), @url) > 0))`;
  const list = db.prepare(
    `SELECT d.*, c.notification_url AS url, c.carnet_id, c.subscription_id, c.link IS NOT NULL AS has_link
     ${filtered} ORDER BY d.id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT COUNT(*) ${filtered}`).pluck();
  const listedById = db.prepare(
    `SELECT d.*, c.notification_url AS url, c.carnet_id, c.subscription_id, c.link IS NOT NULL AS has_link
     FROM deliveries d LEFT JOIN charges c ON c.id = d.charge_id WHERE d.id = ? AND d.account_id = ?`,
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
    /** Returns the attempt's id. */
    addAttempt({ exchange, ...attempt }: NewAttempt): number {
      const id = Number(insertAttempt.run({
        ...attempt,
        replay: attempt.replay ? 1 : 0,
        requestHeaders: exchange ? JSON.stringify(exchange.requestHeaders) : null,
        requestBody: exchange?.requestBody ?? null,
        responseHeaders: exchange?.responseHeaders ? JSON.stringify(exchange.responseHeaders) : null,
        responseBody: exchange?.responseBody ?? null,
        responseBytes: exchange?.responseBytes ?? null,
      }).lastInsertRowid);
      forgetMiddleExchanges.run({ deliveryId: attempt.deliveryId });
      return id;
    },
    attempts: (deliveryId: number) => attemptsOf.all(deliveryId) as AttemptRow[],
    attemptSummaries: (deliveryId: number) => attemptSummariesOf.all(deliveryId) as AttemptSummaryRow[],
    recordFetch(accountId: number, token: string, virtualAtMs: number): void {
      insertFetch.run(accountId, token, virtualAtMs);
    },
    fetches: (accountId: number, token: string) => fetchesOf.all(token, accountId) as number[],
    /** Every delivery of a notification token, oldest first. */
    forToken: (accountId: number, token: string) => byToken.all(token, accountId) as DeliveryRow[],
    /** A page of the account's deliveries, newest first, and how many match the filter in all. */
    list(accountId: number, filter: DeliveryFilter): { total: number; rows: ListedDeliveryRow[] } {
      const params = {
        accountId,
        token: filter.token ?? null,
        chargeId: filter.chargeId ?? null,
        state: filter.state ?? null,
        url: filter.url ? filter.url.toLowerCase() : null,
      };
      return {
        total: count.get(params) as number,
        rows: list.all({ ...params, limit: filter.limit, offset: filter.offset }) as ListedDeliveryRow[],
      };
    },
    /** One delivery with the same facts as a listed one. */
    findListed(accountId: number, id: number): ListedDeliveryRow | undefined {
      return listedById.get(id, accountId) as ListedDeliveryRow | undefined;
    },
  };
}

export type DeliveriesRepo = ReturnType<typeof createDeliveriesRepo>;
