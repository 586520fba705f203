// The bare baseline the sandbox is measured against: plain node:http + better-sqlite3 with the
// sandbox's pragmas (WAL, synchronous=NORMAL), one INSERT per POST /v1/charge and one SELECT by
// primary key per GET /v1/charge/:id. No framework, no auth, no validation: a ceiling for this
// machine, not a competitor. Plain .mjs so it starts like the built sandbox CLI (no TS loader).
//
//   node bench/bare-server.mjs --port 0 --db /tmp/bare.db
//   → prints "listening on http://127.0.0.1:<port>" once it accepts requests
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    db: { type: 'string' },
  },
  strict: true,
});
if (!values.db) {
  process.stderr.write('bare-server: --db <file> is required\n');
  process.exit(2);
}

mkdirSync(dirname(values.db), { recursive: true });
const db = new Database(values.db);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('CREATE TABLE IF NOT EXISTS charges (id INTEGER PRIMARY KEY, body TEXT NOT NULL, created_at TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO charges (body, created_at) VALUES (?, ?)');
const select = db.prepare('SELECT id, body, created_at FROM charges WHERE id = ?');

function send(res, status, payload) {
  const body = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/v1/charge') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        JSON.parse(raw);
      } catch {
        send(res, 400, { error: 'invalid_json' });
        return;
      }
      const id = Number(insert.run(raw, new Date().toISOString()).lastInsertRowid);
      send(res, 200, { id });
    });
    return;
  }
  req.resume();
  const match = req.method === 'GET' && /^\/v1\/charge\/(\d{1,15})$/.exec(req.url ?? '');
  if (match) {
    const row = select.get(Number(match[1]));
    if (row) send(res, 200, row);
    else send(res, 404, { error: 'not_found' });
    return;
  }
  send(res, 404, { error: 'route_not_found' });
});

server.listen(Number(values.port), '127.0.0.1', () => {
  process.stdout.write(`bare baseline — database: ${values.db}\nlistening on http://127.0.0.1:${server.address().port}\n`);
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
