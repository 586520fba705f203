// Due dates for tests whose expectation depends on the bank calendar. A boleto due on a weekend or
// national bank holiday is paid at face value through the next business day and its write-off day
// moves to a business day (server/domain/bank-calendar.ts), so a test that counts "due + N days"
// from the account's clock (which starts at the real date) would pass or fail with the weekday
// the suite runs on. These pick dates on which the plain rule applies, whatever the day.
import { addDays } from '../../server/domain/dates.ts';
import { isBusinessDay } from '../../server/domain/bank-calendar.ts';

/**
 * The first business day at or after `from` + `days`. With `alsoBusinessAfter`, the first one
 * that is also followed by business days at each of those offsets (e.g. [5] for a boleto with
 * `days_to_write_off` 5 whose last payable day the test names).
 */
export function businessDueDate(from: string, days: number, alsoBusinessAfter: readonly number[] = []): string {
  let day = addDays(from, days);
  while (!isBusinessDay(day) || alsoBusinessAfter.some((offset) => !isBusinessDay(addDays(day, offset)))) day = addDays(day, 1);
  return day;
}
