export const oneConfirmationDay = /* sql */ `
-- Issue 26: migrations 022 and 023 each kept the day a payment was confirmed — charges.confirmed_on
-- (the boleto panel's day) and charges.confirmed_at (the confirmations file's instant) — written
-- together, two places for one fact. confirmed_at stays (it has the time, and cards' payments too);
-- the boleto's day is read from it (store/charges-repo.ts). A payment 022 backfilled whose
-- confirmed_at 023 left empty (only one not \`paid\` any more) keeps its day as that day's start.
UPDATE charges SET confirmed_at = confirmed_on || ' 00:00:00' WHERE confirmed_on IS NOT NULL AND confirmed_at IS NULL;
ALTER TABLE charges DROP COLUMN confirmed_on;
`;
