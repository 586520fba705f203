// The bare node:http baseline the sandbox is measured against: plain node:http + better-sqlite3
// (bench/lib/bare-db.mjs), one INSERT per POST /v1/charge and one SELECT by primary key per
// GET /v1/charge/:id. No framework, no auth, no validation: a ceiling for this machine, not a
// competitor. Plain .mjs so it starts like the built sandbox CLI (no TS loader).
//
//   node bench/bare-server.mjs --port 0 --db /tmp/bare.db
//   → prints "listening on http://127.0.0.1:<port>" once it accepts requests
import { createServer } from 'node:http';
import { bareFlags, openBareDb, serveUntilSignal } from './lib/bare-db.mjs';

const flags = bareFlags('bare-server');
const { db, insertCharge, findCharge } = openBareDb(flags.db);

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
      send(res, 200, { id: insertCharge(raw) });
    });
    return;
  }
  req.resume();
  const match = req.method === 'GET' && /^\/v1\/charge\/(\d{1,15})$/.exec(req.url ?? '');
  if (match) {
    const row = findCharge(Number(match[1]));
    if (row) send(res, 200, row);
    else send(res, 404, { error: 'not_found' });
    return;
  }
  send(res, 404, { error: 'route_not_found' });
});

serveUntilSignal(server, flags.port, db, `bare baseline — database: ${flags.db}`);
