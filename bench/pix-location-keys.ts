// What a Bolix location's keys cost SQLite: rows inserted into `pix_locations` as migration 017
// makes it (keyed by the location id, indexed by (account, txid) and by the active charge), a few
// per commit as the group commit batches them, on a real WAL file that already holds 30,000 rows —
// with wholly random ids (as before 2026-11-27) and with the time-ordered ones the repository
// writes now (server/domain/pix/location.ts), and time-ordered under migration 028's one index
// instead of 017's two. CPU per row, insert and its share of the commit; alternating rounds, each on
// a fresh file.
//
//   node --import tsx bench/pix-location-keys.ts [--rounds 6] [--per-commit 5]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { bolix } from '../server/store/migrations/017-bolix.ts';
import { pixLocationsByCharge } from '../server/store/migrations/028-pix-locations-by-charge.ts';
import { LOCATION_RANDOM_BYTES, locationIdOf, TXID_RANDOM_BYTES, txidOf } from '../server/domain/pix/location.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '6' }, 'per-commit': { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
const perCommit = Number(values['per-commit']);
const TXID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

type Kind = 'random' | 'time-ordered' | 'time-ordered, 028';
const KINDS: Kind[] = ['random', 'time-ordered', 'time-ordered, 028'];
function idsOf(kind: Kind): [string, string] {
  if (kind === 'random') {
    const bytes = randomBytes(16 + 35);
    return [bytes.subarray(0, 16).toString('hex'), Array.from(bytes.subarray(16), (b) => TXID_ALPHABET[b & 31]).join('')];
  }
  const now = Date.now();
  return [locationIdOf(now, randomBytes(LOCATION_RANDOM_BYTES)), txidOf(now, randomBytes(TXID_RANDOM_BYTES))];
}

const dir = mkdtempSync(join(tmpdir(), 'pix-location-keys-'));
const cpu: Record<Kind, number[]> = { random: [], 'time-ordered': [], 'time-ordered, 028': [] };
try {
  for (let round = 0; round < rounds; round++) {
    for (const kind of round % 2 ? [...KINDS].reverse() : KINDS) {
      const db = new Database(join(dir, `${kind.replace(', ', '-')}-${round}.sqlite`));
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = OFF'); // the locations alone: no account or charge rows
      db.exec('CREATE TABLE accounts (id INTEGER PRIMARY KEY); CREATE TABLE charges (id INTEGER PRIMARY KEY);');
      db.exec(bolix);
      if (kind === 'time-ordered, 028') db.exec(pixLocationsByCharge);
      const insert = db.prepare('INSERT INTO pix_locations (location, account_id, charge_id, txid, revision, created_at_ms) VALUES (?, ?, ?, ?, 0, ?)');
      const [begin, commit] = [db.prepare('BEGIN IMMEDIATE'), db.prepare('COMMIT')];
      let chargeId = 0;
      const batch = () => {
        begin.run();
        for (let i = 0; i < perCommit; i++) {
          const [location, txid] = idsOf(kind);
          insert.run(location, 1, ++chargeId, txid, Date.now());
        }
        commit.run();
      };
      for (let i = 0; i < 30_000 / perCommit; i++) batch();
      const before = process.cpuUsage();
      for (let i = 0; i < 10_000 / perCommit; i++) batch();
      const used = process.cpuUsage(before);
      cpu[kind].push((used.user + used.system) / 10_000);
      db.close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const kind of KINDS) {
  console.log(`${kind.padEnd(18)} CPU per row ${cpu[kind].map((x) => x.toFixed(1)).join(', ')} µs (median ${median(cpu[kind]).toFixed(1)}), ${perCommit} rows a commit after 30,000`);
}
