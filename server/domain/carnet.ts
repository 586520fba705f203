// Carnê rules (wire-format §4.3, §7.16): parcels due monthly from the first due date, their
// values, and the carnê's status as a function of its parcels' statuses.
import { ApiError } from './errors.ts';
import { addMonths } from './dates.ts';
import type { ChargeItem, ChargeStatus } from './charge.ts';
import type { Customer } from './billet-record.ts';
import type { ConditionalDiscount, Discount, InterestConfig } from './money.ts';

/** What a carnê was created with: every parcel's boleto is issued from these terms. */
export interface CarnetTerms {
  items: ChargeItem[];
  customer: Customer;
  /** The first parcel's due date. */
  expireAt: string;
  message: string | null;
  configurations: { fine?: number; interest?: InterestConfig } | null;
  discount: Discount | null;
  conditionalDiscount: ConditionalDiscount | null;
}

/** A carnê as the service keeps it (server/store/carnets-repo.ts); its parcels are charges. */
export interface CarnetRecord {
  id: number;
  accountId: number;
  status: CarnetStatus;
  repeats: number;
  splitItems: boolean;
  customId: string | null;
  notificationUrl: string | null;
  notificationToken: string;
  code: string;
  createdAt: string;
  terms: CarnetTerms;
}

/** At most 12 parcels: the API's schema and its error 4600059 (a field table says 24). */
export const MAX_PARCELS = 12;

export const carnetStatuses = ['up_to_date', 'unpaid', 'finished'] as const;
export type CarnetStatus = (typeof carnetStatuses)[number];

export function checkRepeats(repeats: number): void {
  if (repeats > MAX_PARCELS) throw new ApiError('tooManyParcels', `O máximo de folhas por carnê é ${MAX_PARCELS}.`);
}

/** Parcel n (1-based) is due n − 1 months after the first due date, same day (month-end: see addMonths). */
export function parcelDueDates(firstExpireAt: string, repeats: number): string[] {
  return Array.from({ length: repeats }, (_, index) => addMonths(firstExpireAt, index));
}

/**
 * What each parcel costs. Without `split_items` every parcel costs the items' total; with it the
 * total is divided, and the cents that do not divide go to the first parcel (so the parcels add up
 * to exactly the total, and the payer settles the odd cents first).
 */
export function parcelValues(total: number, repeats: number, splitItems: boolean): number[] {
  if (!splitItems) return Array.from({ length: repeats }, () => total);
  const base = Math.floor(total / repeats);
  return Array.from({ length: repeats }, (_, index) => (index === 0 ? base + (total - base * repeats) : base));
}

/** A parcel in one of these statuses is resolved: it never moves again but to another final status. */
const finalStatuses: readonly ChargeStatus[] = ['paid', 'settled', 'canceled', 'refunded', 'contested'];

/**
 * The carnê's status from its parcels' (§4.3): `finished` once every parcel is resolved (and then
 * for good), `unpaid` while any parcel is overdue, `up_to_date` otherwise.
 */
export function carnetStatusFor(current: CarnetStatus | null, parcels: readonly ChargeStatus[]): CarnetStatus {
  if (current === 'finished') return 'finished';
  if (parcels.every((status) => finalStatuses.includes(status))) return 'finished';
  if (parcels.includes('unpaid')) return 'unpaid';
  return 'up_to_date';
}

export const carnetHistory = {
  created: 'Carnê criado',
  up_to_date: 'Carnê em dia',
  unpaid: 'Carnê com parcela em atraso',
  finished: 'Carnê encerrado: todas as parcelas resolvidas',
} as const;

/** One entry of PUT /v1/carnet/:id/parcels: a parcel number and its new due date. */
export interface ParcelDueDate {
  parcel: number;
  expire_at: string;
}

/**
 * The bulk route's refusals are one kind, 3500101 `update_parcels`, whose description names the
 * parcel at the end (wire-format §7.19: "… Parcela: [2]"). `reason` is the single-parcel rule's
 * own refusal, so both routes refuse for the same reasons in the same words.
 */
export function parcelRefusal(parcel: number, reason: ApiError | string): ApiError {
  const description = typeof reason === 'string' ? reason : reason.description;
  const message = typeof description === 'string' ? description : description.message;
  return new ApiError('updateParcels', `${message} Parcela: [${parcel}]`);
}

/**
 * A parcel named twice in one request has no single new due date: refused before anything moves
 * (the reference documents no answer for it; applying the last one would hide the caller's bug).
 */
export function checkDistinctParcels(parcels: readonly ParcelDueDate[]): void {
  const seen = new Set<number>();
  for (const { parcel } of parcels) {
    if (seen.has(parcel)) throw parcelRefusal(parcel, 'A parcela foi informada mais de uma vez.');
    seen.add(parcel);
  }
}

/** An unknown parcel number, in the reference's words for this route. */
export function unknownParcel(parcel: number): ApiError {
  return parcelRefusal(parcel, 'A propriedade [parcel] informada não existe.');
}
