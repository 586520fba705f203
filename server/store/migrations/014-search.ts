export const search = /* sql */ `
-- The dashboard's search (server/domain/search.ts): what a charge, carnê or subscription is found
-- by — custom_id, the payer's name, e-mail, CPF/CNPJ — folded (lowercase, no accents) into
-- search_text, and its long codes — the notification token, a boleto's typed line and barcode as
-- digits — into search_code, matched only by a query long enough to be one. Written by the
-- repositories whenever those fields change; NULL means "not computed yet" (rows from before this
-- migration, a restored snapshot), filled in at start and after a restore.
ALTER TABLE charges ADD COLUMN search_text TEXT;
ALTER TABLE charges ADD COLUMN search_code TEXT;
ALTER TABLE carnets ADD COLUMN search_text TEXT;
ALTER TABLE carnets ADD COLUMN search_code TEXT;
ALTER TABLE subscriptions ADD COLUMN search_text TEXT;
ALTER TABLE subscriptions ADD COLUMN search_code TEXT;
-- A search scans this index alone, never the table and its JSON (20,000 charges in a few ms).
-- Without the status, which the clock walk changes on every overdue boleto: a status filter reads
-- the rows of the matches only.
CREATE INDEX charges_search ON charges(account_id, search_text, search_code);
-- Empty once filled: finding what is left to compute costs nothing at start.
CREATE INDEX charges_search_missing ON charges(id) WHERE search_text IS NULL;
CREATE INDEX carnets_search_missing ON carnets(id) WHERE search_text IS NULL;
CREATE INDEX subscriptions_search_missing ON subscriptions(id) WHERE search_text IS NULL;
-- The custom_id prefix search it served is now search_text's: no query reads it, every insert wrote it.
DROP INDEX IF EXISTS charges_by_account_custom_id;
`;
