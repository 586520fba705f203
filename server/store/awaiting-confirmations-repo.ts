// Boletos paid at a bank whose confirmation is still to come (migration 022; the `compensation`
// setting): one row per charge, written when the payer pays and removed when the bank confirms.
import type { Db } from './db.ts';

export interface AwaitingConfirmation {
  chargeId: number;
  /** What the payer paid, in cents. */
  value: number;
  /** What the boleto asked for on the day it was paid (the bank quote's total). */
  amountDue: number;
  /** "YYYY-MM-DD": the day the payer paid. */
  receivedByBankAt: string;
  /** "YYYY-MM-DD": the day the bank confirms it. */
  confirmsOn: string;
}

interface Row {
  charge_id: number;
  value: number;
  amount_due: number;
  received_by_bank_at: string;
  confirms_on: string;
}

const fromRow = (row: Row): AwaitingConfirmation => ({
  chargeId: row.charge_id,
  value: row.value,
  amountDue: row.amount_due,
  receivedByBankAt: row.received_by_bank_at,
  confirmsOn: row.confirms_on,
});

export function createAwaitingConfirmationsRepo(db: Db) {
  const insert = db.prepare(
    'INSERT INTO awaiting_confirmations (charge_id, account_id, value, amount_due, received_by_bank_at, confirms_on) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const findOne = db.prepare('SELECT charge_id, value, amount_due, received_by_bank_at, confirms_on FROM awaiting_confirmations WHERE account_id = ? AND charge_id = ?');
  const remove = db.prepare('DELETE FROM awaiting_confirmations WHERE charge_id = ?');
  return {
    add(accountId: number, awaiting: AwaitingConfirmation): void {
      insert.run(awaiting.chargeId, accountId, awaiting.value, awaiting.amountDue, awaiting.receivedByBankAt, awaiting.confirmsOn);
    },
    find(accountId: number, chargeId: number): AwaitingConfirmation | null {
      const row = findOne.get(accountId, chargeId) as Row | undefined;
      return row ? fromRow(row) : null;
    },
    remove(chargeId: number): void {
      remove.run(chargeId);
    },
  };
}
