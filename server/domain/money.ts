// Amount due on a boleto for a given payment date: discounts, fine (multa) and interest (juros).
// Efí publishes no formula; this is boleto.md §5.2 with these decisions made explicit:
//
// * Units (API): fine = hundredths of a percent (200 = 2 %); interest = thousandths of a percent
//   (33 = 0.033 %); discount percentage = percent × 100 (1500 = 15 %), currency = cents.
// * Rounding: each component (discount, conditional discount, fine, interest) is computed exactly
//   and rounded once, half up, to integer cents; the total is the sum of the rounded components,
//   so the breakdown a UI shows always adds up. Interest is rounded over the whole delay, not per
//   day. (§5.2 example: R$ 150,00, fine 200, interest 33, 10 days → 300 + 49.5→50 = R$ 153,50.)
// * "Below R$ 10,00": judged on the charge total *before* any discount (`total`, items plus
//   shippings). If it is under 1000 cents, no discount, fine or interest applies at all. The rule
//   withholds the discount itself, so it cannot be judged on the discounted value without going
//   in a circle; and one threshold means a discount never switches fine/interest off. It is a
//   rule about the boleto's value, not about how small each component is.
// * Unconditional `discount` is part of the document value (what the barcode encodes) and stays
//   after the due date. Percentages apply to `total`.
// * `conditional_discount` applies when paid on or before both its `until_date` and the due date;
//   a percentage applies to the value after the unconditional discount.
// * Business-day grace (Lei 7.089/1983 art. 1; Código Civil art. 132 §1): a due date on a
//   Saturday, Sunday or national bank holiday is paid at face value, its conditional discount
//   still valid, through the next business day (graceEndDate). A conditional discount whose
//   `until_date` is a non-business day stretches the same way.
// * Paid after the grace: fine once plus simple interest for each calendar day since the original
//   due date (the grace is waived only when it is used: paid a day later, the delay counts from
//   the due date, as banks compute it), both on the document value; no conditional discount. No
//   write-off check (days_to_write_off is the caller's business).
// * Monthly interest (`{value, type: 'monthly'}`): same unit as the docs state for it
//   (thousandths of a percent, per month), charged pro rata per day over a 30-day commercial
//   month: value × days / 30. The unit is unconfirmed (boleto.md §5.1); see MONTHLY_INTEREST_DAYS.
// * Discounts are clamped so the amount never goes below zero.

import { businessDayOnOrAfter } from './bank-calendar.ts';
import { daysBetween } from './dates.ts';

export const MIN_VALUE_FOR_CHARGES_CENTS = 1000;
/** Days per month used to prorate monthly interest. */
export const MONTHLY_INTEREST_DAYS = 30;

export type InterestConfig = number | { value: number; type?: 'daily' | 'monthly' };
export interface BoletoConfigurations {
  fine?: number;
  interest?: InterestConfig;
}
export interface Discount {
  type: 'currency' | 'percentage';
  value: number;
}
export interface ConditionalDiscount extends Discount {
  until_date: string;
}

export interface AmountDueInput {
  /** Charge total in cents (items × amount + shippings), before discounts. */
  total: number;
  expireAt: string;
  paidAt: string;
  configurations?: BoletoConfigurations | null;
  discount?: Discount | null;
  conditionalDiscount?: ConditionalDiscount | null;
}

export interface AmountDue {
  base: number;
  /** Unconditional plus conditional discount actually granted (≥ 0). */
  discount: number;
  fine: number;
  interest: number;
  /** base − discount + fine + interest, in cents. */
  total: number;
  /** Calendar days after the due date charged interest (0 when paid on or before it, or within the grace). */
  daysLate: number;
}

/** Value of the boleto document (what the barcode carries): total less the unconditional discount. */
export function documentValue(total: number, discount?: Discount | null): number {
  assertCents(total, 'total');
  if (total < MIN_VALUE_FOR_CHARGES_CENTS) return total;
  return total - discountCents(total, discount);
}

/** A total less a discount, whatever its size (card payments: the boleto's R$ 10,00 rule is a boleto rule). */
export function discountedValue(total: number, discount?: Discount | null): number {
  assertCents(total, 'total');
  return total - discountCents(total, discount);
}

export function amountDue(input: AmountDueInput): AmountDue {
  const base = input.total;
  const docValue = documentValue(base, input.discount);
  const late = daysBetween(graceEndDate(input.expireAt), input.paidAt) > 0;
  const daysLate = late ? daysBetween(input.expireAt, input.paidAt) : 0;
  const none = { base, discount: 0, fine: 0, interest: 0, total: base, daysLate };
  if (base < MIN_VALUE_FOR_CHARGES_CENTS) return none;

  let discount = base - docValue;
  let fine = 0;
  let interest = 0;
  if (!late) {
    const cd = input.conditionalDiscount;
    if (cd && daysBetween(graceEndDate(cd.until_date), input.paidAt) <= 0) discount += discountCents(docValue, cd);
  } else {
    const cfg = input.configurations ?? {};
    fine = percentOf(docValue, cfg.fine ?? 0, 10_000, 'fine');
    interest = interestCents(docValue, cfg.interest ?? 0, daysLate);
  }
  return { base, discount, fine, interest, total: base - discount + fine + interest, daysLate };
}

/** The last day a boleto due on `expireAt` is paid without charges: the due date, or the next business day after a non-business one. */
export function graceEndDate(expireAt: string): string {
  return businessDayOnOrAfter(expireAt);
}

function interestCents(value: number, config: InterestConfig, daysLate: number): number {
  const rate = typeof config === 'number' ? config : config.value;
  const monthly = typeof config === 'object' && config.type === 'monthly';
  assertCents(rate, 'interest');
  // thousandths of a percent → divide by 100 000; monthly also divides by the month length.
  const divisor = 100_000 * (monthly ? MONTHLY_INTEREST_DAYS : 1);
  return mulDivHalfUp(value, rate * daysLate, divisor);
}

/** Discount in cents on `value`, never more than `value`. */
function discountCents(value: number, discount?: Discount | null): number {
  if (!discount) return 0;
  const raw =
    discount.type === 'percentage'
      ? percentOf(value, discount.value, 10_000, 'discount')
      : (assertCents(discount.value, 'discount'), discount.value);
  return Math.min(raw, value);
}

function percentOf(value: number, rate: number, scale: number, label: string): number {
  assertCents(rate, label);
  return mulDivHalfUp(value, rate, scale);
}

/** round_half_up(a × b / c) for non-negative integers, exact (BigInt avoids float error). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const num = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(num / (2n * BigInt(c)));
}

function assertCents(n: number, label: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${label} must be a non-negative integer: ${n}`);
}
