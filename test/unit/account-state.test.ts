// Reset and snapshots take an account's state table by table: a table a migration adds must be
// listed as account state or as not, or a reset would leave its rows behind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase } from '../../server/store/db.ts';
import { ACCOUNT_TABLES, NOT_ACCOUNT_STATE, createAccountStateRepo } from '../../server/store/account-state.ts';
import { RETIRED_COLUMNS, snapshotRowSchemas } from '../../server/http/schemas/snapshot-rows.ts';
import { JOB_SUBJECTS } from '../../server/domain/snapshot-integrity.ts';
import { JOB_KINDS } from '../../server/store/jobs-repo.ts';

test('every table of the schema is either an account\'s state or listed as not', () => {
  const db = openDatabase(':memory:');
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]).sort();
  db.close();
  const known = new Set([...ACCOUNT_TABLES.map((spec) => spec.table), ...NOT_ACCOUNT_STATE]);
  const forgotten = tables.filter((name) => !known.has(name));
  assert.deepEqual(forgotten, [], `list these in server/store/account-state.ts (ACCOUNT_TABLES or NOT_ACCOUNT_STATE): ${forgotten.join(', ')}`);
  const gone = [...known].filter((name) => !tables.includes(name));
  assert.deepEqual(gone, [], 'listed tables that the schema no longer has');
});

test('every column a snapshot carries has a rule for imported files, and every rule a column', () => {
  const db = openDatabase(':memory:');
  const captured = createAccountStateRepo(db).capture(1);
  db.close();
  for (const [table, { columns }] of Object.entries(captured)) {
    const schema = snapshotRowSchemas[table];
    assert.ok(schema, `a snapshot carries ${table}: give it a row schema in server/http/schemas/snapshot-rows.ts`);
    // A retired column (dropped by a migration) is read from older files only.
    const retired = RETIRED_COLUMNS[table] ?? [];
    assert.deepEqual(Object.keys(schema.properties).filter((column) => !retired.includes(column)).sort(), [...columns].sort(), `${table}: the row schema's columns are the table's`);
    for (const column of retired) assert.ok(!columns.includes(column), `${table}.${column} is retired but the table still has it`);
  }
  assert.deepEqual(Object.keys(snapshotRowSchemas).sort(), Object.keys(captured).sort());
});

test('an imported job of every kind the runner knows has a rule for its subject, and no other kind is accepted', () => {
  assert.deepEqual(Object.keys(JOB_SUBJECTS).sort(), [...JOB_KINDS].sort());
});

test('an account\'s Pix locations are captured in txid order and its own only, and cleared with it (found through its charges since migration 028)', () => {
  const db = openDatabase(':memory:');
  db.pragma('foreign_keys = OFF'); // the locations and their charges alone
  const charge = db.prepare("INSERT INTO charges (id, account_id, status, total, items, notification_token, created_at) VALUES (?, ?, 'waiting', 100, '[]', ?, '2026-11-27')");
  const location = db.prepare('INSERT INTO pix_locations (location, account_id, charge_id, txid, created_at_ms) VALUES (?, ?, ?, ?, 0)');
  // Txids out of the order of locations and of charges: the capture's order must be the txid's.
  const txids = ['C', 'A', 'D', 'B'];
  for (let i = 0; i < 4; i++) {
    charge.run(10 + i, 1, `token-${i}`);
    location.run(`${i}`.repeat(32), 1, 10 + i, txids[i].repeat(26));
  }
  charge.run(20, 2, 'token-other');
  location.run('f'.repeat(32), 2, 20, 'A'.repeat(26));
  const repo = createAccountStateRepo(db);
  const { columns, rows } = repo.capture(1).pix_locations;
  assert.deepEqual(rows.map((row) => String(row[columns.indexOf('txid')])[0]), ['A', 'B', 'C', 'D']);
  repo.clear(1);
  assert.deepEqual(db.prepare('SELECT account_id FROM pix_locations').pluck().all(), [2]);
  db.close();
});
