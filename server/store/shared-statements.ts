// Statements that charges, carnês and subscriptions need alike: their metadata (custom_id and
// notification_url, each changed only when given) and the free-text history lines of a parent.
import type { Db } from './db.ts';
import type { HistoryEntry } from '../domain/charge-record.ts';

export interface MetadataChanges {
  customId?: string | null;
  notificationUrl?: string | null;
}

/** `key`: the column naming the rows to change — the row's id, or the parent whose charges all change. */
export function prepareMetadataUpdate(db: Db, table: 'charges' | 'carnets' | 'subscriptions', key: 'id' | 'subscription_id' = 'id') {
  const statement = db.prepare(
    `UPDATE ${table} SET
       custom_id = CASE WHEN @setCustomId THEN @customId ELSE custom_id END,
       notification_url = CASE WHEN @setUrl THEN @notificationUrl ELSE notification_url END
     WHERE ${key} = @id`,
  );
  return (id: number, changes: MetadataChanges): void => {
    statement.run({
      id,
      setCustomId: changes.customId !== undefined ? 1 : 0,
      customId: changes.customId ?? null,
      setUrl: changes.notificationUrl !== undefined ? 1 : 0,
      notificationUrl: changes.notificationUrl ?? null,
    });
  };
}

/** The numbered history lines of a carnê or a subscription (`<table>(<owner>, line, message, created_at)`). */
export function prepareHistory(db: Db, table: 'carnet_history' | 'subscription_history', owner: 'carnet_id' | 'subscription_id') {
  const insert = db.prepare(
    `INSERT INTO ${table} (${owner}, line, message, created_at)
     VALUES (?, (SELECT COALESCE(MAX(line), 0) + 1 FROM ${table} WHERE ${owner} = ?), ?, ?)`,
  );
  const all = db.prepare(`SELECT message, created_at FROM ${table} WHERE ${owner} = ? ORDER BY line`);
  return {
    add(ownerId: number, message: string, createdAt: string): void {
      insert.run(ownerId, ownerId, message, createdAt);
    },
    of: (ownerId: number) => all.all(ownerId) as HistoryEntry[],
  };
}

/**
 * The SQL expression for a new row's id in a table whose ids a reset or a restore may delete:
 * one past both the highest id present (or `base`, so ids start where the real sandbox's do) and
 * the highest ever handed out (id_floors), so that no id is ever given twice.
 */
export function nextIdSql(table: 'charges' | 'carnets' | 'plans' | 'subscriptions' | 'deliveries' | 'emails', base = 0): string {
  return `(SELECT MAX(COALESCE(MAX(id), ${base}), COALESCE((SELECT max_id FROM id_floors WHERE name = '${table}'), 0)) + 1 FROM ${table})`;
}
