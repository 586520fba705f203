// GET /sandbox/v1/calendar: the days banks are closed, for the dashboard's date fields and clock
// page (the renderer may not import the domain's calendar; it asks the server, one rule for both).
import { nonBusinessDays, type NonBusinessDay } from '../domain/bank-calendar.ts';
import { daysBetween, isIsoDate } from '../domain/dates.ts';
import { invalidProperty } from '../domain/errors.ts';

/** A year and a day: any month grid (six weeks) or a whole year fits, a century does not. */
export const CALENDAR_MAX_DAYS = 366;

export function listNonBusinessDays(from: unknown, to: unknown): NonBusinessDay[] {
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    if (typeof value !== 'string' || !isIsoDate(value)) throw invalidProperty(name, 'Use o formato YYYY-MM-DD, com uma data que exista.');
  }
  const span = daysBetween(from as string, to as string);
  if (span < 0) throw invalidProperty('to', 'A data final não pode ser anterior à inicial.');
  if (span >= CALENDAR_MAX_DAYS) throw invalidProperty('to', `No máximo ${CALENDAR_MAX_DAYS} dias por consulta.`);
  return nonBusinessDays(from as string, to as string);
}
