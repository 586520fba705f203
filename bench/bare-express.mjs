// The bare Express 5 baseline: the framework the sandbox runs on, doing the least an API can —
// express.json() and one SQLite INSERT per POST /v1/charge, one SELECT per GET /v1/charge/:id,
// res.json answers (bench/lib/bare-db.mjs). The sandbox's Express overhead is this app's too, so
// the ratio against it shows what the sandbox's own work (auth, validation, history, events) costs.
//
//   node bench/bare-express.mjs --port 0 --db /tmp/bare-express.db
import { createServer } from 'node:http';
import express from 'express';
import { bareFlags, openBareDb, serveUntilSignal } from './lib/bare-db.mjs';

const flags = bareFlags('bare-express');
const { db, insertCharge, findCharge } = openBareDb(flags.db);

const app = express();
app.use(express.json());
app.post('/v1/charge', (req, res) => {
  res.json({ id: insertCharge(JSON.stringify(req.body)) });
});
app.get('/v1/charge/:id', (req, res) => {
  const row = /^\d{1,15}$/.test(req.params.id) ? findCharge(Number(req.params.id)) : undefined;
  if (row) res.json(row);
  else res.status(404).json({ error: 'not_found' });
});

serveUntilSignal(createServer(app), flags.port, db, `bare Express baseline — database: ${flags.db}`);
