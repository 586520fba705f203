// The Pix locations of Bolix boletos (migration 017): one per boleto issue, found by the id its
// BR Code carries (a payer pasting it, the payer's bank fetching the payload) or by its charge.
import { randomBytes } from 'node:crypto';
import type { Db } from './db.ts';
import { LOCATION_RANDOM_BYTES, locationIdOf, TXID_RANDOM_BYTES, txidOf } from '../domain/pix/location.ts';

export interface PixLocationRow {
  location: string;
  account_id: number;
  charge_id: number;
  txid: string;
  /** The cobv's revisao. */
  revision: number;
  created_at_ms: number;
  /** When a new due date replaced it (virtual time); null while it is the charge's active one. */
  replaced_at_ms: number | null;
}

export interface PixLocation {
  location: string;
  accountId: number;
  chargeId: number;
  txid: string;
  revision: number;
  createdAtMs: number;
  /** False once replaced by a new due date's location. */
  active: boolean;
}

function toLocation(row: PixLocationRow): PixLocation {
  return {
    location: row.location,
    accountId: row.account_id,
    chargeId: row.charge_id,
    txid: row.txid,
    revision: row.revision,
    createdAtMs: row.created_at_ms,
    active: row.replaced_at_ms === null,
  };
}

/** Random bytes by the pool: one randomBytes call per 64 locations rather than one per location. */
const BYTES_PER_LOCATION = LOCATION_RANDOM_BYTES + TXID_RANDOM_BYTES;
let pool = Buffer.alloc(0);
let poolAt = 0;
function takeRandom(): Buffer {
  if (poolAt + BYTES_PER_LOCATION > pool.length) {
    pool = randomBytes(BYTES_PER_LOCATION * 64);
    poolAt = 0;
  }
  const bytes = pool.subarray(poolAt, poolAt + BYTES_PER_LOCATION);
  poolAt += BYTES_PER_LOCATION;
  return bytes;
}

export function createPixLocationsRepo(db: Db) {
  // Prepared on first use: most processes issue no Bolix before their first answer (cold start).
  let statements: ReturnType<typeof prepare> | undefined;
  function prepare() {
    return {
      // Positional: binding by name looks each name up in the object, on every Bolix issue.
      insert: db.prepare('INSERT INTO pix_locations (location, account_id, charge_id, txid, revision, created_at_ms) VALUES (?, ?, ?, ?, 0, ?)'),
      byLocation: db.prepare('SELECT * FROM pix_locations WHERE location = ?'),
      activeOfCharge: db.prepare('SELECT * FROM pix_locations WHERE charge_id = ? AND replaced_at_ms IS NULL'),
      replace: db.prepare('UPDATE pix_locations SET replaced_at_ms = ? WHERE charge_id = ? AND replaced_at_ms IS NULL'),
    };
  }
  const sql = () => (statements ??= prepare());

  /**
   * The location made last, until the end of the synchronous run that made it: the answer of the
   * request that issued a boleto reads the charge's location right after (app/bolix.ts), and
   * that SELECT was ~5 % of what Bolix added to the one-step. Not kept any longer — a reset, a
   * snapshot import or a replacement by another request must be read from the table — and
   * forgotten when the work rolls back (forgetCached, by the group commit).
   */
  let justCreated: PixLocation | undefined;
  const forgetJustCreated = () => {
    justCreated = undefined;
  };

  return {
    /** A new active location for the charge (whose previous one, if any, must be replaced first). */
    createForCharge(accountId: number, chargeId: number, createdAtMs: number): PixLocation {
      // Real time, not the account's virtual clock: it only orders the keys (location.ts).
      const nowMs = Date.now();
      const bytes = takeRandom();
      const location = locationIdOf(nowMs, bytes.subarray(0, LOCATION_RANDOM_BYTES));
      const txid = txidOf(nowMs, bytes.subarray(LOCATION_RANDOM_BYTES));
      sql().insert.run(location, accountId, chargeId, txid, createdAtMs);
      if (justCreated === undefined) queueMicrotask(forgetJustCreated);
      justCreated = { location, accountId, chargeId, txid, revision: 0, createdAtMs, active: true };
      return { ...justCreated };
    },

    /** The location a code names, whichever account's it is (the caller checks the account), or undefined. */
    findByLocation(location: string): PixLocation | undefined {
      const row = sql().byLocation.get(location) as PixLocationRow | undefined;
      return row && toLocation(row);
    },

    /** The charge's active location, or undefined (no Bolix issued, or the charge has none since). */
    activeOfCharge(chargeId: number): PixLocation | undefined {
      if (justCreated?.chargeId === chargeId) return { ...justCreated };
      const row = sql().activeOfCharge.get(chargeId) as PixLocationRow | undefined;
      return row && toLocation(row);
    },

    /** Marks the charge's active location replaced (a new due date): its code is no longer payable. True if there was one. */
    markReplaced(chargeId: number, atMs: number): boolean {
      if (justCreated?.chargeId === chargeId) justCreated = undefined;
      return sql().replace.run(atMs, chargeId).changes > 0;
    },

    /** Work rolled back: the location made last may not exist. */
    forgetCached: forgetJustCreated,
  };
}

export type PixLocationsRepo = ReturnType<typeof createPixLocationsRepo>;
