// Numbered migrations, applied in order at start and recorded in user_version. Those pending run
// in one transaction: a crash or a failing migration leaves the database at the version it had,
// and a new database is written (and its log grown) once instead of once per migration — a fresh
// database is what every CI job's sandbox starts from (cold start). A new, empty database gets the
// schema all the migrations leave in one script where the server bundle has one (fresh-schema.ts).
import type Database from 'better-sqlite3';
import { migrations } from './migrations/index.ts';
import { freshSchema } from './fresh-schema.ts';

export function applyMigrations(db: Database.Database, schemaOfAllMigrations: string | undefined = freshSchema): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current >= migrations.length) return;
  db.transaction(() => {
    if (current === 0 && schemaOfAllMigrations !== undefined && isEmpty(db)) db.exec(schemaOfAllMigrations);
    else for (const sql of migrations.slice(current)) db.exec(sql);
    db.pragma(`user_version = ${migrations.length}`);
  })();
}

/** No table, index or anything else yet: a database this code has never migrated. */
function isEmpty(db: Database.Database): boolean {
  return db.prepare('SELECT COUNT(*) FROM sqlite_schema').pluck().get() === 0;
}
