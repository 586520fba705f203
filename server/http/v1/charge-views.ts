// API response shapes of a charge (wire-format §7.1, §7.3). Built here, once, from the record.
import type { Shipping } from '../../domain/charge.ts';
import { customerView, paymentView } from './boleto-views.ts';
import { cardPaymentView, refusalReasonView } from './card-views.ts';
import { parcelPaymentView } from './carnet-views.ts';
import { linkDetailView } from './link-views.ts';
import type { ChargeRecord, HistoryEntry } from '../../domain/charge-record.ts';
import type { SubscriptionRecord } from '../../domain/subscription.ts';
import type { PixAnswer } from '../../app/bolix.ts';

export function chargeCreatedView(charge: ChargeRecord) {
  return {
    charge_id: charge.id,
    status: charge.status,
    total: charge.total,
    custom_id: charge.customId,
    created_at: charge.createdAt,
  };
}

/**
 * A shipping as GET /v1/charge/:id shows it: with the `payee_code` of the account it is passed on
 * to — the one given at creation, else the charging account's own (its account_code, the
 * "identificador de conta" Efí's split and tokenizer take too). Efí's SDKs require the field.
 */
function shippingView(shipping: Shipping, accountCode: string) {
  return { name: shipping.name, value: shipping.value, payee_code: shipping.payee_code ?? accountCode };
}

/** GET /v1/charge/:id; `accountCode` is the charging account's (AccountRow.account_code). */
export function chargeDetailView(charge: ChargeRecord, accountCode: string, history: HistoryEntry[], publicUrl: string, subscription?: SubscriptionRecord, pix?: PixAnswer) {
  return {
    charge_id: charge.id,
    total: charge.total,
    status: charge.status,
    ...(subscription ? { subscription: { subscription_id: subscription.id, status: subscription.status, plan_id: subscription.planId } } : {}),
    ...refusalReasonView(charge),
    custom_id: charge.customId,
    created_at: charge.createdAt,
    notification_url: charge.notificationUrl,
    items: charge.items.map((item) => ({ ...item, amount: item.amount ?? 1 })),
    ...(charge.shippings ? { shippings: charge.shippings.map((shipping) => shippingView(shipping, accountCode)) } : {}),
    history,
    ...(charge.customer ? { customer: customerView(charge.customer) } : {}),
    ...(charge.billet ? { payment: charge.carnetId !== null ? parcelPaymentView(charge, publicUrl, pix) : paymentView(charge, publicUrl, pix) } : {}),
    ...(charge.card ? { payment: cardPaymentView(charge) } : {}),
    ...(charge.link ? { link: linkDetailView(charge.link, publicUrl) } : {}),
  };
}
