// Virtual time. Each account's clock is the real clock plus an offset that only grows, so
// domain timestamps keep ticking like a real service's while "advance" jumps days ahead.
// Timestamps are rendered in Brasília time (UTC−3, no daylight saving since 2019), as the real
// API's "YYYY-MM-DD HH:MM:SS" values are local Brazilian time.

import { addMonths } from './dates.ts';

const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** An account's now; it stops at CLOCK_LIMIT instead of ticking past it. */
export function virtualNow(realNowMs: number, offsetMs: number): number {
  return Math.min(realNowMs + offsetMs, CLOCK_LIMIT_MS);
}

// A clock walk formats the same instant for every job due at it (a day's boletos fall overdue at
// one midnight): the last instant formatted is remembered.
let lastFormattedMs = Number.NaN;
let lastFormatted = '';

function brasiliaParts(epochMs: number): string {
  if (epochMs !== lastFormattedMs) {
    lastFormatted = new Date(epochMs + BRASILIA_OFFSET_MS).toISOString();
    lastFormattedMs = epochMs;
  }
  return lastFormatted;
}

// Every charge written formats its instant two or three times (the row, its history line, its
// event), and a burst of requests shares the second: the last second's text is kept, one string
// shared by all of them instead of a new one per call (POST /v1/charge, docs/performance.md).
let lastSecond = Number.NaN;
let lastTimestamp = '';

/** "YYYY-MM-DD HH:MM:SS" in Brasília time. */
export function formatTimestamp(epochMs: number): string {
  // Date truncates a fractional ms toward zero; the offset is whole seconds, so the second decides the text.
  const second = Math.floor(Math.trunc(epochMs) / 1000);
  if (second !== lastSecond) {
    const iso = brasiliaParts(epochMs);
    lastTimestamp = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
    lastSecond = second;
  }
  return lastTimestamp;
}

/** "YYYY-MM-DD", the calendar day in Brasília at that instant. */
export function formatDate(epochMs: number): string {
  return brasiliaParts(epochMs).slice(0, 10);
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Parses "YYYY-MM-DD[ HH:MM[:SS]]" as Brasília time; null when it is not a real date and time. */
export function parseTimestamp(text: string): number | null {
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return utc - BRASILIA_OFFSET_MS;
}

export interface ClockAdvance {
  months?: number;
  days?: number;
  hours?: number;
  minutes?: number;
}

export function advanceDurationMs({ days = 0, hours = 0, minutes = 0 }: ClockAdvance): number {
  return ((days * 24 + hours) * 60 + minutes) * 60 * 1000;
}

/**
 * The same time of day `months` calendar months later, in Brasília: a day the month lacks becomes
 * its last day (31/01 → 28/02 or 29/02), the rule carnês and subscriptions follow too. A month is
 * not a fixed duration, so it is counted on the calendar, not in milliseconds.
 */
export function addCalendarMonths(epochMs: number, months: number): number {
  if (months === 0) return epochMs;
  const stamp = formatTimestamp(epochMs);
  const moved = parseTimestamp(`${addMonths(stamp.slice(0, 10), months)} ${stamp.slice(11)}`)!;
  return moved + (epochMs % 1000); // formatTimestamp drops the milliseconds
}

/** Where an advance by calendar months, then a duration, lands from `fromMs`. */
export function advanceByMs(fromMs: number, request: ClockAdvance): number {
  return addCalendarMonths(fromMs, request.months ?? 0) + advanceDurationMs(request);
}

/**
 * The latest a virtual clock may read, in Brasília time. The API's own date pattern (`expire_at`,
 * `until_date`: `^[12][0-9]{3}-…`) ends with year 2999, so at the bound "today" is still a due
 * date a client can send; and everything computed from the clock — the day a boleto falls overdue,
 * its write-off, notification retries, a 240-year subscription schedule — stays a 4-digit year,
 * the only kind the API's timestamps have (past 9999 they stop formatting altogether).
 */
export const CLOCK_LIMIT = '2999-12-31 23:59:59';
export const CLOCK_LIMIT_MS = parseTimestamp(CLOCK_LIMIT)!;
