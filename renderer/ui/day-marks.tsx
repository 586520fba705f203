// Marks on calendar days (the days banks are closed), for the date field's calendar. The ui layer
// knows no store: the dashboard provides how marks are found (stores/hooks.ts useNonBusinessDayMarks,
// from the server's calendar); without a provider no day is marked.
import { createContext, useContext } from 'react';

/** A hook: the mark of each marked day from `from` to `to` (YYYY-MM-DD), by date. */
export type UseDayMarks = (from: string, to: string) => Readonly<Record<string, string>>;

const NO_MARKS: Readonly<Record<string, string>> = {};
const useNoMarks: UseDayMarks = () => NO_MARKS;

const DayMarksContext = createContext<UseDayMarks>(useNoMarks);

/** The value must stay the same function for the page's life: it is called as a hook. */
export const DayMarksProvider = DayMarksContext.Provider;

export function useDayMarks(from: string, to: string): Readonly<Record<string, string>> {
  const useMarks = useContext(DayMarksContext);
  return useMarks(from, to);
}
