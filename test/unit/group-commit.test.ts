// Group commit: the units of one event-loop turn share a commit; each rolls back alone; nothing
// waiting on a commit hears of it before it happened, or hears "done" when it failed.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { GroupCommit } from '../../server/store/group-commit.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const root = tempDir({ after }, 'group-commit-');
let pairs = 0;

function openPair() {
  const file = join(root, `db-${++pairs}.sqlite`);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE parents (id INTEGER PRIMARY KEY);
           CREATE TABLE items (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES parents(id) DEFERRABLE INITIALLY DEFERRED);
           INSERT INTO parents (id) VALUES (1);`);
  db.pragma('foreign_keys = ON');
  const other = new Database(file, { readonly: true });
  const count = () => other.prepare('SELECT COUNT(*) FROM items').pluck().get() as number;
  const insert = db.prepare('INSERT INTO items (parent) VALUES (?)');
  let forgotten = 0;
  const commits = new GroupCommit(db, () => forgotten++);
  return { db, count, insert, commits, forgotten: () => forgotten };
}

test('the units of one turn are committed together, once the turn is over', async () => {
  const { count, insert, commits } = openPair();
  commits.run(() => insert.run(1));
  commits.run(() => insert.run(1));
  assert.equal(commits.pending, true);
  assert.equal(count(), 0, 'another connection sees nothing before the commit');
  await nextTurn();
  assert.equal(commits.pending, false);
  assert.equal(count(), 2);
});

test('a failing unit rolls back alone; the others of its turn are kept', async () => {
  const { count, insert, commits, forgotten } = openPair();
  commits.run(() => insert.run(1));
  assert.throws(() =>
    commits.run(() => {
      insert.run(1);
      throw new Error('refused');
    }),
  );
  assert.equal(forgotten(), 1, 'caches that may describe the rolled-back unit are dropped');
  commits.run(() => insert.run(1));
  await nextTurn();
  assert.equal(count(), 2);
});

test('when the unit that opened the turn fails, nothing is pending and the next unit starts afresh', async () => {
  const { count, insert, commits, db } = openPair();
  assert.throws(() =>
    commits.run(() => {
      insert.run(1);
      throw new Error('refused');
    }),
  );
  assert.equal(commits.pending, false);
  assert.equal(db.inTransaction, false);
  assert.equal(commits.lostCommits, 0, 'a refused request is not lost work: others may still answer');
  commits.run(() => insert.run(1));
  await nextTurn();
  assert.equal(count(), 1);
});

test('afterCommit waits for the commit; a rolled-back unit\'s hooks never run', async () => {
  const { insert, commits, count } = openPair();
  const heard: string[] = [];
  commits.run(() => {
    insert.run(1);
    commits.afterCommit(() => heard.push(`kept, ${count()} row(s) visible`));
  });
  assert.throws(() =>
    commits.run(() => {
      commits.afterCommit(() => heard.push('rolled back'));
      throw new Error('refused');
    }),
  );
  commits.afterCommit(() => heard.push('answer'));
  assert.equal(heard.length, 0);
  await nextTurn();
  assert.deepEqual(heard, ['kept, 1 row(s) visible', 'answer']);
  commits.afterCommit(() => heard.push('nothing pending: at once'));
  assert.equal(heard.at(-1), 'nothing pending: at once');
});

test('flush commits at once; nested units are part of the outer one', () => {
  const { insert, commits, count } = openPair();
  commits.run(() => {
    insert.run(1);
    assert.throws(() => commits.run(() => { throw new Error('inner'); }));
    assert.throws(() => commits.flush(), /inside a unit of work/); // half a unit is never committed
    insert.run(1);
  });
  assert.equal(count(), 0);
  commits.flush();
  assert.equal(commits.pending, false);
  assert.equal(count(), 2);
});

test('a commit that fails tells every waiter so, drops the caches, keeps nothing and counts the loss', async () => {
  const { insert, commits, count, forgotten, db } = openPair();
  const heard: string[] = [];
  commits.run(() => insert.run(1));
  commits.run(() => insert.run(99)); // no parent 99: the deferred foreign key fails the COMMIT itself
  commits.afterCommit(
    () => heard.push('done'),
    (error) => heard.push(`failed: ${(error as Error).message}`),
  );
  assert.equal(commits.lostCommits, 0);
  await nextTurn();
  assert.deepEqual(heard, ['failed: FOREIGN KEY constraint failed']);
  assert.equal(count(), 0);
  assert.equal(forgotten(), 1);
  assert.equal(commits.lostCommits, 1);
  assert.equal(db.inTransaction, false);
  commits.run(() => insert.run(1)); // and the next turn starts clean
  await nextTurn();
  assert.equal(count(), 1);
});

test('an explicit flush throws what failed the commit, after telling the waiters', () => {
  const { insert, commits, count } = openPair();
  const heard: string[] = [];
  commits.run(() => insert.run(99));
  commits.afterCommit(() => heard.push('done'), () => heard.push('failed'));
  assert.throws(() => commits.flush(), /FOREIGN KEY/);
  assert.deepEqual(heard, ['failed']);
  assert.equal(commits.pending, false);
  assert.equal(count(), 0);
});

test('a hook that throws does not keep the others from running', async () => {
  const reported: unknown[] = [];
  const db = new Database(':memory:');
  const commits = new GroupCommit(db, () => {}, (error) => reported.push(error));
  const heard: string[] = [];
  commits.run(() => db.exec('CREATE TABLE t (x)'));
  commits.afterCommit(() => {
    throw new Error('hook');
  });
  commits.afterCommit(() => heard.push('second'));
  await nextTurn();
  assert.deepEqual(heard, ['second']);
  assert.equal(reported.length, 1);
});

test('a single statement joins the turn\'s commit without a savepoint; when it fails, it alone is undone', async () => {
  const { count, insert, commits, db, forgotten } = openPair();
  commits.runStatement(() => insert.run(1)); // opens the turn: an ordinary unit
  commits.runStatement(() => insert.run(1));
  // A statement that fails part-way (the second row breaks the primary key) leaves nothing of itself.
  assert.throws(() => commits.runStatement(() => db.prepare('INSERT INTO items (id, parent) VALUES (100, 1), (1, 1)').run()), /UNIQUE/);
  assert.equal(forgotten(), 1, 'caches that may describe the failed statement are dropped');
  assert.equal(commits.pending, true, 'the turn goes on');
  commits.run(() => insert.run(1));
  assert.equal(count(), 0, 'nothing seen before the commit');
  await nextTurn();
  assert.deepEqual(db.prepare('SELECT id FROM items ORDER BY id').pluck().all(), [1, 2, 3]);
  assert.equal(count(), 3);
});
