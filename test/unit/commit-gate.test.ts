// The commit gate over real HTTP: an Express app with the response hooks the sandbox installs,
// on a group commit whose COMMIT can be made to fail (a deferred foreign key). An answer leaves
// only once its work is committed; when the commit fails, the client gets no answer at all.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Database from 'better-sqlite3';
import { GroupCommit } from '../../server/store/group-commit.ts';
import { hookResponses, noteLostCommits, observeRequests, type CapturedExchange } from '../../server/http/response-capture.ts';
import type { ApiResponse } from '../../server/http/routes.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const root = tempDir({ after }, 'commit-gate-');
let apps = 0;

async function startGatedApp() {
  const file = join(root, `db-${++apps}.sqlite`);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(`CREATE TABLE parents (id INTEGER PRIMARY KEY);
           CREATE TABLE items (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES parents(id) DEFERRABLE INITIALLY DEFERRED);
           INSERT INTO parents (id) VALUES (1);`);
  const reader = new Database(file, { readonly: true });
  const commits = new GroupCommit(db, () => {}, () => {});
  const gate = {
    get commitPending() {
      return commits.pending;
    },
    get lostCommits() {
      return commits.lostCommits;
    },
    afterCommit: (done: () => void, failed?: (error: unknown) => void) => commits.afterCommit(done, failed),
    flush: () => commits.flush(),
  };
  const logged: CapturedExchange[] = [];
  const app = express();
  hookResponses(app.response as ApiResponse, gate);
  app.use(noteLostCommits(gate), observeRequests({ wants: () => true, record: (exchange) => logged.push(exchange) }));
  const insert = db.prepare('INSERT INTO items (parent) VALUES (?) RETURNING id').pluck();
  // `parent` 99 does not exist: the unit succeeds, the COMMIT that carries it fails.
  app.post('/items/:parent', (req, res) => {
    const id = commits.run(() => insert.get(Number(req.params.parent)));
    const seenByAnotherConnection = reader.prepare('SELECT COUNT(*) FROM items WHERE id = ?').pluck().get(id);
    res.json({ id, seenByAnotherConnection });
  });
  // As the dashboard's event stream does: a write commits first, and here the commit fails.
  app.post('/items/:parent/then-stream-write', (req, res) => {
    commits.run(() => insert.get(Number(req.params.parent)));
    try {
      commits.flush();
    } catch {
      // the event stream's write was cut; this request still answers
    }
    res.json({ answered: true });
  });
  app.get('/items', (_req, res) => {
    res.json({ count: reader.prepare('SELECT COUNT(*) FROM items').pluck().get() });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, logged, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('an answer leaves once its work is committed: another connection already sees it', async () => {
  const app = await startGatedApp();
  try {
    const response = await fetch(`${app.base}/items/1`, { method: 'POST' });
    assert.equal(response.status, 200);
    const body = (await response.json()) as { id: number; seenByAnotherConnection: number };
    assert.equal(body.seenByAnotherConnection, 0, 'while the route ran, nothing was committed yet');
    assert.deepEqual(await (await fetch(`${app.base}/items`)).json(), { count: 1 });
  } finally {
    await app.close();
  }
});

test('when the commit fails, the client gets no answer, and the request log says nothing was answered', async () => {
  const app = await startGatedApp();
  try {
    await assert.rejects(fetch(`${app.base}/items/99`, { method: 'POST' }), /fetch failed/);
    assert.deepEqual(await (await fetch(`${app.base}/items`)).json(), { count: 0 });
    const lost = app.logged.find((exchange) => exchange.req.originalUrl === '/items/99');
    assert.equal(lost?.lost, true);
    assert.equal(lost?.body, undefined);
  } finally {
    await app.close();
  }
});

test('an answer ended after its commit already failed (a stream write committed first) is not sent either', async () => {
  const app = await startGatedApp();
  try {
    await assert.rejects(fetch(`${app.base}/items/99/then-stream-write`, { method: 'POST' }), /fetch failed/);
    // Later requests are answered as usual.
    assert.equal((await fetch(`${app.base}/items/1`, { method: 'POST' })).status, 200);
    assert.deepEqual(await (await fetch(`${app.base}/items`)).json(), { count: 1 });
  } finally {
    await app.close();
  }
});
