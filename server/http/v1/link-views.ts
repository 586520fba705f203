// API shapes of a payment link (wire-format §7.12–7.14, §7.3's `link` object). The payment_url
// points at this sandbox's own hosted page.
import type { LinkRecord } from '../../domain/payment-link.ts';
import type { ChargeRecord } from '../../domain/charge-record.ts';
import type { SubscriptionRecord } from '../../domain/subscription.ts';

export const paymentUrl = (publicUrl: string, code: string) => `${publicUrl}/pagamento/${code}`;

/** The discounts as the API spells them: present when set; the conditional discount flattened. */
function discountFields(link: LinkRecord) {
  return {
    ...(link.billetDiscount !== null ? { billet_discount: link.billetDiscount } : {}),
    ...(link.cardDiscount !== null ? { card_discount: link.cardDiscount } : {}),
    ...(link.conditionalDiscount
      ? { conditional_discount_value: link.conditionalDiscount.value, conditional_discount_type: link.conditionalDiscount.type }
      : {}),
    conditional_discount_date: link.conditionalDiscount?.until_date ?? null,
  };
}

/** The answer of POST/PUT /v1/charge/:id/link and POST /v1/charge/one-step/link. */
export function linkView(charge: ChargeRecord, publicUrl: string) {
  const link = charge.link!;
  return {
    charge_id: charge.id,
    status: charge.status,
    total: charge.total,
    custom_id: charge.customId,
    payment_url: paymentUrl(publicUrl, link.code),
    payment_method: link.paymentMethod,
    ...discountFields(link),
    request_delivery_address: link.requestDeliveryAddress,
    message: link.message,
    expire_at: link.expireAt,
    created_at: link.createdAt,
  };
}

/** The answer of POST /v1/plan/:id/subscription/one-step/link, as the SDKs type it. */
export function subscriptionLinkView(subscription: SubscriptionRecord, charge: ChargeRecord, publicUrl: string) {
  const link = charge.link!;
  const { conditional_discount_date, ...discounts } = discountFields(link);
  return {
    subscription_id: subscription.id,
    status: subscription.status,
    custom_id: subscription.customId,
    charge: { id: charge.id, status: charge.status, total: charge.total, parcel: charge.parcel },
    payment_url: paymentUrl(publicUrl, link.code),
    payment_method: link.paymentMethod,
    ...discounts,
    conditional_discount_date,
    request_delivery_address: link.requestDeliveryAddress,
    expire_at: link.expireAt,
    created_at: link.createdAt,
  };
}

/** GET /v1/charge/:id's `link` object. */
export function linkDetailView(link: LinkRecord, publicUrl: string) {
  return {
    billet_discount: link.billetDiscount,
    card_discount: link.cardDiscount,
    conditional_discount_value: link.conditionalDiscount?.value ?? null,
    conditional_discount_type: link.conditionalDiscount?.type ?? null,
    conditional_discount_date: link.conditionalDiscount?.until_date ?? null,
    message: link.message,
    expire_at: link.expireAt,
    request_delivery_address: link.requestDeliveryAddress,
    payment_method: link.paymentMethod,
    payment_url: paymentUrl(publicUrl, link.code),
  };
}
