// Statements prepared on first use (server/store/lazy-statements.ts): the store's ~175 statements
// all prepare against the real schema, a stand-in answers as the statement would, and an SQL
// mistake still surfaces — on first use, or from prepareAll().
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../server/store/db.ts';
import { createStore } from '../../server/store/store.ts';
import { preparingLazily } from '../../server/store/lazy-statements.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const root = tempDir({ after }, 'lazy-statements-');
let files = 0;

function openTable() {
  const db = new Database(join(root, `db-${++files}.sqlite`));
  db.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL); INSERT INTO items (name) VALUES ('a'), ('b');");
  return db;
}

test("every statement of the store prepares against the migrated schema (an SQL mistake fails here)", () => {
  const store = createStore(openDatabase(join(root, 'store.sqlite')));
  try {
    store.prepareStatements();
  } finally {
    store.close();
  }
});

test('a stand-in answers as its statement does, with the modes set before its first use', () => {
  const db = openTable();
  const { value: statements } = preparingLazily(db, () => ({
    names: db.prepare('SELECT name FROM items ORDER BY id').pluck(),
    rows: db.prepare('SELECT id, name FROM items ORDER BY id').raw(),
    insert: db.prepare('INSERT INTO items (name) VALUES (?)'),
    one: db.prepare('SELECT name FROM items WHERE id = ?'),
  }));
  assert.deepEqual(statements.names.all(), ['a', 'b']);
  assert.deepEqual(statements.rows.all(), [[1, 'a'], [2, 'b']]);
  assert.equal(statements.insert.run('c').lastInsertRowid, 3);
  assert.deepEqual(statements.one.get(3), { name: 'c' });
  assert.deepEqual(statements.one.pluck().get(3), 'c', 'a mode set after first use applies too');
  assert.equal(statements.names.reader, true);
  assert.equal(statements.insert.reader, false);
  assert.deepEqual([...statements.names.iterate()], ['a', 'b', 'c']);
  db.close();
});

test('a statement prepared after the store is made is prepared at once, as before', () => {
  const db = openTable();
  preparingLazily(db, () => db.prepare('SELECT 1'));
  assert.equal(Object.hasOwn(db, 'prepare'), false, 'the connection has its own prepare() back');
  assert.throws(() => db.prepare('SELECT nope FROM items'), /no such column/);
  db.close();
});

test('an SQL mistake in a lazily prepared statement surfaces on first use and from prepareAll()', () => {
  const db = openTable();
  const { value: broken, prepareAll } = preparingLazily(db, () => db.prepare('SELECT nope FROM items'));
  assert.throws(() => broken.all(), /no such column/);
  assert.throws(prepareAll, /no such column/);
  db.close();
});
