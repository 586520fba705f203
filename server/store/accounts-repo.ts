import type { Db } from './db.ts';

export interface AccountRow {
  id: number;
  name: string;
  client_id: string;
  client_secret: string;
  is_default: number;
  clock_offset_ms: number;
  created_at_ms: number;
  /** What the browser tokenizer is given (setAccount): 32 lower-case hex characters. */
  account_code: string;
  /** The tokenizer's RSA key pair (PEM), made on first use; null until then. */
  tokenizer_public_key: string | null;
  tokenizer_private_key: string | null;
  /** Installments up to this count carry no interest (server/domain/installments.ts). */
  interest_free_installments: number;
  /** Monthly interest in hundredths of a percent (199 = 1.99 %). */
  monthly_interest: number;
  /** Boletos also carry a Pix code (domain/settings.ts): 1 or 0. */
  bolix: number;
  /** 'spec' or 'efi' (domain/settings.ts). */
  profile: string;
  /** Requests per endpoint per day of the account's clock; 0: no quota (domain/quota.ts). */
  daily_quota: number;
  /** Cents: the fee printed in the confirmations file (domain/settings.ts). */
  boleto_fee: number;
}

export interface NewAccount {
  name: string;
  clientId: string;
  clientSecret: string;
  accountCode: string;
  isDefault?: boolean;
  createdAtMs: number;
}

export function createAccountsRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO accounts (name, client_id, client_secret, account_code, is_default, created_at_ms)
     VALUES (@name, @clientId, @clientSecret, @accountCode, @isDefault, @createdAtMs)`,
  );
  const byId = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const byClientId = db.prepare('SELECT * FROM accounts WHERE client_id = ?');
  const byAccountCode = db.prepare('SELECT id FROM accounts WHERE account_code = ?');
  const firstDefault = db.prepare('SELECT * FROM accounts WHERE is_default = 1 ORDER BY id LIMIT 1');
  const all = db.prepare('SELECT * FROM accounts ORDER BY id');
  const setOffset = db.prepare('UPDATE accounts SET clock_offset_ms = ? WHERE id = ?');
  // Only the first key pair is kept: two first requests racing each other both get the same key.
  const setKeyOnce = db.prepare(
    `UPDATE accounts SET tokenizer_public_key = ?, tokenizer_private_key = ?
     WHERE id = ? AND tokenizer_private_key IS NULL`,
  );
  const setInstallments = db.prepare('UPDATE accounts SET interest_free_installments = ?, monthly_interest = ? WHERE id = ?');
  // Read on every request (auth, the clock): every update below forgets the row it changed.
  // The store forgets the whole cache when a transaction rolls back.
  const cache = new Map<number, AccountRow>();
  const settingUpdates = new Map<string, ReturnType<Db['prepare']>>();

  const findById = (id: number): AccountRow | undefined => {
    const cached = cache.get(id);
    if (cached) return cached;
    const row = byId.get(id) as AccountRow | undefined;
    if (row) cache.set(id, row);
    return row;
  };

  return {
    insert(account: NewAccount): AccountRow {
      const { lastInsertRowid } = insert.run({ ...account, isDefault: account.isDefault ? 1 : 0 });
      return byId.get(lastInsertRowid) as AccountRow;
    },
    findById,
    forgetCached(): void {
      cache.clear();
    },
    findByClientId: (clientId: string) => byClientId.get(clientId) as AccountRow | undefined,
    /** The account the browser tokenizer names (through the id, so the row comes from the cache). */
    findByAccountCode(code: string): AccountRow | undefined {
      const found = byAccountCode.get(code) as { id: number } | undefined;
      return found && findById(found.id);
    },
    findDefault: () => firstDefault.get() as AccountRow | undefined,
    list: () => all.all() as AccountRow[],
    setClockOffset(id: number, offsetMs: number): void {
      setOffset.run(offsetMs, id);
      cache.delete(id);
    },
    /** Stores the tokenizer key pair unless one is there already; returns the row as it now is. */
    setTokenizerKeyOnce(id: number, publicKeyPem: string, privateKeyPem: string): AccountRow | undefined {
      setKeyOnce.run(publicKeyPem, privateKeyPem, id);
      cache.delete(id);
      return findById(id);
    },
    /**
     * Writes settings columns (domain/settings.ts names them: never a caller's text). One
     * statement per set of columns, prepared when first asked for.
     */
    setSettingColumns(id: number, values: Readonly<Record<string, string | number>>): void {
      const columns = Object.keys(values);
      if (columns.length === 0) return;
      const key = columns.join(',');
      let statement = settingUpdates.get(key);
      if (!statement) {
        statement = db.prepare(`UPDATE accounts SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`);
        settingUpdates.set(key, statement);
      }
      statement.run({ ...values, id });
      cache.delete(id);
    },
    setInstallmentSettings(id: number, interestFreeInstallments: number, monthlyInterest: number): void {
      setInstallments.run(interestFreeInstallments, monthlyInterest, id);
      cache.delete(id);
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
