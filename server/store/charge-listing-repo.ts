// GET /v1/charges's lookup: the ids of one page of an account's charges of one type, with a date
// range on one of their dates and the optional filters, oldest first — and, for each, when it was
// paid. The rows themselves are read by the charges repo (one shape of a charge, mapped once).
import type Database from 'better-sqlite3';
import type { Db } from './db.ts';
import type { ChargeListQuery, ListDateField, ListedChargeType } from '../domain/charge-list-query.ts';
import { dayAfter } from '../domain/charge-list-query.ts';

/**
 * Which charges each type holds. A carnê's parcels and a subscription's charges are theirs
 * whatever they are paid with; a charge whose payer has not chosen yet (`new`, or a link) is both
 * a billet and a card one — but a link that allows only one method is that method's.
 */
const TYPE_CONDITION: Record<ListedChargeType, string> = {
  carnet: 'carnet_id IS NOT NULL',
  subscription: 'subscription_id IS NOT NULL',
  billet: `carnet_id IS NULL AND subscription_id IS NULL AND (payment_method = 'banking_billet'
    OR (payment_method IS NULL AND (link IS NULL OR link ->> '$.paymentMethod' <> 'credit_card')))`,
  card: `carnet_id IS NULL AND subscription_id IS NULL AND (payment_method = 'credit_card'
    OR (payment_method IS NULL AND (link IS NULL OR link ->> '$.paymentMethod' <> 'banking_billet')))`,
};

/**
 * The date each `date_of` bounds. `payment`: the day the payment was received
 * (`received_by_bank_at`), through migration 019's partial index — the ERP's catch-up query.
 * `expired`: the boleto's due date, else the link's. `creation`: `created_at` is a timestamp, so
 * the range ends before the day after `end_date`.
 */
const DATE_CONDITION: Record<ListDateField, string> = {
  payment: 'received_by_bank_at BETWEEN @begin AND @end',
  expired: `COALESCE(billet ->> '$.expireAt', link ->> '$.expireAt') BETWEEN @begin AND @end`,
  creation: 'created_at >= @begin AND created_at < @endExclusive',
};

/**
 * How each query reads the table, named: left to itself SQLite reads every charge of the account
 * through `charges_by_account_status` and sorts them all, where a walk in id order stops at the
 * page's end. `payment` has its own index (migration 019); a status, its own (ordered by id
 * after the status); the creation and due dates have none — an index on
 * `created_at` would cost every POST /v1/charge a B-tree write — so the table is walked by id, as
 * the dashboard's list does (charges-repo.ts).
 */
function accessFor(query: ChargeListQuery): string {
  if (query.dateOf === 'payment') return 'INDEXED BY charges_by_account_payment';
  if (query.status) return 'INDEXED BY charges_by_account_status';
  return 'NOT INDEXED';
}

/**
 * When the charge was confirmed paid: the time of its latest `paid` (or `settled`) event. Events
 * sit under the charge's token, shared with its carnê or subscription, so the charge is named.
 */
const PAID_AT = `(SELECT e.created_at FROM notification_events e
  WHERE e.token = charges.notification_token AND e.status_current IN ('paid', 'settled')
    AND e.identifiers ->> '$.charge_id' = charges.id
  ORDER BY e.seq DESC LIMIT 1)`;

export interface ListedChargeRef {
  id: number;
  paid_at: string | null;
}

export function createChargeListingRepo(db: Db) {
  // One statement per combination of filters, prepared on first use: a generic
  // `(@status IS NULL OR status = @status)` would keep SQLite from planning each well.
  const statements = new Map<string, Database.Statement>();

  function statementFor(query: ChargeListQuery): Database.Statement {
    const key = [query.chargeType, query.dateOf, query.status ? 's' : '', query.customerDocument ? 'd' : '', query.customId ? 'c' : '', query.value !== undefined ? 'v' : ''].join(':');
    let statement = statements.get(key);
    if (!statement) {
      const conditions = ['account_id = @accountId', DATE_CONDITION[query.dateOf], `(${TYPE_CONDITION[query.chargeType]})`];
      if (query.status) conditions.push('status = @status');
      if (query.customerDocument) conditions.push(`(customer ->> '$.cpf' = @document OR upper(customer ->> '$.juridical_person.cnpj') = @document)`);
      if (query.customId) conditions.push('custom_id = @customId');
      if (query.value !== undefined) conditions.push('total = @value');
      statement = db.prepare(
        `SELECT id, ${PAID_AT} AS paid_at FROM charges ${accessFor(query)}
         WHERE ${conditions.join(' AND ')} ORDER BY id LIMIT @limit OFFSET @offset`,
      );
      statements.set(key, statement);
    }
    return statement;
  }

  return {
    /** One page of the account's charges that match, oldest first. */
    page(accountId: number, query: ChargeListQuery): ListedChargeRef[] {
      const params: Record<string, unknown> = { accountId, begin: query.beginDate, limit: query.limit, offset: query.offset };
      if (query.dateOf === 'creation') params.endExclusive = dayAfter(query.endDate);
      else params.end = query.endDate;
      if (query.status) params.status = query.status;
      if (query.customerDocument) params.document = query.customerDocument;
      if (query.customId) params.customId = query.customId;
      if (query.value !== undefined) params.value = query.value;
      return statementFor(query).all(params) as ListedChargeRef[];
    },
  };
}
