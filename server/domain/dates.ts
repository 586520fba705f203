// Calendar-date helpers for 'YYYY-MM-DD' strings.
// Boleto rules (due dates, days late, factor) count whole calendar days with no time zone, so
// everything here works on UTC epoch days: DST and the host's TZ can never shift a date.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True when `value` is a real calendar date written as YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  return parseParts(value) !== null;
}

/** Days since 1970-01-01 for a YYYY-MM-DD date; throws RangeError if it is not a real date. */
export function toEpochDay(date: string): number {
  const parts = parseParts(date);
  if (parts === null) throw new RangeError(`invalid date (expected YYYY-MM-DD): ${date}`);
  return Date.UTC(parts[0], parts[1] - 1, parts[2]) / MS_PER_DAY;
}

/** Inverse of toEpochDay. */
export function fromEpochDay(day: number): string {
  if (!Number.isInteger(day)) throw new RangeError(`epoch day must be an integer: ${day}`);
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days);
}

/** `to − from` in calendar days (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

function parseParts(value: string): [number, number, number] | null {
  const m = ISO_DATE.exec(value);
  if (m === null) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  // Round-trip through Date.UTC so that overflowing days/months (e.g. 02-30) are rejected.
  const probe = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC maps years 0–99 to 1900–1999, hence the explicit year check.
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/**
 * The same day `months` months later; a day the month lacks becomes its last day (31 January plus
 * one month is 28 or 29 February). Counted from the original date each time, so a series started
 * on the 31st returns to the 31st in the months that have one.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
