// Where the desktop app keeps its data, and where a development checkout keeps the Electron build
// of better-sqlite3. Pure path arithmetic plus one file deletion, testable in Node.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

export const PRODUCT_NAME = 'Cobrança Sandbox';
export const DB_FILE_NAME = 'sandbox.db';

/** The SQLite file inside the user-data folder (`app.getPath('userData')`). */
export function databasePath(userDataDir: string): string {
  return join(userDataDir, DB_FILE_NAME);
}

/** The database and the files SQLite keeps next to it (WAL, shared memory, rollback journal). */
export function databaseFiles(db: string): string[] {
  return [db, `${db}-wal`, `${db}-shm`, `${db}-journal`];
}

/** Deletes the database and its companions; missing files are fine. Only with the engine closed. */
export async function deleteDatabaseFiles(db: string): Promise<void> {
  if (db === ':memory:') return;
  for (const file of databaseFiles(db)) await rm(file, { force: true });
}

export interface ElectronSqliteTarget {
  /** The project (or app) folder holding node_modules. */
  root: string;
  sqliteVersion: string;
  electronVersion: string;
  platform: string;
  arch: string;
}

/**
 * Where scripts/electron-sqlite.mjs puts better-sqlite3 compiled for Electron's ABI, next to — never
 * over — the Node build that `npm test` uses. Keyed by every version that changes the binary.
 * Keep in sync with bindingPath() in scripts/electron-sqlite.mjs (a unit test compares them).
 */
export function electronSqliteBindingPath(target: ElectronSqliteTarget): string {
  const key = `better-sqlite3-${target.sqliteVersion}-electron-${target.electronVersion}-${target.platform}-${target.arch}`;
  return join(target.root, 'node_modules', '.cache', 'cobranca-sandbox', 'electron-native', key, 'better_sqlite3.node');
}

/**
 * Where the packaged app carries its Electron build of better-sqlite3 (electron-builder.yml puts
 * it in native/, unpacked from the asar archive), in order of preference.
 */
export function packagedSqliteBindingCandidates(resourcesPath: string): string[] {
  return [
    join(resourcesPath, 'app.asar.unpacked', 'native', 'better_sqlite3.node'),
    join(resourcesPath, 'app', 'native', 'better_sqlite3.node'),
  ];
}
