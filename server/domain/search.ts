// The dashboard's search (`q` on the control API's lists): what a record is found by, written once
// into a normalised form when it changes, and what a query means. Pure: the store keeps the
// normalised text in a column and matches it with instr(), so a search is one index scan.
import type { Customer } from './billet-record.ts';

/**
 * Lowercase without accents ("João" → "joao"), spaces collapsed: a name is found however it is
 * typed. NFD splits "ã" into "a" and a combining tilde, which \p{M} then drops.
 */
export function foldText(text: string): string {
  // Most fields (ids, tokens, e-mails, digits, plain names) are printable ASCII words with single
  // spaces between them, which fold to themselves in lower case: no normalisation to pay for.
  if (ALREADY_FOLDED_BUT_CASE.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Printable ASCII without leading, trailing or repeated spaces (and no other whitespace). */
const ALREADY_FOLDED_BUT_CASE = /^(?:[!-~]+(?: [!-~]+)*)?$/;

const digitsOf = (text: string | null | undefined) => (text ? text.replace(/\D/g, '') : '');

/** Between fields, so that a query never matches across two of them. */
const FIELD_SEPARATOR = '\n';

function joinFields(fields: Array<string | null | undefined>): string {
  return fields.filter((field): field is string => !!field).join(FIELD_SEPARATOR);
}

/** A payer's name, company, e-mail, phone, CPF and CNPJ (the documents as digits only). */
function customerFields(customer: Customer | null | undefined): string[] {
  if (!customer) return [];
  return [
    customer.name ?? '',
    customer.juridical_person?.corporate_name ?? '',
    customer.email ?? '',
    digitsOf(customer.phone_number),
    digitsOf(customer.cpf),
    digitsOf(customer.juridical_person?.cnpj),
  ].map(foldText);
}

export interface SearchableParts {
  customId: string | null;
  customer?: Customer | null;
  /** Other e-mails the record was given (a payment link's `customer.email`). */
  emails?: Array<string | null | undefined>;
}

/** What a charge, carnê or subscription is found by from the first letter typed. */
export function searchTextOf(parts: SearchableParts): string {
  return joinFields([
    parts.customId === null ? null : foldText(parts.customId),
    ...customerFields(parts.customer),
    ...(parts.emails ?? []).map((email) => (email ? foldText(email) : null)),
  ]);
}

/**
 * The long codes a record is found by once enough of one is typed (MIN_CODE_LENGTH): its
 * notification token, and a boleto's typed line (47 digits) and barcode (44).
 */
export function codeTextOf(token: string | null, billet: { typedLine: string; barcode: string } | null | undefined): string {
  return joinFields([token === null ? null : foldText(token), ...(billet ? [digitsOf(billet.typedLine), digitsOf(billet.barcode)] : [])]);
}

/**
 * Codes share long prefixes — every typed line of an account starts with the same ten digits
 * (bank, currency, account number), tokens made the same minute with the same eight characters —
 * and "abc" or "123" turns up in most of them by chance: a query shorter than this never looks
 * in codes.
 */
export const MIN_CODE_LENGTH = 10;

export interface SearchQuery {
  /** The folded query: found anywhere in a record's search text. */
  text: string;
  /** A number typed with punctuation (a CPF "123.456.789-09", a phone, a typed line with dots): its digits, found where text is. */
  digits: string | null;
  /** Long enough to be (part of) a token, typed line or barcode: the digits of a number, else the text. */
  code: string | null;
  /** The query as an id, when it is one. */
  id: number | null;
}

/** What `q` asks for; null when it asks for nothing (empty or blank). */
export function parseSearch(q: string | undefined): SearchQuery | null {
  const text = foldText(q ?? '');
  if (text === '') return null;
  const numeric = /^[\d\s./()+-]+$/.test(text) && /\d/.test(text);
  const digits = numeric ? digitsOf(text) : null;
  return {
    text,
    digits: digits !== null && digits !== text ? digits : null,
    code: (digits ?? text).length >= MIN_CODE_LENGTH ? (digits ?? text) : null,
    id: /^\d{1,15}$/.test(text) ? Number(text) : null,
  };
}

/** Whether a text the store does not keep folded (an e-mail's subject and body) matches. */
export function textMatches(query: SearchQuery, fields: Array<string | null>): boolean {
  const folded = foldText(fields.filter((field) => field !== null).join(FIELD_SEPARATOR));
  if (folded.includes(query.text)) return true;
  const digits = query.digits ?? (query.code !== null && /^\d+$/.test(query.code) ? query.code : null);
  return digits !== null && digitsOf(folded).includes(digits);
}
