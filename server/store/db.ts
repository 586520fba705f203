// Opens the SQLite database the way every face of the sandbox needs it: WAL so readers never
// wait for the writer, and migrations applied before anything else touches it.
import Database from 'better-sqlite3';
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { applyMigrations } from './migrate.ts';

export type Db = Database.Database;

/** What the -wal file is cut back to after each reset, and the log size that forces one. */
export const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * better-sqlite3's options for every connection. COBRANCA_SQLITE_BINDING names a compiled addon to
 * load instead of node_modules/better-sqlite3/build: the desktop app runs this code inside
 * Electron, whose ABI differs from the Node build that npm installed (and `npm test` uses).
 */
export function sqliteOptions(): Database.Options {
  const nativeBinding = process.env.COBRANCA_SQLITE_BINDING;
  return nativeBinding ? { nativeBinding } : {};
}

/** The size of the log a previous process left beside `file` (0: none). */
function leftoverLogBytes(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

/**
 * SQLite's page cache, KiB. Creating and reading charges touches few pages (ids and tokens grow in
 * time order): 8 MB holds them, where a cache of 128 MB kept filling as the database grew (server
 * RSS 184 MB at 50,000 charges, 233 MB at 150,000).
 */
const PAGE_CACHE_KIB = 8 * 1024;
/**
 * While a clock walk runs. It touches charges in due-date order, not insertion order: with an
 * 8 MB cache, 100k boletos thrash it and the walk slows down as the database grows.
 */
const WALK_PAGE_CACHE_KIB = 128 * 1024;

/**
 * Runs `work` (a clock walk) with the large page cache; back to the usual one, its memory given
 * back, when the last such work ends.
 */
export function largePageCacheDuring(db: Db): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  return async (work) => {
    if (running++ === 0) db.pragma(`cache_size = -${WALK_PAGE_CACHE_KIB}`);
    try {
      return await work();
    } finally {
      if (--running === 0 && db.open) {
        db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
        db.pragma('shrink_memory');
      }
    }
  };
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const leftoverLog = file === ':memory:' ? 0 : leftoverLogBytes(file);
  const db = new Database(file, sqliteOptions());
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit is in the OS before the call returns, so killing the process
  // (kill -9, a crashed test runner) loses nothing acknowledged; only a power cut could.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // How long a transaction waits for another connection's write lock; past it SQLITE_BUSY, which
  // the HTTP layer answers 503 + Retry-After (the background checkpointer never holds it for long).
  db.pragma('busy_timeout = 5000');
  // A page cache of bounded size: the server's memory must not grow with its database (a larger
  // one only while a clock walk runs: largePageCacheDuring).
  db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  db.pragma('mmap_size = 268435456');
  // Savepoints (group-commit.ts) keep the pages they change in a sub-journal: in memory, not in a
  // temporary file written and read back for every unit of work.
  db.pragma('temp_store = MEMORY');
  // Once a checkpoint lets the log start over, the next commit cuts the -wal file back to this
  // size instead of keeping the largest it ever was (checkpointer.ts keeps the log itself bounded).
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  applyMigrations(db);
  // A previous process killed mid-write may have left a long log: fold it into the database and
  // start with an empty one. Copies and syncs before truncating, so nothing committed is lost.
  // Without one (a new database, or a clean shutdown, which truncates) there is nothing to fold:
  // the checkpointer's first quiet spell empties what the migrations wrote, off the start path.
  if (leftoverLog > 0) db.pragma('wal_checkpoint(TRUNCATE)');
  return db;
}
