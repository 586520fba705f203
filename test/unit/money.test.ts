import { test } from 'node:test';
import assert from 'node:assert/strict';
import { amountDue, documentValue, type AmountDueInput } from '../../server/domain/money.ts';
import { addDays, daysBetween, isIsoDate } from '../../server/domain/dates.ts';

const DUE = '2025-03-14';
const LATE_CONFIG = { fine: 200, interest: 33 }; // 2 % once, 0.033 %/day

type Case = [name: string, input: Omit<AmountDueInput, 'expireAt'> & { expireAt?: string }, expected: {
  discount: number; fine: number; interest: number; total: number; daysLate: number;
}];

const CASES: Case[] = [
  ['on time, nothing configured', { total: 15000, paidAt: DUE }, { discount: 0, fine: 0, interest: 0, total: 15000, daysLate: 0 }],
  ['on the due date, fine/interest not yet due', { total: 15000, paidAt: DUE, configurations: LATE_CONFIG },
    { discount: 0, fine: 0, interest: 0, total: 15000, daysLate: 0 }],
  // boleto.md §5.2: 300 + 49.5 → 50 (half up) = R$ 153,50.
  ['10 days late, fine + daily interest', { total: 15000, paidAt: '2025-03-24', configurations: LATE_CONFIG },
    { discount: 0, fine: 300, interest: 50, total: 15350, daysLate: 10 }],
  ['1 day late, interest 4.95 → 5', { total: 15000, paidAt: '2025-03-15', configurations: LATE_CONFIG },
    { discount: 0, fine: 300, interest: 5, total: 15305, daysLate: 1 }],
  ['interest object with type daily = bare integer', { total: 15000, paidAt: '2025-03-24', configurations: { fine: 200, interest: { value: 33, type: 'daily' } } },
    { discount: 0, fine: 300, interest: 50, total: 15350, daysLate: 10 }],
  ['interest object without type is daily', { total: 15000, paidAt: '2025-03-24', configurations: { interest: { value: 33 } } },
    { discount: 0, fine: 0, interest: 50, total: 15050, daysLate: 10 }],
  ['monthly interest 1000 (1 %/month), 30 days late', { total: 15000, paidAt: '2025-04-13', configurations: { interest: { value: 1000, type: 'monthly' } } },
    { discount: 0, fine: 0, interest: 150, total: 15150, daysLate: 30 }],
  ['monthly interest prorated over 30 days, 10 days late', { total: 15000, paidAt: '2025-03-24', configurations: { interest: { value: 1000, type: 'monthly' } } },
    { discount: 0, fine: 0, interest: 50, total: 15050, daysLate: 10 }],
  // boleto.md §5.2: conditional 5 % on R$ 150,00 → R$ 142,50.
  ['early, conditional percentage discount', { total: 15000, paidAt: '2025-03-09', conditionalDiscount: { type: 'percentage', value: 500, until_date: '2025-03-09' } },
    { discount: 750, fine: 0, interest: 0, total: 14250, daysLate: 0 }],
  ['after until_date, before due: conditional lost', { total: 15000, paidAt: '2025-03-07', conditionalDiscount: { type: 'percentage', value: 500, until_date: '2025-03-06' } },
    { discount: 0, fine: 0, interest: 0, total: 15000, daysLate: 0 }],
  ['conditional currency discount', { total: 15000, paidAt: '2025-02-28', conditionalDiscount: { type: 'currency', value: 1000, until_date: DUE } },
    { discount: 1000, fine: 0, interest: 0, total: 14000, daysLate: 0 }],
  ['late: conditional lost even if until_date is later', { total: 15000, paidAt: '2025-03-15', configurations: LATE_CONFIG,
    conditionalDiscount: { type: 'currency', value: 1000, until_date: '2025-03-30' } },
    { discount: 0, fine: 300, interest: 5, total: 15305, daysLate: 1 }],
  ['unconditional 15 % then conditional 5 % of the rest (637.5 → 638)', { total: 15000, paidAt: DUE,
    discount: { type: 'percentage', value: 1500 }, conditionalDiscount: { type: 'percentage', value: 500, until_date: DUE } },
    { discount: 2888, fine: 0, interest: 0, total: 12112, daysLate: 0 }],
  ['unconditional discount stays after the due date; fine/interest on the discounted value', { total: 15000, paidAt: '2025-03-24',
    configurations: LATE_CONFIG, discount: { type: 'currency', value: 5000 } },
    { discount: 5000, fine: 200, interest: 33, total: 10233, daysLate: 10 }],
  ['below R$ 10,00: nothing applies', { total: 999, paidAt: '2025-03-24', configurations: LATE_CONFIG,
    discount: { type: 'currency', value: 100 }, conditionalDiscount: { type: 'currency', value: 100, until_date: '2025-04-29' } },
    { discount: 0, fine: 0, interest: 0, total: 999, daysLate: 10 }],
  ['below R$ 10,00 on time: no discount', { total: 999, paidAt: DUE, discount: { type: 'percentage', value: 5000 } },
    { discount: 0, fine: 0, interest: 0, total: 999, daysLate: 0 }],
  ['exactly R$ 10,00 is not below: 20 + 3.3 → 3', { total: 1000, paidAt: '2025-03-24', configurations: LATE_CONFIG },
    { discount: 0, fine: 20, interest: 3, total: 1023, daysLate: 10 }],
  ['discount takes the value under R$ 10,00: still applied (threshold is on total)', { total: 1200, paidAt: DUE,
    discount: { type: 'currency', value: 500 } }, { discount: 500, fine: 0, interest: 0, total: 700, daysLate: 0 }],
  ['...and fine/interest still apply to the 700 left (14 + 2.31 → 2)', { total: 1200, paidAt: '2025-03-24', configurations: LATE_CONFIG,
    discount: { type: 'currency', value: 500 } }, { discount: 500, fine: 14, interest: 2, total: 716, daysLate: 10 }],
  ['half-up rounding of the fine: 1.5 → 2', { total: 1500, paidAt: '2025-03-15', configurations: { fine: 10 } },
    { discount: 0, fine: 2, interest: 0, total: 1502, daysLate: 1 }],
  ['discounts never push the amount below zero', { total: 1500, paidAt: DUE, discount: { type: 'currency', value: 2000 },
    conditionalDiscount: { type: 'currency', value: 300, until_date: DUE } }, { discount: 1500, fine: 0, interest: 0, total: 0, daysLate: 0 }],
  ['zero fine/interest disable charges', { total: 15000, paidAt: '2025-04-14', configurations: { fine: 0, interest: 0 } },
    { discount: 0, fine: 0, interest: 0, total: 15000, daysLate: 31 }],
  ['maximum rates on a large amount stay exact', { total: 100_000_000, paidAt: addDays(DUE, 120), configurations: { fine: 1000, interest: 330 } },
    { discount: 0, fine: 10_000_000, interest: 39_600_000, total: 149_600_000, daysLate: 120 }],
  ['leap day counts as a day late', { total: 10000, expireAt: '2024-02-28', paidAt: '2024-03-01', configurations: { interest: 100 } },
    { discount: 0, fine: 0, interest: 20, total: 10020, daysLate: 2 }],
];

for (const [name, input, expected] of CASES) {
  test(`amountDue: ${name}`, () => {
    const result = amountDue({ expireAt: DUE, ...input });
    assert.deepEqual(result, { base: input.total, ...expected });
    assert.equal(result.total, result.base - result.discount + result.fine + result.interest);
  });
}

test('documentValue: the amount the barcode carries', () => {
  assert.equal(documentValue(15000), 15000);
  assert.equal(documentValue(15000, { type: 'percentage', value: 1500 }), 12750);
  assert.equal(documentValue(15000, { type: 'currency', value: 599 }), 14401);
  assert.equal(documentValue(999, { type: 'currency', value: 599 }), 999);
});

test('amountDue: rejects malformed inputs', () => {
  assert.throws(() => amountDue({ total: -1, expireAt: DUE, paidAt: DUE }), RangeError);
  assert.throws(() => amountDue({ total: 10.5, expireAt: DUE, paidAt: DUE }), RangeError);
  assert.throws(() => amountDue({ total: 1000, expireAt: '2025-02-29', paidAt: DUE }), RangeError);
  assert.throws(() => amountDue({ total: 1000, expireAt: DUE, paidAt: '2025-03-20', configurations: { fine: -5 } }), RangeError);
});

test('dates: calendar arithmetic on YYYY-MM-DD in UTC', () => {
  assert.equal(addDays('2025-02-28', 1), '2025-03-01');
  assert.equal(addDays('2024-02-28', 1), '2024-02-29');
  assert.equal(addDays('2025-01-01', -1), '2024-12-31');
  assert.equal(daysBetween('1997-10-07', '2025-03-15'), 10021);
  assert.equal(daysBetween('2025-03-15', '2025-03-10'), -5);
  assert.equal(isIsoDate('2025-02-29'), false);
  assert.equal(isIsoDate('2024-02-29'), true);
  assert.equal(isIsoDate('0099-01-01'), false);
  assert.equal(isIsoDate('2025-3-1'), false);
});
