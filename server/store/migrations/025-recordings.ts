export const recordings = /* sql */ `
-- Recordings (issue 27 §2): a session an integrator ran, kept to be exported as a runnable test.
-- User data, not account state: a reset keeps them and a snapshot neither carries nor restores them
-- (account-state.ts lists them apart). DELETE /sandbox/v1/recordings/:id removes one, its steps with it.
--   settings        the account's settings and card settings when it started (JSON)
--   started_virtual the account's clock when it started ("YYYY-MM-DD HH:MM:SS", Brasília)
--   charges_before  the account's highest charge id when it started: the session's charges have
--                   higher ones (one id sequence); older ones it only read are not in its outcome
--   outcome         filled at stop (JSON): each charge's final status and paid value, the callbacks
--                   delivered and the statuses they announced
CREATE TABLE recordings (
  -- AUTOINCREMENT: a deleted recording's id is never given again (a file named after it may exist).
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  started_at_ms INTEGER NOT NULL,
  started_virtual TEXT NOT NULL,
  charges_before INTEGER NOT NULL DEFAULT 0,
  stopped_at_ms INTEGER,
  settings TEXT NOT NULL,
  outcome TEXT
);
CREATE INDEX recordings_by_account ON recordings(account_id, id);
-- One per call, in arrival order. What a later step may name (the answer's *_id values and
-- payment tokens, mapped to the replay's own) is read from the answer when exported, not while
-- the calls come: \`answer\` holds it as sent, up to 64 KB; a longer one has its ids taken at once,
-- into answer_ids ([[["data","charge_id"], 12], …]), and no answer kept.
CREATE TABLE recording_steps (
  recording_id INTEGER NOT NULL REFERENCES recordings(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  body TEXT,
  status INTEGER NOT NULL,
  answer TEXT,
  answer_ids TEXT,
  virtual_at_ms INTEGER NOT NULL,
  PRIMARY KEY (recording_id, seq)
) WITHOUT ROWID;
`;
