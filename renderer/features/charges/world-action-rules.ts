// Which world actions fit a charge: the API's status machine seen from the dashboard. Offering only
// what the server would accept keeps the buttons honest; the server still has the last word, and
// its refusal is shown when the two disagree (another client changed the charge meanwhile).
import type { ChargeStatus } from '../../api/types.ts';

export type WorldAction =
  | 'payWithCard'
  | 'payAtBank'
  | 'retryCard'
  | 'refund'
  | 'dispute'
  | 'resolveDispute'
  | 'settle'
  | 'changeDueDate'
  | 'resend'
  | 'cancel';

export interface ChargeShape {
  status: ChargeStatus;
  hasBoleto: boolean;
  /** Paid (or tried) by card: the timeline has a `card`. */
  isCard: boolean;
  /** A refused card that the acquirer says may be tried again (`refusal.retry`). */
  retryable: boolean;
}

const isOneOf = (status: ChargeStatus, ...statuses: ChargeStatus[]) => statuses.includes(status);

/** In the order the buttons appear: the likely next step first, the destructive one last. */
export function worldActionsFor({ status, hasBoleto, isCard, retryable }: ChargeShape): WorldAction[] {
  const fits: Record<WorldAction, boolean> = {
    // A charge without a payment method is `new`; paying it by boleto is the integrator's call.
    payWithCard: status === 'new',
    payAtBank: hasBoleto && isOneOf(status, 'waiting', 'unpaid', 'canceled'),
    retryCard: isCard && status === 'unpaid' && retryable,
    refund: isCard && status === 'paid',
    dispute: isCard && status === 'paid',
    resolveDispute: isCard && status === 'contested',
    // Settling is for money received outside the API; a card's money moves through the card.
    // A link the payer has not used yet has nothing to settle (the API refuses it, 3500069).
    settle: !isCard && !isOneOf(status, 'paid', 'settled', 'link'),
    changeDueDate: hasBoleto && isOneOf(status, 'waiting', 'unpaid'),
    resend: hasBoleto && isOneOf(status, 'waiting', 'unpaid'),
    cancel: isOneOf(status, 'new', 'waiting', 'unpaid', 'link'),
  };
  return (Object.keys(fits) as WorldAction[]).filter((action) => fits[action]);
}

/**
 * The statuses the real API settles from (wire-format §7.11: 3500069 lists new, waiting and
 * unpaid; its prose says a canceled charge cannot be settled). The sandbox settles from any status
 * but paid (interface spec §3, docs/fidelity.md), so the dashboard offers more than the real API
 * takes and says so.
 */
const REAL_API_SETTLES_FROM: ChargeStatus[] = ['new', 'waiting', 'unpaid'];

export function realApiRefusesSettle(status: ChargeStatus): boolean {
  return !REAL_API_SETTLES_FROM.includes(status);
}
