// GET /sandbox/v1/confirmations: the confirmations file of one day of the account's clock — every
// boleto and carnê parcel a bank (or a Pix payment) confirmed that day, with the account's
// `boleto_fee`. Confirmed means the day the charge became `paid` (confirmed_at), which under
// next-business-day compensation is not the day the payer paid: that one is the record's "Data
// pagamento no banco" (received_by_bank_at).
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { settingsOf } from './settings.ts';
import { confirmationsFile, type Confirmation } from '../domain/confirmations-file.ts';
import { addDays, isIsoDate } from '../domain/dates.ts';
import { formatDate } from '../domain/clock.ts';
import { invalidProperty } from '../domain/errors.ts';

export interface ConfirmationsOfDay {
  day: string;
  records: Confirmation[];
  text: string;
}

/** `date` as the query gave it (absent: today on the account's clock). */
export function confirmationsOfDay(ctx: AppContext, account: AccountRow, date: string | undefined): ConfirmationsOfDay {
  if (date !== undefined && !isIsoDate(date)) throw invalidProperty('date', 'Use o formato YYYY-MM-DD, com uma data que exista.');
  const day = date ?? formatDate(accountNow(ctx, account));
  const fee = settingsOf(account).boleto_fee;
  const rows = ctx.store.confirmations.ofDay(account.id, day, addDays(day, 1));
  const records = rows.map(
    (row, index): Confirmation => ({
      sequence: index + 1,
      account: account.id,
      confirmedOn: day,
      chargeId: row.charge_id,
      value: row.document_value,
      paidValue: row.paid_value,
      isCarnetParcel: row.carnet_id !== null,
      customId: row.custom_id,
      expireAt: row.expire_at,
      paidAtBank: row.received_by_bank_at,
      fee,
    }),
  );
  return { day, records, text: confirmationsFile(records) };
}
