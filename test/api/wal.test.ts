// The write-ahead log stays bounded on disk: under writes that never pause, when the writer goes
// quiet, and after a crash left a long log behind (issue 8: 1.2 GB of log for 16 MB of data).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../helpers/sandbox.ts';
import { waitFor } from '../helpers/receiver.ts';
import { openDatabase, WAL_SIZE_LIMIT_BYTES } from '../../server/store/db.ts';
import { WAL_BULK_LIMIT_BYTES } from '../../server/store/checkpointer.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const MB = 1024 * 1024;
const walSize = (db: string) => {
  try {
    return statSync(`${db}-wal`).size;
  } catch {
    return 0;
  }
};

test('sustained writes keep the -wal file bounded, and a quiet writer leaves it empty', async () => {
  const sandbox = await startSandbox();
  try {
    const api = await sandbox.newAccount();
    let peak = 0;
    let created = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, walSize(sandbox.dbFile))), 10);
    const until = Date.now() + 6000;
    // Eight writers that never pause: each charge adds ~20 KB of log, so an unbounded log would
    // pass 100 MB in this time.
    const lane = async () => {
      while (Date.now() < until) {
        await api.createCharge({ items: [{ name: 'Produto', value: 1000, amount: 2 }], metadata: { custom_id: `wal-${created}` } });
        created++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, lane));
    clearInterval(sampler);
    peak = Math.max(peak, walSize(sandbox.dbFile));
    // SQLite's own backstop checkpoint fires at twice the limit; a little more is one tick's writes.
    assert.ok(peak <= 3 * WAL_SIZE_LIMIT_BYTES, `-wal peaked at ${(peak / MB).toFixed(1)} MB over ${created} charges`);

    await waitFor(() => walSize(sandbox.dbFile) === 0, 'the -wal file to be truncated once the writer is idle');
    const after = await api.get('/v1/charge/' + (await api.createCharge()));
    assert.equal(after.status, 200, 'writes go on after the truncation');
  } finally {
    await sandbox.close();
  }
});

test('a long -wal left by a killed process is folded in and truncated at start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-wal-'));
  const db = join(dir, 'sandbox.db');
  try {
    // A writer that never checkpoints and dies without closing: its log stays behind.
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const crashed = spawnSync(process.execPath, ['-e', `
      const db = new (require(${JSON.stringify(driver)}))(${JSON.stringify(db)});
      db.pragma('journal_mode = WAL');
      db.pragma('wal_autocheckpoint = 0');
      db.exec('CREATE TABLE filler (n INTEGER PRIMARY KEY, blob BLOB)');
      const insert = db.prepare('INSERT INTO filler (blob) VALUES (randomblob(4000))');
      for (let i = 0; i < 2000; i++) insert.run();
      process.kill(process.pid, 'SIGKILL');
    `]);
    assert.equal(crashed.signal, 'SIGKILL');
    assert.ok(walSize(db) > 8 * MB, `the crashed writer left ${walSize(db)} bytes of log`);

    const reopened = openDatabase(db);
    try {
      assert.equal(walSize(db), 0, 'start-up truncates the log');
      assert.equal(reopened.prepare('SELECT COUNT(*) FROM filler').pluck().get(), 2000, 'nothing committed was lost');
    } finally {
      reopened.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a clock walk raises the log bound while it runs, and the usual bound is back once it ends', async () => {
  const sandbox = await startSandbox();
  try {
    const api = await sandbox.newAccount();
    const { db } = sandbox.server.ctx.store;
    const bound = () => (db.pragma('wal_autocheckpoint', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
    assert.equal(bound(), WAL_SIZE_LIMIT_BYTES);
    // A callback sent from inside the walk (the boleto falling overdue) reads the bound meanwhile.
    const seenByCallbacks: number[] = [];
    const receiver = createServer((_req, res) => {
      seenByCallbacks.push(bound());
      res.end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    try {
      const { body } = await api.post('/v1/charge/one-step', {
        items: [{ name: 'Item', value: 1000 }],
        metadata: { notification_url: `http://127.0.0.1:${port}/hook` },
        payment: { banking_billet: { expire_at: '2040-01-01', customer: { name: 'Maria da Silva', cpf: '52998224725' } } },
      });
      assert.equal(body.code, 200, JSON.stringify(body));
      const walked = await api.post('/sandbox/v1/clock/advance', { to: '2040-01-03' });
      assert.equal(walked.status, 200, JSON.stringify(walked.body));
    } finally {
      receiver.close();
    }
    assert.ok(seenByCallbacks.includes(WAL_BULK_LIMIT_BYTES), `the walk ran under the bulk bound: ${seenByCallbacks}`);
    assert.equal(bound(), WAL_SIZE_LIMIT_BYTES, 'and the usual bound is back');
  } finally {
    await sandbox.close();
  }
});
