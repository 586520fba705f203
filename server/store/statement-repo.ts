// What the CNAB 240 statements are computed from (app/statement.ts) and API Extratos' recurrences
// (migration 024). The statement reads the charges' history: the dated lines the service writes
// when money moves (a bank or Pix confirms a payment, a card payment is captured, a card payment
// is refunded or lost in a dispute). A manual settle writes none of these: it moves no money here.
import type { Db } from './db.ts';

export interface MoneyLine {
  charge_id: number;
  message: string;
  created_at: string;
  paid_value: number | null;
}

export interface ScheduleRow {
  identificador: string;
  periodicidade: string;
  status: string;
  envia_email: number;
  comprimir_arquivos: number;
  data_criacao: string;
}

export function createStatementRepo(db: Db, moneyMessages: readonly string[], partialRefundPrefix: string) {
  const placeholders = moneyMessages.map(() => '?').join(', ');
  // Through the account's paid charges only (migration 019's partial index): every line that moves
  // money is of a charge with a payment (a bank, Pix or card capture sets received_by_bank_at, and a
  // refund comes after a capture); then each one's lines by its primary key.
  const linesBefore = db.prepare(
    `SELECT h.charge_id, h.message, h.created_at, c.paid_value
       FROM charges c INDEXED BY charges_by_account_payment JOIN charge_history h ON h.charge_id = c.id
      WHERE c.account_id = ? AND c.received_by_bank_at IS NOT NULL AND h.created_at < ?
        AND (h.message IN (${placeholders}) OR h.message LIKE ? ESCAPE '\\')
      ORDER BY h.created_at, h.charge_id, h.line`,
  );
  const likePattern = `${partialRefundPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const schedulesOf = db.prepare('SELECT identificador, periodicidade, status, envia_email, comprimir_arquivos, data_criacao FROM statement_schedules WHERE account_id = ? ORDER BY data_criacao, identificador');
  const scheduleOf = db.prepare('SELECT identificador, periodicidade, status, envia_email, comprimir_arquivos, data_criacao FROM statement_schedules WHERE account_id = ? AND identificador = ?');
  const insertSchedule = db.prepare(
    `INSERT INTO statement_schedules (identificador, account_id, periodicidade, status, envia_email, comprimir_arquivos, data_criacao)
     VALUES (@identificador, @accountId, @periodicidade, @status, @envia_email, @comprimir_arquivos, @data_criacao)`,
  );
  const updateSchedule = db.prepare(
    `UPDATE statement_schedules SET periodicidade = @periodicidade, status = @status, envia_email = @envia_email, comprimir_arquivos = @comprimir_arquivos
      WHERE account_id = @accountId AND identificador = @identificador`,
  );
  return {
    /** The account's money lines written before `endExclusive` ("YYYY-MM-DD HH:MM:SS" or a day), oldest first. */
    moneyLinesBefore(accountId: number, endExclusive: string): MoneyLine[] {
      return linesBefore.all(accountId, endExclusive, ...moneyMessages, likePattern) as MoneyLine[];
    },
    schedules: (accountId: number) => schedulesOf.all(accountId) as ScheduleRow[],
    schedule: (accountId: number, identificador: string) => scheduleOf.get(accountId, identificador) as ScheduleRow | undefined,
    insertSchedule(accountId: number, row: ScheduleRow): void {
      insertSchedule.run({ ...row, accountId });
    },
    updateSchedule(accountId: number, row: ScheduleRow): void {
      updateSchedule.run({ ...row, accountId });
    },
  };
}
