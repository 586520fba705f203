// The bank simulator: a payer pays a boleto at a bank. Finds the boleto by typed line, barcode
// or charge id, works out what was due on the payment day, and records what was paid.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { parseBarcode, parseFreeField, parseTypedLine } from '../domain/boleto/index.ts';
import { amountDue, type AmountDue } from '../domain/money.ts';
import { lastPayableDate } from '../domain/billet.ts';
import { daysBetween, isIsoDate } from '../domain/dates.ts';
import { formatDate } from '../domain/clock.ts';
import { formatDateBR } from '../domain/format.ts';
import { ApiError, invalidProperty } from '../domain/errors.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import type { BilletRecord } from '../domain/billet-record.ts';
import { nextBusinessDay } from '../domain/bank-calendar.ts';
import type { Compensation, Profile } from '../domain/settings.ts';
import type { AwaitingConfirmation } from '../store/awaiting-confirmations-repo.ts';
import { settingsOf } from './settings.ts';
import { awaitBankConfirmation, confirmBoletoPayment, refuseWhileAwaiting } from './bank-confirmation.ts';

export interface BankPaymentInput {
  typed_line?: string;
  barcode?: string;
  charge_id?: number;
  amount?: number;
  paid_at?: string;
}

export interface BankPaymentResult {
  charge: ChargeRecord;
  value: number;
  receivedByBankAt: string;
  due: AmountDue;
  /** Set when the bank confirms the payment on a later day (the `compensation` setting). */
  awaiting: AwaitingConfirmation | null;
}

const notFound = () => new ApiError('boletoNotFound', 'Nenhum boleto desta conta corresponde a esse código.');

/** Which charge a payer's code points to: the free field carries the charge id (boleto.md §3). */
function locate(ctx: AppContext, account: AccountRow, input: BankPaymentInput): { charge: ChargeRecord; barcode: string | null } {
  let barcode: string | null = null;
  if (input.typed_line !== undefined) {
    const parsed = parseTypedLine(input.typed_line);
    if (!parsed.ok) throw invalidProperty('/typed_line', `Linha digitável inválida (${parsed.reason}).`);
    barcode = parsed.value.barcode;
  } else if (input.barcode !== undefined) {
    const parsed = parseBarcode(input.barcode.replace(/\s/g, ''));
    if (!parsed.ok) throw invalidProperty('/barcode', `Código de barras inválido (${parsed.reason}).`);
    barcode = input.barcode.replace(/\s/g, '');
  }
  let chargeId = input.charge_id;
  if (barcode !== null) {
    const parts = parseBarcode(barcode);
    const free = parts.ok ? parseFreeField(parts.value.freeField) : null;
    // Not checked against the account number the free field also carries: a snapshot imported
    // into another account keeps its boletos' numbers. The lookup below is the account's own, and
    // the code must then be the boleto's exact current one.
    if (!parts.ok || parts.value.bank !== '364' || !free) throw notFound();
    chargeId = free.sequence;
  }
  const charge = chargeId === undefined ? undefined : ctx.store.charges.find(account.id, chargeId);
  if (!charge || !charge.billet) throw notFound();
  return { charge, barcode };
}

/** What a payer owes on `paidAt` (for the bank screen and the dashboard's preview). */
export function quoteBoleto(charge: ChargeRecord, paidAt: string): AmountDue {
  const billet = charge.billet!;
  return amountDue({
    total: charge.total,
    expireAt: billet.expireAt,
    paidAt,
    configurations: { fine: billet.fine, interest: { value: billet.interest, type: billet.interestType } },
    discount: billet.discount,
    conditionalDiscount: billet.conditionalDiscount,
  });
}

/** GET /sandbox/v1/bank/quote/:id: what this account's boleto would cost on `paidAt` (default today). */
export function quoteChargeBoleto(ctx: AppContext, account: AccountRow, chargeId: number, paidAt?: string): AmountDue & { paidAt: string } {
  const charge = ctx.store.charges.find(account.id, chargeId);
  if (!charge?.billet) throw notFound();
  const day = paidAt ?? formatDate(accountNow(ctx, account));
  if (!isIsoDate(day)) throw invalidProperty('paid_at', 'Use o formato YYYY-MM-DD, com uma data que exista.');
  return { ...quoteBoleto(charge, day), paidAt: day };
}

/** A boleto already paid, or marked paid by hand (`settled`, the `efi` profile), is not paid again. */
export function alreadyPaidMessage(charge: Pick<ChargeRecord, 'id' | 'status'>): string {
  return charge.status === 'settled' ? `O boleto da cobrança ${charge.id} já foi baixado: marcado como pago manualmente.` : `O boleto da cobrança ${charge.id} já foi pago.`;
}

export function payAtBank(ctx: AppContext, account: AccountRow, input: BankPaymentInput): BankPaymentResult {
  const nowMs = accountNow(ctx, account);
  const { compensation, profile } = settingsOf(account);
  return ctx.store.transaction(() => {
    const { charge, barcode } = locate(ctx, account, input);
    if (barcode !== null && barcode !== charge.billet!.barcode) {
      throw new ApiError('boletoReplaced', 'Este boleto foi substituído por outro com novo vencimento; pague a linha digitável atual.');
    }
    if (charge.status === 'paid' || charge.status === 'settled') throw new ApiError('boletoAlreadyPaid', alreadyPaidMessage(charge));
    return receiveBoletoPayment(ctx, charge, { action: 'payAtBank', nowMs, paidAt: input.paid_at, amount: input.amount, compensation, profile });
  });
}

/**
 * What every way of paying a boleto shares (at the counter by its barcode, by its Bolix Pix code):
 * the payment day checked against today, the issue and the write-off, the amount due from the one
 * quote, then the confirmation — at once, or, for a payment at a bank under the `compensation`
 * setting `next_business_day`, on the first business day after the payment (bank-confirmation.ts).
 * Runs inside the caller's transaction, after the caller's own checks of the code.
 */
export function receiveBoletoPayment(
  ctx: AppContext,
  charge: ChargeRecord,
  payment: { action: 'payAtBank' | 'payByPix'; nowMs: number; paidAt?: string; amount?: number; compensation?: Compensation; profile?: Profile },
): BankPaymentResult {
  const billet = charge.billet!;
  const today = formatDate(payment.nowMs);
  const paidAt = payment.paidAt ?? today;
  refuseWhileAwaiting(ctx, charge);
  if (daysBetween(today, paidAt) > 0) throw invalidProperty('/paid_at', `O pagamento não pode ser posterior à data atual do sandbox (${formatDateBR(today)}).`);
  if (daysBetween(formatDate(billet.issuedAtMs), paidAt) < 0) throw invalidProperty('/paid_at', 'O pagamento não pode ser anterior à emissão do boleto.');
  if (daysBetween(lastPayableDate(billet), paidAt) > 0) throw writtenOff(billet);
  if (!['waiting', 'unpaid', 'canceled'].includes(charge.status)) {
    throw new ApiError('boletoNotPayable', `O boleto não pode ser pago com a cobrança em status [${charge.status}].`);
  }
  const due = quoteBoleto(charge, paidAt);
  const value = payment.amount ?? due.total;
  // A Pix payment has no clearing window; a bank's confirmation already past (a payment dated
  // back) is as good as immediate.
  const confirmsOn = payment.action === 'payAtBank' && payment.compensation === 'next_business_day' ? nextBusinessDay(paidAt) : today;
  if (confirmsOn > today) {
    const awaiting = { chargeId: charge.id, value, amountDue: due.total, receivedByBankAt: paidAt, confirmsOn };
    awaitBankConfirmation(ctx, charge, awaiting, payment.nowMs, payment.profile ?? 'spec');
    return { charge: { ...charge }, value, receivedByBankAt: paidAt, due, awaiting };
  }
  confirmBoletoPayment(ctx, charge, payment.action, payment.nowMs, { value, amountDue: due.total, receivedByBankAt: paidAt });
  return { charge: { ...charge, paidValue: value, receivedByBankAt: paidAt, confirmedOn: today }, value, receivedByBankAt: paidAt, due, awaiting: null };
}

/** A boleto is not received after its write-off day (its due date plus `days_to_write_off`). */
export function writtenOff(billet: Pick<BilletRecord, 'expireAt' | 'daysToWriteOff'>): ApiError {
  return new ApiError('boletoWrittenOff', `Boleto baixado: não é recebido após ${formatDateBR(lastPayableDate(billet))} (${billet.daysToWriteOff} dias após o vencimento).`);
}
