// The 44-digit boleto barcode (código de barras), FEBRABAN layout; boleto.md §1.1.
//   pos  1–3  bank (364 = Efí)      pos 10–19  value in cents, 10 digits
//   pos  4    currency (9 = real)   pos 20–44  free field, 25 digits (bank-defined)
//   pos  5    general DV (mod 11)
//   pos  6–9  due-date factor (0000 = no due date)

export const EFI_BANK_CODE = '364';
export const CURRENCY_REAL = '9';
/** Largest amount that fits the 10-digit value field. */
export const MAX_BARCODE_VALUE_CENTS = 9_999_999_999;

export interface BarcodeParts {
  bank: string;
  currency: string;
  checkDigit: string;
  factor: string;
  valueCents: number;
  freeField: string;
}

export interface BuildBarcodeInput {
  bank?: string;
  factor: string;
  valueCents: number;
  freeField: string;
}

export type BarcodeInvalidReason =
  | 'not_digits'
  | 'wrong_length'
  | 'arrecadacao' // starts with 8: a utility/tax slip, a different layout altogether
  | 'wrong_currency'
  | 'wrong_check_digit';

export type ParseResult<T, R extends string> = { ok: true; value: T } | { ok: false; reason: R };

/**
 * Bank-boleto modulo 11: weights 2..9 cycling from the rightmost digit, `11 − (sum mod 11)`,
 * and 0/10/11 become 1. Deliberately not the arrecadação variant (0/1 → 0), which some
 * validators confuse with this one. Also used for the Efí free-field DV.
 */
export function mod11Bank(digits: string): number {
  assertDigits(digits);
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += (digits.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 10 || dv === 11 ? 1 : dv;
}

/** Builds the barcode; throws RangeError on malformed parts (they come from our own code). */
export function buildBarcode(input: BuildBarcodeInput): string {
  const bank = input.bank ?? EFI_BANK_CODE;
  if (!/^\d{3}$/.test(bank)) throw new RangeError(`bank code must be 3 digits: ${bank}`);
  if (!/^\d{4}$/.test(input.factor)) throw new RangeError(`factor must be 4 digits: ${input.factor}`);
  if (!/^\d{25}$/.test(input.freeField)) throw new RangeError('free field must be 25 digits');
  const v = input.valueCents;
  if (!Number.isSafeInteger(v) || v < 0 || v > MAX_BARCODE_VALUE_CENTS) {
    throw new RangeError(`value must be an integer number of cents in 0..${MAX_BARCODE_VALUE_CENTS}: ${v}`);
  }
  const withoutDv = bank + CURRENCY_REAL + input.factor + String(v).padStart(10, '0') + input.freeField;
  return withoutDv.slice(0, 4) + String(mod11Bank(withoutDv)) + withoutDv.slice(4);
}

/** Splits and validates a 44-digit bank-boleto barcode (any bank; callers check `bank`). */
export function parseBarcode(barcode: string): ParseResult<BarcodeParts, BarcodeInvalidReason> {
  if (!/^\d+$/.test(barcode)) return { ok: false, reason: 'not_digits' };
  if (barcode.length !== 44) return { ok: false, reason: 'wrong_length' };
  if (barcode[0] === '8') return { ok: false, reason: 'arrecadacao' };
  if (barcode[3] !== CURRENCY_REAL) return { ok: false, reason: 'wrong_currency' };
  const dv = barcode[4];
  if (String(mod11Bank(barcode.slice(0, 4) + barcode.slice(5))) !== dv) {
    return { ok: false, reason: 'wrong_check_digit' };
  }
  return {
    ok: true,
    value: {
      bank: barcode.slice(0, 3),
      currency: barcode[3],
      checkDigit: dv,
      factor: barcode.slice(5, 9),
      valueCents: Number(barcode.slice(9, 19)),
      freeField: barcode.slice(19, 44),
    },
  };
}

export function isValidBarcode(barcode: string): boolean {
  return parseBarcode(barcode).ok;
}

function assertDigits(digits: string): void {
  if (!/^\d*$/.test(digits)) throw new RangeError(`not a digit string: ${digits}`);
}
