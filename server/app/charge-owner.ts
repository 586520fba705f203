// Charges a subscription generated belong to it: some charge routes refuse them and name the
// subscription's route instead (wire-format §7.4: 3500100).
import type { ChargeRecord } from '../store/charges-repo.ts';
import { ApiError } from '../domain/errors.ts';

/** A subscription's charge is paid, and its metadata changed, through the subscription (3500100). */
export function refuseSubscriptionCharge(charge: ChargeRecord, route: 'pay' | 'metadata'): void {
  if (charge.subscriptionId === null) return;
  const path = route === 'pay' ? `POST /subscription/${charge.subscriptionId}/pay` : `PUT /subscription/${charge.subscriptionId}/metadata`;
  throw new ApiError('useParentMetadataRoute', `Esta cobrança pertence à assinatura ${charge.subscriptionId}: use ${path}.`);
}
