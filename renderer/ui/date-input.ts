// The date field's rules, without React or a browser: the DD/MM/AAAA mask, the Portuguese
// messages, and the calendar's month grid. Dates are "YYYY-MM-DD" strings, the API's own, and are
// computed as UTC days so that no browser time zone or locale can move them.

export const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
export const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
export const WEEKDAYS_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * What the field shows as the user types: digits grouped as DD/MM/AAAA, the slashes put in for
 * them. A pasted API date (2027-02-28) is turned around rather than read as digits.
 */
export function maskDate(text: string): string {
  const iso = ISO.exec(text.trim());
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** "2027-02-28" → "28/02/2027"; anything else → "". */
export function isoToBr(iso: string | null | undefined): string {
  const m = iso ? ISO.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

function exists(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export interface DateRules {
  required?: boolean;
  /** Earliest and latest allowed, "YYYY-MM-DD". */
  min?: string;
  max?: string;
}

export interface DateCheck {
  /** "YYYY-MM-DD" when the text is a real date within the rules, else null. */
  iso: string | null;
  /** Why not, in Portuguese; null when fine (or empty and not required). */
  error: string | null;
}

/** Reads what the user typed (DD/MM/AAAA) against the calendar and the field's bounds. */
export function checkDate(text: string, rules: DateRules = {}): DateCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { iso: null, error: rules.required ? 'Informe a data (DD/MM/AAAA).' : null };
  const m = BR.exec(trimmed);
  if (!m) return { iso: null, error: 'Data inválida: use DD/MM/AAAA.' };
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000 || !exists(year, month, day)) return { iso: null, error: `${trimmed} não existe.` };
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  if (rules.min && iso < rules.min) return { iso: null, error: `Escolha uma data a partir de ${isoToBr(rules.min)}.` };
  if (rules.max && iso > rules.max) return { iso: null, error: `Escolha uma data até ${isoToBr(rules.max)}.` };
  return { iso, error: null };
}

function toMs(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDaysIso(iso: string, days: number): string {
  return fromMs(toMs(iso) + days * DAY_MS);
}

/** The same day `months` later (or earlier); a day the month lacks becomes its last day. */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return fromMs(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
}

/** 0 = domingo … 6 = sábado. */
export function weekday(iso: string): number {
  return new Date(toMs(iso)).getUTCDay();
}

/** "quinta-feira, 28 de fevereiro de 2027": what a screen reader says for a day of the calendar. */
export function spokenDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${WEEKDAYS[weekday(iso)]}, ${d} de ${MONTHS[m - 1]} de ${y}`;
}

/** "fevereiro de 2027". */
export function monthTitle(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return `${MONTHS[m - 1]} de ${y}`;
}

/**
 * The month of `iso` as weeks from Sunday to Saturday: each cell a date of that month, or null
 * where the week begins before the 1st or ends after the last day.
 */
export function monthGrid(iso: string): (string | null)[][] {
  const first = `${iso.slice(0, 7)}-01`;
  const days = new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = 0; day < days; day++) cells.push(addDaysIso(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a calendar key moves the focused day; null for a key the calendar does not use. */
export function moveFocus(iso: string, key: string, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDaysIso(iso, -1);
    case 'ArrowRight':
      return addDaysIso(iso, 1);
    case 'ArrowUp':
      return addDaysIso(iso, -7);
    case 'ArrowDown':
      return addDaysIso(iso, 7);
    case 'Home':
      return addDaysIso(iso, -weekday(iso));
    case 'End':
      return addDaysIso(iso, 6 - weekday(iso));
    case 'PageUp':
      return shift ? addMonthsIso(iso, -12) : addMonthsIso(iso, -1);
    case 'PageDown':
      return shift ? addMonthsIso(iso, 12) : addMonthsIso(iso, 1);
    default:
      return null;
  }
}

/** HH:mm as typed: digits with the colon put in. */
export function maskTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** "08:30" → "08:30" when it is a time of day; an error in Portuguese otherwise. */
export function checkTime(text: string): { time: string | null; error: string | null } {
  const m = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return { time: null, error: 'Hora inválida: use HH:mm (00:00 a 23:59).' };
  return { time: `${m[1]}:${m[2]}`, error: null };
}
