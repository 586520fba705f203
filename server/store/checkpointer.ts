// Moves SQLite's WAL checkpoints off the request path. With automatic checkpoints, every ~1000
// pages one unlucky request copies the log into the database and waits for two fsyncs; here a
// worker thread with its own connection does it in the background (PASSIVE never blocks writers).
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { sqliteOptions, type Db } from './db.ts';

const INTERVAL_MS = 500;

// Inline (eval) worker: works the same under the bundled CLI and under the TypeScript test loader.
const workerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, workerData.options);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy: next time */ }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
  db.close();
  parentPort.postMessage('closed');
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(db: Db, file: string): Checkpointer {
  if (file === ':memory:') return { stop: async () => {} };
  db.pragma('wal_autocheckpoint = 0');
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(workerSource, { eval: true, workerData: { driver, file, intervalMs: INTERVAL_MS, options: sqliteOptions() } });
  worker.unref();
  worker.on('error', () => {
    // Without the worker, fall back to SQLite's own checkpoints rather than grow the log forever.
    db.pragma('wal_autocheckpoint = 1000');
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        const timeout = setTimeout(() => worker.terminate().then(() => resolve()), 2000);
        worker.once('message', () => {
          clearTimeout(timeout);
          worker.terminate().then(() => resolve());
        });
        worker.postMessage('stop');
      }),
  };
}
