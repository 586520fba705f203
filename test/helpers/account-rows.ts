// Which rows of the database belong to an account, found from the schema itself (sqlite_master,
// table_info, foreign_key_list) rather than from the list reset and restore use — so that a table a
// future migration adds is looked at without anyone remembering to.
import type Database from 'better-sqlite3';

/** Kept across a reset by design (docs/admin-api.md): the account itself, its sessions, its snapshots. */
export const KEPT_BY_RESET = ['accounts', 'access_tokens', 'snapshots'];
/** The database's own bookkeeping, and the server's Pix signing key: nobody's rows. */
const BOOKKEEPING = ['id_floors', 'sqlite_sequence', 'pix_signing_key'];

interface ForeignKey {
  table: string;
  from: string;
  to: string;
}

/** An SQL condition selecting `table`'s rows of account `accountId`: by its account_id, or through its parent's. */
function ownedBy(db: Database.Database, table: string, accountId: string): string {
  const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name);
  if (columns.includes('account_id')) return `account_id = ${accountId}`;
  const keys = db.prepare(`PRAGMA foreign_key_list(${table})`).all() as ForeignKey[];
  if (keys.length === 0) {
    throw new Error(`table ${table} has no account_id and no foreign key: say in test/helpers/account-rows.ts whose rows it holds`);
  }
  return keys.map((key) => `${key.from} IN (SELECT ${key.to} FROM ${key.table} WHERE ${ownedBy(db, key.table, accountId)})`).join(' OR ');
}

const counters = new WeakMap<Database.Database, Array<[string, Database.Statement]>>();

/** How many rows of `accountId` each table holds (tables kept by a reset left out). */
export function rowsOfAccount(db: Database.Database, accountId: number): Record<string, number> {
  let statements = counters.get(db);
  if (!statements) {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    statements = tables
      .filter((table) => !KEPT_BY_RESET.includes(table) && !BOOKKEEPING.includes(table))
      .map((table) => [table, db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${ownedBy(db, table, '@accountId')}`).pluck()]);
    counters.set(db, statements);
  }
  return Object.fromEntries(statements.map(([table, count]) => [table, count.get({ accountId }) as number]));
}

/** Rows whose parent is gone (PRAGMA foreign_key_check): what a delete of their owner left behind. */
export function orphanRows(db: Database.Database): unknown[] {
  return db.prepare('PRAGMA foreign_key_check').all();
}
