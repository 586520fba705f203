export const paymentLinks = /* sql */ `
-- A charge's payment link: its settings and what the payer did, as JSON; the code its payment_url
-- carries, unique, for the public page to find the charge without an account.
ALTER TABLE charges ADD COLUMN link TEXT;
ALTER TABLE charges ADD COLUMN link_code TEXT;
CREATE UNIQUE INDEX charges_by_link_code ON charges(link_code) WHERE link_code IS NOT NULL;
`;
