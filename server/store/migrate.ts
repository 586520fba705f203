// Numbered migrations, applied in order at start and recorded in user_version, each in its own
// transaction so a crash mid-way leaves the database at the previous version.
import type Database from 'better-sqlite3';
import { migrations } from './migrations/index.ts';

export function applyMigrations(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const [index, sql] of migrations.entries()) {
    const version = index + 1;
    if (version <= current) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
}
