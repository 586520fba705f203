// The days banks are closed (GET /sandbox/v1/calendar), for the date fields and the clock page.
// The server's calendar is the one rule (the renderer may not import the domain): asked for a
// month at a time, and kept, since it is the same for every account and never changes.
import { createStore } from 'zustand/vanilla';
import type { PublicApi } from '../api/client.ts';
import type { NonBusinessDay } from '../api/types.ts';

export interface BankCalendarState {
  /** The non-business days of every month answered, by YYYY-MM-DD. */
  days: Readonly<Record<string, NonBusinessDay>>;
  /** Months (YYYY-MM) asked for; a month whose request failed is forgotten, so it is asked again. */
  months: Readonly<Record<string, 'loading' | 'ready'>>;
  /** Asks for the months from `from` to `to` (YYYY-MM-DD) not known yet. */
  loadMonths(from: string, to: string): void;
}

/** The months from `from` to `to`, as YYYY-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (let guard = 0; guard < 24; guard++) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
  return months;
}

function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

export function createBankCalendarStore(api: Pick<PublicApi, 'nonBusinessDays'>) {
  return createStore<BankCalendarState>()((set, get) => ({
    days: {},
    months: {},
    loadMonths(from, to) {
      for (const month of monthsBetween(from, to)) {
        if (get().months[month]) continue;
        set((s) => ({ months: { ...s.months, [month]: 'loading' } }));
        api.nonBusinessDays(`${month}-01`, lastDayOf(month)).then(
          (days) =>
            set((s) => ({
              days: { ...s.days, ...Object.fromEntries(days.map((day) => [day.date, day])) },
              months: { ...s.months, [month]: 'ready' },
            })),
          // No marks for that month (the calendar is a help, not the field's rule); asked again next time.
          () => set((s) => ({ months: Object.fromEntries(Object.entries(s.months).filter(([key]) => key !== month)) })),
        );
      }
    },
  }));
}

export type BankCalendarStore = ReturnType<typeof createBankCalendarStore>;

/** What a day's mark says: "fim de semana", or "feriado bancário — Natal". */
export function nonBusinessLabel(day: NonBusinessDay): string {
  return day.reason === 'holiday' ? `feriado bancário${day.name ? ` — ${day.name}` : ''}` : 'fim de semana';
}
