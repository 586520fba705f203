// What the payment-link page says and offers, as plain functions (unit-tested without a browser):
// what each method costs the payer after the link's discount, the day the link stops taking
// payments, what the payer did in words, and which world actions fit.
import type { ChargeStatus, DeliveryAddress, LinkPayer, LinkPaymentMethod, PayerMethod } from '../../api/types.ts';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format.ts';
import { parseStamp } from '../../stores/clock-math.ts';

/** The link's terms as both GET /v1/charge/:id's `link` and the link answers spell them. */
export interface LinkTerms {
  payment_method: LinkPaymentMethod;
  billet_discount?: number | null;
  card_discount?: number | null;
  conditional_discount_value?: number | null;
  conditional_discount_type?: 'currency' | 'percentage' | null;
  conditional_discount_date?: string | null;
}

export const PAYER_METHODS: PayerMethod[] = ['banking_billet', 'credit_card'];

/** Whether the link offers this method (`all` offers both). */
export function offers(method: LinkPaymentMethod, choice: PayerMethod): boolean {
  return method === 'all' || method === choice;
}

/** What the payer pays with each method the link offers: the total minus that method's discount. */
export function linkPrice(terms: LinkTerms, total: number, choice: PayerMethod): { price: number; discount: number } | null {
  if (!offers(terms.payment_method, choice)) return null;
  const discount = (choice === 'banking_billet' ? terms.billet_discount : terms.card_discount) ?? 0;
  return { price: total - discount, discount };
}

/** The boleto's extra discount for paying early, in words ("5% até 21/11/2026"), or null. */
export function conditionalDiscountText(terms: LinkTerms): string | null {
  const { conditional_discount_value: value, conditional_discount_type: type, conditional_discount_date: until } = terms;
  if (!value || !type || !until) return null;
  const amount = type === 'percentage' ? `${(value / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%` : formatMoney(value);
  return `${amount} a mais até ${formatDate(until)}`;
}

/** "YYYY-MM-DD" plus whole days. */
export function addDays(date: string, days: number): string {
  const base = parseStamp(date.slice(0, 10));
  if (base === null) return date;
  return new Date(base + days * 86_400_000).toISOString().slice(0, 10);
}

/** The link takes payments through its `expire_at` day; at 00:00 of the next the clock makes it `expired`. */
export function expiryDate(expireAt: string): string {
  return addDays(expireAt, 1);
}

export const PAYER_METHOD_LABEL: Record<PayerMethod, string> = { banking_billet: 'boleto', credit_card: 'cartão' };

/** A delivery address on one line. */
export function addressLine(address: DeliveryAddress): string {
  const complement = address.complement ? `, ${address.complement}` : '';
  const zip = String(address.zipcode).replace(/^(\d{5})(\d{3})$/, '$1-$2');
  return `${address.street}, ${address.number}${complement} — ${address.neighborhood}, ${address.city}/${address.state}, CEP ${zip}`;
}

/** What the payer did, as a list row says it. */
export function payerSummary(status: ChargeStatus, payer: LinkPayer | null, expireAt: string): string {
  if (payer) return `escolheu ${PAYER_METHOD_LABEL[payer.method]} em ${formatDateTime(payer.at)}`;
  if (status === 'expired') return `não escolheu até ${formatDate(expireAt)}: expirou`;
  if (status === 'canceled') return 'cancelado antes da escolha';
  return 'ainda não escolheu';
}

export type LinkAction = 'payBoleto' | 'payCardApproved' | 'payCardRefused' | 'resend' | 'changeDate' | 'advanceToExpiry' | 'cancel';

/** The world actions that fit the link now, in the order the buttons appear; the server has the last word. */
export function linkActionsFor(status: ChargeStatus, method: LinkPaymentMethod): LinkAction[] {
  const open = status === 'link';
  const fits: Record<LinkAction, boolean> = {
    payBoleto: open && offers(method, 'banking_billet'),
    payCardApproved: open && offers(method, 'credit_card'),
    payCardRefused: open && offers(method, 'credit_card'),
    resend: open,
    // A new date changes an open link, and opens an expired one again.
    changeDate: open || status === 'expired',
    advanceToExpiry: open,
    cancel: open,
  };
  return (Object.keys(fits) as LinkAction[]).filter((a) => fits[a]);
}
