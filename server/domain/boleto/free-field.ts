// Free field (campo livre, barcode positions 20–44) for bank 364 (Efí).
// Efí publishes no layout; this follows the one inferred from real 364 boletos (boleto.md §3),
// so sandbox boletos look like real ones and the charge can be found again from a typed line:
//
//   free-field pos  1–4   "0000"
//                   5     DV: bank mod 11 (0/10/11 → 1) over positions 6–25
//                   6–14  account number, 9 digits, zero-padded
//                   15    "0" (constant in every real sample; meaning unknown)
//                   16–25 sequence, 10 digits, zero-padded: the sandbox uses the charge_id
//
// Example (boleto.md §1.3 A): account 123456, sequence 42 → 0000 6 000123456 0 0000000042.

import { mod11Bank } from './barcode.ts';

/** Account number used when the caller has none (matches boleto.md example A). */
export const DEFAULT_ACCOUNT_NUMBER = 123456;
export const MAX_ACCOUNT_NUMBER = 999_999_999;
export const MAX_SEQUENCE = 9_999_999_999;

export interface FreeFieldParts {
  accountNumber: number;
  sequence: number;
}

/** Builds the 25-digit free field; throws RangeError when a number does not fit its slot. */
export function buildFreeField(parts: { accountNumber?: number | string; sequence: number | string }): string {
  const account = toSlot(parts.accountNumber ?? DEFAULT_ACCOUNT_NUMBER, 9, 'account number');
  const sequence = toSlot(parts.sequence, 10, 'sequence');
  const tail = account + '0' + sequence;
  return '0000' + String(mod11Bank(tail)) + tail;
}

/**
 * Reads back account and sequence. Returns null when the 25 digits do not follow the layout
 * above (including a wrong DV): such a boleto was not issued by this simulator.
 */
export function parseFreeField(freeField: string): FreeFieldParts | null {
  if (!/^\d{25}$/.test(freeField)) return null;
  if (!freeField.startsWith('0000') || freeField[14] !== '0') return null;
  const tail = freeField.slice(5);
  if (String(mod11Bank(tail)) !== freeField[4]) return null;
  return { accountNumber: Number(freeField.slice(5, 14)), sequence: Number(freeField.slice(15)) };
}

function toSlot(value: number | string, width: number, label: string): string {
  const text = typeof value === 'number' ? (Number.isSafeInteger(value) && value >= 0 ? String(value) : '') : value;
  if (!/^\d+$/.test(text)) throw new RangeError(`${label} must be a non-negative integer: ${value}`);
  const trimmed = text.replace(/^0+(?=\d)/, '');
  if (trimmed.length > width) throw new RangeError(`${label} does not fit in ${width} digits: ${value}`);
  return trimmed.padStart(width, '0');
}
