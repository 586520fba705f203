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
