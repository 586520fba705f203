import type { Db } from './db.ts';

export interface AccountRow {
  id: number;
  name: string;
  client_id: string;
  client_secret: string;
  is_default: number;
  clock_offset_ms: number;
  created_at_ms: number;
}

export interface NewAccount {
  name: string;
  clientId: string;
  clientSecret: string;
  isDefault?: boolean;
  createdAtMs: number;
}

export function createAccountsRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO accounts (name, client_id, client_secret, is_default, created_at_ms)
     VALUES (@name, @clientId, @clientSecret, @isDefault, @createdAtMs)`,
  );
  const byId = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const byClientId = db.prepare('SELECT * FROM accounts WHERE client_id = ?');
  const firstDefault = db.prepare('SELECT * FROM accounts WHERE is_default = 1 ORDER BY id LIMIT 1');
  const all = db.prepare('SELECT * FROM accounts ORDER BY id');
  const setOffset = db.prepare('UPDATE accounts SET clock_offset_ms = ? WHERE id = ?');
  // Read on every request (auth, the clock); only setClockOffset changes a row after creation.
  // The store forgets the cache when a transaction rolls back.
  const cache = new Map<number, AccountRow>();

  return {
    insert(account: NewAccount): AccountRow {
      const { lastInsertRowid } = insert.run({ ...account, isDefault: account.isDefault ? 1 : 0 });
      return byId.get(lastInsertRowid) as AccountRow;
    },
    findById(id: number): AccountRow | undefined {
      const cached = cache.get(id);
      if (cached) return cached;
      const row = byId.get(id) as AccountRow | undefined;
      if (row) cache.set(id, row);
      return row;
    },
    forgetCached(): void {
      cache.clear();
    },
    findByClientId: (clientId: string) => byClientId.get(clientId) as AccountRow | undefined,
    findDefault: () => firstDefault.get() as AccountRow | undefined,
    list: () => all.all() as AccountRow[],
    setClockOffset(id: number, offsetMs: number): void {
      setOffset.run(offsetMs, id);
      cache.delete(id);
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
