// The bank calendar: which days Brazilian banks clear payments. Saturdays, Sundays and the national
// bank holidays are not business days: the fixed dates (1 January, Tiradentes 21 April, 1 May,
// Independência 7 September, Aparecida 12 October, Finados 2 November, Proclamação 15 November,
// Christmas), Consciência Negra (20 November, national since Lei 14.759/2023, so from 2024), and
// those that move with Easter: Carnaval Monday and Tuesday (Easter − 48 and − 47 days; banks close
// though the day is a federal "ponto facultativo"), Good Friday (− 2) and Corpus Christi (+ 60).
// State and city holidays are not modelled: one calendar for every account, as the sandbox has no
// place of payment. Ash Wednesday, when banks open at noon, is a business day.
import { fromEpochDay, toEpochDay } from './dates.ts';

/** Fixed bank holidays as MM-DD, with the first year each applies from and its name. */
const FIXED_HOLIDAYS: ReadonlyArray<readonly [monthDay: string, since: number, name: string]> = [
  ['01-01', 0, 'Confraternização Universal'],
  ['04-21', 0, 'Tiradentes'],
  ['05-01', 0, 'Dia do Trabalho'],
  ['09-07', 0, 'Independência do Brasil'],
  ['10-12', 0, 'Nossa Senhora Aparecida'],
  ['11-02', 0, 'Finados'],
  ['11-15', 0, 'Proclamação da República'],
  ['11-20', 2024, 'Consciência Negra'],
  ['12-25', 0, 'Natal'],
];

/** Days from Easter Sunday of the holidays that move with it, and their names. */
const EASTER_HOLIDAYS: ReadonlyArray<readonly [offset: number, name: string]> = [
  [-48, 'Carnaval'],
  [-47, 'Carnaval'],
  [-2, 'Sexta-feira Santa'],
  [60, 'Corpus Christi'],
];
const EASTER_OFFSETS = EASTER_HOLIDAYS.map(([offset]) => offset);

/** Easter Sunday of a Gregorian year (the anonymous "Meeus/Jones/Butcher" computation), as an epoch day. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

// A clock walk over a year asks about every day many times (once per due boleto): each year's
// holidays are worked out once, as a set of epoch days (~13 numbers a year).
const holidaysByYear = new Map<number, ReadonlySet<number>>();

function holidaysOf(year: number): ReadonlySet<number> {
  let days = holidaysByYear.get(year);
  if (days === undefined) {
    const easter = easterSunday(year);
    const set = new Set<number>(EASTER_OFFSETS.map((offset) => easter + offset));
    for (const [monthDay, since] of FIXED_HOLIDAYS) if (year >= since) set.add(toEpochDay(`${String(year).padStart(4, '0')}-${monthDay}`));
    days = set;
    holidaysByYear.set(year, days);
  }
  return days;
}

/** True when `day` (an epoch day) is a weekday that is not a national bank holiday. */
export function isBusinessEpochDay(day: number): boolean {
  // 1970-01-01 was a Thursday: (day + 4) % 7 is 0 on Sundays and 6 on Saturdays.
  const weekday = (((day + 4) % 7) + 7) % 7;
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(new Date(day * 86_400_000).getUTCFullYear()).has(day);
}

export function isBusinessDay(date: string): boolean {
  return isBusinessEpochDay(toEpochDay(date));
}

/** The date itself when banks open on it, otherwise the first business day after it. */
export function businessDayOnOrAfter(date: string): string {
  let day = toEpochDay(date);
  while (!isBusinessEpochDay(day)) day++;
  return fromEpochDay(day);
}

/** The first business day strictly after `date` (the day a bank confirms a payment made on `date`). */
export function nextBusinessDay(date: string): string {
  let day = toEpochDay(date) + 1;
  while (!isBusinessEpochDay(day)) day++;
  return fromEpochDay(day);
}

/** Why a day is not a business day, for the dashboard's calendars; null on a business day. */
export function nonBusinessReason(date: string): 'weekend' | 'holiday' | null {
  const day = toEpochDay(date);
  const weekday = (((day + 4) % 7) + 7) % 7;
  if (weekday === 0 || weekday === 6) return 'weekend';
  return holidaysOf(Number(date.slice(0, 4))).has(day) ? 'holiday' : null;
}

/** The name of the national bank holiday on `date` ("Natal", "Carnaval"…), or null. */
export function bankHolidayName(date: string): string | null {
  const year = Number(date.slice(0, 4));
  const day = toEpochDay(date);
  if (!holidaysOf(year).has(day)) return null;
  const fixed = FIXED_HOLIDAYS.find(([monthDay, since]) => year >= since && date.endsWith(`-${monthDay}`));
  if (fixed) return fixed[2];
  const easter = easterSunday(year);
  return EASTER_HOLIDAYS.find(([offset]) => easter + offset === day)?.[1] ?? null;
}

export interface NonBusinessDay {
  date: string;
  reason: 'weekend' | 'holiday';
  /** The holiday's name; on a holiday that falls on a weekend too, the reason is `holiday`. */
  name: string | null;
}

/** Every day from `from` to `to` (inclusive) on which banks are closed, with why (the dashboard's calendars). */
export function nonBusinessDays(from: string, to: string): NonBusinessDay[] {
  const days: NonBusinessDay[] = [];
  for (let day = toEpochDay(from), last = toEpochDay(to); day <= last; day++) {
    if (isBusinessEpochDay(day)) continue;
    const date = fromEpochDay(day);
    const name = bankHolidayName(date);
    days.push({ date, reason: name === null ? 'weekend' : 'holiday', name });
  }
  return days;
}
