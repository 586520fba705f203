export const dashboard = /* sql */ `
-- The control API's charge list. An account's charges counted (in all or by status) and listed
-- newest first within a status from this index alone. It replaces charges_by_account, which no
-- query used: one index fewer to write on every charge creation. The unfiltered newest-first
-- page walks the table backwards by id (see charges-repo.ts).
DROP INDEX charges_by_account;
CREATE INDEX charges_by_account_status ON charges(account_id, status, id);
-- Search by custom_id: prefixes are range scans, substrings scan this (covering) index rather
-- than the table. Partial: charges without a custom_id cost nothing to create.
CREATE INDEX charges_by_account_custom_id ON charges(account_id, custom_id) WHERE custom_id IS NOT NULL;
-- A charge's e-mails, for its timeline.
CREATE INDEX emails_by_charge ON emails(charge_id, id);

-- Card tokens issued by POST /sandbox/v1/payment-tokens (what the browser tokenizer gives).
-- The card number itself is never stored: its last digit decides the sandbox outcome.
CREATE TABLE payment_tokens (
  token TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  brand TEXT NOT NULL,
  card_mask TEXT NOT NULL,
  last_digit INTEGER NOT NULL,
  reuse INTEGER NOT NULL DEFAULT 0,
  used_at TEXT,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
`;
