export const notificationsAndSchedule = /* sql */ `
-- Work that falls due on an account's virtual clock: delivery attempts now, boleto due dates later.
CREATE TABLE scheduled_jobs (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  due_at_ms INTEGER NOT NULL,
  kind TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  -- set while an asynchronous job (an HTTP delivery) is in flight; cleared at start-up
  running INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX scheduled_jobs_due ON scheduled_jobs(account_id, due_at_ms, id);
CREATE INDEX scheduled_jobs_subject ON scheduled_jobs(kind, subject_id);

-- One row per notification event to deliver to the integrator's URL.
CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  event_seq INTEGER NOT NULL,
  charge_id INTEGER,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  first_attempt_at_ms INTEGER,
  next_attempt_at_ms INTEGER,
  created_at_ms INTEGER NOT NULL
);
CREATE INDEX deliveries_by_account ON deliveries(account_id, id);
CREATE INDEX deliveries_by_token ON deliveries(token, state);

CREATE TABLE delivery_attempts (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES deliveries(id) ON DELETE CASCADE,
  virtual_at_ms INTEGER NOT NULL,
  wall_at_ms INTEGER NOT NULL,
  url TEXT,
  status_code INTEGER,
  latency_ms INTEGER,
  error TEXT,
  replay INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX delivery_attempts_by_delivery ON delivery_attempts(delivery_id, id);

-- Every GET /v1/notification/:token, for the dashboard's timeline and the never-fetched flag.
CREATE TABLE token_fetches (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  virtual_at_ms INTEGER NOT NULL
);
CREATE INDEX token_fetches_by_token ON token_fetches(token, id);
`;
