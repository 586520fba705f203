export const cards = /* sql */ `
-- A charge paid by card keeps its card payment here as JSON (domain/card-payment.ts): brand, mask,
-- installments, the amount with interest, the refusal, what was refunded. Never the card number.
ALTER TABLE charges ADD COLUMN card TEXT;
`;
