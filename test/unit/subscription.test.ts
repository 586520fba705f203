// The subscription calendar: executions counted from the first one (the month-end rule without
// drift), the trial, the end of the plan, and how each period's boleto is dated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { billetScheduleFrom, executionDate, firstExecutionDate, hasNextExecution, periodDates } from '../../server/domain/subscription.ts';

test('executions are interval months apart, counted from the first: the 31st comes back after short months', () => {
  const monthly = { interval: 1, repeats: null };
  assert.deepEqual([1, 2, 3, 4].map((k) => executionDate('2027-01-31', monthly, k)), ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  assert.equal(executionDate('2027-08-31', { interval: 6, repeats: 4 }, 2), '2028-02-29', 'leap year');
  assert.equal(executionDate('2027-03-15', { interval: 24, repeats: 2 }, 2), '2029-03-15');
});

test('a card trial moves the first execution to the day after it ends; repeats bound the executions', () => {
  assert.equal(firstExecutionDate('2017-09-25', 7), '2017-10-02', 'the reference’s own example');
  assert.equal(firstExecutionDate('2017-09-25', undefined), '2017-09-25');
  assert.equal(hasNextExecution({ interval: 1, repeats: 12 }, 11), true);
  assert.equal(hasNextExecution({ interval: 1, repeats: 12 }, 12), false);
  assert.equal(hasNextExecution({ interval: 1, repeats: null }, 500), true);
});

test('each period’s boleto keeps the first one’s distance from its execution, and the discount date too', () => {
  const schedule = billetScheduleFrom('2027-01-25', '2027-02-05', '2027-01-30');
  assert.deepEqual(schedule, { dueDays: 11, discountDays: 5 });
  assert.deepEqual(periodDates('2027-02-25', schedule), { expireAt: '2027-03-08', discountUntil: '2027-03-02' });
  assert.deepEqual(periodDates('2027-02-25', billetScheduleFrom('2027-01-25', '2027-01-25', null)), { expireAt: '2027-02-25', discountUntil: null });
});
