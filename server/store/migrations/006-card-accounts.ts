export const cardAccounts = /* sql */ `
-- The account code the browser tokenizer (payment-token-efi) is given: setAccount() takes only 32
-- alphanumeric characters, so 16 random bytes in lower-case hex. Existing accounts get one here;
-- new ones get theirs from the application. Looked up on every tokenizer call, hence the index.
ALTER TABLE accounts ADD COLUMN account_code TEXT NOT NULL DEFAULT '';
UPDATE accounts SET account_code = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX accounts_by_code ON accounts(account_code);

-- The tokenizer's RSA key pair (2048 bits, PEM). Made on the first GET /v1/pubkey rather than at
-- account creation, which stays fast: most accounts never see a browser.
ALTER TABLE accounts ADD COLUMN tokenizer_public_key TEXT;
ALTER TABLE accounts ADD COLUMN tokenizer_private_key TEXT;

-- Card installments (server/domain/installments.ts, defaultInstallmentSettings): up to how many
-- installments carry no interest, and the monthly interest in hundredths of a percent.
ALTER TABLE accounts ADD COLUMN interest_free_installments INTEGER NOT NULL DEFAULT 1;
ALTER TABLE accounts ADD COLUMN monthly_interest INTEGER NOT NULL DEFAULT 199;
`;
