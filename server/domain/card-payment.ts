// What a credit_card payment choice becomes (wire-format §6.9, §7.2, §7.7, §8): the amount after
// discount, the installment plan, the limits the real API refuses, and the record kept on the
// charge. The acquirer's answer is the sandbox card rule (cards.ts); capture is the next day.
import { ApiError, invalidProperty } from './errors.ts';
import { addDays } from './dates.ts';
import { discountedValue, type Discount } from './money.ts';
import { formatBRL } from './format.ts';
import { installmentPlan, type InstallmentSettings } from './installments.ts';
import { MIN_BOLETO_CENTS } from './billet.ts';
import { MAX_BARCODE_VALUE_CENTS } from './boleto/barcode.ts';
import type { CardBrand } from './documents.ts';
import type { CardOutcome } from './cards.ts';
import type { TdsRecord } from './card-3ds.ts';

/** The real minimum of any charge (wire-format §3.4: 4600036 / 4600523), cards included. */
export const MIN_CARD_CENTS = MIN_BOLETO_CENTS;
/** The operational limit the sandbox applies to every payment: the boleto's, for one rule everywhere. */
export const MAX_PAYMENT_CENTS = MAX_BARCODE_VALUE_CENTS;

export interface BillingAddress {
  street: string;
  number: string | number;
  neighborhood: string;
  zipcode: string;
  city: string;
  complement?: string | null;
  state: string;
}

export interface CardChoiceInput {
  installments?: number;
  discount?: Discount;
  message?: string;
  billing_address?: BillingAddress;
}

export interface CardRefusal {
  reason: string;
  /**
   * Whether the charge may be tried again with another card (POST /v1/charge/:id/retry). The only
   * documented example says `true`; the sandbox says so for all three reasons (docs/fidelity.md).
   */
  retry: boolean;
}

/** What the charge keeps of its card payment (never the card number: only its mask). */
export interface CardPaymentRecord {
  brand: CardBrand;
  mask: string;
  installments: number;
  installmentValue: number;
  /** What the payer pays: the installments summed (the amount after discount, plus interest). */
  total: number;
  interest: number;
  discount: Discount | null;
  message: string | null;
  billingAddress: BillingAddress | null;
  refusal: CardRefusal | null;
  /** Cents returned to the payer so far by refunds; the charge is `refunded` once it reaches `total`. */
  refunded: number;
  /** Paid through POST /v2/charge/card: its 3-D Secure authentication (absent on /v1 payments). */
  tds?: TdsRecord;
}

export interface CardTerms {
  installments: number;
  installmentValue: number;
  total: number;
  interest: number;
  discount: Discount | null;
  message: string | null;
  billingAddress: BillingAddress | null;
}

/**
 * Turns the request's credit_card choice into the payment's terms, refusing what the real API
 * refuses: a total under R$ 5,00 before (4600036) or after the discount (4600523), one above the
 * operational limit (4600037). `pointer` is where the credit_card object sits in the body.
 */
export function cardTermsFrom(input: CardChoiceInput, chargeTotal: number, settings: InstallmentSettings, pointer: string): CardTerms {
  if (chargeTotal < MIN_CARD_CENTS) throw new ApiError('belowMinimum', 'O valor mínimo de uma cobrança por cartão é R$ 5,00.');
  const amount = discountedValue(chargeTotal, input.discount);
  if (amount < MIN_CARD_CENTS) {
    throw new ApiError('belowMinimumAfterDiscount', 'O valor da cobrança com desconto não pode ser menor que R$ 5,00.');
  }
  const count = input.installments ?? 1;
  const plan = installmentPlan(amount, count, settings);
  if (plan.total > MAX_PAYMENT_CENTS) {
    throw new ApiError('aboveLimit', {
      property: `${pointer}/installments`,
      message: `O valor a pagar (${formatBRL(plan.total)}) ultrapassa o limite operacional de ${formatBRL(MAX_PAYMENT_CENTS)}.`,
    });
  }
  return {
    installments: plan.installments,
    installmentValue: plan.installmentValue,
    total: plan.total,
    interest: plan.interest,
    discount: input.discount ?? null,
    message: input.message ?? null,
    billingAddress: input.billing_address ?? null,
  };
}

export function refusalOf(outcome: CardOutcome): CardRefusal | null {
  return outcome.approved ? null : { reason: outcome.reason, retry: true };
}

/** An approved card payment is captured (`paid`) at the start of the next day on the account's clock. */
export function captureDate(approvedOn: string): string {
  return addDays(approvedOn, 1);
}

/**
 * How much a refund returns: the whole remainder when `amount` is absent; otherwise `amount`,
 * which must not exceed what is still refundable.
 */
export function refundAmount(card: Pick<CardPaymentRecord, 'total' | 'refunded'>, amount: number | undefined): number {
  const remaining = card.total - card.refunded;
  if (amount === undefined) return remaining;
  if (amount > remaining) {
    throw invalidProperty('/amount', `O valor do reembolso (${formatBRL(amount)}) é maior que o valor ainda reembolsável (${formatBRL(remaining)}).`);
  }
  return amount;
}
