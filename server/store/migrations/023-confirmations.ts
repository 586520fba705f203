export const confirmations = /* sql */ `
-- Issue 26 §3: the confirmations file (GET /sandbox/v1/confirmations, app/confirmations.ts).
-- The fee it prints per payment, in cents (domain/settings.ts: R$ 3,00 unless set).
ALTER TABLE accounts ADD COLUMN boleto_fee INTEGER NOT NULL DEFAULT 300 CHECK (boleto_fee >= 0);

-- When a payment (a bank's, a Pix's or a card's, never a manual settle) made the charge \`paid\`:
-- the paid entry's time on the account's clock (app/charge-status.ts). The file lists the
-- payments confirmed on a day, which need not be the day the payer paid (received_by_bank_at): a
-- payment dated in the past, a boleto the bank confirms on the next business day. Partial, as
-- migration 019's: issuing a charge writes nothing more.
ALTER TABLE charges ADD COLUMN confirmed_at TEXT;
CREATE INDEX charges_by_account_confirmation ON charges(account_id, confirmed_at, id) WHERE confirmed_at IS NOT NULL;

-- The charges paid before this column existed: their last payment's history line.
UPDATE charges SET confirmed_at = (
  SELECT MAX(h.created_at) FROM charge_history h
  WHERE h.charge_id = charges.id
    AND h.message IN ('Pagamento confirmado pelo banco', 'Pagamento confirmado via Pix', 'Pagamento via cartão de crédito confirmado')
) WHERE status = 'paid' AND received_by_bank_at IS NOT NULL;
`;
