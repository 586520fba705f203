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
  /** The rows' order where the table has no id (otherwise by id). */
  order?: string;
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
  // A Bolix boleto's Pix locations (migration 017): their ids are in codes already handed out, kept
  // as they are. Indexed by charge only (migration 028): found through the account's charges, in
  // txid order as the (account_id, txid) index gave them before (a snapshot's bytes unchanged).
  { table: 'pix_locations', scope: `${accountRows} AND charge_id IN (SELECT id FROM charges WHERE account_id = @accountId)`, ids: 'none', order: 'txid' },
  // A boleto's bank payment awaiting confirmation (migration 022); its job is in scheduled_jobs.
  { table: 'awaiting_confirmations', scope: accountRows, ids: 'none' },
  // Events and fetches have no index on the account: they are found through the account's tokens.
  { table: 'notification_events', scope: `${accountRows} AND ${tokensOfAccount}`, ids: 'none' },
  { table: 'token_fetches', scope: `${accountRows} AND ${tokensOfAccount}`, ids: 'renumber' },
  { table: 'deliveries', scope: accountRows, ids: 'keep' },
  { table: 'delivery_attempts', scope: 'delivery_id IN (SELECT id FROM deliveries WHERE account_id = @accountId)', ids: 'renumber' },
  { table: 'emails', scope: accountRows, ids: 'keep' },
  { table: 'payment_tokens', scope: accountRows, ids: 'none' },
  // `running` marks a callback in flight in this process; a restored job is due, not running.
  { table: 'scheduled_jobs', scope: accountRows, ids: 'renumber', transient: ['running'] },
  // API Extratos' recurrences (migration 024): their identificadores are UUIDs the client holds.
  { table: 'statement_schedules', scope: accountRows, ids: 'none' },
];

/**
 * Tables that are not an account's state: the accounts themselves (credentials survive a reset),
 * the OAuth access tokens (so the session that called reset or restore goes on working), the
 * snapshots, the id floors, and the fault rules with their record (a reset clears those itself;
 * a restore leaves the rules a suite set up in place), and the server's Pix signing key (every
 * account's payloads are signed with it), and the day's request counts of the `daily_quota`
 * setting (a reset clears them itself; a restore keeps them: a quota counts what the client sent
 * that day, and a restore is not a request the real service would forget), and the recordings with
 * their steps (user data about sessions, not state: a reset keeps them, a snapshot does not carry
 * them). Listed so that the test can tell a forgotten table from these.
 */
export const NOT_ACCOUNT_STATE: readonly string[] = ['accounts', 'access_tokens', 'snapshots', 'id_floors', 'sqlite_sequence', 'fault_rules', 'fault_events', 'pix_signing_key', 'quota_use', 'recordings', 'recording_steps'];

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

/** A value of a snapshot that another account of this database holds: where it is in the file. */
export interface StateConflict {
  table: string;
  row: number;
  column: number;
  message: string;
}

/**
 * What must be an account's own in the whole database: ids (one sequence per table, shared by
 * every account), the codes that public URLs carry (a Bolix's Pix location among them), the card tokens, and notification tokens
 * (events are numbered per token across the database). For each, the statement that says whether
 * another account holds a value. A token in use always has its events (every object gets one at
 * creation, and a snapshot must carry them), so the events' primary key finds it.
 */
const OWN_VALUES: ReadonlyArray<{ table: string; column: string; what: string; heldBy: string[] }> = [
  ...['plans', 'subscriptions', 'carnets', 'charges', 'deliveries', 'emails'].map((table) => ({
    table,
    column: 'id',
    what: 'o id',
    heldBy: [`SELECT 1 FROM ${table} WHERE id = ? AND account_id <> ?`],
  })),
  { table: 'charges', column: 'billet_code', what: 'o código do boleto', heldBy: ['SELECT 1 FROM charges WHERE billet_code = ? AND account_id <> ?'] },
  { table: 'charges', column: 'link_code', what: 'o código do link', heldBy: ['SELECT 1 FROM charges WHERE link_code = ? AND account_id <> ?'] },
  { table: 'carnets', column: 'code', what: 'o código do carnê', heldBy: ['SELECT 1 FROM carnets WHERE code = ? AND account_id <> ?'] },
  { table: 'payment_tokens', column: 'token', what: 'o token de cartão', heldBy: ['SELECT 1 FROM payment_tokens WHERE token = ? AND account_id <> ?'] },
  { table: 'pix_locations', column: 'location', what: 'a location do Pix', heldBy: ['SELECT 1 FROM pix_locations WHERE location = ? AND account_id <> ?'] },
  ...['charges', 'carnets', 'subscriptions'].map((table) => ({
    table,
    column: 'notification_token',
    what: 'o token de notificação',
    heldBy: [
      'SELECT 1 FROM notification_events WHERE token = ? AND account_id <> ? LIMIT 1',
      'SELECT 1 FROM deliveries INDEXED BY deliveries_by_token WHERE token = ? AND account_id <> ? LIMIT 1',
      'SELECT 1 FROM token_fetches INDEXED BY token_fetches_by_token WHERE token = ? AND account_id <> ? LIMIT 1',
    ],
  })),
];

/** `make()`'s value, made on first use: statements that only some calls need are not prepared at start (cold start). */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export function createAccountStateRepo(db: Db) {
  const columnsOf = (table: string): string[] =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name);

  // Snapshots, resets and restores only: ~60 statements prepared when the first of them comes.
  const tableSpecs = onFirstUse(() => ACCOUNT_TABLES.map((spec) => {
    const all = columnsOf(spec.table);
    // The account is whoever the rows are restored into; renumbered ids are given afresh.
    const captured = all.filter(
      (name) => name !== 'account_id' && !(spec.ids === 'renumber' && name === 'id') && !spec.transient?.includes(name),
    );
    const order = spec.order !== undefined ? ` ORDER BY ${spec.order}` : spec.ids === 'none' ? '' : ' ORDER BY id';
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
  }));

  /** One INSERT per distinct column list (a document from an older schema lists fewer). */
  function insertFor(spec: ReturnType<typeof tableSpecs>[number], columns: string[]) {
    const key = columns.join(',');
    let statement = spec.inserts.get(key);
    if (!statement) {
      const names = spec.hasAccountColumn ? ['account_id', ...columns] : columns;
      statement = db.prepare(`INSERT INTO ${spec.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
      spec.inserts.set(key, statement);
    }
    return statement;
  }

  const ownValueChecks = onFirstUse(() => OWN_VALUES.map((check) => ({ ...check, heldBy: check.heldBy.map((sql) => db.prepare(sql).pluck()) })));

  return {
    /** Every row of the account's state, as JSON-safe arrays. */
    capture(accountId: number): AccountTables {
      const tables: AccountTables = {};
      for (const spec of tableSpecs()) {
        const rows = spec.select.all({ accountId }) as unknown[][];
        for (const row of rows) for (let i = 0; i < row.length; i++) if (Buffer.isBuffer(row[i])) row[i] = encodeValue(row[i]);
        tables[spec.table] = { columns: [...spec.columns], rows };
      }
      return tables;
    },

    /**
     * The first value of `tables` that another account of this database holds (see OWN_VALUES),
     * or null: such a snapshot cannot be restored into `accountId` without touching that account.
     */
    conflict(accountId: number, tables: AccountTables): StateConflict | null {
      for (const check of ownValueChecks()) {
        const content = tables[check.table];
        const column = content?.columns.indexOf(check.column) ?? -1;
        if (column < 0) continue;
        for (const [row, cells] of content!.rows.entries()) {
          const value = cells[column];
          if (value === null || value === undefined) continue;
          if (check.heldBy.some((statement) => statement.get(value, accountId) !== undefined)) {
            return { table: check.table, row, column, message: `${check.what[0].toUpperCase()}${check.what.slice(1)} ${JSON.stringify(value)} é de outra conta deste banco.` };
          }
        }
      }
      return null;
    },

    /** Deletes the account's state; ids handed out so far are never handed out again. */
    clear(accountId: number): void {
      const specs = tableSpecs();
      for (const spec of specs) spec.raiseFloor?.run();
      for (const spec of [...specs].reverse()) spec.remove.run({ accountId });
    },

    /** Writes `tables` (a checked snapshot: http/snapshot-document.ts, conflict()) as the account's state, after clear(). */
    write(accountId: number, tables: AccountTables): void {
      for (const spec of tableSpecs()) {
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
