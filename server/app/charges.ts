// Charge use cases: one function per operation, each one SQLite transaction.
import { timeOrderedUuid } from './ids.ts';
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { computeTotal, creationHistory, settleActionFor, type ChargeItem, type Shipping } from '../domain/charge.ts';
import { refuseWhileAwaiting } from './bank-confirmation.ts';
import { formatDate, formatTimestamp } from '../domain/clock.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { recordChargeStatus } from './charge-status.ts';
import { redeliverLatestEvent } from './deliveries.ts';
import { refuseSubscriptionCharge } from './charge-owner.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import { checkSplit } from '../domain/marketplace.ts';

export interface CreateChargeInput {
  items: ChargeItem[];
  shippings?: Shipping[];
  metadata?: { custom_id?: string | null; notification_url?: string | null };
}

/** A charge's payment fields before a payment method is chosen (also a carnê parcel's, before its boleto). */
export const noPaymentYet = {
  paymentMethod: null,
  paymentCreatedAt: null,
  customer: null,
  billet: null,
  billetCode: null,
  balanceSheet: null,
  paidValue: null,
  receivedByBankAt: null,
  card: null,
  carnetId: null,
  parcel: null,
  subscriptionId: null,
  link: null,
  partnerToken: null,
} as const;

export function createCharge(ctx: AppContext, account: AccountRow, input: CreateChargeInput): ChargeRecord {
  checkSplit(input.items);
  const nowMs = accountNow(ctx, account);
  const createdAt = formatTimestamp(nowMs);
  const { store } = ctx;
  return store.transaction(() => {
    const fields = {
      accountId: account.id,
      status: 'new' as const,
      total: computeTotal(input.items, input.shippings),
      items: input.items,
      shippings: input.shippings ?? null,
      customId: input.metadata?.custom_id ?? null,
      notificationUrl: input.metadata?.notification_url ?? null,
      notificationToken: timeOrderedUuid(),
      createdAt,
    };
    const id = store.charges.insert(fields);
    // One literal, not `{ id, ...fields, ...noPaymentYet }`: every POST /v1/charge builds it, and
    // a spread grows the object property by property.
    const charge: ChargeRecord = {
      id,
      accountId: fields.accountId,
      status: fields.status,
      total: fields.total,
      items: fields.items,
      shippings: fields.shippings,
      customId: fields.customId,
      notificationUrl: fields.notificationUrl,
      notificationToken: fields.notificationToken,
      createdAt,
      paymentMethod: null,
      paymentCreatedAt: null,
      customer: null,
      billet: null,
      billetCode: null,
      balanceSheet: null,
      paidValue: null,
      receivedByBankAt: null,
      card: null,
      carnetId: null,
      parcel: null,
      subscriptionId: null,
      link: null,
      partnerToken: null,
    } satisfies Record<keyof typeof noPaymentYet, null> & ChargeRecord;
    recordChargeStatus(ctx, charge, { previous: null, current: 'new', history: creationHistory }, nowMs);
    return charge;
  });
}

/** A carnê's parcel is changed through the carnê's routes (3500084), not the charge's. */
function refuseParcel(charge: ChargeRecord): void {
  if (charge.carnetId !== null) {
    throw new ApiError('useCarnetRoute', `Esta cobrança é a parcela ${charge.parcel} do carnê ${charge.carnetId}: use /carnet/${charge.carnetId}/parcel/${charge.parcel}.`);
  }
}

/** The charge, if it belongs to this account; another tenant's id reads as unknown. */
export function findCharge(ctx: AppContext, account: AccountRow, chargeId: number): ChargeRecord {
  const charge = ctx.store.charges.find(account.id, chargeId);
  if (!charge) throw notFound('id');
  return charge;
}

export function getChargeDetail(ctx: AppContext, account: AccountRow, chargeId: number) {
  const charge = findCharge(ctx, account, chargeId);
  // A subscription's charge names its subscription, its status and its plan (wire-format §7.3).
  const subscription = charge.subscriptionId === null ? undefined : ctx.store.subscriptions.find(account.id, charge.subscriptionId);
  return { charge, history: ctx.store.charges.history(charge.id), subscription };
}

export function updateChargeMetadata(
  ctx: AppContext,
  account: AccountRow,
  chargeId: number,
  changes: { custom_id?: string | null; notification_url?: string | null; resend?: boolean },
): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    if (charge.carnetId !== null) {
      throw new ApiError('useParentMetadataRoute', `Esta cobrança pertence ao carnê ${charge.carnetId}: use PUT /carnet/${charge.carnetId}/metadata.`);
    }
    refuseSubscriptionCharge(charge, 'metadata');
    ctx.store.charges.setMetadata(charge.id, { customId: changes.custom_id, notificationUrl: changes.notification_url });
    // Pending retries read the URL when they run, so they follow the change by themselves;
    // `resend` asks for the latest status to be notified again, to the new URL.
    const url = changes.notification_url !== undefined ? changes.notification_url : charge.notificationUrl;
    if (changes.resend && url) redeliverLatestEvent(ctx, account.id, charge.notificationToken, charge.id, nowMs);
  });
}

export function addChargeHistory(ctx: AppContext, account: AccountRow, chargeId: number, description: string): void {
  const at = formatTimestamp(accountNow(ctx, account));
  ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    ctx.store.charges.addHistory(charge.id, description, at);
  });
}

export function cancelCharge(ctx: AppContext, account: AccountRow, chargeId: number): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    refuseParcel(charge);
    // An approved card payment is refunded, not canceled (3500070).
    if (charge.paymentMethod === 'credit_card' && charge.status === 'approved') {
      throw new ApiError('cardNotCancelable', 'Apenas transações [waiting] que não foram pagas com cartão de crédito podem ser canceladas: esta já foi aprovada pela operadora.');
    }
    recordChargeStatus(ctx, charge, 'cancel', nowMs);
  });
}

/**
 * A charge or a parcel marked paid by hand, under the account's profile: `spec` makes it `paid`,
 * its event carrying the charge's total and the settle day on the account's clock, as a bank
 * payment's does (integrations read the amount from it); `efi` makes it `settled`, with no value.
 */
export function settleByHand(ctx: AppContext, account: AccountRow, charge: ChargeRecord, nowMs: number): void {
  // The payer has paid already; the bank's confirmation makes it paid (bank-confirmation.ts).
  refuseWhileAwaiting(ctx, charge, 'settleAwaitingConfirmation');
  const { action, carriesPayment } = settleActionFor(account.profile);
  if (!carriesPayment) {
    recordChargeStatus(ctx, charge, action, nowMs);
    return;
  }
  const payment = { value: charge.total, receivedByBankAt: formatDate(nowMs) };
  recordChargeStatus(ctx, charge, action, nowMs, { payment });
  ctx.store.charges.setPaid(charge.id, payment.value, payment.receivedByBankAt);
}

/** PUT /v1/charge/:id/settle (settleByHand). */
export function settleCharge(ctx: AppContext, account: AccountRow, chargeId: number): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const charge = findCharge(ctx, account, chargeId);
    refuseParcel(charge);
    // A link the payer has not used yet has nothing to settle (EFIDOC: link charges are not settled by hand).
    if (charge.status === 'link') throw new ApiError('notSettleable', 'A cobrança aguarda o pagador no link de pagamento: não há o que baixar.');
    settleByHand(ctx, account, charge, nowMs);
  });
}
