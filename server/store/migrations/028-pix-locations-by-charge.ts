export const pixLocationsByCharge = /* sql */ `
-- Issue 24 (Bolix issuing, eighth session): one index fewer on pix_locations. Each Bolix issue wrote
-- its location into three B-trees — the table, (account_id, txid) and the active charge's — and so
-- three pages more into every commit's log; two cost 5–6 µs a location less (bench/pix-location-keys.ts,
-- docs/performance.md, "Bolix issuing, eighth session").
-- What each index was for:
--   (account_id, txid)  an account's locations (snapshot, reset: account-state.ts now finds them
--                       through the account's charges), a txid unique per account (125 random
--                       bits; a snapshot file's are checked unique by snapshot-integrity.ts), and
--                       the ON DELETE CASCADE from accounts — which now scans pix_locations; no
--                       route deletes an account (a charge's delete now finds its rows by index);
--   active charge       a charge's active location, one at most: kept, as this one index's key —
--                       an active location's second column is '' (so a second active one for the
--                       charge collides), a replaced one's its location id (unique anyway).
DROP INDEX pix_locations_by_txid;
DROP INDEX pix_locations_active;
CREATE UNIQUE INDEX pix_locations_by_charge ON pix_locations(charge_id, CASE WHEN replaced_at_ms IS NULL THEN '' ELSE location END);
`;
