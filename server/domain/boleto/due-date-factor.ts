// Due-date factor (fator de vencimento), barcode positions 6–9. See shared/reference/boleto.md §2.
// The 4-digit factor wrapped on 2025-02-22 (9999 → 1000) and wraps every 9000 days since, so
// one factor names many dates; decoding needs a reference date ("today" on the virtual clock).

import { fromEpochDay, toEpochDay } from '../dates.ts';

/** FEBRABAN base date: factor = days since this date (first cycle). */
export const FACTOR_BASE_DATE = '1997-10-07';
/** The factor `0000` means "no due date encoded in the barcode". */
export const NO_DUE_DATE_FACTOR = '0000';
/** FEBRABAN payability window around the reference date (Comunicado 082/2012). */
export const FACTOR_WINDOW_DAYS_BEFORE = 3000;
export const FACTOR_WINDOW_DAYS_AFTER = 5500;

const CYCLE = 9000;
const MIN_FACTOR = 1000;
const BASE_DAY = toEpochDay(FACTOR_BASE_DATE);

/**
 * Factor for a due date, as 4 digits. Dates before 2000-07-03 (factor 1000 of the first cycle)
 * cannot be represented and throw RangeError.
 */
export function encodeDueDateFactor(dueDate: string): string {
  const days = toEpochDay(dueDate) - BASE_DAY;
  if (days < MIN_FACTOR) throw new RangeError(`due date before 2000-07-03 has no factor: ${dueDate}`);
  return String(((days - MIN_FACTOR) % CYCLE) + MIN_FACTOR);
}

/**
 * Date a factor stands for, as seen from `referenceDate`: the one candidate
 * `base + factor + 9000k` inside [ref − 3000, ref + 5500] days. The window is narrower than a
 * cycle, so there is at most one; returns null when there is none (the 499-day gap, i.e. not
 * payable on that date), for `0000`, and for anything that is not a 4-digit factor ≥ 1000.
 */
export function decodeDueDateFactor(factor: string, referenceDate: string): string | null {
  if (!/^\d{4}$/.test(factor)) return null;
  const f = Number(factor);
  if (f < MIN_FACTOR) return null;
  const ref = toEpochDay(referenceDate);
  const lo = ref - FACTOR_WINDOW_DAYS_BEFORE;
  const hi = ref + FACTOR_WINDOW_DAYS_AFTER;
  // Smallest k ≥ 0 whose candidate reaches the window's lower edge; k is never negative since
  // the first cycle started at factor = days.
  const first = BASE_DAY + f;
  const k = Math.max(0, Math.ceil((lo - first) / CYCLE));
  const candidate = first + k * CYCLE;
  return candidate <= hi ? fromEpochDay(candidate) : null;
}
