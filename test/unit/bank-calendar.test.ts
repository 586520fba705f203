// The bank calendar against an independent one (the date-holidays package's Brazilian national
// holidays of type "public" and "bank") for 1990–2080, and against days read off published
// FEBRABAN calendars.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Holidays from 'date-holidays';
import { businessDayOnOrAfter, easterSunday, isBusinessDay, nextBusinessDay, nonBusinessReason } from '../../server/domain/bank-calendar.ts';
import { addDays, fromEpochDay } from '../../server/domain/dates.ts';

test('every weekday the independent calendar closes banks on, and no other, is a holiday here (1990–2080)', () => {
  const reference = new Holidays('BR');
  for (let year = 1990; year <= 2080; year++) {
    const expected = new Set(
      reference
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => h.date.slice(0, 10))
        // Consciência Negra became a national holiday in 2024 (Lei 14.759/2023); the package lists it earlier.
        .filter((date) => !(date.endsWith('-11-20') && year < 2024)),
    );
    const ours = new Set<string>();
    for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
      if (nonBusinessReason(date) === 'holiday') ours.add(date);
    }
    const weekdays = (dates: Set<string>) => [...dates].filter((d) => nonBusinessReason(d) !== 'weekend').sort();
    assert.deepEqual(weekdays(ours), weekdays(expected), `bank holidays of ${year}`);
  }
});

test('the days of published bank calendars: Carnaval, Good Friday and Corpus Christi of 2024–2027', () => {
  const closed = ['2024-02-12', '2024-02-13', '2024-03-29', '2024-05-30', '2024-11-20', '2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19', '2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04', '2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27'];
  for (const date of closed) assert.equal(isBusinessDay(date), false, date);
  // Ash Wednesday (banks open at noon), the day after Corpus Christi, and 20 November before 2024.
  for (const date of ['2026-02-18', '2026-06-05', '2023-11-20', '2026-12-24', '2026-12-31']) assert.equal(isBusinessDay(date), true, date);
  assert.equal(fromEpochDay(easterSunday(2026)), '2026-04-05');
  assert.equal(fromEpochDay(easterSunday(2038)), '2038-04-25');
});

test('a boleto due on Sunday 06/12/2026 is payable at face value through Monday; Friday before Carnaval rolls to Ash Wednesday', () => {
  assert.equal(businessDayOnOrAfter('2026-12-06'), '2026-12-07');
  assert.equal(businessDayOnOrAfter('2026-12-07'), '2026-12-07');
  assert.equal(nextBusinessDay('2026-02-13'), '2026-02-18');
  assert.equal(nextBusinessDay('2026-12-24'), '2026-12-28');
  assert.equal(nonBusinessReason('2026-12-06'), 'weekend');
  assert.equal(nonBusinessReason('2026-11-20'), 'holiday');
  assert.equal(nonBusinessReason('2026-11-19'), null);
});
