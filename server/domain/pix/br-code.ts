// The dynamic BR Code of a Bolix (EMV QRCPS, Banco Central's "Manual de Padrões para Iniciação do
// Pix"; ../shared/reference/bolix-pix.md): TLV fields of a 2-digit id, a 2-digit length and the
// value, closed by a CRC. Dynamic (01 = 12) and without an amount (no 54): the payer's bank reads
// the amount from the payload at the location of field 26/25, as for the real Bolix codes.
import { crc16CcittFalse } from './crc16.ts';

export const PIX_GUI = 'br.gov.bcb.pix';
/** Longest name (59) and city (60) the format allows. */
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
/** Field 26/25: the location URL, without scheme. */
export const LOCATION_URL_MAX = 77;
/** EMV's bound on a whole code. */
export const BR_CODE_MAX = 512;

export interface BrCodeInput {
  /** Field 26/25: host and path of the payload, without scheme (location.ts, pixLocationUrl). */
  location: string;
  merchantName: string;
  merchantCity: string;
}

/** One field: id, value length in two digits, value. Only ASCII values reach here (see foldMerchantText). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * `text` as the characters every payer's app accepts in fields 59 and 60: accents taken off,
 * upper case, letters, digits, spaces, dots and hyphens, at most `max` characters; `fallback`
 * when nothing is left.
 */
export function foldMerchantText(text: string, max: number, fallback: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
  return folded === '' ? fallback : folded;
}

/**
 * Fields 59 and 60 by merchant, kept: every code an account issues carries the same two, and
 * folding them (Unicode normalization and five regular expressions) cost more than the CRC.
 */
const MERCHANTS_KEPT = 64;
const merchants = new Map<string, string>();

function merchantFields(name: string, city: string): string {
  const key = `${name}\n${city}`;
  let fields = merchants.get(key);
  if (fields === undefined) {
    fields = field('59', foldMerchantText(name, MERCHANT_NAME_MAX, 'BENEFICIARIO')) + field('60', foldMerchantText(city, MERCHANT_CITY_MAX, 'BRASIL'));
    if (merchants.size >= MERCHANTS_KEPT) merchants.clear();
    merchants.set(key, fields);
  }
  return fields;
}

/** The BR Code of a dynamic Pix charge whose payload is at `input.location`. */
export function buildBrCode(input: BrCodeInput): string {
  if (input.location.length > LOCATION_URL_MAX) throw new RangeError('location URL longer than field 26/25 allows');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', PIX_GUI) + field('25', input.location)) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    merchantFields(input.merchantName, input.merchantCity) +
    field('62', field('05', '***')) +
    '6304';
  return body + crc16CcittFalse(body);
}

export type BrCodeInvalidReason =
  | 'malformed' // not a sequence of TLV fields, or a field twice, or longer than a BR Code can be
  | 'wrong_crc' // field 63 absent, not last, or not the CRC of the rest
  | 'missing_field' // one of 00, 26 (Pix), 52, 53, 58, 59, 60, 62 absent
  | 'wrong_value' // a field with a value the format does not allow (00 ≠ 01, 53 ≠ 986, lengths…)
  | 'not_dynamic'; // a static code (01 ≠ 12, or no location): not a charge's code

export interface ParsedBrCode {
  /** Field 26/25: the payload's URL without scheme. */
  location: string;
  merchantName: string;
  merchantCity: string;
  /** Field 62/05 (`***` on dynamic codes). */
  referenceLabel: string | null;
}

export type BrCodeParse = { ok: true; value: ParsedBrCode } | { ok: false; reason: BrCodeInvalidReason };

/** The fields of a TLV string in their order (a Map keeps it), or null when it is not one (or repeats an id). */
function splitFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const header = text.slice(at, at + 4);
    if (!/^[0-9]{4}$/.test(header)) return null;
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length || fields.has(id)) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

const fail = (reason: BrCodeInvalidReason): BrCodeParse => ({ ok: false, reason });

/** Reads a BR Code pasted by a payer: its structure, its CRC, the fields a Pix charge needs, its location. */
export function parseBrCode(text: unknown): BrCodeParse {
  if (typeof text !== 'string' || text.length > BR_CODE_MAX || !/^[\x20-\x7e]*$/.test(text)) return fail('malformed');
  const fields = splitFields(text);
  if (fields === null) return fail('malformed');
  // The CRC is the last field, and covers everything before its value.
  const crc = fields.get('63');
  if ([...fields.keys()].at(-1) !== '63' || crc === undefined || !/^[0-9A-F]{4}$/.test(crc)) return fail('wrong_crc');
  if (crc16CcittFalse(text.slice(0, -4)) !== crc) return fail('wrong_crc');
  if ([...fields.keys()][0] !== '00') return fail('malformed');

  for (const id of ['00', '52', '53', '58', '59', '60', '62']) if (!fields.has(id)) return fail('missing_field');
  // The Pix account information may sit in any of the merchant-account fields (26–51).
  let pix: Map<string, string> | null = null;
  for (let id = 26; id <= 51; id++) {
    const nested = fields.has(String(id)) ? splitFields(fields.get(String(id))!) : null;
    if (nested?.get('00')?.toLowerCase() === PIX_GUI) pix = nested;
  }
  if (pix === null) return fail('missing_field');
  const additional = splitFields(fields.get('62')!);
  if (additional === null) return fail('malformed');

  const name = fields.get('59')!;
  const city = fields.get('60')!;
  if (fields.get('00') !== '01' || fields.get('53') !== '986' || fields.get('58') !== 'BR' || !/^[0-9]{4}$/.test(fields.get('52')!)) return fail('wrong_value');
  if (name.length === 0 || name.length > MERCHANT_NAME_MAX || city.length === 0 || city.length > MERCHANT_CITY_MAX) return fail('wrong_value');

  const location = pix.get('25');
  if (fields.get('01') !== '12' || location === undefined) return fail('not_dynamic');
  if (location.length === 0 || location.length > LOCATION_URL_MAX || /^[a-z]+:\/\//i.test(location)) return fail('wrong_value');
  return { ok: true, value: { location, merchantName: name, merchantCity: city, referenceLabel: additional.get('05') ?? null } };
}
