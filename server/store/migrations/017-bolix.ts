export const bolix = /* sql */ `
-- Bolix (issue 24): the account setting, on for every account — new ones by this default, and
-- those that existed before, as for a real account with Bolix enabled (docs/admin-api.md).
ALTER TABLE accounts ADD COLUMN bolix INTEGER NOT NULL DEFAULT 1;

-- The Pix location of each boleto issued with Bolix: where the payer's bank fetches the cobv
-- payload its BR Code points to (domain/pix/location.ts). One per issue: a new due date makes a
-- new location and marks the one before replaced (it is then no longer payable nor served).
--   location   16 random bytes, lower-case hex: the last segment of the code's URL
--   txid       the cobv's txid (26–35 alphanumerics, as the BCB wants for a charge with a due date)
--   revision   the cobv's revisao, 0 when the location is made
CREATE TABLE pix_locations (
  location TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  charge_id INTEGER NOT NULL REFERENCES charges(id),
  txid TEXT NOT NULL,
  revision INTEGER NOT NULL DEFAULT 0,
  created_at_ms INTEGER NOT NULL,
  replaced_at_ms INTEGER
) WITHOUT ROWID;
-- Also how an account's locations are found (snapshots, reset).
CREATE UNIQUE INDEX pix_locations_by_txid ON pix_locations(account_id, txid);
-- A charge's active location (the one its answers show) is the one not replaced: one at most.
CREATE UNIQUE INDEX pix_locations_active ON pix_locations(charge_id) WHERE replaced_at_ms IS NULL;
`;
