export const quotaAndProfile = /* sql */ `
-- Issue 25: two account settings (domain/settings.ts) — the profile ('spec' follows the interface
-- spec, 'efi' the real service where they differ) and the daily request quota per endpoint (0: none).
ALTER TABLE accounts ADD COLUMN profile TEXT NOT NULL DEFAULT 'spec' CHECK (profile IN ('spec', 'efi'));
ALTER TABLE accounts ADD COLUMN daily_quota INTEGER NOT NULL DEFAULT 0 CHECK (daily_quota >= 0);

-- Requests counted against the quota (app/quota.ts): per account, day of its clock and endpoint
-- ("POST /v1/charge": method and route pattern). Written in the group commit of the request it
-- counts, so an answered request is never lost to a restart; only the account's current day is
-- kept (the rows of a day its clock has left are dropped).
--   day        "YYYY-MM-DD" on the account's virtual clock (Brasília)
--   used       requests let through that day
--   refused    requests refused past the quota that day (3500049)
CREATE TABLE quota_use (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  refused INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day, endpoint)
) WITHOUT ROWID;
`;
