export const boletos = /* sql */ `
ALTER TABLE charges ADD COLUMN payment_method TEXT;
ALTER TABLE charges ADD COLUMN payment_created_at TEXT;
ALTER TABLE charges ADD COLUMN customer TEXT;
-- the boleto's terms and numbers, as JSON (see BilletRecord)
ALTER TABLE charges ADD COLUMN billet TEXT;
-- the public part of the boleto's page and PDF URLs
ALTER TABLE charges ADD COLUMN billet_code TEXT;
ALTER TABLE charges ADD COLUMN balance_sheet TEXT;
ALTER TABLE charges ADD COLUMN paid_value INTEGER;
ALTER TABLE charges ADD COLUMN received_by_bank_at TEXT;
CREATE UNIQUE INDEX charges_by_billet_code ON charges(billet_code) WHERE billet_code IS NOT NULL;

-- E-mails the sandbox "sent" (billet resend), kept with the PDF as it was attached.
CREATE TABLE emails (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  charge_id INTEGER REFERENCES charges(id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  attachment_name TEXT,
  attachment BLOB,
  created_at TEXT NOT NULL
);
CREATE INDEX emails_by_account ON emails(account_id, id);
`;
