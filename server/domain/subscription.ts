// Plan and subscription rules (wire-format §4.4, §7.26–7.36, §10): the limits, the status machine
// and the calendar of executions — when each period's charge is generated and when its boleto is
// due. Pure: the use cases in app/subscriptions.ts apply them.
import { ApiError } from './errors.ts';
import { addDays, addMonths, daysBetween } from './dates.ts';
import type { BilletInput } from './billet.ts';
import type { Customer } from './billet-record.ts';
import type { ChargeItem, Shipping } from './charge.ts';
import type { BillingAddress, CardRefusal } from './card-payment.ts';
import type { CardBrand } from './documents.ts';
import type { Discount } from './money.ts';

/** `interval` in months and `repeats` (null: until canceled), as the /Plan schema bounds them. */
export const PLAN_INTERVAL = { min: 1, max: 24 } as const;
export const PLAN_REPEATS = { min: 2, max: 120 } as const;
export const TRIAL_DAYS = { min: 1, max: 365 } as const;

export const subscriptionStatuses = ['new', 'active', 'new_charge', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface PlanTerms {
  interval: number;
  repeats: number | null;
}

/**
 * Only `new` and `active` subscriptions can be canceled (3500040). `new_charge` is "active, and a
 * new charge was just generated" (§4.4): still active, so it can be canceled too.
 */
export function checkCancelable(status: SubscriptionStatus): void {
  if (status !== 'new' && status !== 'active' && status !== 'new_charge') {
    throw new ApiError('subscriptionNotCancelable', `Apenas assinaturas com status [new] ou [active] podem ser canceladas: status [${status}].`);
  }
}

/** A payment method is chosen once, while the subscription is `new` (3500067). */
export function checkPayable(status: SubscriptionStatus): void {
  if (status !== 'new') {
    throw new ApiError('subscriptionNotPayable', `A assinatura não pode ser paga, pois está com status [${status}].`);
  }
}

/**
 * PUT /v1/subscription/:id changes card subscriptions only (the Node SDK's note: "Somente
 * assinaturas do tipo Cartão de Crédito podem ser alteradas"), and only while they still charge:
 * active or `new_charge`. The real refusal's code is not documented: 4900071 is ours. Returns the
 * card payment the change applies to.
 */
export function checkUpdatable(subscription: Pick<SubscriptionRecord, 'status' | 'payment'>): Extract<SubscriptionPayment, { method: 'credit_card' }> {
  const { payment } = subscription;
  if (payment?.method !== 'credit_card') {
    throw new ApiError('subscriptionNotUpdatable', 'Somente assinaturas com forma de pagamento cartão de crédito podem ser alteradas.');
  }
  if (subscription.status !== 'active' && subscription.status !== 'new_charge') {
    throw new ApiError('subscriptionNotUpdatable', `Apenas assinaturas ativas podem ser alteradas: status [${subscription.status}].`);
  }
  return payment;
}

/**
 * A new plan keeps the subscription's calendar, which counts every execution from the first with
 * the plan's interval: so the new plan must have the same interval (a different one would move
 * past executions too — not simulated, docs/fidelity.md), and room for the charges already made.
 */
export function checkPlanChange(current: PlanTerms, next: PlanTerms, occurrences: number): void {
  if (next.interval !== current.interval) {
    throw new ApiError('subscriptionNotUpdatable', {
      property: '/plan_id',
      message: `O sandbox só troca o plano por outro com o mesmo intervalo (${current.interval} ${current.interval === 1 ? 'mês' : 'meses'}); o plano informado tem ${next.interval}.`,
    });
  }
  if (next.repeats !== null && next.repeats <= occurrences) {
    throw new ApiError('subscriptionNotUpdatable', {
      property: '/plan_id',
      message: `O plano informado tem ${next.repeats} repetições, e a assinatura já gerou ${occurrences} cobranças.`,
    });
  }
}

/** Subscriptions charge one installment per period (3500021). */
export function checkSingleInstallment(installments: number | undefined): void {
  if (installments !== undefined && installments > 1) {
    throw new ApiError('installmentsNotAllowed', {
      property: '/payment/credit_card/installments',
      message: 'Assinaturas não podem ser parceladas: o número de parcelas deve ser 1.',
    });
  }
}

/**
 * The day of the k-th execution (1-based): `interval` months apart, always counted from the first
 * execution (addMonths' month-end rule: a subscription started on the 31st is charged on the last
 * day of shorter months and on the 31st again after them — no drift).
 */
export function executionDate(firstExecution: string, plan: PlanTerms, occurrence: number): string {
  return addMonths(firstExecution, (occurrence - 1) * plan.interval);
}

/** The first execution: the day of payment, or the day after a card trial ends (§10: 25/09 + 7 → 02/10). */
export function firstExecutionDate(payDay: string, trialDays: number | undefined): string {
  return trialDays ? addDays(payDay, trialDays) : payDay;
}

/** Whether the plan has an execution after `occurrences` charges were generated. */
export function hasNextExecution(plan: PlanTerms, occurrences: number): boolean {
  return plan.repeats === null || occurrences < plan.repeats;
}

/**
 * How a boleto subscription dates each period's boleto: the first boleto's distance from the first
 * execution, kept for every later one (subscribed on the 5th with a boleto due on the 10th: every
 * boleto is due 5 days after its execution). A conditional discount keeps its distance too.
 */
export interface BilletSchedule {
  dueDays: number;
  discountDays: number | null;
}

export function billetScheduleFrom(firstExecution: string, expireAt: string, discountUntil: string | null): BilletSchedule {
  return {
    dueDays: daysBetween(firstExecution, expireAt),
    discountDays: discountUntil === null ? null : daysBetween(firstExecution, discountUntil),
  };
}

export function periodDates(execution: string, schedule: BilletSchedule): { expireAt: string; discountUntil: string | null } {
  return {
    expireAt: addDays(execution, schedule.dueDays),
    discountUntil: schedule.discountDays === null ? null : addDays(execution, schedule.discountDays),
  };
}

/** What a subscription keeps to issue each period's payment once its method is chosen. */
export type SubscriptionPayment =
  | {
      method: 'banking_billet';
      customer: Customer;
      /** The first boleto's terms; later boletos shift its dates by the schedule. */
      billet: BilletInput;
      schedule: BilletSchedule;
    }
  | {
      method: 'credit_card';
      customer: Customer;
      /** The card stored at payment: a renewal charges it without a new token, as the real service does. */
      card: { brand: CardBrand; mask: string; refusal: CardRefusal | null; billingAddress: BillingAddress };
      discount: Discount | null;
      message: string | null;
      trialDays: number | null;
    };

/** A subscription as the service keeps it (server/store/subscriptions-repo.ts); its periods are charges. */
export interface SubscriptionRecord {
  id: number;
  accountId: number;
  planId: number;
  status: SubscriptionStatus;
  value: number;
  items: ChargeItem[];
  shippings: Shipping[] | null;
  customId: string | null;
  notificationUrl: string | null;
  notificationToken: string;
  createdAt: string;
  payment: SubscriptionPayment | null;
  /** YYYY-MM-DD; null until a payment method is chosen. */
  firstExecution: string | null;
  /** How many periods have been charged. */
  occurrences: number;
}

export const subscriptionHistory = {
  created: 'Assinatura criada',
  active: 'Assinatura ativa',
  new_charge: 'Nova cobrança gerada',
  canceled: 'Assinatura cancelada',
  canceledByPayer: 'Assinatura cancelada pelo pagador',
  expired: 'Assinatura expirada: todas as cobranças do plano foram geradas',
  updated: 'Assinatura alterada',
} as const;
