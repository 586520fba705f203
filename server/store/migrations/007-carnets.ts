export const carnets = /* sql */ `
-- A carnê: its own record and token; its parcels are ordinary charges pointing back at it.
CREATE TABLE carnets (
  -- ids from 100001 upwards (the insert starts the sequence), shaped like the real sandbox's
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  repeats INTEGER NOT NULL,
  split_items INTEGER NOT NULL,
  custom_id TEXT,
  notification_url TEXT,
  -- one token for the carnê and every parcel (wire-format §5.1)
  notification_token TEXT NOT NULL,
  -- what its cover and booklet URLs carry
  code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  -- the creation terms as JSON: items, customer, message, configurations, discounts, first due date
  terms TEXT NOT NULL
);
CREATE INDEX carnets_by_account ON carnets(account_id, id);

CREATE TABLE carnet_history (
  carnet_id INTEGER NOT NULL REFERENCES carnets(id) ON DELETE CASCADE,
  line INTEGER NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (carnet_id, line)
) WITHOUT ROWID;

ALTER TABLE charges ADD COLUMN carnet_id INTEGER REFERENCES carnets(id);
ALTER TABLE charges ADD COLUMN parcel INTEGER;
-- A carnê's parcels in order; partial, so a charge outside a carnê costs nothing here.
CREATE INDEX charges_by_carnet ON charges(carnet_id, parcel) WHERE carnet_id IS NOT NULL;
`;
