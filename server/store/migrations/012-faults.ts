export const faults = /* sql */ `
-- Fault injection (docs/admin-api.md, "Falhas"): an account's rules, kept so that a rule the
-- control API acknowledged survives a restart. target 'api' breaks /v1 answers, 'callbacks'
-- breaks notification deliveries. times_left NULL: until removed; probability NULL: always.
CREATE TABLE fault_rules (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target TEXT NOT NULL,
  route TEXT NOT NULL,
  fault TEXT NOT NULL,
  when_applied TEXT NOT NULL DEFAULT 'before',
  latency_ms INTEGER,
  times_left INTEGER,
  probability REAL,
  hits INTEGER NOT NULL DEFAULT 0,
  created_at_ms INTEGER NOT NULL
);
CREATE INDEX fault_rules_by_account ON fault_rules(account_id, target, id);

-- Every fault injected, for the timeline and the receiver report. Kept apart from the request
-- log (memory only) and from delivery_attempts, so those stay what the real service would show.
CREATE TABLE fault_events (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  rule_id INTEGER NOT NULL,
  target TEXT NOT NULL,
  fault TEXT NOT NULL,
  when_applied TEXT,
  route TEXT,
  charge_id INTEGER,
  delivery_id INTEGER,
  token TEXT,
  attempt INTEGER,
  virtual_at_ms INTEGER NOT NULL,
  wall_at_ms INTEGER NOT NULL,
  -- what the handler answered under an "after" fault; a duplicate callback's answer
  status_code INTEGER,
  error TEXT,
  latency_ms INTEGER,
  -- an out-of-order callback held back: when it was let go (NULL while held)
  released_at_ms INTEGER
);
CREATE INDEX fault_events_by_account ON fault_events(account_id, id);
CREATE INDEX fault_events_by_charge ON fault_events(charge_id) WHERE charge_id IS NOT NULL;
CREATE INDEX fault_events_by_delivery ON fault_events(delivery_id, attempt) WHERE delivery_id IS NOT NULL;
CREATE INDEX fault_events_held ON fault_events(account_id) WHERE fault = 'out_of_order' AND released_at_ms IS NULL;
`;
