// Numbered migrations, applied in order at start and recorded in user_version. Those pending run
// in one transaction: a crash or a failing migration leaves the database at the version it had,
// and a new database is written (and its log grown) once instead of once per migration — a fresh
// database is what every CI job's sandbox starts from (cold start).
import type Database from 'better-sqlite3';
import { migrations } from './migrations/index.ts';

export function applyMigrations(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current >= migrations.length) return;
  db.transaction(() => {
    for (const sql of migrations.slice(current)) db.exec(sql);
    db.pragma(`user_version = ${migrations.length}`);
  })();
}
