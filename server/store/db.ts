// Opens the SQLite database the way every face of the sandbox needs it: WAL so readers never
// wait for the writer, and migrations applied before anything else touches it.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { applyMigrations } from './migrate.ts';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit is in the OS before the call returns, so killing the process
  // (kill -9, a crashed test runner) loses nothing acknowledged; only a power cut could.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // A clock advance touches charges in due-date order, not insertion order: with SQLite's default
  // 8 MB page cache, 100k boletos thrash it and the walk slows down as the database grows.
  db.pragma('cache_size = -131072');
  db.pragma('mmap_size = 268435456');
  applyMigrations(db);
  return db;
}
