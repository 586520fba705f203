// The recordings (migration 025) and their steps.
import type { Db } from './db.ts';

export interface RecordingRow {
  id: number;
  account_id: number;
  started_at_ms: number;
  started_virtual: string;
  /** The account's highest charge id when it started (migration 025). */
  charges_before: number;
  stopped_at_ms: number | null;
  settings: string;
  outcome: string | null;
  /** 1 once a call was left out because the steps reached MAX_RECORDED_BYTES (migration 027). */
  reached_bound: number;
}

export interface StepRow {
  seq: number;
  method: string;
  path: string;
  body: string | null;
  status: number;
  answer: string | null;
  answer_ids: string | null;
  virtual_at_ms: number;
}

export function createRecordingsRepo(db: Db) {
  const insert = db.prepare(
    'INSERT INTO recordings (account_id, started_at_ms, started_virtual, settings, charges_before) VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(id), 0) FROM charges WHERE account_id = ?))',
  );
  // Its steps go with it (ON DELETE CASCADE).
  const remove = db.prepare('DELETE FROM recordings WHERE account_id = ? AND id = ?');
  const stop = db.prepare('UPDATE recordings SET stopped_at_ms = ?, outcome = ? WHERE id = ?');
  const running = db.prepare('SELECT id, account_id, reached_bound FROM recordings WHERE stopped_at_ms IS NULL');
  const ofAccount = db.prepare('SELECT * FROM recordings WHERE account_id = ? ORDER BY id DESC LIMIT ?');
  const one = db.prepare('SELECT * FROM recordings WHERE account_id = ? AND id = ?');
  const countSteps = db.prepare('SELECT count(*) AS n, max(seq) AS last FROM recording_steps WHERE recording_id = ?');
  // What the bound counts (recording-capture.ts): UTF-8 bytes of the bodies and answers kept.
  const keptBytes = db.prepare('SELECT COALESCE(sum(octet_length(body)), 0) + COALESCE(sum(octet_length(answer)), 0) AS bytes FROM recording_steps WHERE recording_id = ?');
  const markFull = db.prepare('UPDATE recordings SET reached_bound = 1 WHERE id = ?');
  const insertStep = db.prepare(
    'INSERT INTO recording_steps (recording_id, seq, method, path, body, status, answer, answer_ids, virtual_at_ms) VALUES (@recording_id, @seq, @method, @path, @body, @status, @answer, @answer_ids, @virtual_at_ms)',
  );
  const steps = db.prepare('SELECT seq, method, path, body, status, answer, answer_ids, virtual_at_ms FROM recording_steps WHERE recording_id = ? ORDER BY seq');
  // Only charges made during the recording (above charges_before): one the session merely read,
  // made before it, does not exist on the replay's fresh sandbox.
  const chargesOf = db.prepare('SELECT id, status, total FROM charges WHERE account_id = ? AND id IN (SELECT value FROM json_each(?)) AND id > ? ORDER BY id');
  // The events a receiver saw: those of each token the sandbox delivered (attempted), up to the
  // last one delivered — what GET /v1/notification/:token answered it. By the event's own charge_id
  // (a carnê's token carries its parcels'), in the order they happened.
  const callbacksOf = db.prepare(
    `WITH delivered AS (
       SELECT token, max(event_seq) AS upto FROM deliveries WHERE account_id = ? AND attempts > 0 GROUP BY token
     )
     SELECT json_extract(e.identifiers, '$.charge_id') AS charge_id, e.status_current AS status, e.value FROM delivered d
       JOIN notification_events e ON e.account_id = ? AND e.token = d.token AND e.seq <= d.upto
      WHERE json_extract(e.identifiers, '$.charge_id') IN (SELECT value FROM json_each(?))
      ORDER BY e.created_at, e.token, e.seq`,
  );
  return {
    remove: (accountId: number, id: number) => remove.run(accountId, id).changes,
    insert: (accountId: number, startedAtMs: number, startedVirtual: string, settings: string) => Number(insert.run(accountId, startedAtMs, startedVirtual, settings, accountId).lastInsertRowid),
    stop: (id: number, stoppedAtMs: number, outcome: string) => void stop.run(stoppedAtMs, outcome, id),
    running: () => running.all() as { id: number; account_id: number; reached_bound: number }[],
    ofAccount: (accountId: number, limit: number) => ofAccount.all(accountId, limit) as RecordingRow[],
    one: (accountId: number, id: number) => one.get(accountId, id) as RecordingRow | undefined,
    stepCount: (id: number) => countSteps.get(id) as { n: number; last: number | null },
    keptBytes: (id: number) => (keptBytes.get(id) as { bytes: number }).bytes,
    markFull: (id: number) => void markFull.run(id),
    insertStep: (row: StepRow & { recording_id: number }) => void insertStep.run(row),
    steps: (id: number) => steps.all(id) as StepRow[],
    charges: (accountId: number, ids: number[], chargesBefore: number) => chargesOf.all(accountId, JSON.stringify(ids), chargesBefore) as { id: number; status: string; total: number }[],
    callbacks: (accountId: number, chargeIds: number[]) => callbacksOf.all(accountId, accountId, JSON.stringify(chargeIds)) as { charge_id: number; status: string; value: number | null }[],
  };
}
