// API shapes of a card payment (wire-format §7.2, §7.3, §7.7): the pay answer and the detail's
// `payment.credit_card`.
import type { CardPaymentRecord } from '../../domain/card-payment.ts';
import type { ChargeRecord } from '../../domain/charge-record.ts';

/** The answer of pay, one-step and retry with credit_card; `refusal` only when refused. */
export function cardPaidView(charge: ChargeRecord) {
  const card = charge.card!;
  return {
    installments: card.installments,
    installment_value: card.installmentValue,
    charge_id: charge.id,
    status: charge.status,
    ...(charge.status === 'unpaid' && card.refusal ? { refusal: card.refusal } : {}),
    total: card.total,
    payment: 'credit_card',
  };
}

function billingAddressView(address: NonNullable<CardPaymentRecord['billingAddress']>) {
  // The number comes back as a string even when sent as an integer (wire-format §7.3).
  return { ...address, number: String(address.number), complement: address.complement ?? null };
}

export function cardPaymentView(charge: ChargeRecord) {
  const card = charge.card!;
  return {
    method: 'credit_card',
    created_at: charge.paymentCreatedAt,
    message: card.message,
    credit_card: {
      mask: card.mask,
      installments: card.installments,
      installment_value: card.installmentValue,
      ...(card.interest > 0 ? { interest: card.interest } : {}),
      ...(card.billingAddress ? { address: billingAddressView(card.billingAddress) } : {}),
    },
  };
}

/** The top-level `reason` a refused card charge carries in GET /v1/charge/:id. */
export function refusalReasonView(charge: ChargeRecord) {
  return charge.status === 'unpaid' && charge.card?.refusal ? { reason: charge.card.refusal.reason } : {};
}
