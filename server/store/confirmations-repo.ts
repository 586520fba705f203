// The payments a confirmations file lists (migration 023, app/confirmations.ts): when a payment
// made a charge `paid`, and the boletos and carnê parcels confirmed on one day of the account's
// clock, read through the partial index in the order they were confirmed.
import type { Db } from './db.ts';

/** One confirmed payment, as the file needs it (money in cents, dates YYYY-MM-DD). */
export interface ConfirmationRow {
  charge_id: number;
  confirmed_at: string;
  /** The boleto's printed value: total less the unconditional discount (BilletRecord.documentValue). */
  document_value: number;
  paid_value: number;
  carnet_id: number | null;
  custom_id: string | null;
  expire_at: string;
  received_by_bank_at: string;
}

export function createConfirmationsRepo(db: Db) {
  const record = db.prepare('UPDATE charges SET confirmed_at = ? WHERE id = ?');
  // `status = 'paid'`: a card's dispute can take a charge out of it; a boleto never leaves it.
  // `billet IS NOT NULL`: a card payment is not a bank's confirmation (docs/fidelity.md).
  const ofDay = db.prepare(
    `SELECT id AS charge_id, confirmed_at, billet ->> '$.documentValue' AS document_value, paid_value, carnet_id,
       custom_id, billet ->> '$.expireAt' AS expire_at, received_by_bank_at
     FROM charges INDEXED BY charges_by_account_confirmation
     WHERE account_id = ? AND confirmed_at >= ? AND confirmed_at < ? AND status = 'paid' AND billet IS NOT NULL
       AND paid_value IS NOT NULL AND received_by_bank_at IS NOT NULL
     ORDER BY confirmed_at, id`,
  );

  // As migration 023 does for the whole database: a charge's last payment line, never a settle's.
  const fillFromHistory = db.prepare(
    `UPDATE charges SET confirmed_at = (
       SELECT MAX(h.created_at) FROM charge_history h
       WHERE h.charge_id = charges.id
         AND h.message IN ('Pagamento confirmado pelo banco', 'Pagamento confirmado via Pix', 'Pagamento via cartão de crédito confirmado')
     ) WHERE account_id = ? AND status = 'paid' AND received_by_bank_at IS NOT NULL AND confirmed_at IS NULL`,
  );

  return {
    /** Rows written without the column (a snapshot exported before migration 023): their time from their history. */
    fillFromHistory(accountId: number): void {
      fillFromHistory.run(accountId);
    },
    /** The charge became `paid` by a payment at `at` ("YYYY-MM-DD HH:MM:SS", the account's clock). */
    record(chargeId: number, at: string): void {
      record.run(at, chargeId);
    },
    /** The boletos and parcels confirmed on `day`, in the order they were. */
    ofDay(accountId: number, day: string, nextDay: string): ConfirmationRow[] {
      return ofDay.all(accountId, day, nextDay) as ConfirmationRow[];
    },
  };
}
