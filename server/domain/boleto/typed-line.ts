// The 47-digit typed line (linha digitável) and its printed form; boleto.md §1.2.
// It is a permutation of the barcode plus one mod-10 DV for each of fields 1–3:
//   field 1 = bc[0..3]  + bc[19..23] + DV1     field 4 = bc[4] (the barcode's own DV)
//   field 2 = bc[24..33] + DV2                 field 5 = bc[5..18] (factor + value)
//   field 3 = bc[34..43] + DV3
// The API's `barcode` attribute carries the *formatted* typed line, not the 44 digits.

import { parseBarcode, type BarcodeInvalidReason, type ParseResult } from './barcode.ts';

export type TypedLineInvalidReason =
  | 'invalid_characters'
  | 'wrong_length'
  | 'wrong_field_check_digit'
  | BarcodeInvalidReason;

/** Modulo 10 of the typed-line fields: weights 2,1,2,1… from the right, products' digits summed. */
export function mod10(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new RangeError(`not a digit string: ${digits}`);
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = (digits.charCodeAt(i) - 48) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** 47-digit typed line of a valid 44-digit barcode; throws RangeError if the barcode is invalid. */
export function typedLineFromBarcode(barcode: string): string {
  const parsed = parseBarcode(barcode);
  if (!parsed.ok) throw new RangeError(`invalid barcode (${parsed.reason}): ${barcode}`);
  const f1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const f2 = barcode.slice(24, 34);
  const f3 = barcode.slice(34, 44);
  return f1 + mod10(f1) + f2 + mod10(f2) + f3 + mod10(f3) + barcode[4] + barcode.slice(5, 19);
}

/** `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`, as the real API prints `barcode`. */
export function formatTypedLine(typedLine: string): string {
  if (!/^\d{47}$/.test(typedLine)) throw new RangeError(`typed line must be 47 digits: ${typedLine}`);
  const l = typedLine;
  return (
    `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ` +
    `${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`
  );
}

/**
 * Typed line (formatted, or bare digits; spaces and dots are ignored) → its 44-digit barcode,
 * after checking the three field DVs and everything parseBarcode checks.
 */
export function parseTypedLine(
  input: string,
): ParseResult<{ barcode: string; typedLine: string }, TypedLineInvalidReason> {
  const line = input.replace(/[\s.]/g, '');
  if (!/^\d*$/.test(line)) return { ok: false, reason: 'invalid_characters' };
  // Arrecadação slips have a 48-digit line; name them rather than just "wrong length".
  if (line.startsWith('8')) return { ok: false, reason: 'arrecadacao' };
  if (line.length !== 47) return { ok: false, reason: 'wrong_length' };
  const fields: Array<[string, string]> = [
    [line.slice(0, 9), line[9]],
    [line.slice(10, 20), line[20]],
    [line.slice(21, 31), line[31]],
  ];
  if (fields.some(([body, dv]) => String(mod10(body)) !== dv)) {
    return { ok: false, reason: 'wrong_field_check_digit' };
  }
  const barcode =
    line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
  const parsed = parseBarcode(barcode);
  if (!parsed.ok) return parsed;
  return { ok: true, value: { barcode, typedLine: line } };
}

/** Convenience form of parseTypedLine: the barcode, or null when anything is invalid. */
export function barcodeFromTypedLine(input: string): string | null {
  const parsed = parseTypedLine(input);
  return parsed.ok ? parsed.value.barcode : null;
}

export function isValidTypedLine(input: string): boolean {
  return parseTypedLine(input).ok;
}
