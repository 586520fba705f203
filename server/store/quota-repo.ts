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
  // Earlier days only: a snapshot restore moves the clock back, and the later day's counts must be
  // there when the clock reaches it again (account-state.ts keeps quota_use across a restore).
  const dropEarlierDays = db.prepare('DELETE FROM quota_use WHERE account_id = ? AND day < ?');
  const clear = db.prepare('DELETE FROM quota_use WHERE account_id = ?');
  // Per account: the day its rows were last pruned to (so the DELETE runs once a day, not per
  // request), and the count each endpoint's last upsert answered that day. The counts are a hint
  // (app/quota.ts chooses how to count from them, never what to answer); a rollback forgets them.
  const known = new Map<number, { day: string; lastCounts: Map<string, number> }>();

  return {
    /**
     * Counts one request of `endpoint` on `day` if fewer than `limit` were counted: answers the
     * new count, or undefined when the endpoint is at its limit (nothing counted). One statement
     * once the account's day is known here (lastCount answers), two the first time.
     */
    count(accountId: number, day: string, endpoint: string, limit: number): number | undefined {
      let ofAccount = known.get(accountId);
      if (ofAccount?.day !== day) {
        // The rows of the days the clock has left say nothing any more (a clock only moves on;
        // a reset clears them all).
        dropEarlierDays.run(accountId, day);
        ofAccount = { day, lastCounts: new Map() };
        known.set(accountId, ofAccount);
      }
      const row = count.get(accountId, day, endpoint, limit) as { used: number } | undefined;
      if (row) ofAccount.lastCounts.set(endpoint, row.used);
      return row?.used;
    },
    /** What the last count of `endpoint` on `day` answered in this process, if it is known. */
    lastCount(accountId: number, day: string, endpoint: string): number | undefined {
      const ofAccount = known.get(accountId);
      return ofAccount?.day === day ? ofAccount.lastCounts.get(endpoint) : undefined;
    },
    forgetCached(): void {
      known.clear();
    },
    refuse(accountId: number, day: string, endpoint: string): void {
      refuse.run(accountId, day, endpoint);
    },
    ofDay(accountId: number, day: string): EndpointUse[] {
      return ofDay.all(accountId, day) as EndpointUse[];
    },
    clear(accountId: number): void {
      clear.run(accountId);
      known.delete(accountId);
    },
  };
}
