// An account's whole state as plain rows, table by table — what a snapshot holds, what a restore
// writes back and what a reset deletes. Columns are read from the schema itself, so a column a
// later migration adds is captured without touching this file; a new *table* holding account
// state must be listed in ACCOUNT_TABLES (test/unit/account-state.test.ts fails until it is).
import type { Db } from './db.ts';
import { fillMissingSearchText } from './search-index.ts';

/** How a table's rows belong to an account, and whether their ids survive a restore. */
interface TableSpec {
  table: string;
  /** SQL condition selecting the account's rows, with `@accountId`. */
  scope: string;
  /**
   * `keep`: ids are the resources' public ids (charges, deliveries…) and come back as they were;
   * a reset or restore records the table's highest id in id_floors so that none is given twice.
   * `renumber`: internal ids nobody refers to (jobs, attempts, fetches), given afresh in the same
   * order. `none`: the table has no id column of its own.
   */
  ids: 'keep' | 'renumber' | 'none';
  /** Columns that describe this process, not the state (left to their defaults on restore). */
  transient?: readonly string[];
}

const accountRows = 'account_id = @accountId';
const tokensOfAccount = `token IN (
  SELECT notification_token FROM charges WHERE account_id = @accountId
  UNION SELECT notification_token FROM carnets WHERE account_id = @accountId
  UNION SELECT notification_token FROM subscriptions WHERE account_id = @accountId)`;

/** Parents before children: the order rows are written back in (deletes go in reverse). */
export const ACCOUNT_TABLES: readonly TableSpec[] = [
  { table: 'plans', scope: accountRows, ids: 'keep' },
  // search_text and search_code are derived (migration 014): recomputed after a restore, never exported.
  { table: 'subscriptions', scope: accountRows, ids: 'keep', transient: ['search_text', 'search_code'] },
  { table: 'subscription_history', scope: 'subscription_id IN (SELECT id FROM subscriptions WHERE account_id = @accountId)', ids: 'none' },
  { table: 'carnets', scope: accountRows, ids: 'keep', transient: ['search_text', 'search_code'] },
  { table: 'carnet_history', scope: 'carnet_id IN (SELECT id FROM carnets WHERE account_id = @accountId)', ids: 'none' },
  { table: 'charges', scope: accountRows, ids: 'keep', transient: ['search_text', 'search_code'] },
  { table: 'charge_history', scope: 'charge_id IN (SELECT id FROM charges WHERE account_id = @accountId)', ids: 'none' },
  // Events and fetches have no index on the account: they are found through the account's tokens.
  { table: 'notification_events', scope: `${accountRows} AND ${tokensOfAccount}`, ids: 'none' },
  { table: 'token_fetches', scope: `${accountRows} AND ${tokensOfAccount}`, ids: 'renumber' },
  { table: 'deliveries', scope: accountRows, ids: 'keep' },
  { table: 'delivery_attempts', scope: 'delivery_id IN (SELECT id FROM deliveries WHERE account_id = @accountId)', ids: 'renumber' },
  { table: 'emails', scope: accountRows, ids: 'keep' },
  { table: 'payment_tokens', scope: accountRows, ids: 'none' },
  // `running` marks a callback in flight in this process; a restored job is due, not running.
  { table: 'scheduled_jobs', scope: accountRows, ids: 'renumber', transient: ['running'] },
];

/**
 * Tables that are not an account's state: the accounts themselves (credentials survive a reset),
 * the OAuth access tokens (so the session that called reset or restore goes on working), the
 * snapshots, the id floors, and the fault rules with their record (a reset clears those itself;
 * a restore leaves the rules a suite set up in place). Listed so that the test can tell a forgotten table from these.
 */
export const NOT_ACCOUNT_STATE: readonly string[] = ['accounts', 'access_tokens', 'snapshots', 'id_floors', 'sqlite_sequence', 'fault_rules', 'fault_events'];

export interface TableRows {
  columns: string[];
  rows: unknown[][];
}
export type AccountTables = Record<string, TableRows>;

/** A BLOB column's value in a JSON document. */
interface EncodedBytes {
  $base64: string;
}

function encodeValue(value: unknown): unknown {
  return Buffer.isBuffer(value) ? ({ $base64: value.toString('base64') } satisfies EncodedBytes) : value;
}

function decodeValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as EncodedBytes).$base64 === 'string') {
    return Buffer.from((value as EncodedBytes).$base64, 'base64');
  }
  return value;
}

/** What SQLite can store from a JSON document: null, a number, text, or encoded bytes. */
function isStorable(value: unknown): boolean {
  if (value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return true;
  return typeof value === 'object' && Object.keys(value as object).length === 1 && typeof (value as EncodedBytes).$base64 === 'string';
}

/**
 * The columns that hold JSON documents. Every read of a row parses them, so an imported snapshot
 * whose cell there is not JSON would make each later read of that charge (or carnê, subscription
 * …) fail: refused at import instead.
 */
const JSON_COLUMNS: Record<string, readonly string[]> = {
  charges: ['items', 'shippings', 'customer', 'billet', 'balance_sheet', 'card', 'link'],
  notification_events: ['identifiers'],
  delivery_attempts: ['request_headers', 'response_headers'],
  carnets: ['terms'],
  subscriptions: ['items', 'shippings', 'payment'],
};

function isJsonOrNull(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

export function createAccountStateRepo(db: Db) {
  const columnsOf = (table: string): string[] =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name);

  const specs = ACCOUNT_TABLES.map((spec) => {
    const all = columnsOf(spec.table);
    // The account is whoever the rows are restored into; renumbered ids are given afresh.
    const captured = all.filter(
      (name) => name !== 'account_id' && !(spec.ids === 'renumber' && name === 'id') && !spec.transient?.includes(name),
    );
    const order = spec.ids === 'none' ? '' : ' ORDER BY id';
    return {
      ...spec,
      hasAccountColumn: all.includes('account_id'),
      columns: new Set(captured),
      select: db.prepare(`SELECT ${captured.join(', ')} FROM ${spec.table} WHERE ${spec.scope}${order}`).raw(),
      remove: db.prepare(`DELETE FROM ${spec.table} WHERE ${spec.scope}`),
      raiseFloor:
        spec.ids === 'keep'
          ? db.prepare(
              `INSERT INTO id_floors (name, max_id) VALUES ('${spec.table}', COALESCE((SELECT MAX(id) FROM ${spec.table}), 0))
               ON CONFLICT (name) DO UPDATE SET max_id = MAX(max_id, excluded.max_id)`,
            )
          : null,
      inserts: new Map<string, ReturnType<Db['prepare']>>(),
    };
  });

  /** One INSERT per distinct column list (a document from an older schema lists fewer). */
  function insertFor(spec: (typeof specs)[number], columns: string[]) {
    const key = columns.join(',');
    let statement = spec.inserts.get(key);
    if (!statement) {
      const names = spec.hasAccountColumn ? ['account_id', ...columns] : columns;
      statement = db.prepare(`INSERT INTO ${spec.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
      spec.inserts.set(key, statement);
    }
    return statement;
  }

  return {
    /** Every row of the account's state, as JSON-safe arrays. */
    capture(accountId: number): AccountTables {
      const tables: AccountTables = {};
      for (const spec of specs) {
        const rows = spec.select.all({ accountId }) as unknown[][];
        for (const row of rows) for (let i = 0; i < row.length; i++) if (Buffer.isBuffer(row[i])) row[i] = encodeValue(row[i]);
        tables[spec.table] = { columns: [...spec.columns], rows };
      }
      return tables;
    },

    /** Why `tables` cannot be written here (unknown table or column, ragged rows, a value SQLite cannot hold); null if it can. */
    incompatibility(tables: AccountTables): string | null {
      for (const [table, content] of Object.entries(tables)) {
        const spec = specs.find((candidate) => candidate.table === table);
        if (!spec) return `a tabela "${table}" não existe nesta versão do sandbox`;
        const unknown = content.columns.find((column) => !spec.columns.has(column));
        if (unknown !== undefined) return `a coluna "${table}.${unknown}" não existe nesta versão do sandbox`;
        if (content.rows.some((row) => row.length !== content.columns.length)) {
          return `uma linha de "${table}" não tem as ${content.columns.length} colunas declaradas`;
        }
        if (content.rows.some((row) => !row.every(isStorable))) {
          return `uma linha de "${table}" tem um valor que não é texto, número, null ou {"$base64": …}`;
        }
        for (const column of JSON_COLUMNS[table] ?? []) {
          const index = content.columns.indexOf(column);
          if (index >= 0 && content.rows.some((row) => !isJsonOrNull(row[index]))) {
            return `a coluna "${column}" de "${table}" guarda JSON, e uma linha traz um valor que não é JSON`;
          }
        }
      }
      return null;
    },

    /** Deletes the account's state; ids handed out so far are never handed out again. */
    clear(accountId: number): void {
      for (const spec of specs) spec.raiseFloor?.run();
      for (const spec of [...specs].reverse()) spec.remove.run({ accountId });
    },

    /** Writes `tables` (checked with incompatibility()) as the account's state, after clear(). */
    write(accountId: number, tables: AccountTables): void {
      for (const spec of specs) {
        const content = tables[spec.table];
        if (!content || content.rows.length === 0) continue;
        const insert = insertFor(spec, content.columns);
        for (const row of content.rows) {
          const values = row.map(decodeValue);
          insert.run(spec.hasAccountColumn ? [accountId, ...values] : values);
        }
      }
      fillMissingSearchText(db);
    },
  };
}

export type AccountStateRepo = ReturnType<typeof createAccountStateRepo>;
