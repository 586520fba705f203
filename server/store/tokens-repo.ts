import type { Db } from './db.ts';
import type { AccountRow } from './accounts-repo.ts';

export interface TokenLookup extends AccountRow {
  expires_at_ms: number;
  revoked: number;
}

export function createTokensRepo(db: Db) {
  const insert = db.prepare('INSERT INTO access_tokens (token, account_id, expires_at_ms) VALUES (?, ?, ?)');
  const lookup = db.prepare(
    `SELECT a.*, t.expires_at_ms, t.revoked FROM access_tokens t
     JOIN accounts a ON a.id = t.account_id WHERE t.token = ?`,
  );
  const revokeAll = db.prepare('UPDATE access_tokens SET revoked = 1 WHERE account_id = ? AND revoked = 0');
  const purge = db.prepare('DELETE FROM access_tokens WHERE expires_at_ms < ?');

  return {
    insert(token: string, accountId: number, expiresAtMs: number): void {
      insert.run(token, accountId, expiresAtMs);
    },
    lookup: (token: string) => lookup.get(token) as TokenLookup | undefined,
    revokeForAccount(accountId: number): number {
      return revokeAll.run(accountId).changes;
    },
    /** Tokens long past expiry are useless; keep the table from growing with every SDK call. */
    purgeExpiredBefore(ms: number): void {
      purge.run(ms);
    },
  };
}

export type TokensRepo = ReturnType<typeof createTokensRepo>;
