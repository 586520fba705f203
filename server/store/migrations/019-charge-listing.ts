export const chargeListing = /* sql */ `
-- GET /v1/charges with date_of=payment (issue 25): an ERP catching up on a day's callbacks asks
-- for the charges paid that day. Partial: a charge enters it only once paid, so issuing a charge
-- (POST /v1/charge, a clock walk's renewals) writes nothing more than before.
CREATE INDEX charges_by_account_payment ON charges(account_id, received_by_bank_at, id) WHERE received_by_bank_at IS NOT NULL;
`;
