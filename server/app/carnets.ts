// Carnê use cases (wire-format §7.16–7.24): create the carnê and its parcels (ordinary charges
// with a boleto each), read it, and the changes on the carnê or one parcel, each one transaction.
import { randomBytes } from 'node:crypto';
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { timeOrderedUuid } from './ids.ts';
import { recordChargeStatus } from './charge-status.ts';
import { recordCarnetEvent } from './carnet-status.ts';
import { redeliverLatestEvent } from './deliveries.ts';
import { applyBilletPayment, moveDueDate } from './boletos.ts';
import { noPaymentYet, settleByHand } from './charges.ts';
import { billetTermsFrom, checkCustomerDocuments } from '../domain/billet.ts';
import { beneficiaryCnpj } from './boleto-view-model.ts';
import type { Customer } from '../domain/billet-record.ts';
import {
  carnetHistory,
  checkDistinctParcels,
  checkRepeats,
  parcelDueDates,
  parcelRefusal,
  parcelValues,
  unknownParcel,
  type CarnetTerms,
  type CarnetRecord,
  type ParcelDueDate,
} from '../domain/carnet.ts';
import { checkSplit } from '../domain/marketplace.ts';
import { computeTotal, creationHistory, type ChargeItem, type ChargeStatus } from '../domain/charge.ts';
import type { ConditionalDiscount, Discount, InterestConfig } from '../domain/money.ts';
import { formatDate, formatTimestamp } from '../domain/clock.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

export interface CreateCarnetInput {
  items: ChargeItem[];
  customer: Customer;
  expire_at: string;
  repeats: number;
  split_items?: boolean;
  metadata?: { custom_id?: string | null; notification_url?: string | null };
  configurations?: { fine?: number; interest?: InterestConfig };
  message?: string;
  discount?: Discount;
  conditional_discount?: ConditionalDiscount;
}

export interface CarnetWithParcels {
  carnet: CarnetRecord;
  parcels: ChargeRecord[];
}

/** POST /v1/carnet: the carnê `up_to_date`, then each parcel `new`, then each `waiting` (§5.2). */
export function createCarnet(ctx: AppContext, account: AccountRow, input: CreateCarnetInput): CarnetWithParcels {
  const nowMs = accountNow(ctx, account);
  const today = formatDate(nowMs);
  const at = formatTimestamp(nowMs);
  checkRepeats(input.repeats);
  checkSplit(input.items);
  checkCustomerDocuments(input.customer, '/customer', beneficiaryCnpj(account.id));
  const splitItems = input.split_items ?? false;
  const values = parcelValues(computeTotal(input.items), input.repeats, splitItems);
  const dueDates = parcelDueDates(input.expire_at, input.repeats);
  // Every parcel's boleto terms, checked before anything is written (minimum, limit, dates).
  const parcelTerms = dueDates.map((expireAt, index) =>
    billetTermsFrom(
      { expire_at: expireAt, message: input.message, configurations: input.configurations, discount: input.discount, conditional_discount: input.conditional_discount },
      values[index],
      today,
      '',
    ),
  );
  const terms: CarnetTerms = {
    items: input.items,
    customer: input.customer,
    expireAt: input.expire_at,
    message: input.message ?? null,
    configurations: input.configurations ?? null,
    discount: input.discount ?? null,
    conditionalDiscount: input.conditional_discount ?? null,
  };
  const { store } = ctx;
  return store.transaction(() => {
    const carnetFields = {
      accountId: account.id,
      status: 'up_to_date' as const,
      repeats: input.repeats,
      splitItems,
      customId: input.metadata?.custom_id ?? null,
      notificationUrl: input.metadata?.notification_url ?? null,
      notificationToken: timeOrderedUuid(),
      code: `${account.id}_${randomBytes(5).toString('hex').toUpperCase()}`,
      createdAt: at,
      terms,
    };
    const carnet: CarnetRecord = { id: store.carnets.insert(carnetFields), ...carnetFields };
    const parcels: ChargeRecord[] = values.map((value, index) => {
      const fields = {
        accountId: account.id,
        status: 'new' as const,
        total: value,
        items: input.items,
        shippings: null,
        customId: carnet.customId,
        notificationUrl: carnet.notificationUrl,
        notificationToken: carnet.notificationToken,
        createdAt: at,
        carnetId: carnet.id,
        parcel: index + 1,
      };
      const id = store.charges.insert(fields);
      return { ...noPaymentYet, id, ...fields };
    });
    store.carnets.addHistory(carnet.id, carnetHistory.created, at);
    recordCarnetEvent(ctx, carnet, null, carnet.status, nowMs);
    for (const parcel of parcels) recordChargeStatus(ctx, parcel, { previous: null, current: 'new', history: creationHistory }, nowMs);
    for (const [index, parcel] of parcels.entries()) applyBilletPayment(ctx, parcel, input.customer, parcelTerms[index], nowMs, 'carnet');
    return { carnet, parcels: store.charges.parcels(carnet.id) };
  });
}

/** The carnê, if it belongs to this account; another tenant's id reads as unknown. */
export function findCarnet(ctx: AppContext, account: AccountRow, carnetId: number): CarnetRecord {
  const carnet = ctx.store.carnets.find(account.id, carnetId);
  if (!carnet) throw notFound('id');
  return carnet;
}

export function getCarnet(ctx: AppContext, account: AccountRow, carnetId: number) {
  const carnet = findCarnet(ctx, account, carnetId);
  return { carnet, parcels: ctx.store.charges.parcels(carnet.id), history: ctx.store.carnets.history(carnet.id) };
}

/** A parcel by its number within the carnê; an unknown number reads like an unknown property. */
function findParcel(ctx: AppContext, carnet: CarnetRecord, parcel: number): ChargeRecord {
  const found = ctx.store.charges.parcels(carnet.id).find((charge) => charge.parcel === parcel);
  if (!found) throw notFound('parcel');
  return found;
}

/** Nothing changes on a finished carnê (3500083). */
function requireOpen(carnet: CarnetRecord): void {
  if (carnet.status === 'finished') throw new ApiError('carnetFinished', 'Carnês com status [finished] não podem ser alterados.');
}

/** PUT /v1/carnet/:id/metadata: the carnê and every parcel; `resend` notifies the latest event again. */
export function updateCarnetMetadata(
  ctx: AppContext,
  account: AccountRow,
  carnetId: number,
  changes: { custom_id?: string | null; notification_url?: string | null; resend?: boolean },
): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const carnet = findCarnet(ctx, account, carnetId);
    const update = { customId: changes.custom_id, notificationUrl: changes.notification_url };
    ctx.store.carnets.setMetadata(carnet.id, update);
    const parcels = ctx.store.charges.parcels(carnet.id);
    for (const parcel of parcels) ctx.store.charges.setMetadata(parcel.id, update);
    const url = changes.notification_url !== undefined ? changes.notification_url : carnet.notificationUrl;
    if (changes.resend && url && parcels.length > 0) redeliverLatestEvent(ctx, account.id, carnet.notificationToken, parcels[0].id, nowMs);
  });
}

/** PUT /v1/carnet/:id/parcel/:parcel: one parcel's new due date, with its boleto re-issued. */
export function changeParcelDueDate(ctx: AppContext, account: AccountRow, carnetId: number, parcel: number, expireAt: string): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const carnet = findCarnet(ctx, account, carnetId);
    requireOpen(carnet);
    moveDueDate(ctx, account, findParcel(ctx, carnet, parcel), expireAt, nowMs, '');
  });
}

/**
 * PUT /v1/carnet/:id/parcels: several parcels' new due dates, all or nothing — each through the
 * single-parcel rule (moveDueDate, so each moved boleto gets new numbers and a new Pix code), in
 * one transaction that a refused parcel rolls back whole, as 3500101 naming that parcel.
 */
export function changeParcelDueDates(ctx: AppContext, account: AccountRow, carnetId: number, changes: readonly ParcelDueDate[]): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const carnet = findCarnet(ctx, account, carnetId);
    requireOpen(carnet);
    checkDistinctParcels(changes);
    const parcels = ctx.store.charges.parcels(carnet.id);
    for (const [index, change] of changes.entries()) {
      const parcel = parcels.find((charge) => charge.parcel === change.parcel);
      if (!parcel) throw unknownParcel(change.parcel);
      try {
        moveDueDate(ctx, account, parcel, change.expire_at, nowMs, `/parcels/${index}`);
      } catch (error) {
        throw error instanceof ApiError ? parcelRefusal(change.parcel, error) : error;
      }
    }
  });
}

/** PUT /v1/carnet/:id/parcel/:parcel/cancel: one parcel, with the charge cancel rule (3500043). */
export function cancelParcel(ctx: AppContext, account: AccountRow, carnetId: number, parcel: number): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const carnet = findCarnet(ctx, account, carnetId);
    requireOpen(carnet);
    recordChargeStatus(ctx, findParcel(ctx, carnet, parcel), 'cancel', nowMs);
  });
}

const openStatuses: readonly ChargeStatus[] = ['new', 'waiting', 'unpaid', 'link'];

/**
 * PUT /v1/carnet/:id/cancel: every parcel not yet resolved is canceled; the paid ones stay paid.
 * With every parcel resolved, the carnê is `finished`.
 */
export function cancelCarnet(ctx: AppContext, account: AccountRow, carnetId: number): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const carnet = findCarnet(ctx, account, carnetId);
    requireOpen(carnet);
    ctx.store.carnets.addHistory(carnet.id, 'Carnê cancelado', formatTimestamp(nowMs));
    for (const parcel of ctx.store.charges.parcels(carnet.id)) {
      if (openStatuses.includes(parcel.status)) recordChargeStatus(ctx, parcel, 'cancel', nowMs);
    }
  });
}

/** PUT /v1/carnet/:id/parcel/:parcel/settle: the parcel is paid by hand (charges.ts settleByHand: `paid` or `settled` by profile). */
export function settleParcel(ctx: AppContext, account: AccountRow, carnetId: number, parcel: number): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const carnet = findCarnet(ctx, account, carnetId);
    requireOpen(carnet);
    settleByHand(ctx, account, findParcel(ctx, carnet, parcel), nowMs);
  });
}

/** PUT /v1/carnet/:id/settle: every parcel still open is paid by hand; none open is 3500069. */
export function settleCarnet(ctx: AppContext, account: AccountRow, carnetId: number): void {
  const nowMs = accountNow(ctx, account);
  ctx.store.transaction(() => {
    const carnet = findCarnet(ctx, account, carnetId);
    requireOpen(carnet);
    // A parcel paid at a bank and awaiting the bank's confirmation is paid already: left to it.
    const open = ctx.store.charges
      .parcels(carnet.id)
      .filter((parcel) => openStatuses.includes(parcel.status) && ctx.store.awaitingConfirmations.find(account.id, parcel.id) === null);
    if (open.length === 0) throw new ApiError('notSettleable', 'Nenhuma parcela do carnê está em aberto: status [new], [waiting] ou [unpaid].');
    for (const parcel of open) settleByHand(ctx, account, parcel, nowMs);
  });
}

export function addCarnetHistory(ctx: AppContext, account: AccountRow, carnetId: number, description: string): void {
  const at = formatTimestamp(accountNow(ctx, account));
  ctx.store.transaction(() => {
    const carnet = findCarnet(ctx, account, carnetId);
    ctx.store.carnets.addHistory(carnet.id, description, at);
  });
}

/** The parcel a parcel route names, for routes that work on it outside a transaction (resend). */
export function findCarnetParcel(ctx: AppContext, account: AccountRow, carnetId: number, parcel: number): { carnet: CarnetRecord; charge: ChargeRecord } {
  const carnet = findCarnet(ctx, account, carnetId);
  return { carnet, charge: findParcel(ctx, carnet, parcel) };
}

export { requireOpen as requireOpenCarnet };
