// Keeps the search columns of migration 014 (search_text, search_code) in step with the fields
// they are made of, and turns a parsed query into SQL. The folding is server/domain/search.ts,
// called from SQL as functions, so a row's columns are recomputed from what is stored in it —
// whichever statement changed them.
import type { Db } from './db.ts';
import type { Customer } from '../domain/billet-record.ts';
import { codeTextOf, searchTextOf, type SearchQuery } from '../domain/search.ts';

const parse = <T>(json: unknown): T | null => (typeof json === 'string' ? (JSON.parse(json) as T) : null);

/**
 * A row's search text never fails a write: a cell a hand-edited snapshot left unreadable (not
 * JSON, a name that is a number) makes that row unsearchable by those fields, not a restore or a
 * start-up that throws.
 */
function total(fold: () => string): string {
  try {
    return fold();
  } catch {
    return '';
  }
}

/** SQLite's `->>` raises on text that is not JSON: read a field only from JSON that parses. */
const jsonField = (column: string, path: string) => `(CASE WHEN json_valid(${column}) THEN ${column} ->> '${path}' END)`;

// Defining a function again on a connection expires its prepared statements: once per connection.
const registered = new WeakSet<Db>();

/** Before preparing a statement that calls them (each connection needs its own). */
export function registerSearchFunctions(db: Db): void {
  if (registered.has(db)) return;
  registered.add(db);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  db.function('sandbox_search_text', { deterministic: true }, (customId: unknown, customer: unknown, email: unknown) =>
    searchTextColumn(text(customId), () => parse<Customer>(customer), text(email)),
  );
  db.function('sandbox_search_code', { deterministic: true }, (token: unknown, typedLine: unknown, barcode: unknown) =>
    searchCodeColumn(text(token), text(typedLine), text(barcode)),
  );
}

/** The `search_text` column: what sandbox_search_text computes in SQL. */
function searchTextColumn(customId: string | null, customer: () => Customer | null, email: string | null): string {
  return total(() => searchTextOf({ customId, customer: customer(), emails: [email] }));
}

/** The `search_code` column: what sandbox_search_code computes in SQL. */
function searchCodeColumn(token: string | null, typedLine: string | null, barcode: string | null): string {
  return total(() => codeTextOf(token, typedLine !== null && barcode !== null ? { typedLine, barcode } : null));
}

/**
 * A charge's search columns computed here, for a row inserted with its customer and boleto at
 * once: the same values the SQL functions give the row once stored (a charge with no link).
 */
export function chargeSearchColumns(charge: { customId: string | null; customer: Customer; notificationToken: string; billet: { typedLine: string; barcode: string } }) {
  return {
    searchText: searchTextColumn(charge.customId, () => charge.customer, null),
    searchCode: searchCodeColumn(charge.notificationToken, charge.billet.typedLine, charge.billet.barcode),
  };
}

type ChargeFields = 'customId' | 'customer' | 'link' | 'token' | 'billet';

/**
 * A charge's search columns as SQL SET assignments; `values` names the parameters a statement
 * sets those fields to, so one UPDATE writes them and their search columns together (the charge
 * creation path, where a second statement per change cost a tenth of a millisecond).
 */
export function chargeSearchAssignments(values: Partial<Record<ChargeFields, string>> = {}): string {
  const v = { customId: 'custom_id', customer: 'customer', link: 'link', token: 'notification_token', billet: 'billet', ...values };
  return `search_text = sandbox_search_text(${v.customId}, ${v.customer}, ${jsonField(v.link, '$.customerEmail')}),
    search_code = sandbox_search_code(${v.token}, ${jsonField(v.billet, '$.typedLine')}, ${jsonField(v.billet, '$.barcode')})`;
}

/** Each table's search columns, as SQL over its own columns. */
const COMPUTED = {
  charges: chargeSearchAssignments(),
  carnets: `search_text = sandbox_search_text(custom_id, (CASE WHEN json_valid(terms) THEN terms -> '$.customer' END), NULL),
    search_code = sandbox_search_code(notification_token, NULL, NULL)`,
  subscriptions: `search_text = sandbox_search_text(custom_id, (CASE WHEN json_valid(payment) THEN payment -> '$.customer' END), NULL),
    search_code = sandbox_search_code(notification_token, NULL, NULL)`,
} as const;

export type SearchableTable = keyof typeof COMPUTED;

/**
 * `refresh(id)` recomputes one row's search columns (`key`: the column naming the rows, as for
 * metadata updates). Repositories call it after every statement that changes a searched field.
 */
export function prepareSearchRefresh(db: Db, table: SearchableTable, key: 'id' | 'subscription_id' = 'id') {
  registerSearchFunctions(db);
  const statement = db.prepare(`UPDATE ${table} SET ${COMPUTED[table]} WHERE ${key} = ?`);
  return (id: number): void => {
    statement.run(id);
  };
}

/** Computes what is missing: rows from before migration 014, and the rows a snapshot restored. */
export function fillMissingSearchText(db: Db): void {
  registerSearchFunctions(db);
  for (const table of Object.keys(COMPUTED) as SearchableTable[]) {
    db.prepare(`UPDATE ${table} INDEXED BY ${table}_search_missing SET ${COMPUTED[table]} WHERE search_text IS NULL`).run();
  }
}

/** The SQL condition a query puts on a row with search columns. An absent parameter is NULL, which matches nothing. */
export const SEARCH_CONDITION = `(id = @searchId OR instr(search_text, @searchText) > 0 OR instr(search_text, @searchDigits) > 0
  OR instr(search_code, @searchCode) > 0)`;

export function searchParams(query: SearchQuery): Record<string, unknown> {
  return { searchId: query.id, searchText: query.text, searchDigits: query.digits, searchCode: query.code };
}
