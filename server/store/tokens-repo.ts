import type { Db } from './db.ts';

export interface TokenLookup {
  accountId: number;
  expiresAtMs: number;
  revoked: boolean;
}

// Every /v1 call looks its token up; a token's facts only change by revocation, which goes through
// this repo, so they are kept in memory (bounded) instead of read per request.
const CACHE_LIMIT = 50_000;

export function createTokensRepo(db: Db) {
  const insert = db.prepare('INSERT INTO access_tokens (token, account_id, expires_at_ms) VALUES (?, ?, ?)');
  const lookup = db.prepare('SELECT account_id, expires_at_ms, revoked FROM access_tokens WHERE token = ?');
  const cache = new Map<string, TokenLookup>();
  const revokeAll = db.prepare('UPDATE access_tokens SET revoked = 1 WHERE account_id = ? AND revoked = 0');
  const purge = db.prepare('DELETE FROM access_tokens WHERE expires_at_ms < ?');

  return {
    insert(token: string, accountId: number, expiresAtMs: number): void {
      insert.run(token, accountId, expiresAtMs);
    },
    lookup(token: string): TokenLookup | undefined {
      const cached = cache.get(token);
      if (cached) return cached;
      const row = lookup.get(token) as { account_id: number; expires_at_ms: number; revoked: number } | undefined;
      if (!row) return undefined;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      const found = { accountId: row.account_id, expiresAtMs: row.expires_at_ms, revoked: row.revoked === 1 };
      cache.set(token, found);
      return found;
    },
    revokeForAccount(accountId: number): number {
      for (const entry of cache.values()) if (entry.accountId === accountId) entry.revoked = true;
      return revokeAll.run(accountId).changes;
    },
    /** Tokens long past expiry are useless; keep the table from growing with every SDK call. */
    purgeExpiredBefore(ms: number): void {
      purge.run(ms);
    },
  };
}

export type TokensRepo = ReturnType<typeof createTokensRepo>;
