// Payment link rules (wire-format §7.12–7.15, interface spec §3 rules 3, 4 and 6): what a link
// offers, until when, with which discounts, and what the payer's choice becomes.
import { ApiError, invalidProperty } from './errors.ts';
import { addDays, daysBetween } from './dates.ts';
import { formatDateBR } from './format.ts';
import type { ConditionalDiscount, Discount } from './money.ts';
import type { ChargeStatus } from './charge.ts';

export const linkPaymentMethods = ['banking_billet', 'credit_card', 'all'] as const;
export type LinkPaymentMethod = (typeof linkPaymentMethods)[number];
/** What the payer of a link chooses on its page (a link offering `all` offers both). */
export const payerChoices = ['banking_billet', 'credit_card'] as const;
export type PayerChoice = (typeof payerChoices)[number];

/** What the integrator set on the link (POST/PUT /v1/charge/:id/link, one-step's `settings`). */
export interface LinkSettings {
  expire_at: string;
  request_delivery_address: boolean;
  payment_method: LinkPaymentMethod;
  billet_discount?: number | null;
  card_discount?: number | null;
  conditional_discount?: ConditionalDiscount | null;
  message?: string | null;
}

/** The link as a charge keeps it. */
export interface LinkRecord {
  /** The payment_url's last segment: whoever has it can pay the charge. */
  code: string;
  expireAt: string;
  requestDeliveryAddress: boolean;
  paymentMethod: LinkPaymentMethod;
  billetDiscount: number | null;
  cardDiscount: number | null;
  conditionalDiscount: ConditionalDiscount | null;
  message: string | null;
  createdAt: string;
  /** one-step's `customer.email`: the page fills it in for the payer. */
  customerEmail: string | null;
  /** What the payer did on the page: the method chosen, when, and the delivery address given. */
  payment: { method: PayerChoice; at: string; deliveryAddress: DeliveryAddress | null } | null;
}

export interface DeliveryAddress {
  street: string;
  number: string | number;
  neighborhood: string;
  zipcode: string;
  city: string;
  complement?: string | null;
  state: string;
}

/** The link's terms, checked: not expired before today (4600007), a conditional discount not after it. */
export function linkTermsFrom(settings: LinkSettings, today: string, pointer: string): Omit<LinkRecord, 'code' | 'createdAt' | 'customerEmail' | 'payment'> {
  if (daysBetween(today, settings.expire_at) < 0) {
    throw new ApiError('expireBeforeToday', {
      property: `${pointer}/expire_at`,
      message: `A data de vencimento do link deve ser igual ou posterior à data atual (${formatDateBR(today)}).`,
    });
  }
  const conditional = settings.conditional_discount ?? null;
  if (conditional && daysBetween(conditional.until_date, settings.expire_at) < 0) {
    throw invalidProperty(`${pointer}/conditional_discount/until_date`, 'A data limite do desconto não pode ser posterior ao vencimento do link.');
  }
  return {
    expireAt: settings.expire_at,
    requestDeliveryAddress: settings.request_delivery_address,
    paymentMethod: settings.payment_method,
    billetDiscount: settings.billet_discount ?? null,
    cardDiscount: settings.card_discount ?? null,
    conditionalDiscount: conditional,
    message: settings.message ?? null,
  };
}

/** The link stops taking payments at the end of its `expire_at` day: the charge is `expired` at 00:00 after it. */
export function linkExpiryDate(expireAt: string): string {
  return addDays(expireAt, 1);
}

/** Whether the link offers this method (`all` offers both). */
export function offers(link: Pick<LinkRecord, 'paymentMethod'>, method: PayerChoice): boolean {
  return link.paymentMethod === 'all' || link.paymentMethod === method;
}

/**
 * The payer can pay only while the charge is `link` (interface spec §3 rule 3): an expired,
 * canceled or already chosen link says which, and a method the link does not offer is refused.
 */
export function checkPayable(status: ChargeStatus, link: LinkRecord, method: PayerChoice): void {
  if (status === 'expired') throw new ApiError('linkClosed', `O link de pagamento expirou em ${formatDateBR(link.expireAt)}.`);
  if (status === 'canceled') throw new ApiError('linkClosed', 'A cobrança deste link foi cancelada.');
  if (status !== 'link') throw new ApiError('linkClosed', `O pagamento deste link já foi escolhido: a cobrança está com status [${status}].`);
  if (!offers(link, method)) {
    throw invalidProperty(`/payment/${method}`, `Este link aceita apenas ${link.paymentMethod === 'banking_billet' ? 'boleto' : 'cartão de crédito'}.`);
  }
}

/**
 * The discounts a payer's choice gets: `billet_discount` on a boleto (with the conditional
 * discount until its date), `card_discount` on a card; both are amounts in cents.
 */
export function discountsFor(link: LinkRecord, method: PayerChoice): { discount: Discount | null; conditionalDiscount: ConditionalDiscount | null } {
  if (method === 'banking_billet') {
    return {
      discount: link.billetDiscount ? { type: 'currency', value: link.billetDiscount } : null,
      conditionalDiscount: link.conditionalDiscount,
    };
  }
  return { discount: link.cardDiscount ? { type: 'currency', value: link.cardDiscount } : null, conditionalDiscount: null };
}
