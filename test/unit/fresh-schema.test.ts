// A new database gets, in the server bundle, the schema of every migration in one script
// (server/store/schema-dump.ts, made at build time) instead of the migrations' replay: the
// database it makes must be the one the migrations make, and an existing database must still be
// migrated step by step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations } from '../../server/store/migrations/index.ts';
import { applyMigrations } from '../../server/store/migrate.ts';
import { freshSchemaScript } from '../../server/store/schema-dump.ts';

/** Everything a database's schema and rows say, table by table, index by index. */
function describe(db: Database.Database) {
  const schema = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name').all() as { type: string; name: string }[];
  const tables = schema.filter((row) => row.type === 'table').map((row) => row.name);
  return {
    userVersion: db.pragma('user_version', { simple: true }),
    schema,
    columns: Object.fromEntries(tables.map((name) => [name, db.prepare('SELECT * FROM pragma_table_xinfo(?)').all(name)])),
    foreignKeys: Object.fromEntries(tables.map((name) => [name, db.prepare('SELECT * FROM pragma_foreign_key_list(?)').all(name)])),
    indexes: Object.fromEntries(tables.map((name) => [name, db.prepare('SELECT * FROM pragma_index_list(?) ORDER BY name').all(name)])),
    rows: Object.fromEntries(tables.map((name) => [name, db.prepare(`SELECT * FROM "${name}"`).all()])),
  };
}

function withTempDir(work: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-fresh-schema-'));
  try {
    work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a new database made from the one-script schema is the database every migration makes', () => {
  withTempDir((dir) => {
    const script = freshSchemaScript();
    assert.ok(script, 'the migrated schema has nothing the script cannot reproduce');
    const migrated = new Database(join(dir, 'migrated.db'));
    const fresh = new Database(join(dir, 'fresh.db'));
    try {
      applyMigrations(migrated, undefined);
      applyMigrations(fresh, script);
      assert.deepEqual(describe(fresh), describe(migrated));
      assert.equal(fresh.pragma('integrity_check', { simple: true }), 'ok');
    } finally {
      migrated.close();
      fresh.close();
    }
  });
});

test('rows a migration writes are in the one-script schema too', () => {
  const script = freshSchemaScript([...migrations, "CREATE TABLE settings_seen (key TEXT PRIMARY KEY, value) WITHOUT ROWID; INSERT INTO settings_seen VALUES ('it''s', 1.5), ('blob', x'00ff');"]);
  const db = new Database(':memory:');
  try {
    db.exec(script!);
    assert.deepEqual(db.prepare('SELECT key, value FROM settings_seen ORDER BY key').raw().all(), [['blob', Buffer.from([0, 255])], ['it\'s', 1.5]]);
  } finally {
    db.close();
  }
});

test('a database that already has tables is migrated step by step, never given the script', () => {
  withTempDir((dir) => {
    const file = join(dir, 'old.db');
    const old = new Database(file);
    old.exec(migrations[0]!);
    old.pragma('user_version = 1');
    old.exec("INSERT INTO accounts (id, name, client_id, client_secret, created_at_ms) VALUES (1, 'a', 'id', 'secret', 0)");
    old.close();
    const db = new Database(file);
    try {
      // A script that would fail if it ran: it must not.
      applyMigrations(db, 'CREATE TABLE accounts (id INTEGER PRIMARY KEY);');
      assert.equal(db.pragma('user_version', { simple: true }), migrations.length);
      assert.deepEqual(db.prepare('SELECT id, name FROM accounts').raw().all(), [[1, 'a']]);
    } finally {
      db.close();
    }
  });
});
