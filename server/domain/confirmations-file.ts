// The confirmations file ("Arquivo de Confirmações", the interface spec's §6.7 electronic file
// interchange): one 130-position record per payment confirmed on a day, laid out as the real
// service publishes it (../shared/reference/confirmations-file.md). Numeric fields right-aligned
// and zero-filled, alphanumeric ones left-aligned and space-filled, dates DDMMAA, money in cents.
// What the layout leaves open is decided in docs/fidelity.md: US-ASCII, CRLF after every record,
// an empty file for a day without confirmations.

export const RECORD_LENGTH = 130;
export const LINE_END = '\r\n';
/** `06`: Liquidação, the only occurrence the file has. */
export const SETTLEMENT_OCCURRENCE = '06';
export const CHARGE_TYPE = { boleto: '1', carnetParcel: '2' } as const;

export interface Confirmation {
  sequence: number;
  account: number;
  /** The day the charge became `paid` (YYYY-MM-DD, the account's clock). */
  confirmedOn: string;
  chargeId: number;
  /** Cents: what the boleto printed. */
  value: number;
  /** Cents: what the payer paid. */
  paidValue: number;
  isCarnetParcel: boolean;
  customId: string | null;
  /** YYYY-MM-DD. */
  expireAt: string;
  /** YYYY-MM-DD: the day the payer paid at the bank (or by Pix). */
  paidAtBank: string;
  /** Cents. */
  fee: number;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function numeric(value: number, size: number, field: string): string {
  const digits = String(value);
  if (!Number.isSafeInteger(value) || value < 0 || digits.length > size) throw new RangeError(`${field} does not fit ${size} digits: ${value}`);
  return digits.padStart(size, '0');
}

/** YYYY-MM-DD → DDMMAA. */
export function ddmmaa(date: string): string {
  return `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;
}

/**
 * The integrator's code in 20 ASCII positions: accents dropped (ç → c, ã → a), any other character
 * outside printable ASCII (another script, an emoji, a tab or line break) written as `?`, the
 * first 20 characters kept and the rest cut — the line stays 130 characters of one byte each.
 */
export function customIdField(customId: string | null): string {
  const text = customId ?? '';
  // Most codes are printable ASCII already: no normalization for them (10,000 records a file).
  if (PRINTABLE_ASCII.test(text)) return text.length >= 20 ? text.slice(0, 20) : text.padEnd(20, ' ');
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/gu, '?');
  return ascii.slice(0, 20).padEnd(20, ' ');
}

export function confirmationRecord(c: Confirmation): string {
  const line =
    numeric(c.sequence, 10, 'sequence') +
    numeric(c.account, 20, 'account') +
    SETTLEMENT_OCCURRENCE +
    ddmmaa(c.confirmedOn) +
    numeric(c.chargeId, 20, 'charge_id') +
    numeric(c.value, 13, 'value') +
    numeric(c.paidValue, 13, 'paid value') +
    (c.isCarnetParcel ? CHARGE_TYPE.carnetParcel : CHARGE_TYPE.boleto) +
    customIdField(c.customId) +
    ddmmaa(c.expireAt) +
    ddmmaa(c.paidAtBank) +
    numeric(c.fee, 13, 'fee');
  return line;
}

/** The whole file: each record followed by CRLF; nothing at all for no records. */
export function confirmationsFile(records: readonly Confirmation[]): string {
  let text = '';
  for (const record of records) text += confirmationRecord(record) + LINE_END;
  return text;
}
