export const snapshots = /* sql */ `
-- The highest id a table ever handed out, for the tables whose ids a reset or a restore deletes:
-- new rows are numbered past it, so an id is never reused and a snapshot's rows always fit back.
CREATE TABLE id_floors (
  name TEXT PRIMARY KEY,
  max_id INTEGER NOT NULL
) WITHOUT ROWID;

-- An account's whole state at one instant (server/store/snapshots-repo.ts), as one JSON document.
CREATE TABLE snapshots (
  -- AUTOINCREMENT: a deleted snapshot's id is never given to another
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT,
  created_at TEXT NOT NULL,
  document TEXT NOT NULL
);
CREATE INDEX snapshots_by_account ON snapshots(account_id, id);
`;
