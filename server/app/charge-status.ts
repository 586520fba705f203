// The single place a charge's status changes: the table check, the status write, the history
// line and the notification event happen together, inside the caller's transaction.
import type { AppContext } from './context.ts';
import type { ChargeRecord } from '../store/charges-repo.ts';
import { transitionCharge, type ChargeAction, type StatusChange } from '../domain/charge.ts';
import { chargeEvent } from '../domain/notification.ts';

type InitialStatus = { previous: null; current: 'new'; history: string };

export function recordChargeStatus(
  ctx: AppContext,
  charge: ChargeRecord,
  actionOrInitial: ChargeAction | InitialStatus,
  at: string,
  payment?: { value: number; receivedByBankAt: string },
): StatusChange | InitialStatus {
  const { store } = ctx;
  const change = typeof actionOrInitial === 'string' ? transitionCharge(charge.status, actionOrInitial) : actionOrInitial;
  if (change.previous !== null) store.charges.setStatus(charge.id, change.current);
  store.charges.addHistory(charge.id, change.history, at);
  const event = chargeEvent(charge, change, at);
  if (payment) event.payment = payment;
  store.notifications.append(charge.accountId, charge.notificationToken, event);
  charge.status = change.current;
  return change;
}
