export const subscriptions = /* sql */ `
-- Plans: a name and a calendar (every \`interval\` months, \`repeats\` times or until canceled).
CREATE TABLE plans (
  -- ids from 10001 upwards, shaped like the real sandbox's
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  interval INTEGER NOT NULL,
  repeats INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX plans_by_account ON plans(account_id, id);

-- A subscription to a plan: its own record and token; each period's charge is an ordinary charge
-- pointing back at it.
CREATE TABLE subscriptions (
  -- ids from 50001 upwards
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  plan_id INTEGER NOT NULL REFERENCES plans(id),
  status TEXT NOT NULL,
  -- what each period's charge costs, from the items and shippings given at creation
  value INTEGER NOT NULL,
  items TEXT NOT NULL,
  shippings TEXT,
  custom_id TEXT,
  notification_url TEXT,
  -- one token for the subscription and every charge it generates (wire-format §5.1)
  notification_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- banking_billet | credit_card once chosen; \`payment\` holds, as JSON, what each period's payment
  -- is issued from (the boleto's terms and schedule, or the stored card)
  payment_method TEXT,
  payment TEXT,
  -- the day of the first execution (YYYY-MM-DD) and how many periods have been charged since
  first_execution TEXT,
  occurrences INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subscriptions_by_account ON subscriptions(account_id, id);
-- DELETE /v1/plan/:id asks whether the plan has any subscription.
CREATE INDEX subscriptions_by_plan ON subscriptions(plan_id);

CREATE TABLE subscription_history (
  subscription_id INTEGER NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  line INTEGER NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (subscription_id, line)
) WITHOUT ROWID;

-- A subscription's charges carry its id; \`parcel\` numbers them by period (1, 2, …), as the
-- subscription answers do.
ALTER TABLE charges ADD COLUMN subscription_id INTEGER REFERENCES subscriptions(id);
CREATE INDEX charges_by_subscription ON charges(subscription_id, parcel) WHERE subscription_id IS NOT NULL;
`;
