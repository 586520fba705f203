// The dashboard's page of one charge (GET /sandbox/v1/charges/:id/timeline): its timeline, and its
// boleto or card as the payer meets them — what is due today, the last day it can be paid. The
// charge itself is shown as GET /v1/charge/:id shows it, so its record and history come along for
// the route to shape with that endpoint's view.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { chargeTimeline } from './timeline.ts';
import { lastPayableDate } from '../domain/billet.ts';
import { boletoLinks } from '../domain/boleto-links.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import { splitShares } from '../domain/marketplace.ts';
import type { AwaitingConfirmation } from '../store/awaiting-confirmations-repo.ts';

/**
 * The charge's marketplace split (the dashboard's "Repasses" box): each payee's share as written
 * and, once the charge is paid, what the payment gave each of them and what stayed with the
 * issuing account. The real API shows only the items' `marketplace` as sent (GET /v1/charge/:id).
 */
export function splitPanel(charge: ChargeRecord, accountCode: string) {
  const paid = charge.paidValue;
  const split = splitShares(charge.items, charge.shippings, paid ?? charge.total, accountCode);
  if (!split) return null;
  return {
    paid_value: paid,
    shares: split.shares.map((share) => ({
      payee_code: share.payee_code,
      item: 'item' in share.source ? share.source.item : null,
      shipping: 'shipping' in share.source ? share.source.shipping : null,
      mode: share.mode,
      percentage: share.percentage,
      fixed: share.fixed,
      nominal: share.nominal,
      amount: paid === null ? null : share.amount,
    })),
    issuer: paid === null ? null : split.issuer,
  };
}

/** A bank payment the bank confirms on a later day (bank-confirmation.ts), as the control API shows it. */
export function awaitingConfirmationView(awaiting: AwaitingConfirmation | null) {
  return awaiting === null ? null : { value: awaiting.value, received_by_bank_at: awaiting.receivedByBankAt, confirms_on: awaiting.confirmsOn };
}

function boletoPanel(charge: ChargeRecord, amountDueToday: number | null, publicUrl: string, awaiting: AwaitingConfirmation | null) {
  const billet = charge.billet;
  if (!billet || !charge.billetCode) return null;
  const links = boletoLinks(publicUrl, charge.billetCode);
  return {
    typed_line: billet.typedLine,
    barcode: billet.barcode,
    link: links.link,
    pdf: links.pdf.charge,
    expire_at: billet.expireAt,
    last_payable_date: lastPayableDate(billet),
    amount_due_today: amountDueToday,
    paid_value: charge.paidValue,
    received_by_bank_at: charge.receivedByBankAt,
    confirmed_on: charge.confirmedOn ?? null,
    awaiting_confirmation: awaitingConfirmationView(awaiting),
  };
}

function cardPanel(charge: ChargeRecord) {
  const card = charge.card;
  if (!card) return null;
  return {
    brand: card.brand,
    mask: card.mask,
    installments: card.installments,
    installment_value: card.installmentValue,
    total: card.total,
    interest: card.interest,
    refusal: card.refusal,
    refunded: card.refunded,
    paid_value: charge.paidValue,
    received_by_bank_at: charge.receivedByBankAt,
  };
}

export function chargeTimelineView(ctx: AppContext, account: AccountRow, chargeId: number, publicUrl: string) {
  const { charge, history, amountDueToday, timeline } = chargeTimeline(ctx, account, chargeId);
  return {
    charge,
    history,
    view: {
      notification_token: charge.notificationToken,
      partner_token: charge.partnerToken,
      boleto: boletoPanel(charge, amountDueToday, publicUrl, ctx.store.awaitingConfirmations.find(account.id, charge.id)),
      card: cardPanel(charge),
      split: splitPanel(charge, account.account_code),
      timeline,
    },
  };
}
