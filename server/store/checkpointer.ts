// Keeps SQLite's write-ahead log small without putting checkpoints on the request path, and
// without ever making a writer wait on them. A worker thread with its own connection does the
// copying in the background:
// - while writes come in, a PASSIVE checkpoint every tick. PASSIVE never takes the write lock and
//   never waits (sqlite.org/c3ref/wal_checkpoint_v2.html), so it cannot delay a writer;
// - once a checkpoint has copied every frame, the log starts over by itself: the next writer finds
//   it fully copied and, if no reader is still in it, writes from the start of the file
//   (journal_size_limit then cuts the file back). A steady stream of writers can keep this
//   thread's PASSIVE a commit behind, so the bound is SQLite's own automatic checkpoint on the
//   main connection, at WAL_SIZE_LIMIT_BYTES: also PASSIVE, but run in the writer's own thread
//   right after a commit, so no commit lands while it copies and it catches up (it has little
//   left to copy: this thread did the rest). It also bounds the log if this thread is starved
//   of CPU or dies;
// - after a second without commits, a TRUNCATE empties the -wal file, but only straight after a
//   PASSIVE that left nothing to copy: TRUNCATE holds the write lock while it works, and with
//   nothing to copy or sync it holds it only to wait for readers (at most its busy timeout) and
//   to cut the file. (A commit landing between the two would be copied under the lock: one
//   commit's frames, once per quiet spell.)
// No RESTART under load: it takes the write lock, then copies and fsyncs whatever PASSIVE left
// while holding it; on a slow disk that once kept a writer waiting past its 5 s busy timeout, and
// the request failed "database is locked".
import type { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { sqliteOptions, WAL_SIZE_LIMIT_BYTES, type Db } from './db.ts';

const TICK_MS = 100;
const IDLE_MS = 1000;
/** The checkpointer's own busy timeout: how long its TRUNCATE may keep a writer out at most. */
const CHECKPOINT_BUSY_TIMEOUT_MS = 20;
/** After start-up: the first answers do not wait for the thread's start (cold start, docs/performance.md). */
const WORKER_START_DELAY_MS = 1000;

// Inline (eval) worker: works the same under the bundled CLI and under the TypeScript test loader.
const workerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const { statSync } = require('node:fs');
const Database = require(workerData.driver);
const { file, tickMs, idleMs, busyTimeoutMs } = workerData;
const db = new Database(file, workerData.options);
// Only the idle TRUNCATE waits (PASSIVE never does), and it may wait for readers while holding
// the write lock: keep that wait far below the writers' own busy timeout. A TRUNCATE that gives
// up is harmless: the log is merely emptied at the next quiet spell.
db.pragma('busy_timeout = ' + busyTimeoutMs);
const walBytes = () => { try { return statSync(file + '-wal').size; } catch { return 0; } };
const checkpoint = (mode) => {
  try { return db.pragma('wal_checkpoint(' + mode + ')')[0]; } catch { return { busy: 1, log: -1, checkpointed: -1 }; }
};
// Every frame in the log is in the database file: a blocking checkpoint now has nothing to copy.
const caughtUp = (result) => result.busy === 0 && result.log >= 0 && result.checkpointed === result.log;
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
    checkpoint('PASSIVE');
  } else if (!truncatedSinceWrite && Date.now() - lastWriteAt >= idleMs) {
    // One attempt per quiet spell: a reader outside this process could keep it failing.
    truncatedSinceWrite = true;
    if (walBytes() > 0 && caughtUp(checkpoint('PASSIVE'))) checkpoint('TRUNCATE');
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
  /**
   * Runs `work` (a clock walk) with the log's bound raised to WAL_BULK_LIMIT_BYTES: the walk's
   * long transactions leave the copying to this thread instead of doing it themselves after each
   * commit, in the writer's thread. Back to the usual bound when the last such work ends.
   */
  duringBulkWrites<T>(work: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/**
 * The log's bound while a clock walk runs. Each of a long walk's transactions writes ~10 MB of
 * scattered pages; with the usual 16 MB bound nearly every commit was followed by a checkpoint in
 * the writer's own thread, and a 366-day walk over 100,000 boletos took ~18 % longer (measured,
 * docs/performance.md). The file is cut back to WAL_SIZE_LIMIT_BYTES once the walk is over.
 */
export const WAL_BULK_LIMIT_BYTES = 64 * 1024 * 1024;

export function startCheckpointer(db: Db, file: string): Checkpointer {
  if (file === ':memory:') return { duringBulkWrites: (work) => work(), stop: async () => {} };
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const backstopPages = Math.ceil(WAL_SIZE_LIMIT_BYTES / pageSize);
  const bulkBackstopPages = Math.ceil(WAL_BULK_LIMIT_BYTES / pageSize);
  let workerAlive = true;
  let bulkWriters = 0;
  const setBackstop = () => {
    if (workerAlive) db.pragma(`wal_autocheckpoint = ${bulkWriters > 0 ? bulkBackstopPages : backstopPages}`);
  };
  setBackstop();
  // The thread (its own V8 isolate and SQLite connection) starts a moment after start-up, not
  // during it (cold start); until then SQLite's own checkpoint at the bound above does the work.
  // A clock walk starts it at once.
  let worker: Worker | undefined;
  const startWorker = () => {
    if (worker || !workerAlive) return;
    clearTimeout(startTimer);
    const load = createRequire(import.meta.url);
    const driver = load.resolve('better-sqlite3');
    // node:worker_threads loads with the thread, not at start (cold start).
    const { Worker } = load('node:worker_threads') as typeof import('node:worker_threads');
    worker = new Worker(workerSource, {
      eval: true,
      workerData: { driver, file, tickMs: TICK_MS, idleMs: IDLE_MS, busyTimeoutMs: CHECKPOINT_BUSY_TIMEOUT_MS, options: sqliteOptions() },
    });
    worker.unref();
    worker.on('error', () => {
      // Without the worker, SQLite's own checkpoints at their usual interval do all the work.
      workerAlive = false;
      db.pragma('wal_autocheckpoint = 1000');
    });
  };
  const startTimer = setTimeout(startWorker, WORKER_START_DELAY_MS);
  startTimer.unref();
  return {
    async duringBulkWrites(work) {
      startWorker();
      bulkWriters++;
      setBackstop();
      try {
        return await work();
      } finally {
        bulkWriters--;
        setBackstop();
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        clearTimeout(startTimer);
        workerAlive = false; // not started after this
        const running = worker;
        // Never started: closing the last connection checkpoints and removes the log itself.
        if (!running) return resolve();
        const timeout = setTimeout(() => running.terminate().then(() => resolve()), 2000);
        running.once('message', () => {
          clearTimeout(timeout);
          running.terminate().then(() => resolve());
        });
        running.postMessage('stop');
      }),
  };
}
