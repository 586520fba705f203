// The notification event as GET /v1/notification/:token returns it (wire-format §5.2).
// One stable token per charge (and, later, per carnê and per subscription covering their
// parcels/charges); each status change appends one event under it.

export const notificationTypes = ['charge', 'carnet', 'carnet_charge', 'subscription', 'subscription_charge'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface NotificationEvent {
  type: NotificationType;
  customId: string | null;
  current: string;
  previous: string | null;
  identifiers: Record<string, number>;
  createdAt: string;
  /** Only on payment events: what the payer paid, in cents, and the day the bank received it. */
  payment?: { value: number; receivedByBankAt: string };
}

export interface NotificationEventBody {
  id: number;
  type: NotificationType;
  custom_id: string | null;
  status: { current: string; previous: string | null };
  identifiers: Record<string, number>;
  created_at: string;
  value?: number;
  received_by_bank_at?: string;
}

export type Payment = NonNullable<NotificationEvent['payment']>;

/**
 * The event for a status change. Integrations read the paid amount from the last event of the
 * token (wire-format §5.2), so a `paid` event without its payment is a bug, refused here.
 */
export function chargeEvent(
  charge: { id: number; customId: string | null; carnetId?: number | null; subscriptionId?: number | null },
  change: { previous: string | null; current: string },
  createdAt: string,
  payment?: Payment,
): NotificationEvent {
  if (change.current === 'paid' && !payment) throw new Error(`charge ${charge.id}: a paid event needs its value and day`);
  // Built property by property, not spread: a clock walk builds one per boleto falling overdue.
  const { type, identifiers } = chargeEventKind(charge);
  const event: NotificationEvent = { type, identifiers, customId: charge.customId, current: change.current, previous: change.previous, createdAt };
  if (payment) event.payment = payment;
  return event;
}

/**
 * A carnê's parcel speaks as `carnet_charge`, a subscription's charge as `subscription_charge`,
 * each under its parent's token and naming it (wire-format §5.2).
 */
function chargeEventKind(charge: { id: number; carnetId?: number | null; subscriptionId?: number | null }): Pick<NotificationEvent, 'type' | 'identifiers'> {
  if (charge.carnetId != null) return { type: 'carnet_charge', identifiers: { carnet_id: charge.carnetId, charge_id: charge.id } };
  if (charge.subscriptionId != null) {
    return { type: 'subscription_charge', identifiers: { subscription_id: charge.subscriptionId, charge_id: charge.id } };
  }
  return { type: 'charge', identifiers: { charge_id: charge.id } };
}

/** The event for a carnê's own status change: `type: "carnet"`, `identifiers: {carnet_id}`. */
export function carnetEvent(
  carnet: { id: number; customId: string | null },
  change: { previous: string | null; current: string },
  createdAt: string,
): NotificationEvent {
  return {
    type: 'carnet',
    customId: carnet.customId,
    current: change.current,
    previous: change.previous,
    identifiers: { carnet_id: carnet.id },
    createdAt,
  };
}

/** The event for a subscription's own status change: `type: "subscription"`, `identifiers: {subscription_id}`. */
export function subscriptionEvent(
  subscription: { id: number; customId: string | null },
  change: { previous: string | null; current: string },
  createdAt: string,
): NotificationEvent {
  return {
    type: 'subscription',
    customId: subscription.customId,
    current: change.current,
    previous: change.previous,
    identifiers: { subscription_id: subscription.id },
    createdAt,
  };
}
