// Build time (scripts/build-server.mjs) and tests only: the schema every migration together leaves
// on a new database, as one script of plain CREATE statements (plus any rows a migration wrote).
// A new database — what each CI job's sandbox starts from — then gets it in one go instead of
// replaying the migrations' history: each ALTER TABLE makes SQLite re-read the whole schema, and
// with ~40 of them that was most of the migrations' ~10 ms at start (cold start, issue 23 §6).
// See server/store/fresh-schema.ts for where the script is used, migrate.ts for when.
import Database from 'better-sqlite3';
import { migrations } from './migrations/index.ts';

interface SchemaRow {
  type: string;
  name: string;
  sql: string;
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The script (without the user_version, which migrate.ts sets), or undefined when the migrated schema has something a plain replay of its CREATE
 * statements would not reproduce (virtual tables and their shadow tables): the database is then
 * migrated as before.
 */
export function freshSchemaScript(list: readonly string[] = migrations): string | undefined {
  const db = new Database(':memory:');
  try {
    db.transaction(() => {
      for (const sql of list) db.exec(sql);
    })();
    const rows = db.prepare("SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid").all() as SchemaRow[];
    if (rows.some((row) => /^\s*CREATE\s+VIRTUAL\s/i.test(row.sql))) return undefined;
    // Tables first: an index, view or trigger names its table; a foreign key may name a table made later.
    const order = ['table', 'index', 'view', 'trigger'];
    const statements = order.flatMap((type) => rows.filter((row) => row.type === type).map((row) => `${row.sql};`));
    for (const { name } of rows.filter((row) => row.type === 'table')) statements.push(...tableRows(db, name));
    statements.push(...tableRows(db, 'sqlite_sequence'));
    return statements.join('\n');
  } finally {
    db.close();
  }
}

/** INSERTs re-creating the rows a migration wrote into `table` (none for most tables). */
function tableRows(db: Database.Database, table: string): string[] {
  const exists = db.prepare('SELECT 1 FROM sqlite_schema WHERE type = ? AND name = ?').get('table', table);
  if (!exists) return [];
  const columns = (db.prepare(`SELECT name, hidden FROM pragma_table_xinfo(?)`).all(table) as { name: string; hidden: number }[])
    .filter((column) => column.hidden === 0)
    .map((column) => column.name);
  const values = columns.map((name) => `quote(${quoteName(name)})`).join(` || ',' || `);
  const tuples = db.prepare(`SELECT ${values} FROM ${quoteName(table)}`).pluck().all() as string[];
  return tuples.map((tuple) => `INSERT INTO ${quoteName(table)} (${columns.map(quoteName).join(', ')}) VALUES (${tuple});`);
}
