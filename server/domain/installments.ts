// Card installments (wire-format §7.37, §8.4): how a total splits into monthly installments, with
// the interest the real list shows. The reference's example (total 20000, 1.99 % a month) fits
// round(total × 1.0199^n / n) exactly for every n with interest, so that is the formula.
import { formatCurrencyBR } from './format.ts';

/**
 * At most 12 installments. The API's own JSON Schema says 1–12 and a field table says 1–24
 * (wire-format §11 item 2); the schema is what the server enforces, and the example lists 12.
 */
export const MAX_INSTALLMENTS = 12;

/** The smallest total that may be split (R$ 5,00, 4600036), and the largest (R$ 99.999.999,99, 3500006). */
export const MIN_INSTALLMENTS_TOTAL = 500;
export const MAX_INSTALLMENTS_TOTAL = 9_999_999_999;

/**
 * The most an account may charge a month, in hundredths of a percent (10 %): far above any real
 * card rate, low enough that 12 installments of the largest total stay exact integers.
 */
export const MAX_MONTHLY_INTEREST = 1000;

export interface InstallmentSettings {
  /** Installments up to this count carry no interest (1 = only the single payment is free). */
  interestFreeInstallments: number;
  /** Monthly interest in hundredths of a percent: 199 = 1.99 % a month. */
  monthlyInterest: number;
}

/** The reference's example account: interest from the second installment on, at 1.99 % a month. */
export const defaultInstallmentSettings: InstallmentSettings = { interestFreeInstallments: 1, monthlyInterest: 199 };

export interface InstallmentOption {
  installment: number;
  has_interest: boolean;
  value: number;
  currency: string;
  interest_percentage: number;
}

/**
 * The value of each of `count` installments of `total` cents. Interest-free installments round up,
 * so the payer never pays less than the total; installments with interest follow the formula above.
 */
export function installmentValue(total: number, count: number, settings: InstallmentSettings): number {
  if (count <= settings.interestFreeInstallments || settings.monthlyInterest === 0) return Math.ceil(total / count);
  const rate = settings.monthlyInterest / 10000;
  return Math.round((total * (1 + rate) ** count) / count);
}

export function hasInterest(count: number, settings: InstallmentSettings): boolean {
  return count > settings.interestFreeInstallments && settings.monthlyInterest > 0;
}

/** The list GET /v1/installments answers for a brand and total (every count from 1 to the maximum). */
export function installmentOptions(total: number, settings: InstallmentSettings): InstallmentOption[] {
  const options: InstallmentOption[] = [];
  for (let count = 1; count <= MAX_INSTALLMENTS; count++) {
    const value = installmentValue(total, count, settings);
    const interest = hasInterest(count, settings);
    options.push({
      installment: count,
      has_interest: interest,
      value,
      currency: formatCurrencyBR(value),
      interest_percentage: interest ? settings.monthlyInterest : 0,
    });
  }
  return options;
}

export interface InstallmentPlan {
  installments: number;
  installmentValue: number;
  /** What the payer pays in all: the installments summed. */
  total: number;
  /** The part of `total` that is interest (0 when interest-free), in cents. */
  interest: number;
}

export function installmentPlan(amount: number, count: number, settings: InstallmentSettings): InstallmentPlan {
  const value = installmentValue(amount, count, settings);
  const total = value * count;
  return { installments: count, installmentValue: value, total, interest: hasInterest(count, settings) ? total - amount : 0 };
}
