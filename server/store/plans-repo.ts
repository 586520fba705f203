import type { Db } from './db.ts';
import { nextIdSql } from './shared-statements.ts';

export interface PlanRecord {
  id: number;
  accountId: number;
  name: string;
  interval: number;
  repeats: number | null;
  createdAt: string;
}

interface PlanRow {
  id: number;
  account_id: number;
  name: string;
  interval: number;
  repeats: number | null;
  created_at: string;
}

const toRecord = (row: PlanRow): PlanRecord => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  interval: row.interval,
  repeats: row.repeats,
  createdAt: row.created_at,
});

export function createPlansRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO plans (id, account_id, name, interval, repeats, created_at)
     VALUES (${nextIdSql('plans', 10000)}, @accountId, @name, @interval, @repeats, @createdAt)`,
  );
  // The account is part of every lookup: another tenant's id reads exactly like an unknown id.
  const byId = db.prepare('SELECT * FROM plans WHERE id = ? AND account_id = ?');
  const rename = db.prepare('UPDATE plans SET name = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM plans WHERE id = ?');
  const hasSubscriptions = db.prepare('SELECT 1 FROM subscriptions WHERE plan_id = ? LIMIT 1').pluck();
  const subscriptionCount = db.prepare('SELECT COUNT(*) FROM subscriptions WHERE plan_id = ?').pluck();
  // `name`: a case-insensitive substring (ASCII), `%` and `_` taken literally; oldest first, as
  // GET /v1/plans pages through them with limit and offset.
  const matching = `FROM plans WHERE account_id = @accountId AND (@pattern IS NULL OR name LIKE @pattern ESCAPE '\\')`;
  const list = db.prepare(`SELECT * ${matching} ORDER BY id LIMIT @limit OFFSET @offset`);
  const count = db.prepare(`SELECT COUNT(*) ${matching}`).pluck();

  return {
    insert(plan: Omit<PlanRecord, 'id'>): number {
      return Number(insert.run(plan).lastInsertRowid);
    },
    find(accountId: number, id: number): PlanRecord | undefined {
      const row = byId.get(id, accountId) as PlanRow | undefined;
      return row && toRecord(row);
    },
    rename(id: number, name: string): void {
      rename.run(name, id);
    },
    remove(id: number): void {
      remove.run(id);
    },
    hasSubscriptions: (id: number) => hasSubscriptions.get(id) !== undefined,
    subscriptionCount: (id: number) => subscriptionCount.get(id) as number,
    list(accountId: number, filter: { name?: string; limit: number; offset: number }): { total: number; rows: PlanRecord[] } {
      const params = { accountId, pattern: filter.name ? `%${filter.name.replace(/[\\%_]/g, '\\$&')}%` : null };
      return {
        total: count.get(params) as number,
        rows: (list.all({ ...params, limit: filter.limit, offset: filter.offset }) as PlanRow[]).map(toRecord),
      };
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
