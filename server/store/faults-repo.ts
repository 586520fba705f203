// Fault rules and the faults they injected. Whether an account has live rules is asked on every
// /v1 request, so it is answered from memory: every write here forgets the cached answers (writes
// are rare), and the store forgets them too when a transaction rolls back.
import type { Db } from './db.ts';
import type { FaultKind, FaultRule, FaultTarget, FaultWhen } from '../domain/faults.ts';

interface RuleRow {
  id: number;
  account_id: number;
  target: FaultTarget;
  route: string;
  fault: FaultKind;
  when_applied: FaultWhen;
  latency_ms: number | null;
  times_left: number | null;
  probability: number | null;
  hits: number;
  created_at_ms: number;
}

export type NewFaultRule = Omit<FaultRule, 'id' | 'hits'>;

export interface FaultEventRow {
  id: number;
  account_id: number;
  rule_id: number;
  target: FaultTarget;
  fault: FaultKind;
  when_applied: FaultWhen | null;
  route: string | null;
  charge_id: number | null;
  delivery_id: number | null;
  token: string | null;
  attempt: number | null;
  virtual_at_ms: number;
  wall_at_ms: number;
  status_code: number | null;
  error: string | null;
  latency_ms: number | null;
  released_at_ms: number | null;
}

export type NewFaultEvent = Pick<FaultEventRow, 'account_id' | 'rule_id' | 'target' | 'fault' | 'virtual_at_ms' | 'wall_at_ms'> &
  Partial<Omit<FaultEventRow, 'id' | 'account_id' | 'rule_id' | 'target' | 'fault' | 'virtual_at_ms' | 'wall_at_ms'>>;

const ruleOf = (row: RuleRow): FaultRule => ({
  id: row.id,
  accountId: row.account_id,
  target: row.target,
  route: row.route,
  fault: row.fault,
  when: row.when_applied,
  latencyMs: row.latency_ms,
  timesLeft: row.times_left,
  probability: row.probability,
  hits: row.hits,
  createdAtMs: row.created_at_ms,
});

const LIVE = '(times_left IS NULL OR times_left > 0)';
const EVENT_COLUMNS = ['rule_id', 'target', 'fault', 'when_applied', 'route', 'charge_id', 'delivery_id', 'token', 'attempt', 'virtual_at_ms', 'wall_at_ms', 'status_code', 'error', 'latency_ms'] as const;

export function createFaultsRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO fault_rules (account_id, target, route, fault, when_applied, latency_ms, times_left, probability, created_at_ms)
     VALUES (@accountId, @target, @route, @fault, @when, @latencyMs, @timesLeft, @probability, @createdAtMs) RETURNING *`,
  );
  const list = db.prepare('SELECT * FROM fault_rules WHERE account_id = ? ORDER BY id');
  const byId = db.prepare('SELECT * FROM fault_rules WHERE account_id = ? AND id = ?');
  const live = db.prepare(`SELECT * FROM fault_rules WHERE account_id = ? AND target = ? AND ${LIVE} ORDER BY id`);
  const hasLive = db.prepare(`SELECT 1 FROM fault_rules WHERE account_id = ? AND target = ? AND ${LIVE} LIMIT 1`).pluck();
  const anyLive = db.prepare(`SELECT 1 FROM fault_rules WHERE target = ? AND ${LIVE} LIMIT 1`).pluck();
  // Only a live rule is used up: two requests racing for a rule's last use cannot both take it.
  const consume = db.prepare(
    `UPDATE fault_rules SET hits = hits + 1, times_left = times_left - 1
     WHERE id = ? AND ${LIVE} RETURNING times_left`,
  );
  const remove = db.prepare('DELETE FROM fault_rules WHERE account_id = ? AND id = ?');
  const removeAll = db.prepare('DELETE FROM fault_rules WHERE account_id = ?');
  const removeEvents = db.prepare('DELETE FROM fault_events WHERE account_id = ?');
  const insertEvent = db.prepare(
    `INSERT INTO fault_events (account_id, ${EVENT_COLUMNS.join(', ')})
     VALUES (@account_id, ${EVENT_COLUMNS.map((c) => `@${c}`).join(', ')})`,
  );
  const eventsOfCharge = db.prepare('SELECT * FROM fault_events WHERE account_id = ? AND charge_id = ? ORDER BY id');
  const eventsOfDelivery = db.prepare('SELECT * FROM fault_events WHERE delivery_id = ? ORDER BY id');
  const heldBack = db.prepare(
    "SELECT * FROM fault_events WHERE account_id = ? AND fault = 'out_of_order' AND released_at_ms IS NULL ORDER BY id",
  );
  const release = db.prepare('UPDATE fault_events SET released_at_ms = ? WHERE id = ?');
  const attemptAltered = db.prepare(
    "SELECT 1 FROM fault_events WHERE delivery_id = ? AND attempt = ? AND fault IN ('delay', 'out_of_order') LIMIT 1",
  ).pluck();
  const countsByKind = db.prepare('SELECT target, fault, COUNT(*) AS count FROM fault_events WHERE account_id = ? GROUP BY target, fault');
  const eventsOfKind = db.prepare('SELECT * FROM fault_events WHERE account_id = ? AND fault = ? ORDER BY id');

  // The receiver report (server/app/receiver-report.ts): what the callbacks met, from the delivery tables.
  const attemptStats = db.prepare(
    `SELECT COUNT(*) AS sent, COALESCE(SUM(a.status_code BETWEEN 200 AND 299), 0) AS answered_2xx
     FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id WHERE d.account_id = ?`,
  );
  const tokenStats = db.prepare(
    `SELECT COUNT(*) AS notified, COALESCE(SUM(EXISTS (SELECT 1 FROM token_fetches f WHERE f.account_id = t.account_id AND f.token = t.token)), 0) AS fetched
     FROM (SELECT DISTINCT account_id, token FROM deliveries WHERE account_id = ? AND attempts > 0) t`,
  );
  const fetchCount = db.prepare('SELECT COUNT(*) FROM token_fetches WHERE account_id = ?').pluck();
  const unacknowledged = db.prepare(
    `SELECT id, token, charge_id, state, attempts FROM deliveries
     WHERE account_id = ? AND attempts > 0 AND state <> 'acknowledged' ORDER BY id LIMIT ?`,
  );
  const unacknowledgedCount = db.prepare(
    "SELECT COUNT(*) FROM deliveries WHERE account_id = ? AND attempts > 0 AND state <> 'acknowledged'",
  ).pluck();
  const fetchedSince = db.prepare('SELECT 1 FROM token_fetches WHERE account_id = ? AND token = ? AND virtual_at_ms >= ? LIMIT 1').pluck();

  // Per target, by account id (no key to build on the hot path); `any` for "some account has one".
  const cache = { api: new Map<number, boolean>(), callbacks: new Map<number, boolean>() };
  const anyCache: Partial<Record<FaultTarget, boolean>> = {};
  const forget = () => {
    cache.api.clear();
    cache.callbacks.clear();
    delete anyCache.api;
    delete anyCache.callbacks;
  };

  return {
    insert(rule: NewFaultRule): FaultRule {
      forget();
      return ruleOf(insert.get(rule) as RuleRow);
    },
    list: (accountId: number) => (list.all(accountId) as RuleRow[]).map(ruleOf),
    find(accountId: number, id: number): FaultRule | undefined {
      const row = byId.get(accountId, id) as RuleRow | undefined;
      return row && ruleOf(row);
    },
    /** The rules that can still fire, oldest first: the first that fires wins. */
    live: (accountId: number, target: FaultTarget) => (live.all(accountId, target) as RuleRow[]).map(ruleOf),
    /** On the hot path of every /v1 request: from memory after the first ask. */
    hasLive(accountId: number, target: FaultTarget): boolean {
      let answer = cache[target].get(accountId);
      if (answer === undefined) cache[target].set(accountId, (answer = hasLive.get(accountId, target) !== undefined));
      return answer;
    },
    /** Whether any account has a live rule (a request whose account is not known yet). */
    anyLive: (target: FaultTarget): boolean => (anyCache[target] ??= anyLive.get(target) !== undefined),
    /** Counts one use of the rule; false when it was spent meanwhile. */
    consume(id: number): boolean {
      const row = consume.get(id) as { times_left: number | null } | undefined;
      if (row && row.times_left !== null && row.times_left <= 0) forget();
      return row !== undefined;
    },
    delete(accountId: number, id: number): boolean {
      forget();
      return remove.run(accountId, id).changes > 0;
    },
    deleteAll(accountId: number): number {
      forget();
      return removeAll.run(accountId).changes;
    },
    /**
     * Everything fault injection holds for the account — its rules and the record of what they
     * injected — for a per-account reset. Snapshots leave faults out: they are test set-up, not state.
     */
    deleteForAccount(accountId: number): number {
      forget();
      removeEvents.run(accountId);
      return removeAll.run(accountId).changes;
    },
    recordEvent(event: NewFaultEvent): void {
      const row: Record<string, unknown> = { account_id: event.account_id };
      for (const column of EVENT_COLUMNS) row[column] = event[column] ?? null;
      insertEvent.run(row);
    },
    eventsOfCharge: (accountId: number, chargeId: number) => eventsOfCharge.all(accountId, chargeId) as FaultEventRow[],
    eventsOfDelivery: (deliveryId: number) => eventsOfDelivery.all(deliveryId) as FaultEventRow[],
    eventsOfKind: (accountId: number, fault: FaultKind) => eventsOfKind.all(accountId, fault) as FaultEventRow[],
    /** Out-of-order callbacks still held back, oldest first. */
    heldBack: (accountId: number) => heldBack.all(accountId) as FaultEventRow[],
    markReleased(eventId: number, atMs: number): void {
      release.run(atMs, eventId);
    },
    /** Whether this attempt of the delivery was already delayed or held back (it is not again). */
    attemptAltered: (deliveryId: number, attempt: number) => attemptAltered.get(deliveryId, attempt) !== undefined,
    countsByKind: (accountId: number) => countsByKind.all(accountId) as Array<{ target: FaultTarget; fault: FaultKind; count: number }>,
    forgetCached: forget,
    attemptStats: (accountId: number) => attemptStats.get(accountId) as { sent: number; answered_2xx: number },
    tokenStats: (accountId: number) => tokenStats.get(accountId) as { notified: number; fetched: number },
    fetchCount: (accountId: number) => fetchCount.get(accountId) as number,
    unacknowledged: (accountId: number, limit: number) =>
      unacknowledged.all(accountId, limit) as Array<{ id: number; token: string; charge_id: number | null; state: string; attempts: number }>,
    unacknowledgedCount: (accountId: number) => unacknowledgedCount.get(accountId) as number,
    /** Whether the token was fetched at or after `atMs` on the account's clock. */
    fetchedSince: (accountId: number, token: string, atMs: number) => fetchedSince.get(accountId, token, atMs) !== undefined,
  };
}

export type FaultsRepo = ReturnType<typeof createFaultsRepo>;
