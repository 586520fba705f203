// Snapshots of an account's state, kept as one JSON document per row (see app/snapshots.ts).
import type { Db } from './db.ts';

export interface SnapshotRow {
  id: number;
  account_id: number;
  name: string | null;
  created_at: string;
}

export function createSnapshotsRepo(db: Db) {
  const insert = db.prepare('INSERT INTO snapshots (account_id, name, created_at, document, checked) VALUES (?, ?, ?, ?, 1)');
  const list = db.prepare('SELECT id, account_id, name, created_at FROM snapshots WHERE account_id = ? ORDER BY id');
  const find = db.prepare('SELECT id, account_id, name, created_at FROM snapshots WHERE id = ? AND account_id = ?');
  const documentOf = db.prepare('SELECT document FROM snapshots WHERE id = ? AND account_id = ?').pluck();
  const storedOf = db.prepare('SELECT document, checked FROM snapshots WHERE id = ? AND account_id = ?');
  const markChecked = db.prepare('UPDATE snapshots SET checked = 1 WHERE id = ? AND account_id = ? AND checked = 0');
  const remove = db.prepare('DELETE FROM snapshots WHERE id = ? AND account_id = ?');
  return {
    /** Keeps a document known to be sound: taken by the sandbox, or checked at import. */
    insert(accountId: number, name: string | null, createdAt: string, document: string): SnapshotRow {
      const { lastInsertRowid } = insert.run(accountId, name, createdAt, document);
      return { id: Number(lastInsertRowid), account_id: accountId, name, created_at: createdAt };
    },
    list: (accountId: number) => list.all(accountId) as SnapshotRow[],
    find: (accountId: number, id: number) => find.get(id, accountId) as SnapshotRow | undefined,
    /** The stored JSON document, undefined when the account has no such snapshot. */
    document: (accountId: number, id: number) => documentOf.get(id, accountId) as string | undefined,
    /** The document and whether it is known to be sound (kept before migration 016: not). */
    stored: (accountId: number, id: number) => storedOf.get(id, accountId) as { document: string; checked: number } | undefined,
    markChecked: (accountId: number, id: number) => void markChecked.run(id, accountId),
    remove: (accountId: number, id: number) => remove.run(id, accountId).changes > 0,
  };
}
