import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addCalendarMonths, advanceByMs, advanceDurationMs, formatDate, formatTimestamp, parseTimestamp, virtualNow } from '../../server/domain/clock.ts';

test('timestamps are Brasília local time (UTC−3)', () => {
  const instant = Date.UTC(2024, 4, 20, 13, 11, 12);
  assert.equal(formatTimestamp(instant), '2024-05-20 10:11:12');
  assert.equal(formatDate(Date.UTC(2024, 4, 21, 2, 0, 0)), '2024-05-20', '02:00 UTC is still the previous day in Brasília');
});

test('a timestamp changes exactly at the second, before 1970 too (the last second is kept)', () => {
  const second = Date.UTC(2024, 4, 20, 13, 11, 12);
  assert.equal(formatTimestamp(second + 999), '2024-05-20 10:11:12');
  assert.equal(formatTimestamp(second + 1000), '2024-05-20 10:11:13');
  assert.equal(formatTimestamp(second - 1), '2024-05-20 10:11:11');
  assert.equal(formatTimestamp(-1), '1969-12-31 20:59:59');
  assert.equal(formatTimestamp(-0.5), '1969-12-31 21:00:00', 'a fractional ms is cut toward zero, as Date does');
  assert.equal(formatTimestamp(0), '1969-12-31 21:00:00');
  assert.equal(formatTimestamp(-1000), '1969-12-31 20:59:59');
  assert.equal(formatTimestamp(-1001), '1969-12-31 20:59:58');
});

test('parsing is the inverse of formatting and refuses impossible dates', () => {
  const instant = Date.UTC(2025, 0, 31, 23, 59, 59);
  assert.equal(parseTimestamp(formatTimestamp(instant)), instant);
  assert.equal(formatTimestamp(parseTimestamp('2025-03-01')!), '2025-03-01 00:00:00');
  for (const bad of ['2025-02-30', '2025-13-01', '2025-01-01 24:00:00', 'tomorrow', '2025-1-1']) {
    assert.equal(parseTimestamp(bad), null, bad);
  }
});

test('virtual time is wall time plus the account offset', () => {
  assert.equal(virtualNow(1_000, 86_400_000), 86_401_000);
  assert.equal(advanceDurationMs({ days: 1, hours: 2, minutes: 3 }), ((24 + 2) * 60 + 3) * 60_000);
});

test('a calendar month keeps the time of day and clamps to the month’s last day', () => {
  const at = (stamp: string) => parseTimestamp(stamp)!;
  assert.equal(formatTimestamp(addCalendarMonths(at('2027-01-31 09:15:00'), 1)), '2027-02-28 09:15:00');
  assert.equal(formatTimestamp(addCalendarMonths(at('2028-01-31 09:15:00'), 1)), '2028-02-29 09:15:00', 'leap year');
  assert.equal(formatTimestamp(addCalendarMonths(at('2027-03-31 23:30:00'), 1)), '2027-04-30 23:30:00', 'late evening stays on its Brasília day');
  assert.equal(formatTimestamp(addCalendarMonths(at('2027-11-15 00:00:00'), 3)), '2028-02-15 00:00:00', 'across a year');
  assert.equal(addCalendarMonths(at('2027-01-31 09:15:00') + 250, 1) % 1000, 250, 'milliseconds kept');
  assert.equal(formatTimestamp(advanceByMs(at('2027-01-31 09:15:00'), { months: 1, days: 1, hours: 1 })), '2027-03-01 10:15:00', 'months first, then the duration');
});
