export const init = /* sql */ `
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  client_id TEXT NOT NULL UNIQUE,
  client_secret TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  -- virtual time = wall-clock time + this offset; it only ever grows
  clock_offset_ms INTEGER NOT NULL DEFAULT 0,
  created_at_ms INTEGER NOT NULL
);

CREATE TABLE access_tokens (
  token TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  expires_at_ms INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE charges (
  -- no AUTOINCREMENT: ids are never reused anyway (rows are never deleted) and it saves a page
  -- write per charge; the insert starts the sequence at 1000001.
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  total INTEGER NOT NULL,
  items TEXT NOT NULL,
  shippings TEXT,
  custom_id TEXT,
  notification_url TEXT,
  -- a time-ordered UUID; never looked up here (events are), so it carries no index
  notification_token TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX charges_by_account ON charges(account_id, id);

-- Clustered by charge (one B-tree, no separate index): a charge's lines are read together, and
-- each charge creation writes one page here instead of two.
CREATE TABLE charge_history (
  charge_id INTEGER NOT NULL REFERENCES charges(id) ON DELETE CASCADE,
  line INTEGER NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (charge_id, line)
) WITHOUT ROWID;

-- Clustered by token, as GET /v1/notification/:token reads them.
CREATE TABLE notification_events (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  seq INTEGER NOT NULL,
  type TEXT NOT NULL,
  custom_id TEXT,
  status_current TEXT NOT NULL,
  status_previous TEXT,
  identifiers TEXT NOT NULL,
  created_at TEXT NOT NULL,
  value INTEGER,
  received_by_bank_at TEXT,
  PRIMARY KEY (token, seq)
) WITHOUT ROWID;
`;
