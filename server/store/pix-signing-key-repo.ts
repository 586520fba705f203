// The Pix payload signing key (migration 018): one row, written once.
import type { Db } from './db.ts';

export interface PixSigningKeyRow {
  kid: string;
  private_key_pem: string;
  created_at_ms: number;
}

export function createPixSigningKeyRepo(db: Db) {
  const read = db.prepare('SELECT kid, private_key_pem, created_at_ms FROM pix_signing_key WHERE id = 1');
  const insertOnce = db.prepare('INSERT OR IGNORE INTO pix_signing_key (id, kid, private_key_pem, created_at_ms) VALUES (1, ?, ?, ?)');
  return {
    find: (): PixSigningKeyRow | undefined => read.get() as PixSigningKeyRow | undefined,
    /** Keeps `key` unless one is there already; answers the one kept. */
    keepFirst(key: PixSigningKeyRow): PixSigningKeyRow {
      insertOnce.run(key.kid, key.private_key_pem, key.created_at_ms);
      return read.get() as PixSigningKeyRow;
    },
  };
}
