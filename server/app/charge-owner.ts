// Charges that belong to something else — a subscription, a payment link — are refused by some
// charge routes, which name the right way instead (wire-format §7.4: 3500100; §7.7: 3500030).
import { ApiError } from '../domain/errors.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

/** A subscription's charge is paid, and its metadata changed, through the subscription (3500100). */
export function refuseSubscriptionCharge(charge: ChargeRecord, route: 'pay' | 'metadata'): void {
  if (charge.subscriptionId === null) return;
  const path = route === 'pay' ? `POST /subscription/${charge.subscriptionId}/pay` : `PUT /subscription/${charge.subscriptionId}/metadata`;
  throw new ApiError('useParentMetadataRoute', `Esta cobrança pertence à assinatura ${charge.subscriptionId}: use ${path}.`);
}

/** A charge with a payment link is paid by the payer on the link's page, not through /pay (3500030). */
export function refuseLinkCharge(charge: ChargeRecord): void {
  if (charge.link) {
    throw new ApiError('alreadyHasPaymentMethod', 'A transação possui um link de pagamento: o pagador escolhe a forma de pagamento na página do link.');
  }
}
