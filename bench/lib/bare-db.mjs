// The storage both bare baselines share: one SQLite file with the sandbox's pragmas (WAL,
// synchronous=NORMAL), one table, one INSERT per created charge and one SELECT by primary key.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

/** `--port` and `--db` from the command line; exits 2 without a database. */
export function bareFlags(name) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, db: { type: 'string' } }, strict: true });
  if (!values.db) {
    process.stderr.write(`${name}: --db <file> is required\n`);
    process.exit(2);
  }
  return { port: Number(values.port), db: values.db };
}

export function openBareDb(file) {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS charges (id INTEGER PRIMARY KEY, body TEXT NOT NULL, created_at TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO charges (body, created_at) VALUES (?, ?)');
  const select = db.prepare('SELECT id, body, created_at FROM charges WHERE id = ?');
  return {
    db,
    insertCharge: (raw) => Number(insert.run(raw, new Date().toISOString()).lastInsertRowid),
    findCharge: (id) => select.get(id),
  };
}

/** Prints the ready line the bench waits for, and closes cleanly on SIGINT/SIGTERM. */
export function serveUntilSignal(server, port, db, label) {
  server.listen(port, '127.0.0.1', () => {
    process.stdout.write(`${label}\nlistening on http://127.0.0.1:${server.address().port}\n`);
  });
  const stop = () => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
