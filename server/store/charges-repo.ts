import type { Db } from './db.ts';
import type { ChargeItem, ChargeStatus, Shipping } from '../domain/charge.ts';

interface ChargeRow {
  id: number;
  account_id: number;
  status: ChargeStatus;
  total: number;
  items: string;
  shippings: string | null;
  custom_id: string | null;
  notification_url: string | null;
  notification_token: string;
  created_at: string;
}

export interface ChargeRecord {
  id: number;
  accountId: number;
  status: ChargeStatus;
  total: number;
  items: ChargeItem[];
  shippings: Shipping[] | null;
  customId: string | null;
  notificationUrl: string | null;
  notificationToken: string;
  createdAt: string;
}

export interface HistoryEntry {
  message: string;
  created_at: string;
}

export type NewCharge = Omit<ChargeRecord, 'id'>;

function toRecord(row: ChargeRow): ChargeRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    status: row.status,
    total: row.total,
    items: JSON.parse(row.items),
    shippings: row.shippings === null ? null : JSON.parse(row.shippings),
    customId: row.custom_id,
    notificationUrl: row.notification_url,
    notificationToken: row.notification_token,
    createdAt: row.created_at,
  };
}

export function createChargesRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO charges (account_id, status, total, items, shippings, custom_id, notification_url,
       notification_token, created_at)
     VALUES (@accountId, @status, @total, @items, @shippings, @customId, @notificationUrl,
       @notificationToken, @createdAt)`,
  );
  // The account is part of every lookup: another tenant's id must read exactly like an unknown id.
  const byId = db.prepare('SELECT * FROM charges WHERE id = ? AND account_id = ?');
  const setStatus = db.prepare('UPDATE charges SET status = ? WHERE id = ?');
  const setMetadata = db.prepare(
    `UPDATE charges SET
       custom_id = CASE WHEN @setCustomId THEN @customId ELSE custom_id END,
       notification_url = CASE WHEN @setUrl THEN @notificationUrl ELSE notification_url END
     WHERE id = @id`,
  );
  const insertHistory = db.prepare('INSERT INTO charge_history (charge_id, message, created_at) VALUES (?, ?, ?)');
  const historyOf = db.prepare('SELECT message, created_at FROM charge_history WHERE charge_id = ? ORDER BY id');

  return {
    insert(charge: NewCharge): number {
      const result = insert.run({
        ...charge,
        items: JSON.stringify(charge.items),
        shippings: charge.shippings === null ? null : JSON.stringify(charge.shippings),
      });
      return Number(result.lastInsertRowid);
    },
    find(accountId: number, id: number): ChargeRecord | undefined {
      const row = byId.get(id, accountId) as ChargeRow | undefined;
      return row && toRecord(row);
    },
    setStatus(id: number, status: ChargeStatus): void {
      setStatus.run(status, id);
    },
    setMetadata(id: number, changes: { customId?: string | null; notificationUrl?: string | null }): void {
      setMetadata.run({
        id,
        setCustomId: changes.customId !== undefined ? 1 : 0,
        customId: changes.customId ?? null,
        setUrl: changes.notificationUrl !== undefined ? 1 : 0,
        notificationUrl: changes.notificationUrl ?? null,
      });
    },
    addHistory(chargeId: number, message: string, createdAt: string): void {
      insertHistory.run(chargeId, message, createdAt);
    },
    history: (chargeId: number) => historyOf.all(chargeId) as HistoryEntry[],
  };
}

export type ChargesRepo = ReturnType<typeof createChargesRepo>;
