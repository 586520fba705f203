// The requests counted against an account's daily quota (migration 020, app/quota.ts). Counting
// is one statement: the upsert adds the request only while the endpoint is under its limit and
// answers the new count, so the check and the count cannot disagree.
import type { Db } from './db.ts';

export interface EndpointUse {
  endpoint: string;
  used: number;
  refused: number;
}

export function createQuotaRepo(db: Db) {
  const count = db.prepare(
    `INSERT INTO quota_use (account_id, day, endpoint, used) VALUES (?, ?, ?, 1)
     ON CONFLICT (account_id, day, endpoint) DO UPDATE SET used = used + 1 WHERE used < ?
     RETURNING used`,
  );
  const refuse = db.prepare('UPDATE quota_use SET refused = refused + 1 WHERE account_id = ? AND day = ? AND endpoint = ?');
  const ofDay = db.prepare('SELECT endpoint, used, refused FROM quota_use WHERE account_id = ? AND day = ? ORDER BY endpoint');
  const dropOtherDays = db.prepare('DELETE FROM quota_use WHERE account_id = ? AND day <> ?');
  const clear = db.prepare('DELETE FROM quota_use WHERE account_id = ?');
  // The day each account's rows were last pruned to, so the DELETE runs once per day, not per request.
  const prunedTo = new Map<number, string>();

  return {
    /**
     * Counts one request of `endpoint` on `day` if fewer than `limit` were counted: answers the
     * new count, or undefined when the endpoint is at its limit (nothing counted).
     */
    count(accountId: number, day: string, endpoint: string, limit: number): number | undefined {
      if (prunedTo.get(accountId) !== day) {
        // The rows of the days the clock has left say nothing any more (a clock only moves on;
        // a reset clears them all).
        dropOtherDays.run(accountId, day);
        prunedTo.set(accountId, day);
      }
      const row = count.get(accountId, day, endpoint, limit) as { used: number } | undefined;
      return row?.used;
    },
    refuse(accountId: number, day: string, endpoint: string): void {
      refuse.run(accountId, day, endpoint);
    },
    ofDay(accountId: number, day: string): EndpointUse[] {
      return ofDay.all(accountId, day) as EndpointUse[];
    },
    clear(accountId: number): void {
      clear.run(accountId);
      prunedTo.delete(accountId);
    },
  };
}
