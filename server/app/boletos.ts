// Boleto use cases: paying a charge by boleto (two steps or one), moving its due date, the
// balance-sheet layout, and the boleto falling overdue on the account's clock.
import { randomHex8 } from './ids.ts';
import type { AppContext } from './context.ts';
import { refuseWhileAwaiting } from './bank-confirmation.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { ChargeHead, NewCharge } from '../store/charges-repo.ts';
import { createCharge, findCharge, noPaymentYet, type CreateChargeInput } from './charges.ts';
import { recordChargeStatus } from './charge-status.ts';
import { issueBolixLocation, reissueBolixLocation } from './bolix.ts';
import { refuseLinkCharge, refuseSubscriptionCharge } from './charge-owner.ts';
import { billetTermsFrom, checkCustomerDocuments, overdueDate, type BilletInput, type BilletTerms } from '../domain/billet.ts';
import { beneficiaryCnpj } from './boleto-view-model.ts';
import type { BilletRecord, Customer } from '../domain/billet-record.ts';
import { issueBoletoNumbers } from '../domain/boleto/index.ts';
import { documentValue } from '../domain/money.ts';
import { formatDate, formatTimestamp, parseTimestamp } from '../domain/clock.ts';
import { formatDateBR } from '../domain/format.ts';
import { ApiError } from '../domain/errors.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import { creationHistory } from '../domain/charge.ts';
import { refuseDiscountWithSplit } from '../domain/marketplace.ts';
import type { BalanceSheet } from '../domain/balance-sheet.ts';

export type BilletChoiceInput = BilletInput & { customer: Customer };

const BILLET_POINTER = '/payment/banking_billet';

export function issueBillet(charge: ChargeRecord, accountId: number, terms: BilletTerms, atMs: number, revision: number): BilletRecord {
  const value = documentValue(charge.total, terms.discount);
  const numbers = issueBoletoNumbers({ chargeId: charge.id, accountNumber: accountId, expireAt: terms.expireAt, valueCents: value });
  return {
    ...terms,
    barcode: numbers.barcode44,
    typedLine: numbers.typedLineFormatted,
    documentValue: value,
    revision,
    issuedAtMs: atMs,
  };
}

export function scheduleOverdue(ctx: AppContext, charge: ChargeRecord, expireAt: string): void {
  ctx.store.jobs.removeForSubject('charge.overdue', charge.id);
  ctx.store.jobs.schedule(charge.accountId, parseTimestamp(overdueDate(expireAt))!, 'charge.overdue', charge.id);
}

/**
 * A charge still `new` gets its boleto, inside the caller's transaction: the numbers, `new` →
 * `waiting` (the status check first, so a canceled charge reads 3500044), the boleto stored with
 * its code for the public pages, and the overdue job. A charge's, a carnê parcel's (`method:
 * "carnet"`) or a subscription period's.
 */
export function applyBilletPayment(
  ctx: AppContext,
  charge: ChargeRecord,
  customer: Customer,
  terms: BilletTerms,
  atMs: number,
  method: 'banking_billet' | 'carnet' = 'banking_billet',
): void {
  const billet = issueBillet(charge, charge.accountId, terms, atMs, 1);
  recordChargeStatus(ctx, charge, 'payWithBillet', atMs);
  const billetCode = `${charge.accountId}_${charge.id}_${randomHex8()}`;
  ctx.store.charges.setBilletPayment(charge.id, { paymentCreatedAt: formatTimestamp(atMs), customer, billet, billetCode, method });
  issueBolixLocation(ctx, charge.accountId, charge.id, atMs);
  scheduleOverdue(ctx, charge, terms.expireAt);
}

/**
 * A new charge paid by boleto at once, inside the caller's transaction (a subscription's period
 * in a clock walk): the same row, history lines, `new` and `waiting` events, deliveries, Pix
 * location (Bolix) and overdue job as inserting it `new` and then applyBilletPayment, in the same order — but the row
 * is written once, already `waiting` with its boleto, instead of inserted and rewritten twice.
 */
export function insertBilletCharge(ctx: AppContext, fields: NewCharge & { status: 'new' }, customer: Customer, terms: BilletTerms, atMs: number): ChargeRecord {
  const { store } = ctx;
  const id = store.charges.nextId();
  const charge: ChargeRecord = { ...noPaymentYet, id, ...fields };
  const billet = issueBillet(charge, charge.accountId, terms, atMs, 1);
  const payment = { paymentCreatedAt: formatTimestamp(atMs), customer, billet, billetCode: `${charge.accountId}_${id}_${randomHex8()}`, method: 'banking_billet' as const };
  store.charges.insertWithBillet(id, { ...fields, status: 'waiting' }, payment);
  recordChargeStatus(ctx, charge, { previous: null, current: 'new', history: creationHistory }, atMs);
  recordChargeStatus(ctx, charge, 'payWithBillet', atMs, { statusStored: true });
  issueBolixLocation(ctx, charge.accountId, id, atMs);
  // A new id has no overdue job to replace (scheduleOverdue's DELETE would find nothing).
  store.jobs.schedule(charge.accountId, parseTimestamp(overdueDate(terms.expireAt))!, 'charge.overdue', id);
  return Object.assign(charge, { paymentMethod: payment.method, paymentCreatedAt: payment.paymentCreatedAt, customer, billet, billetCode: payment.billetCode });
}

/** Where a boleto's discount sits in the body, if it has one (a split charge refuses it, 3500073). */
export function billetDiscountPointer(billet: Pick<BilletInput, 'discount' | 'conditional_discount'>): string | null {
  if (billet.discount) return `${BILLET_POINTER}/discount`;
  if (billet.conditional_discount) return `${BILLET_POINTER}/conditional_discount`;
  return null;
}

/** POST /v1/charge/:id/pay with banking_billet: issues the boleto, `new` → `waiting`. */
export function payChargeWithBillet(ctx: AppContext, account: AccountRow, chargeId: number, billet: BilletChoiceInput): ChargeRecord {
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    refuseSubscriptionCharge(charge, 'pay');
    refuseLinkCharge(charge);
    if (charge.paymentMethod) throw new ApiError('alreadyHasPaymentMethod', 'A transação já possui forma de pagamento definida.');
    const { customer, ...billetInput } = billet;
    refuseDiscountWithSplit(charge.items, billetDiscountPointer(billetInput));
    checkCustomerDocuments(customer, `${BILLET_POINTER}/customer`, beneficiaryCnpj(account.id));
    const terms = billetTermsFrom(billetInput, charge.total, formatDate(nowMs), BILLET_POINTER);
    applyBilletPayment(ctx, charge, customer, terms, nowMs);
    return findCharge(ctx, account, charge.id);
  });
}

/** POST /v1/charge/one-step: create and pay in one transaction (events `new`, then `waiting`). */
export function createOneStepBillet(ctx: AppContext, account: AccountRow, input: CreateChargeInput & { payment: { banking_billet: BilletChoiceInput } }): ChargeRecord {
  return ctx.store.transaction(() => {
    const charge = createCharge(ctx, account, input);
    return payChargeWithBillet(ctx, account, charge.id, input.payment.banking_billet);
  });
}

function requireBillet(charge: ChargeRecord): BilletRecord {
  if (!charge.billet) {
    throw new ApiError('notBankingBillet', 'A forma de pagamento da transação não é banking_billet.');
  }
  return charge.billet;
}

/** PUT /v1/charge/:id/billet: a new due date re-issues the numbers; an unpaid boleto is waiting again. */
export function changeBilletDueDate(ctx: AppContext, account: AccountRow, chargeId: number, expireAt: string): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    if (charge.carnetId !== null) {
      throw new ApiError('useCarnetRoute', 'Parcelas de carnê devem ser alteradas pelo endpoint /carnet/:id/parcel/:parcel.');
    }
    moveDueDate(ctx, account, charge, expireAt, nowMs, '');
  });
}

/**
 * A boleto's new due date (a charge's or a carnê parcel's), inside the caller's transaction: only
 * `waiting` or `unpaid` (3500038), not before today (4600007); re-issues the numbers, and an unpaid
 * boleto is waiting again.
 */
export function moveDueDate(ctx: AppContext, account: AccountRow, charge: ChargeRecord, expireAt: string, nowMs: number, pointer: string): void {
  const billet = requireBillet(charge);
  if (charge.status !== 'waiting' && charge.status !== 'unpaid') {
    throw new ApiError('billetNotUpdatable', `Apenas transações com status [waiting] ou [unpaid] podem ser atualizadas: status [${charge.status}].`);
  }
  // Paid already, the bank confirming it (spec §3 rule 1: only an unpaid boleto's date changes).
  refuseWhileAwaiting(ctx, charge, 'updateAwaitingConfirmation');
  const terms = billetTermsFrom({ ...billetInputOf(billet), expire_at: expireAt }, charge.total, formatDate(nowMs), pointer);
  const reissued = issueBillet(charge, account.id, terms, nowMs, billet.revision + 1);
  ctx.store.charges.setBillet(charge.id, reissued);
  reissueBolixLocation(ctx, account.id, charge.id, nowMs);
  ctx.store.charges.addHistory(charge.id, `Data de vencimento alterada para ${formatDateBR(expireAt)}`, formatTimestamp(nowMs));
  if (charge.status === 'unpaid') recordChargeStatus(ctx, charge, 'reopen', nowMs);
  scheduleOverdue(ctx, charge, expireAt);
}

function billetInputOf(billet: BilletRecord): BilletInput {
  return {
    expire_at: billet.expireAt,
    message: billet.message ?? undefined,
    configurations: {
      fine: billet.fine,
      interest: { value: billet.interest, type: billet.interestType },
      days_to_write_off: billet.daysToWriteOff,
    },
    discount: billet.discount ?? undefined,
    conditional_discount: billet.conditionalDiscount ?? undefined,
  };
}

/** POST /v1/charge/:id/balance-sheet: the next boleto prints in the balance-sheet layout. */
export function setBalanceSheet(ctx: AppContext, account: AccountRow, chargeId: number, sheet: BalanceSheet): void {
  ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    if (charge.carnetId !== null || charge.subscriptionId !== null) {
      throw new ApiError('notFromCarnetOrSubscription', 'O balancete não pode ser definido para parcelas de carnê nem para cobranças de assinatura.');
    }
    if (charge.balanceSheet) throw new ApiError('balanceSheetAlreadySet', 'O balancete já foi definido para esta transação.');
    ctx.store.charges.setBalanceSheet(charge.id, sheet);
    ctx.store.charges.addHistory(charge.id, 'Boleto balancete definido', formatTimestamp(accountNow(ctx, account)));
  });
}

/** The scheduled job: a boleto still `waiting` the day after its due date becomes `unpaid`. */
/** Returns the charge it turned `unpaid`, or null when there was nothing to do. */
export function markBilletOverdue(ctx: AppContext, accountId: number, chargeId: number, atMs: number): ChargeHead | null {
  const charge = ctx.store.charges.findHead(accountId, chargeId);
  if (!charge || charge.status !== 'waiting' || charge.expireAt === null) return null;
  if (formatDate(atMs) <= charge.expireAt) return null; // re-issued with a later date meanwhile
  const overdueDay = overdueDate(charge.expireAt);
  if (formatDate(atMs) < overdueDay) {
    // A job scheduled before the business-day grace (an older database or snapshot): the boleto is
    // still payable at face value today, so it falls overdue on the grace's next day instead.
    ctx.store.jobs.schedule(accountId, parseTimestamp(overdueDay)!, 'charge.overdue', chargeId);
    return null;
  }
  recordChargeStatus(ctx, charge, 'overdue', atMs);
  return charge;
}
