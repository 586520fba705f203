// GET /v1/charges's query (issue 25; Efí's SDKs: Node 2.0 `ListChargesParamsSchema`, 1.4 and PHP
// `listCharges`): what is asked, checked strictly — a bad filter is 3500034 naming the parameter,
// never silently dropped, for an ERP that filters wrongly must learn it here, not in production.
import { chargeStatuses } from './charge.ts';
import { addDays, isIsoDate } from './dates.ts';
import { invalidProperty } from './errors.ts';

export const listedChargeTypes = ['billet', 'carnet', 'subscription', 'card'] as const;
export type ListedChargeType = (typeof listedChargeTypes)[number];

/**
 * Which date `begin_date`..`end_date` bound. `due` is PHP's example's word for the due date (its
 * comment lists "creation", "payment", "due" where Node's types list `expired`): read as `expired`.
 */
export const listDateFields = ['creation', 'payment', 'expired'] as const;
export type ListDateField = (typeof listDateFields)[number];
const DATE_FIELD_ALIASES: Record<string, ListDateField> = { due: 'expired' };

/** The SDKs' status filter (Node 2.0 adds `expired`), and every status a sandbox charge can have. */
export const listStatuses = [...new Set([...chargeStatuses, 'identified', 'settled'] as const)];
export type ListStatus = (typeof listStatuses)[number];

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 1000;
const MAX_TEXT = 255;

export interface ChargeListQuery {
  chargeType: ListedChargeType;
  dateOf: ListDateField;
  /** Inclusive, YYYY-MM-DD, on the account's clock. */
  beginDate: string;
  endDate: string;
  status?: ListStatus;
  /** Without punctuation, in capitals: a CPF (11 digits) or a CNPJ (14 characters). */
  customerDocument?: string;
  customId?: string;
  /** The charge's total, in cents. */
  value?: number;
  limit: number;
  offset: number;
  /** 1-based: the page `offset` falls in. */
  page: number;
}

type RawQuery = Record<string, string | undefined>;

function required(query: RawQuery, name: string): string {
  const value = query[name];
  if (value === undefined || value === '') throw invalidProperty(name, `A propriedade [${name}] é obrigatória.`);
  return value;
}

function oneOf<T extends string>(value: string, name: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw invalidProperty(name, `O valor deve ser um dos seguintes: ${allowed.join(', ')}.`);
  return value as T;
}

function isoDate(query: RawQuery, name: string): string {
  const value = required(query, name);
  if (!isIsoDate(value)) throw invalidProperty(name, 'Use o formato YYYY-MM-DD, com uma data que exista.');
  return value;
}

function wholeNumber(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw invalidProperty(name, `Deve ser um número inteiro de ${min} a ${max}.`);
  return number;
}

function text(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length > MAX_TEXT) throw invalidProperty(name, `Deve ter no máximo ${MAX_TEXT} caracteres.`);
  return value;
}

/**
 * A CPF (11 digits) or a CNPJ (14 characters, the first 12 letters or digits since the
 * alphanumeric CNPJ), with or without its punctuation; compared without it, letters in capitals.
 */
function document(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const bare = value.length <= 25 ? value.replace(/[.\-/ ]/g, '').toUpperCase() : '';
  if (!/^[0-9]{11}$/.test(bare) && !/^[0-9A-Z]{12}[0-9]{2}$/.test(bare)) {
    throw invalidProperty('customer_document', 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).');
  }
  return bare;
}

/**
 * Reads the query in the order the SDKs document it, so a request with several bad values is told
 * about the same one each time. Pagination: `limit` per page; `page` (from 1) or, when given,
 * `offset` (SDK 1.x and PHP send it too) says where the page starts — the answer's
 * `pagination` gives both.
 */
export function readChargeListQuery(query: RawQuery): ChargeListQuery {
  const chargeType = oneOf(required(query, 'charge_type'), 'charge_type', listedChargeTypes);
  const beginDate = isoDate(query, 'begin_date');
  const endDate = isoDate(query, 'end_date');
  if (endDate < beginDate) throw invalidProperty('end_date', 'A data final não pode ser anterior à data inicial.');
  const dateOfText = query.date_of || 'creation';
  const dateOf = DATE_FIELD_ALIASES[dateOfText] ?? oneOf(dateOfText, 'date_of', listDateFields);
  const status = query.status ? oneOf(query.status, 'status', listStatuses) : undefined;
  const customerDocument = document(query.customer_document);
  const customId = text(query.custom_id, 'custom_id');
  const value = wholeNumber(query.value, 'value', 0, Number.MAX_SAFE_INTEGER);
  const limit = wholeNumber(query.limit, 'limit', 1, LIST_MAX_LIMIT) ?? LIST_DEFAULT_LIMIT;
  const page = wholeNumber(query.page, 'page', 1, Number.MAX_SAFE_INTEGER) ?? 1;
  const givenOffset = wholeNumber(query.offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
  const offset = givenOffset ?? (page - 1) * limit;
  if (!Number.isSafeInteger(offset)) throw invalidProperty('page', 'A página pedida está além do fim de qualquer lista.');
  return {
    chargeType, dateOf, beginDate, endDate, status, customerDocument, customId, value,
    limit, offset, page: givenOffset === undefined ? page : Math.floor(offset / limit) + 1,
  };
}

/** The day after `endDate`: a timestamp bound (`created_at < next day`) keeps the whole last day. */
export function dayAfter(endDate: string): string {
  return addDays(endDate, 1);
}
