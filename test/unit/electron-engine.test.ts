import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/start.ts';
import { Engine, describeStartupError } from '../../electron/engine.ts';
import { databaseFiles, databasePath, deleteDatabaseFiles, electronSqliteBindingPath } from '../../electron/paths.ts';
import {
  DEFAULT_PORT,
  isPortInUseError,
  parseDesktopOptions,
  portTakenDialog,
  startOnStablePort,
} from '../../electron/port.ts';
// @ts-expect-error -- a plain .mjs script without type declarations
import { bindingPath as scriptBindingPath } from '../../scripts/electron-sqlite.mjs';
import { tempDir as fileTempDir } from '../helpers/temp-dir.ts';

const root = fileTempDir({ after }, 'cobranca-electron-');
const tempDir = () => mkdtempSync(join(root, 'user-data-'));
const quiet = (options: { db: string; port: number }) => startServer({ ...options, host: '127.0.0.1', log: () => {} });

async function listenOn(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

test('the data lives in the user-data folder; reset deletes the database and its WAL files', async () => {
  const dir = tempDir();
  const db = databasePath(dir);
  assert.equal(db, join(dir, 'sandbox.db'));
  for (const file of databaseFiles(db)) writeFileSync(file, 'x');
  await deleteDatabaseFiles(db);
  for (const file of databaseFiles(db)) assert.equal(existsSync(file), false, file);
  await deleteDatabaseFiles(db); // nothing left: still fine
  await deleteDatabaseFiles(':memory:');
});

test('reset restarts the real engine empty, on the same port, with a new default account', async () => {
  const db = databasePath(tempDir());
  const engine = new Engine<RunningServer>(db, quiet);
  const first = await engine.start(0);
  try {
    assert.ok(existsSync(db));
    const before = first.account.client_id;
    const second = await engine.reset();
    assert.equal(second.port, first.port, 'same port, so the window and SDKs keep the URL');
    assert.equal(second.url, first.url);
    assert.notEqual(second.account.client_id, before, 'a fresh database, a fresh default account');
    assert.equal(engine.server, second);
    const response = await fetch(`${second.url}/v1/authorize`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${before}:${first.account.client_secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    assert.notEqual(response.status, 200, 'the old credentials are gone');
  } finally {
    await engine.stop();
  }
  assert.equal(engine.running, false);
  assert.throws(() => engine.server, /not running/);
});

test('overlapping resets run one after the other', async () => {
  const engine = new Engine<RunningServer>(databasePath(tempDir()), quiet);
  const { port } = await engine.start(0);
  try {
    const [a, b] = await Promise.all([engine.reset(), engine.reset()]);
    assert.equal(a.port, port);
    assert.equal(b.port, port);
    assert.equal(engine.server, b);
  } finally {
    await engine.stop();
  }
});

test('a taken port: the user is asked, and may run on a free port this time', async () => {
  const blocker = await listenOn(0);
  const taken = (blocker.address() as { port: number }).port;
  const db = databasePath(tempDir());
  try {
    const asked: number[] = [];
    const engine = new Engine<RunningServer>(db, quiet);
    const server = await startOnStablePort((port) => engine.start(port), taken, async (port) => {
      asked.push(port);
      return true;
    });
    assert.deepEqual(asked, [taken]);
    assert.ok(server && server.port !== taken && server.port > 0);
    await engine.stop();

    const declined = new Engine<RunningServer>(db, quiet);
    const none = await startOnStablePort((port) => declined.start(port), taken, async () => false);
    assert.equal(none, undefined, 'declining means quit');
    assert.equal(declined.running, false);
  } finally {
    blocker.close();
  }
});

test('errors other than a taken port are not turned into a question', async () => {
  const failing = () => Promise.reject(new Error('cannot open database /x: disk I/O error'));
  await assert.rejects(startOnStablePort(failing, 4455, async () => assert.fail('must not ask')), /disk I\/O/);
  assert.equal(isPortInUseError(new Error('port 4455 on 127.0.0.1 is already in use')), true);
  assert.equal(isPortInUseError(Object.assign(new Error('listen'), { code: 'EADDRINUSE' })), true);
  assert.equal(isPortInUseError(new Error('no permission to listen on 127.0.0.1:80')), false);
  assert.equal(isPortInUseError('already in use'), false);
});

test('the port-taken message explains the stable address and the consequence of a fallback', () => {
  const dialog = portTakenDialog(4455);
  assert.match(dialog.message, /4455 is already in use/);
  assert.match(dialog.detail, /http:\/\/127\.0\.0\.1:4455/);
  assert.match(dialog.detail, /this session only/);
  assert.equal(dialog.buttons.length, 2);
});

test('port and database come from the command line, then the environment, then 4455', () => {
  assert.equal(DEFAULT_PORT, 4455);
  assert.deepEqual(parseDesktopOptions([], {}), { port: 4455, db: undefined });
  assert.deepEqual(parseDesktopOptions(['.', '--port', '0', '--db', ':memory:'], {}), { port: 0, db: ':memory:' });
  assert.deepEqual(parseDesktopOptions(['--port=5000', '--enable-logging', '--no-sandbox'], {}), { port: 5000, db: undefined });
  assert.deepEqual(parseDesktopOptions([], { COBRANCA_SANDBOX_PORT: '4466' }), { port: 4466, db: undefined });
  assert.deepEqual(parseDesktopOptions(['--port', '4477'], { COBRANCA_SANDBOX_PORT: '4466' }).port, 4477);
  assert.throws(() => parseDesktopOptions(['--port', 'http'], {}), /0 to 65535, got "http"/);
  assert.throws(() => parseDesktopOptions(['--port', '70000'], {}), /0 to 65535/);
});

test('startup errors say what to do: a Node-built SQLite driver, or anything else', () => {
  const abi = describeStartupError(
    new Error("cannot open database x: The module '/a/better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115."),
    '/d/sandbox.db',
  );
  assert.match(abi.detail, /scripts\/electron-sqlite\.mjs/);
  const missing = describeStartupError(new Error("cannot open database x: Cannot find module '/c/better_sqlite3.node'"), '/d/sandbox.db');
  assert.match(missing.title, /SQLite driver/);
  const other = describeStartupError(new Error('cannot open database /d/sandbox.db: SQLITE_CORRUPT'), '/d/sandbox.db');
  assert.match(other.detail, /SQLITE_CORRUPT/);
  assert.match(other.detail, /Database: \/d\/sandbox\.db/);
});

test('main and scripts/electron-sqlite.mjs agree on where the Electron build of better-sqlite3 goes', () => {
  const target = { root: '/repo', sqliteVersion: '12.11.1', electronVersion: '41.7.1', platform: 'linux', arch: 'x64' };
  const path = electronSqliteBindingPath(target);
  assert.equal(scriptBindingPath(target), path);
  assert.ok(path.startsWith(join('/repo', 'node_modules', '.cache')), 'never inside node_modules/better-sqlite3');
  assert.match(path, /better-sqlite3-12\.11\.1-electron-41\.7\.1-linux-x64[\\/]better_sqlite3\.node$/);
});
