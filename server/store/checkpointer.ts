// Keeps SQLite's write-ahead log small without putting checkpoints on the request path. A worker
// thread with its own connection does the copying in the background:
// - while writes come in, a PASSIVE checkpoint every tick (never blocks the writer);
// - PASSIVE alone never lets the log start over under a steady writer (new frames always land
//   behind it), so once the log holds more than WAL_SIZE_LIMIT_BYTES a RESTART checkpoint takes the
//   write lock for the few frames PASSIVE left over — a brief writer wait, after which the next
//   commit writes from the start of the file and journal_size_limit cuts it back;
// - after a second without commits, a TRUNCATE checkpoint empties the -wal file.
// The main connection keeps SQLite's own automatic checkpoint as a backstop at twice the limit, so
// the log stays bounded even if this thread is starved of CPU or dies.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { sqliteOptions, WAL_SIZE_LIMIT_BYTES, type Db } from './db.ts';

const TICK_MS = 100;
const IDLE_MS = 1000;

// Inline (eval) worker: works the same under the bundled CLI and under the TypeScript test loader.
const workerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const { statSync } = require('node:fs');
const Database = require(workerData.driver);
const { file, tickMs, idleMs, restartAtBytes } = workerData;
const db = new Database(file, workerData.options);
// Short: a checkpoint that waits holds the write lock meanwhile; a failed one is retried next tick.
db.pragma('busy_timeout = 250');
const frameBytes = db.pragma('page_size', { simple: true }) + 24;
const walBytes = () => { try { return statSync(file + '-wal').size; } catch { return 0; } };
const checkpoint = (mode) => {
  try { return db.pragma('wal_checkpoint(' + mode + ')')[0]; } catch { return { busy: 1, log: -1, checkpointed: -1 }; }
};
const dataVersion = () => db.pragma('data_version', { simple: true });
let seenVersion = dataVersion();
let lastWriteAt = Date.now();
let truncatedSinceWrite = false;
const timer = setInterval(() => {
  const version = dataVersion(); // changes whenever another connection has committed
  if (version !== seenVersion) {
    seenVersion = version;
    lastWriteAt = Date.now();
    truncatedSinceWrite = false;
    const pass = checkpoint('PASSIVE');
    if (pass.log * frameBytes > restartAtBytes) checkpoint('RESTART');
  } else if (!truncatedSinceWrite && Date.now() - lastWriteAt >= idleMs) {
    // One attempt per quiet spell: a reader outside this process could keep it failing.
    truncatedSinceWrite = true;
    if (walBytes() > 0) checkpoint('TRUNCATE');
  }
}, tickMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint('TRUNCATE');
  db.close();
  parentPort.postMessage('closed');
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(db: Db, file: string): Checkpointer {
  if (file === ':memory:') return { stop: async () => {} };
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const backstopPages = Math.ceil((2 * WAL_SIZE_LIMIT_BYTES) / pageSize);
  db.pragma(`wal_autocheckpoint = ${backstopPages}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { driver, file, tickMs: TICK_MS, idleMs: IDLE_MS, restartAtBytes: WAL_SIZE_LIMIT_BYTES, options: sqliteOptions() },
  });
  worker.unref();
  worker.on('error', () => {
    // Without the worker, SQLite's own checkpoints at their usual interval do all the work.
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
