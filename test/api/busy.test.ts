// When the database's write lock cannot be had (issue: a clock advance answered 500 "database is
// locked" while a checkpoint held the lock through slow fsyncs): the checkpointer must not hold
// the lock for long, and if a writer still times out, the answer is an honest 503 that committed
// nothing, never a 500.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { startSandbox } from '../helpers/sandbox.ts';
import { waitFor } from '../helpers/receiver.ts';
import { WAL_SIZE_LIMIT_BYTES } from '../../server/store/db.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const walSize = (db: string) => {
  try {
    return statSync(`${db}-wal`).size;
  } catch {
    return 0;
  }
};

test('a write that cannot get the lock is 503 with Retry-After in the error shape, and leaves nothing behind', async () => {
  const logged: string[] = [];
  const sandbox = await startSandbox({ log: (line) => logged.push(line) });
  // Another connection to the same file (a checkpoint, a second process, a DB browser).
  const other = new Database(sandbox.dbFile);
  try {
    const api = await sandbox.newAccount();
    await api.createCharge();
    const clockOffset = () => other.prepare('SELECT clock_offset_ms FROM accounts WHERE id = ?').pluck().get(api.accountId) as number;
    const offsetBefore = clockOffset();
    // The server's own connection waits 5 s for the lock; a shorter wait keeps this test quick.
    sandbox.server.ctx.store.db.pragma('busy_timeout = 100');

    other.exec('BEGIN IMMEDIATE');
    const refused = await api.post('/v1/charge', { items: [{ name: 'Produto', value: 1000 }], metadata: { custom_id: 'busy-1' } });
    const advance = await api.post('/sandbox/v1/clock/advance', { days: 3 });
    other.exec('ROLLBACK');

    for (const result of [refused, advance]) {
      assert.equal(result.status, 503, JSON.stringify(result.body));
      assert.equal(result.headers.get('retry-after'), '1');
      assert.deepEqual(Object.keys(result.body).sort(), ['code', 'error', 'error_description']);
      assert.equal(result.body.code, 3500072);
      assert.equal(typeof result.body.error, 'string');
      assert.equal(typeof result.body.error_description, 'string');
      assert.doesNotMatch(JSON.stringify(result.body), /SQLITE|locked|\.ts:\d+|\bat /);
    }
    const busyLines = logged.filter((line) => line.includes('answered 503'));
    assert.equal(busyLines.length, 2, logged.join('\n'));
    assert.ok(busyLines.every((line) => line.includes('SQLITE_BUSY') && !/\bat /.test(line)), busyLines.join('\n'));

    // Lock released: the very next requests go through, and the refused ones left no trace.
    const accepted = await api.post('/v1/charge', { items: [{ name: 'Produto', value: 1000 }], metadata: { custom_id: 'busy-2' } });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const count = (customId: string) => other.prepare('SELECT COUNT(*) FROM charges WHERE custom_id = ?').pluck().get(customId);
    assert.equal(count('busy-1'), 0, 'the refused charge was not written');
    assert.equal(count('busy-2'), 1);
    assert.equal(clockOffset(), offsetBefore, 'the refused advance did not move the clock');
    const advanced = await api.post('/sandbox/v1/clock/advance', { days: 3 });
    assert.equal(advanced.status, 200, JSON.stringify(advanced.body));
    assert.ok(clockOffset() >= offsetBefore + 3 * 86_400_000 - 60_000, 'and the next advance did');
  } finally {
    other.close();
    await sandbox.close();
  }
});

test('the background checkpointer never keeps a writer waiting, even with a reader pinning a long log', async () => {
  const sandbox = await startSandbox();
  // A reader outside the server that keeps an old snapshot open: no checkpoint can finish past it,
  // so the log outgrows the limit and stays there. That is when a blocking checkpoint (RESTART)
  // would take the write lock and then wait for the reader, shutting writers out meanwhile.
  const reader = new Database(sandbox.dbFile);
  const writer = new Database(sandbox.dbFile);
  try {
    writer.pragma('wal_autocheckpoint = 0'); // only the server's checkpointer is under test
    writer.pragma('busy_timeout = 5000');
    writer.exec('CREATE TABLE filler (n INTEGER PRIMARY KEY, blob BLOB)');
    reader.exec('BEGIN');
    reader.prepare('SELECT COUNT(*) FROM filler').get();
    const insert = writer.prepare('INSERT INTO filler (blob) VALUES (randomblob(65536))');
    while (walSize(sandbox.dbFile) < WAL_SIZE_LIMIT_BYTES * 1.25) insert.run();

    // Keep committing for a while (each commit is what wakes the checkpointer), never waiting for
    // the lock: a writer that finds it taken is refused at once (SQLITE_BUSY). A checkpoint that
    // waited for the reader while holding the lock shut writers out ~250 ms at every tick; how long
    // a wait took is no measure on a loaded machine, whether there was one is.
    writer.pragma('busy_timeout = 0');
    const refusals: string[] = [];
    for (let commits = 0; commits < 100; commits++) {
      try {
        writer.exec('BEGIN IMMEDIATE');
      } catch (error) {
        refusals.push((error as { code?: string }).code ?? String(error));
        continue;
      }
      insert.run();
      writer.exec('COMMIT');
      await sleep(20); // let the checkpointer's ticks interleave
    }
    assert.deepEqual(refusals, [], 'the checkpointer held the write lock while a writer wanted it');

    // Once the reader lets go, the log is still folded in and emptied.
    reader.exec('COMMIT');
    await waitFor(() => walSize(sandbox.dbFile) === 0, 'the -wal file to be emptied once nothing pins it');
  } finally {
    reader.close();
    writer.close();
    await sandbox.close();
  }
});
