// The business-day grace on money and status: a boleto due on a Saturday, Sunday or national bank
// holiday is paid at face value (conditional discount kept) through the next business day; paid
// later, the fine and the interest count from the original due date. The `unpaid` transition and
// the write-off day follow it. Dates around weekends, Carnaval 2027, Christmas 2026, New Year 2027.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { amountDue, graceEndDate, type AmountDueInput } from '../../server/domain/money.ts';
import { lastPayableDate, overdueDate } from '../../server/domain/billet.ts';

const LATE = { fine: 200, interest: 33 }; // 2 % once, 0.033 %/day
const ON_DUE_DATE = (expireAt: string): Pick<AmountDueInput, 'conditionalDiscount'> => ({
  conditionalDiscount: { type: 'percentage', value: 500, until_date: expireAt },
});

function quote(expireAt: string, paidAt: string) {
  return amountDue({ total: 15000, expireAt, paidAt, configurations: LATE, ...ON_DUE_DATE(expireAt) });
}

const FACE_WITH_DISCOUNT = { base: 15000, discount: 750, fine: 0, interest: 0, total: 14250, daysLate: 0 };
/** Fine 2 % (300) plus 0.033 %/day on R$ 150,00 (4.95 cents a day, rounded over the whole delay). */
const late = (days: number) => {
  const interest = Math.round((15000 * 33 * days) / 100_000);
  return { base: 15000, discount: 0, fine: 300, interest, total: 15300 + interest, daysLate: days };
};

const GRACE: Array<[name: string, due: string, graceDay: string, firstLateDay: string, daysLateThen: number]> = [
  ['Sunday 06/12/2026', '2026-12-06', '2026-12-07', '2026-12-08', 2],
  ['Saturday before Carnaval 2027 (Mon 08/02 and Tue 09/02 closed)', '2027-02-06', '2027-02-10', '2027-02-11', 5],
  ['Carnaval Monday 08/02/2027', '2027-02-08', '2027-02-10', '2027-02-11', 3],
  ['Christmas, Friday 25/12/2026', '2026-12-25', '2026-12-28', '2026-12-29', 4],
  ['New Year, Friday 01/01/2027', '2027-01-01', '2027-01-04', '2027-01-05', 4],
];

for (const [name, due, graceDay, firstLateDay, daysLateThen] of GRACE) {
  test(`grace: due ${name} is paid at face value, discount kept, through ${graceDay}`, () => {
    assert.equal(graceEndDate(due), graceDay);
    assert.deepEqual(quote(due, due), FACE_WITH_DISCOUNT, 'on the due date itself (a Pix, say)');
    assert.deepEqual(quote(due, graceDay), FACE_WITH_DISCOUNT, 'on the next business day');
  });

  test(`grace: due ${name}, paid ${firstLateDay}: fine and ${daysLateThen} days of interest from the due date`, () => {
    assert.deepEqual(quote(due, firstLateDay), late(daysLateThen));
  });

  test(`grace: due ${name} stays waiting through ${graceDay} and turns unpaid on ${firstLateDay}`, () => {
    assert.equal(overdueDate(due), firstLateDay);
  });
}

test('no grace for a due date on a business day: paid on Saturday it is a day late', () => {
  assert.equal(graceEndDate('2026-12-04'), '2026-12-04');
  assert.deepEqual(quote('2026-12-04', '2026-12-05'), late(1));
  assert.equal(overdueDate('2026-12-04'), '2026-12-05');
});

test('a conditional discount whose last day is not a business day lasts through the next one', () => {
  const input = { total: 15000, expireAt: '2026-12-10', configurations: LATE };
  const saturdayDiscount = { type: 'currency', value: 1000, until_date: '2026-12-05' } as const;
  assert.equal(amountDue({ ...input, paidAt: '2026-12-07', conditionalDiscount: saturdayDiscount }).total, 14000);
  assert.equal(amountDue({ ...input, paidAt: '2026-12-08', conditionalDiscount: saturdayDiscount }).total, 15000);
  // A discount that ends on a Friday does not reach Monday.
  const fridayDiscount = { ...saturdayDiscount, until_date: '2026-12-04' };
  assert.equal(amountDue({ ...input, paidAt: '2026-12-07', conditionalDiscount: fridayDiscount }).total, 15000);
});

test('write-off: calendar days from the due date, moved off a non-business day, never before the grace day', () => {
  assert.equal(lastPayableDate({ expireAt: '2026-12-06', daysToWriteOff: 0 }), '2026-12-07', 'due Sunday, 0 days: Monday still');
  assert.equal(lastPayableDate({ expireAt: '2026-12-02', daysToWriteOff: 3 }), '2026-12-07', 'lands on Saturday: Monday');
  assert.equal(lastPayableDate({ expireAt: '2026-12-20', daysToWriteOff: 5 }), '2026-12-28', 'lands on Christmas: the Monday after');
  assert.equal(lastPayableDate({ expireAt: '2026-12-01', daysToWriteOff: 2 }), '2026-12-03', 'a business day: unchanged');
  assert.equal(lastPayableDate({ expireAt: '2026-12-06', daysToWriteOff: 30 }), '2027-01-05', 'a Tuesday: unchanged');
});
