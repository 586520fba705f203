// The day the bank confirms (the `compensation` setting, issue 26 §2). Under `next_business_day` a
// boleto paid at a bank on D is confirmed on the first business day after D: until then the payment
// waits in awaiting_confirmations (migration 022) with a 'charge.confirm' job due at the start of
// that day, the charge keeps its status (`spec`: the interface spec lists no status for it) or shows
// `identified` (`efi`: the real service's "payment identified, money not yet credited"), and the
// job makes it `paid` — the `paid` entry, the charge's confirmation (confirmed_at) and the callback on that day.
import type { AppContext } from './context.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import type { Profile } from '../domain/settings.ts';
import type { AwaitingConfirmation } from '../store/awaiting-confirmations-repo.ts';
import { recordChargeStatus } from './charge-status.ts';
import { ApiError } from '../domain/errors.ts';
import { formatTimestamp, parseTimestamp } from '../domain/clock.ts';
import { formatBRL, formatDateBR } from '../domain/format.ts';

/** "pago em 27/11/2026, confirmação em 30/11/2026": the history lines' and refusals' words. */
export function awaitingPhrase(awaiting: Pick<AwaitingConfirmation, 'receivedByBankAt' | 'confirmsOn'>): string {
  return `pago no banco em ${formatDateBR(awaiting.receivedByBankAt)}, confirmação em ${formatDateBR(awaiting.confirmsOn)}`;
}

/** A second payment, a settle or a new due date while the bank has a payment to confirm: refused. */
export function refuseWhileAwaiting(ctx: AppContext, charge: Pick<ChargeRecord, 'id' | 'accountId'>, kind: 'paymentAwaitingConfirmation' | 'settleAwaitingConfirmation' | 'updateAwaitingConfirmation' = 'paymentAwaitingConfirmation'): void {
  const awaiting = ctx.store.awaitingConfirmations.find(charge.accountId, charge.id);
  if (awaiting === null) return;
  const what = {
    paymentAwaitingConfirmation: 'não pode ser pago de novo',
    settleAwaitingConfirmation: 'não precisa de baixa manual',
    updateAwaitingConfirmation: 'não pode ter o vencimento alterado',
  }[kind];
  throw new ApiError(kind, `O boleto da cobrança ${charge.id} já foi ${awaitingPhrase(awaiting)}: ${what}.`);
}

/** Records a bank payment that the bank confirms on a later day (inside the caller's transaction). */
export function awaitBankConfirmation(ctx: AppContext, charge: ChargeRecord, awaiting: AwaitingConfirmation, nowMs: number, profile: Profile): void {
  const { store } = ctx;
  store.awaitingConfirmations.add(charge.accountId, awaiting);
  store.jobs.schedule(charge.accountId, parseTimestamp(awaiting.confirmsOn)!, 'charge.confirm', charge.id);
  // Paid: the boleto does not fall overdue while the bank confirms it.
  store.jobs.removeForSubject('charge.overdue', charge.id);
  const detail = `${formatBRL(awaiting.value)} ${awaitingPhrase(awaiting)}`;
  if (profile === 'efi') recordChargeStatus(ctx, charge, 'identifyAtBank', nowMs, { detail });
  else store.charges.addHistory(charge.id, `Pagamento identificado pelo banco: ${detail}`, formatTimestamp(nowMs));
}

/**
 * The job 'charge.confirm': the bank confirms the payment at `atMs`. False when there is nothing
 * to confirm (a snapshot restored without it). A charge canceled meanwhile becomes `paid`, as a
 * canceled boleto paid at a bank does (interface spec §3).
 */
export function confirmBankPayment(ctx: AppContext, accountId: number, chargeId: number, atMs: number): boolean {
  const awaiting = ctx.store.awaitingConfirmations.find(accountId, chargeId);
  if (awaiting === null) return false;
  ctx.store.awaitingConfirmations.remove(chargeId);
  const charge = ctx.store.charges.find(accountId, chargeId);
  if (!charge || charge.status === 'paid' || charge.status === 'settled') return false;
  confirmBoletoPayment(ctx, charge, 'payAtBank', atMs, awaiting);
  return true;
}

/**
 * A boleto's payment confirmed (at once, or by the bank on a later day): the charge made `paid`
 * through its one transition (history line, `paid` event with the day the payer paid), what was
 * paid and the day the payer paid (received_by_bank_at; the confirmation's instant is recorded by
 * the transition: confirmed_at), and a line when
 * the payer paid more or less than was due.
 */
export function confirmBoletoPayment(
  ctx: AppContext,
  charge: ChargeRecord,
  action: 'payAtBank' | 'payByPix',
  atMs: number,
  paid: Pick<AwaitingConfirmation, 'value' | 'amountDue' | 'receivedByBankAt'>,
): void {
  const { value, amountDue, receivedByBankAt } = paid;
  recordChargeStatus(ctx, charge, action, atMs, { payment: { value, receivedByBankAt } });
  ctx.store.charges.setPaid(charge.id, value, receivedByBankAt);
  if (value !== amountDue) {
    const kind = value < amountDue ? 'a menor' : 'a maior';
    ctx.store.charges.addHistory(charge.id, `Pagamento ${kind}: pago ${formatBRL(value)}, devido ${formatBRL(amountDue)} em ${formatDateBR(receivedByBankAt)}`, formatTimestamp(atMs));
  }
}
