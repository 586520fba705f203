export const compensation = /* sql */ `
-- Issue 26 §2: when a boleto paid at a bank is confirmed (domain/settings.ts, "compensation").
-- 'immediate' (the default) confirms it at once; 'next_business_day' on the first business day
-- after the payment (domain/bank-calendar.ts).
ALTER TABLE accounts ADD COLUMN compensation TEXT NOT NULL DEFAULT 'immediate' CHECK (compensation IN ('immediate', 'next_business_day'));

-- The day a boleto's payment (at a bank or by its Pix code) was confirmed, beside the day it was
-- made (received_by_bank_at): the day its \`paid\` entry carries. NULL for a charge not paid through
-- its boleto; for those paid before this migration, the day of their confirmation's history line.
ALTER TABLE charges ADD COLUMN confirmed_on TEXT;
UPDATE charges SET confirmed_on = (
  SELECT substr(max(h.created_at), 1, 10) FROM charge_history h
  WHERE h.charge_id = charges.id AND h.message IN ('Pagamento confirmado pelo banco', 'Pagamento confirmado via Pix'))
WHERE received_by_bank_at IS NOT NULL AND billet IS NOT NULL;

-- A boleto paid at a bank whose confirmation is still to come (compensation 'next_business_day'):
-- what the payer paid and on which day; the job 'charge.confirm' due on confirms_on makes the
-- charge paid and removes the row. At most one per charge: a second payment is refused meanwhile.
--   value                what the payer paid, in cents
--   amount_due           what the boleto asked for that day (the bank quote's total)
--   received_by_bank_at  "YYYY-MM-DD": the day the payer paid (the notification's received_by_bank_at)
--   confirms_on          "YYYY-MM-DD": the next business day after it, the day the bank confirms
CREATE TABLE awaiting_confirmations (
  charge_id INTEGER PRIMARY KEY REFERENCES charges(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  value INTEGER NOT NULL CHECK (value >= 0),
  amount_due INTEGER NOT NULL CHECK (amount_due >= 0),
  received_by_bank_at TEXT NOT NULL,
  confirms_on TEXT NOT NULL
);
CREATE INDEX awaiting_confirmations_by_account ON awaiting_confirmations(account_id);
`;
