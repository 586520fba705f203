// Payment-link use cases (wire-format §7.12–7.15): attach a link to a charge (two steps or one),
// change it, resend it, the payer's choice on the hosted page (or its control-API stand-in), and
// the link expiring at the end of its day on the account's clock. Each one transaction.
import { randomUUID } from 'node:crypto';
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { createCharge, findCharge, type CreateChargeInput } from './charges.ts';
import { recordChargeStatus } from './charge-status.ts';
import { refuseSubscriptionCharge } from './charge-owner.ts';
import { applyBilletPayment } from './boletos.ts';
import { applyCardPayment, useToken } from './card-payments.ts';
import { installmentSettingsOf } from './installments.ts';
import { activateFromLink } from './subscriptions.ts';
import { billetScheduleFrom, checkSingleInstallment } from '../domain/subscription.ts';
import { billetTermsFrom, checkCustomerDocuments, MIN_BOLETO_CENTS } from '../domain/billet.ts';
import { beneficiaryCnpj } from './boleto-view-model.ts';
import type { Customer } from '../domain/billet-record.ts';
import { cardTermsFrom, refusalOf, type BillingAddress, type CardPaymentRecord } from '../domain/card-payment.ts';
import {
  checkPayable,
  discountsFor,
  linkExpiryDate,
  linkTermsFrom,
  type DeliveryAddress,
  type LinkRecord,
  type LinkSettings,
  type PayerChoice,
} from '../domain/payment-link.ts';
import { formatDate, formatTimestamp, parseTimestamp } from '../domain/clock.ts';
import { formatBRL, formatDateBR } from '../domain/format.ts';
import { ApiError, invalidProperty } from '../domain/errors.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import { parseSearch } from '../domain/search.ts';

/** What the payer sends from the page (and the control API's stand-in): a boleto or a card. */
export type LinkPaymentChoice =
  | { banking_billet: { customer: Customer; expire_at?: string }; credit_card?: never }
  | { credit_card: { customer: Customer; payment_token: string; installments?: number; billing_address?: BillingAddress }; banking_billet?: never };

function requireLink(charge: ChargeRecord): LinkRecord {
  if (!charge.link) throw new ApiError('noLink', `A transação ${charge.id} não possui link de pagamento.`);
  return charge.link;
}

/** Each method's price after its discount must stay at R$ 5,00 at least (4600036 / 4600523). */
function checkAmounts(charge: ChargeRecord, settings: Pick<LinkSettings, 'billet_discount' | 'card_discount' | 'conditional_discount'>, pointer: string): void {
  if (charge.total < MIN_BOLETO_CENTS) throw new ApiError('belowMinimum', 'O valor mínimo de uma cobrança é R$ 5,00.');
  // The boleto's lowest price has the conditional discount on top of the billet discount.
  const conditional = settings.conditional_discount;
  if (conditional) {
    const afterBillet = charge.total - (settings.billet_discount ?? 0);
    const off = conditional.type === 'currency' ? conditional.value : Math.round((afterBillet * conditional.value) / 10_000);
    if (afterBillet - off < MIN_BOLETO_CENTS) {
      throw new ApiError('belowMinimumAfterDiscount', {
        property: `${pointer}/conditional_discount/value`,
        message: 'Com os descontos do boleto o valor ficaria abaixo de R$ 5,00.',
      });
    }
  }
  for (const field of ['billet_discount', 'card_discount'] as const) {
    const discount = settings[field];
    if (discount && charge.total - discount < MIN_BOLETO_CENTS) {
      throw new ApiError('belowMinimumAfterDiscount', {
        property: `${pointer}/${field}`,
        message: `Com o desconto de ${formatBRL(discount)} o valor (${formatBRL(charge.total)}) ficaria abaixo de R$ 5,00.`,
      });
    }
  }
}

function scheduleExpiry(ctx: AppContext, charge: ChargeRecord, expireAt: string): void {
  ctx.store.jobs.removeForSubject('link.expire', charge.id);
  ctx.store.jobs.schedule(charge.accountId, parseTimestamp(linkExpiryDate(expireAt))!, 'link.expire', charge.id);
}

/** POST /v1/charge/:id/link: one link per charge (3500080), only on a `new` charge (3500081); `new` → `link`. */
export function attachLink(ctx: AppContext, account: AccountRow, chargeId: number, settings: LinkSettings, pointer = '', customerEmail: string | null = null): ChargeRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    refuseSubscriptionCharge(charge, 'pay');
    return linkCharge(ctx, account, charge, settings, pointer, customerEmail, nowMs);
  });
}

/**
 * The link itself, on a charge the caller may link (attachLink's, or a subscription's first
 * charge made for its link in subscription-links.ts): `new` → `link`, expiring on the clock.
 */
export function linkCharge(
  ctx: AppContext,
  account: AccountRow,
  charge: ChargeRecord,
  settings: LinkSettings,
  pointer: string,
  customerEmail: string | null,
  nowMs: number,
): ChargeRecord {
  if (charge.link) throw new ApiError('linkAlreadyDefined', 'A transação já possui um link de pagamento definido.');
  const terms = linkTermsFrom(settings, formatDate(nowMs), pointer);
  checkAmounts(charge, settings, pointer);
  recordChargeStatus(ctx, charge, 'attachLink', nowMs);
  const link: LinkRecord = { ...terms, code: randomUUID(), createdAt: formatTimestamp(nowMs), customerEmail, payment: null };
  ctx.store.charges.setLink(charge.id, link);
  scheduleExpiry(ctx, charge, link.expireAt);
  return findCharge(ctx, account, charge.id);
}

/** POST /v1/charge/one-step/link: the charge and its link in one transaction. */
export function createOneStepLink(
  ctx: AppContext,
  account: AccountRow,
  input: CreateChargeInput & { customer?: { email?: string }; settings: LinkSettings },
): ChargeRecord {
  return ctx.store.transaction(() => {
    const charge = createCharge(ctx, account, input);
    return attachLink(ctx, account, charge.id, input.settings, '/settings', input.customer?.email ?? null);
  });
}

/**
 * PUT /v1/charge/:id/link: the link's settings change while the payer has not chosen — stricter
 * than the spec's "until payment is confirmed" (§3 rule 3): once a boleto is issued or a card
 * charged, the link's terms no longer apply to anything. `expire_at` is required; a field given as
 * null is cleared, one left out kept.
 * An expired link given a new date opens again (`expired` → `link`).
 */
export function updateLink(ctx: AppContext, account: AccountRow, chargeId: number, changes: Partial<LinkSettings> & { expire_at: string }): ChargeRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    const current = requireLink(charge);
    if (charge.status !== 'link' && charge.status !== 'expired') {
      throw new ApiError('linkNeedsNewCharge', `O link não pode mais ser alterado: a cobrança está com status [${charge.status}].`);
    }
    const merged: LinkSettings = {
      expire_at: changes.expire_at,
      request_delivery_address: changes.request_delivery_address ?? current.requestDeliveryAddress,
      payment_method: changes.payment_method ?? current.paymentMethod,
      billet_discount: changes.billet_discount !== undefined ? changes.billet_discount : current.billetDiscount,
      card_discount: changes.card_discount !== undefined ? changes.card_discount : current.cardDiscount,
      conditional_discount: changes.conditional_discount !== undefined ? changes.conditional_discount : current.conditionalDiscount,
      message: changes.message !== undefined ? changes.message : current.message,
    };
    const terms = linkTermsFrom(merged, formatDate(nowMs), '');
    checkAmounts(charge, merged, '');
    ctx.store.charges.setLink(charge.id, { ...current, ...terms });
    ctx.store.charges.addHistory(charge.id, 'Link de pagamento alterado', formatTimestamp(nowMs));
    if (charge.status === 'expired') recordChargeStatus(ctx, charge, 'reopenLink', nowMs);
    scheduleExpiry(ctx, charge, terms.expireAt);
    return findCharge(ctx, account, charge.id);
  });
}

/** POST /v1/charge/:id/link/resend: the link by e-mail (into the outbox), while it can be paid (3500066). */
export function resendLink(ctx: AppContext, account: AccountRow, chargeId: number, email: string, paymentUrl: (code: string) => string): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    const link = requireLink(charge);
    if (charge.status !== 'link') {
      throw new ApiError('notResendable', `Apenas links com status [link] podem ser reenviados: status [${charge.status}].`);
    }
    const at = formatTimestamp(nowMs);
    ctx.store.emails.insert({
      accountId: account.id,
      chargeId: charge.id,
      recipient: email,
      subject: `Link de pagamento da cobrança ${charge.id} — ${formatBRL(charge.total)}`,
      body:
        `Olá,\n\n${account.name} enviou um link para você pagar ${formatBRL(charge.total)} até ${formatDateBR(link.expireAt)}:\n` +
        `${paymentUrl(link.code)}\n${link.message ? `\n${link.message}\n` : ''}\n${account.name}`,
      attachmentName: null,
      attachment: null,
      createdAt: at,
    });
    ctx.store.charges.addHistory(charge.id, `Link de pagamento enviado para ${email}`, at);
  });
}

/**
 * The payer's choice on the link's page: the boleto is issued (due on the link's `expire_at`
 * unless the payer picks an earlier day), or the card is charged with the card rule, each with the
 * link's discount for that method; `link` → `waiting` (→ `approved`/`unpaid` for a card).
 * On a subscription's first charge (subscription-links.ts) the choice is also the subscription's
 * method from now on — a card in one installment — and makes it active.
 */
export function payLink(ctx: AppContext, account: AccountRow, chargeId: number, choice: LinkPaymentChoice, deliveryAddress?: DeliveryAddress): ChargeRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    const link = requireLink(charge);
    const method: PayerChoice = choice.banking_billet ? 'banking_billet' : 'credit_card';
    checkPayable(charge.status, link, method);
    // Kept only when the link asks for it (a card's billing address serves when none is given).
    const delivery = link.requestDeliveryAddress ? (deliveryAddress ?? choice.credit_card?.billing_address ?? null) : null;
    if (link.requestDeliveryAddress && !delivery) throw invalidProperty('/delivery_address', 'Este link pede o endereço de entrega.');
    const { discount, conditionalDiscount } = discountsFor(link, method);
    if (choice.banking_billet) {
      const pointer = '/payment/banking_billet';
      const { customer, expire_at: expireAt = link.expireAt } = choice.banking_billet;
      if (expireAt > link.expireAt) throw invalidProperty(`${pointer}/expire_at`, `O vencimento do boleto não pode passar do vencimento do link (${formatDateBR(link.expireAt)}).`);
      checkCustomerDocuments(customer, `${pointer}/customer`, beneficiaryCnpj(account.id));
      // A payer who picks an earlier due date keeps the conditional discount up to that date.
      const conditional = conditionalDiscount && { ...conditionalDiscount, until_date: conditionalDiscount.until_date < expireAt ? conditionalDiscount.until_date : expireAt };
      const terms = billetTermsFrom(
        { expire_at: expireAt, message: link.message ?? undefined, discount: discount ?? undefined, conditional_discount: conditional ?? undefined },
        charge.total,
        formatDate(nowMs),
        pointer,
      );
      applyBilletPayment(ctx, charge, customer, terms, nowMs);
      if (charge.subscriptionId !== null) {
        const billet = { expire_at: expireAt, message: link.message ?? undefined, discount: discount ?? undefined, conditional_discount: conditional ?? undefined };
        const schedule = billetScheduleFrom(formatDate(nowMs), expireAt, conditional?.until_date ?? null);
        activateFromLink(ctx, account, charge.subscriptionId, { method: 'banking_billet', customer, billet, schedule }, nowMs);
      }
    } else {
      const pointer = '/payment/credit_card';
      const input = choice.credit_card!;
      if (!input.billing_address) throw invalidProperty(`${pointer}/billing_address`, 'Informe o endereço de cobrança do cartão.');
      if (charge.subscriptionId !== null) checkSingleInstallment(input.installments);
      checkCustomerDocuments(input.customer, `${pointer}/customer`, beneficiaryCnpj(account.id));
      const terms = cardTermsFrom({ ...input, discount: discount ?? undefined }, charge.total, installmentSettingsOf(account), pointer);
      const token = useToken(ctx, account, input.payment_token, nowMs);
      const card: CardPaymentRecord = { ...terms, brand: token.brand, mask: token.card_mask, refusal: refusalOf(token.outcome), refunded: 0 };
      applyCardPayment(ctx, charge, input.customer, card, nowMs);
      if (charge.subscriptionId !== null) {
        // The card is kept: each renewal charges it with the link's card discount, as a card subscription does.
        const stored = { brand: card.brand, mask: card.mask, refusal: card.refusal, billingAddress: input.billing_address };
        activateFromLink(ctx, account, charge.subscriptionId, { method: 'credit_card', customer: input.customer, card: stored, discount: terms.discount, message: terms.message, trialDays: null }, nowMs);
      }
    }
    ctx.store.jobs.removeForSubject('link.expire', charge.id);
    ctx.store.charges.setLink(charge.id, { ...link, payment: { method, at: formatTimestamp(nowMs), deliveryAddress: delivery } });
    return findCharge(ctx, account, charge.id);
  });
}

/** The charge a link's code names, for the public page (no account: the code is the key). */
export function findLinkCharge(ctx: AppContext, code: string): { charge: ChargeRecord; account: AccountRow } | null {
  const charge = /^[0-9a-f-]{36}$/.test(code) ? ctx.store.charges.findByLinkCode(code) : undefined;
  const account = charge && ctx.store.accounts.findById(charge.accountId);
  return charge && account ? { charge, account } : null;
}

/** The scheduled job: a link still unpaid at the end of its `expire_at` day is `expired`. */
/** Returns whether the link expired (false: chosen, canceled or moved meanwhile). */
export function expireLink(ctx: AppContext, accountId: number, chargeId: number, atMs: number): boolean {
  const charge = ctx.store.charges.find(accountId, chargeId);
  if (!charge?.link || charge.status !== 'link') return false;
  if (formatDate(atMs) <= charge.link.expireAt) return false; // moved to a later day meanwhile
  recordChargeStatus(ctx, charge, 'expireLink', atMs);
  return true;
}

/**
 * The control API's list of the account's payment links, searchable like the charges, each with
 * what the payer did on its page: the method chosen, when, and the delivery address.
 */
export function listPaymentLinks(ctx: AppContext, account: Pick<AccountRow, 'id'>, filter: { q?: string; limit: number; offset: number }) {
  const search = parseSearch(filter.q) ?? undefined;
  const { total, rows } = ctx.store.charges.withLinks(account.id, { search, limit: filter.limit, offset: filter.offset });
  return {
    total,
    links: rows.map((charge) => {
      const link = charge.link!;
      return {
        charge,
        payer: link.payment ? { method: link.payment.method, at: link.payment.at, delivery_address: link.payment.deliveryAddress } : null,
        customer_email: link.customerEmail,
      };
    }),
  };
}
