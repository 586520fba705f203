import type { Db } from './db.ts';
import type { ChargeItem, ChargeStatus, Shipping } from '../domain/charge.ts';
import type { BilletRecord, Customer } from '../domain/billet-record.ts';
import type { BalanceSheet } from '../pdf/boleto-view.ts';

interface ChargeRow {
  id: number;
  account_id: number;
  status: ChargeStatus;
  total: number;
  items: string;
  shippings: string | null;
  custom_id: string | null;
  notification_url: string | null;
  notification_token: string;
  created_at: string;
  payment_method: string | null;
  payment_created_at: string | null;
  customer: string | null;
  billet: string | null;
  billet_code: string | null;
  balance_sheet: string | null;
  paid_value: number | null;
  received_by_bank_at: string | null;
}

export interface ChargeRecord {
  id: number;
  accountId: number;
  status: ChargeStatus;
  total: number;
  items: ChargeItem[];
  shippings: Shipping[] | null;
  customId: string | null;
  notificationUrl: string | null;
  notificationToken: string;
  createdAt: string;
  paymentMethod: 'banking_billet' | null;
  paymentCreatedAt: string | null;
  customer: Customer | null;
  billet: BilletRecord | null;
  billetCode: string | null;
  balanceSheet: BalanceSheet | null;
  paidValue: number | null;
  receivedByBankAt: string | null;
}

export interface HistoryEntry {
  message: string;
  created_at: string;
}

export type NewCharge = Pick<
  ChargeRecord,
  'accountId' | 'status' | 'total' | 'items' | 'shippings' | 'customId' | 'notificationUrl' | 'notificationToken' | 'createdAt'
>;

const parseJson = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function toRecord(row: ChargeRow): ChargeRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    status: row.status,
    total: row.total,
    items: JSON.parse(row.items),
    shippings: parseJson<Shipping[]>(row.shippings),
    customId: row.custom_id,
    notificationUrl: row.notification_url,
    notificationToken: row.notification_token,
    createdAt: row.created_at,
    paymentMethod: row.payment_method as ChargeRecord['paymentMethod'],
    paymentCreatedAt: row.payment_created_at,
    customer: parseJson<Customer>(row.customer),
    billet: parseJson<BilletRecord>(row.billet),
    billetCode: row.billet_code,
    balanceSheet: parseJson<BalanceSheet>(row.balance_sheet),
    paidValue: row.paid_value,
    receivedByBankAt: row.received_by_bank_at,
  };
}

export function createChargesRepo(db: Db) {
  const insert = db.prepare(
    // Sandbox charge ids look like the real sandbox's (7 digits), not like 1, 2, 3.
    `INSERT INTO charges (id, account_id, status, total, items, shippings, custom_id, notification_url,
       notification_token, created_at)
     VALUES ((SELECT COALESCE(MAX(id), 1000000) + 1 FROM charges), @accountId, @status, @total, @items,
       @shippings, @customId, @notificationUrl, @notificationToken, @createdAt)`,
  );
  // The account is part of every lookup: another tenant's id must read exactly like an unknown id.
  const byId = db.prepare('SELECT * FROM charges WHERE id = ? AND account_id = ?');
  const setStatus = db.prepare('UPDATE charges SET status = ? WHERE id = ?');
  const setMetadata = db.prepare(
    `UPDATE charges SET
       custom_id = CASE WHEN @setCustomId THEN @customId ELSE custom_id END,
       notification_url = CASE WHEN @setUrl THEN @notificationUrl ELSE notification_url END
     WHERE id = @id`,
  );
  const byBilletCode = db.prepare('SELECT * FROM charges WHERE billet_code = ?');
  const setPayment = db.prepare(
    `UPDATE charges SET payment_method = @paymentMethod, payment_created_at = @paymentCreatedAt,
       customer = @customer, billet = @billet, billet_code = @billetCode WHERE id = @id`,
  );
  const setBillet = db.prepare('UPDATE charges SET billet = ? WHERE id = ?');
  const setBalanceSheet = db.prepare('UPDATE charges SET balance_sheet = ? WHERE id = ?');
  const setPaid = db.prepare('UPDATE charges SET paid_value = ?, received_by_bank_at = ? WHERE id = ?');
  const insertHistory = db.prepare('INSERT INTO charge_history (charge_id, message, created_at) VALUES (?, ?, ?)');
  const historyOf = db.prepare('SELECT message, created_at FROM charge_history WHERE charge_id = ? ORDER BY id');

  return {
    insert(charge: NewCharge): number {
      const result = insert.run({
        ...charge,
        items: JSON.stringify(charge.items),
        shippings: charge.shippings === null ? null : JSON.stringify(charge.shippings),
      });
      return Number(result.lastInsertRowid);
    },
    find(accountId: number, id: number): ChargeRecord | undefined {
      const row = byId.get(id, accountId) as ChargeRow | undefined;
      return row && toRecord(row);
    },
    /** Public boleto pages are reached by code, not by account. */
    findByBilletCode(code: string): ChargeRecord | undefined {
      const row = byBilletCode.get(code) as ChargeRow | undefined;
      return row && toRecord(row);
    },
    setBilletPayment(id: number, payment: { paymentCreatedAt: string; customer: Customer; billet: BilletRecord; billetCode: string }): void {
      setPayment.run({
        id,
        paymentMethod: 'banking_billet',
        paymentCreatedAt: payment.paymentCreatedAt,
        customer: JSON.stringify(payment.customer),
        billet: JSON.stringify(payment.billet),
        billetCode: payment.billetCode,
      });
    },
    setBillet(id: number, billet: BilletRecord): void {
      setBillet.run(JSON.stringify(billet), id);
    },
    setBalanceSheet(id: number, sheet: BalanceSheet): void {
      setBalanceSheet.run(JSON.stringify(sheet), id);
    },
    setPaid(id: number, value: number | null, receivedByBankAt: string | null): void {
      setPaid.run(value, receivedByBankAt, id);
    },
    setStatus(id: number, status: ChargeStatus): void {
      setStatus.run(status, id);
    },
    setMetadata(id: number, changes: { customId?: string | null; notificationUrl?: string | null }): void {
      setMetadata.run({
        id,
        setCustomId: changes.customId !== undefined ? 1 : 0,
        customId: changes.customId ?? null,
        setUrl: changes.notificationUrl !== undefined ? 1 : 0,
        notificationUrl: changes.notificationUrl ?? null,
      });
    },
    addHistory(chargeId: number, message: string, createdAt: string): void {
      insertHistory.run(chargeId, message, createdAt);
    },
    history: (chargeId: number) => historyOf.all(chargeId) as HistoryEntry[],
  };
}

export type ChargesRepo = ReturnType<typeof createChargesRepo>;
