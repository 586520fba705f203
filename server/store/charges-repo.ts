import type Database from 'better-sqlite3';
import type { Db } from './db.ts';
import type { ChargeStatus, Shipping } from '../domain/charge.ts';
import type { BilletRecord, Customer } from '../domain/billet-record.ts';
import type { CardPaymentRecord } from '../domain/card-payment.ts';
import type { LinkRecord } from '../domain/payment-link.ts';
import type { BalanceSheet } from '../domain/balance-sheet.ts';
import type { ChargeRecord, HistoryEntry, PaymentMethod } from '../domain/charge-record.ts';
import { nextIdSql, prepareMetadataUpdate, type MetadataChanges } from './shared-statements.ts';
import { chargeSearchAssignments, chargeSearchColumns, prepareSearchRefresh, registerSearchFunctions, SEARCH_CONDITION, searchParams } from './search-index.ts';
import { codeTextOf, searchTextOf, type SearchQuery } from '../domain/search.ts';

interface ChargeRow {
  id: number;
  account_id: number;
  status: ChargeStatus;
  total: number;
  items: string;
  shippings: string | null;
  custom_id: string | null;
  notification_url: string | null;
  notification_token: string;
  created_at: string;
  payment_method: string | null;
  payment_created_at: string | null;
  customer: string | null;
  billet: string | null;
  billet_code: string | null;
  balance_sheet: string | null;
  paid_value: number | null;
  received_by_bank_at: string | null;
  card: string | null;
  carnet_id: number | null;
  parcel: number | null;
  subscription_id: number | null;
  link: string | null;
  partner_token: string | null;
  /** Migration 023; absent from the list's narrower rows. */
  confirmed_at?: string | null;
}

/** What a status change needs of a charge: its status, the notification fields, its due date. */
export type ChargeHead = Pick<ChargeRecord, 'id' | 'accountId' | 'status' | 'customId' | 'notificationUrl' | 'notificationToken' | 'carnetId' | 'subscriptionId'> & {
  /** The boleto's due date, when it has one. */
  expireAt: string | null;
};

/** A row of the control API's charge list: what a table shows, without parsing the charge. */
export interface ChargeListRow {
  id: number;
  status: ChargeStatus;
  total: number;
  custom_id: string | null;
  created_at: string;
  payment_method: PaymentMethod | null;
  expire_at: string | null;
  typed_line: string | null;
  notification_url: string | null;
}

export interface ChargeListFilter {
  status?: ChargeStatus;
  search?: SearchQuery;
  limit: number;
  offset: number;
}

export type NewCharge = Pick<
  ChargeRecord,
  'accountId' | 'status' | 'total' | 'items' | 'shippings' | 'customId' | 'notificationUrl' | 'notificationToken' | 'createdAt'
> & Partial<Pick<ChargeRecord, 'carnetId' | 'parcel' | 'subscriptionId'>>;

/** What paying a charge by boleto stores on it. */
export interface BilletPayment {
  paymentCreatedAt: string;
  customer: Customer;
  billet: BilletRecord;
  billetCode: string;
  method?: 'banking_billet' | 'carnet';
}

const parseJson = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function toRecord(row: ChargeRow): ChargeRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    status: row.status,
    total: row.total,
    items: JSON.parse(row.items),
    shippings: parseJson<Shipping[]>(row.shippings),
    customId: row.custom_id,
    notificationUrl: row.notification_url,
    notificationToken: row.notification_token,
    createdAt: row.created_at,
    paymentMethod: row.payment_method as ChargeRecord['paymentMethod'],
    paymentCreatedAt: row.payment_created_at,
    customer: parseJson<Customer>(row.customer),
    billet: parseJson<BilletRecord>(row.billet),
    billetCode: row.billet_code,
    balanceSheet: parseJson<BalanceSheet>(row.balance_sheet),
    paidValue: row.paid_value,
    receivedByBankAt: row.received_by_bank_at,
    card: parseJson<CardPaymentRecord>(row.card),
    carnetId: row.carnet_id,
    parcel: row.parcel,
    subscriptionId: row.subscription_id,
    link: parseJson<LinkRecord>(row.link),
    partnerToken: row.partner_token,
    // The boleto's confirmation day is the day of the instant the payment made it paid (migration 026).
    confirmedOn: row.billet && row.confirmed_at ? row.confirmed_at.slice(0, 10) : null,
  };
}

/** A new charge's own columns, in the order both INSERTs bind them (positional: cheaper than named). */
function chargeColumns(charge: NewCharge) {
  return [
    charge.accountId,
    charge.status,
    charge.total,
    JSON.stringify(charge.items),
    charge.shippings === null ? null : JSON.stringify(charge.shippings),
    charge.customId,
    charge.notificationUrl,
    charge.notificationToken,
    charge.createdAt,
    charge.carnetId ?? null,
    charge.parcel ?? null,
    charge.subscriptionId ?? null,
  ] as const;
}

export function createChargesRepo(db: Db) {
  registerSearchFunctions(db);
  const insert = db.prepare(
    // Sandbox charge ids look like the real sandbox's (7 digits), not like 1, 2, 3. Positional
    // parameters: every POST /v1/charge runs this, and binding by name looks each name up.
    `INSERT INTO charges (id, account_id, status, total, items, shippings, custom_id, notification_url,
       notification_token, created_at, carnet_id, parcel, subscription_id, search_text, search_code)
     VALUES (${nextIdSql('charges', 1000000)}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // A charge written once with its boleto (a subscription's period, in a clock walk): its id is
  // needed first, for the boleto's numbers, and is the one the insert above would give it.
  const nextId = db.prepare(`SELECT ${nextIdSql('charges', 1000000)}`).pluck();
  // Positional: binding by name looks every name up on the argument object.
  const insertWithBillet = db.prepare(
    `INSERT INTO charges (id, account_id, status, total, items, shippings, custom_id, notification_url,
       notification_token, created_at, carnet_id, parcel, subscription_id, payment_method, payment_created_at,
       customer, billet, billet_code, search_text, search_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // The account is part of every lookup: another tenant's id must read exactly like an unknown id.
  const byId = db.prepare('SELECT * FROM charges WHERE id = ? AND account_id = ?');
  // The clock walk reads a charge per boleto falling due: only the columns a status change needs,
  // without decoding the items, the customer and the whole boleto.
  // Raw (an array per row): better-sqlite3 builds a row object property by property, interning
  // each column name, which cost more than the lookup itself on the walk's path.
  const headById = db
    .prepare(
      `SELECT status, custom_id, notification_url, notification_token, carnet_id, billet ->> '$.expireAt', subscription_id
       FROM charges WHERE id = ? AND account_id = ?`,
    )
    .raw();
  const setStatus = db.prepare('UPDATE charges SET status = ? WHERE id = ?');
  const updateMetadata = prepareMetadataUpdate(db, 'charges');
  const updateSubscriptionMetadata = prepareMetadataUpdate(db, 'charges', 'subscription_id');
  const refreshSearch = prepareSearchRefresh(db, 'charges');
  const refreshSubscriptionSearch = prepareSearchRefresh(db, 'charges', 'subscription_id');
  const byBilletCode = db.prepare('SELECT * FROM charges WHERE billet_code = ?');
  const byLinkCode = db.prepare('SELECT * FROM charges WHERE link_code = ?');
  // An account's links, newest first (the partial index holds only charges with a link).
  const linkCharges = db.prepare(
    'SELECT * FROM charges INDEXED BY charges_by_link_code WHERE link_code IS NOT NULL AND account_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  );
  const linkCount = db.prepare('SELECT COUNT(*) FROM charges INDEXED BY charges_by_link_code WHERE link_code IS NOT NULL AND account_id = ?').pluck();
  const setLink = db.prepare('UPDATE charges SET link = ?, link_code = ? WHERE id = ?');
  const setPayment = db.prepare(
    `UPDATE charges SET payment_method = @paymentMethod, payment_created_at = @paymentCreatedAt,
       customer = @customer, billet = @billet, billet_code = @billetCode,
       ${chargeSearchAssignments({ customer: '@customer', billet: '@billet' })} WHERE id = @id`,
  );
  const setCardPayment = db.prepare(
    `UPDATE charges SET payment_method = 'credit_card', payment_created_at = @paymentCreatedAt,
       customer = @customer, card = @card, ${chargeSearchAssignments({ customer: '@customer' })} WHERE id = @id`,
  );
  const setCard = db.prepare('UPDATE charges SET card = ? WHERE id = ?');
  const setBillet = db.prepare('UPDATE charges SET billet = ? WHERE id = ?');
  const setBalanceSheet = db.prepare('UPDATE charges SET balance_sheet = ? WHERE id = ?');
  const setPaid = db.prepare('UPDATE charges SET paid_value = ?, received_by_bank_at = ? WHERE id = ?');
  const setPartnerToken = db.prepare('UPDATE charges SET partner_token = ? WHERE id = ?');
  // Positional parameters: binding by name looks every name up on the argument object.
  const insertHistory = db.prepare(
    `INSERT INTO charge_history (charge_id, line, message, created_at)
     VALUES (?, (SELECT COALESCE(MAX(line), 0) + 1 FROM charge_history WHERE charge_id = ?), ?, ?)`,
  );
  const historyOf = db.prepare('SELECT message, created_at FROM charge_history WHERE charge_id = ? ORDER BY line');
  const parcelsOf = db.prepare('SELECT * FROM charges WHERE carnet_id = ? ORDER BY parcel');
  const firstParcel = db.prepare('SELECT id FROM charges WHERE carnet_id = ? ORDER BY parcel LIMIT 1').pluck();
  const parcelStatuses = db.prepare('SELECT status FROM charges WHERE carnet_id = ? ORDER BY parcel').pluck();
  const ofSubscription = db.prepare('SELECT * FROM charges WHERE subscription_id = ? ORDER BY parcel');
  const subscriptionHistory = db.prepare('SELECT id AS charge_id, status, created_at FROM charges WHERE subscription_id = ? ORDER BY parcel');
  const firstOfSubscription = db.prepare('SELECT id FROM charges WHERE subscription_id = ? ORDER BY parcel LIMIT 1').pluck();
  const latestOfSubscription = db.prepare('SELECT id FROM charges WHERE subscription_id = ? ORDER BY parcel DESC LIMIT 1').pluck();

  // The list's statements, one per filter combination (each uses its own index; a generic
  // `(@status IS NULL OR status = @status)` would make SQLite scan), prepared on first use.
  type ListStatements = { count: Database.Statement; page: Database.Statement; before: Database.Statement } | { matching: Database.Statement; row: Database.Statement };
  const listStatements = new Map<string, ListStatements>();
  const listColumns = `id, status, total, custom_id, created_at, payment_method,
    json_extract(billet, '$.expireAt') AS expire_at, json_extract(billet, '$.typedLine') AS typed_line,
    notification_url`;
  function listStatementsFor(filter: ChargeListFilter) {
    const key = `${filter.status ? 's' : ''}:${filter.search ? 'q' : ''}`;
    let statements = listStatements.get(key);
    if (!statements) {
      const status = filter.status ? ' AND status = @status' : '';
      if (!filter.search) {
        const condition = `account_id = @accountId${status}`;
        const index = `INDEXED BY charges_by_account_status`;
        // With a status, the index gives the page in order. Without one, the table is walked
        // backwards by id (an account's charges are usually the recent ones) rather than sorting
        // every charge of the account found through the status index.
        statements = {
          count: db.prepare(`SELECT COUNT(*) FROM charges ${index} WHERE ${condition}`).pluck(),
          page: db.prepare(
            `SELECT ${listColumns} FROM charges ${status ? index : 'NOT INDEXED'} WHERE ${condition}
             ORDER BY id DESC LIMIT @limit OFFSET @offset`,
          ),
          before: db.prepare(`SELECT COUNT(*) FROM charges ${index} WHERE ${condition} AND id > @id`).pluck(),
        };
      } else {
        // The matching ids come from the search index alone (one pass that gives the count too);
        // only the page's rows are read — never a walk of the whole table and its JSON.
        statements = {
          matching: db
            .prepare(`SELECT id FROM charges INDEXED BY charges_search WHERE account_id = @accountId${status} AND ${SEARCH_CONDITION} ORDER BY id DESC`)
            .pluck(),
          row: db.prepare(`SELECT ${listColumns} FROM charges WHERE id = ?`),
        };
      }
      listStatements.set(key, statements);
    }
    return statements;
  }
  function listParams(accountId: number, filter: ChargeListFilter): Record<string, unknown> {
    return { accountId, ...(filter.status ? { status: filter.status } : {}), ...(filter.search ? searchParams(filter.search) : {}) };
  }
  // The charges a carnê or subscription search also looks in (the parcels, the periods).
  const ownersMatching = (owner: 'carnet_id' | 'subscription_id') =>
    db
      .prepare(
        `SELECT DISTINCT ${owner} FROM charges INDEXED BY charges_search
         WHERE account_id = @accountId AND ${SEARCH_CONDITION} AND ${owner} IS NOT NULL`,
      )
      .pluck();
  const carnetsMatching = ownersMatching('carnet_id');
  const subscriptionsMatching = ownersMatching('subscription_id');
  const linksMatching = db.prepare(
    `SELECT * FROM charges INDEXED BY charges_by_link_code WHERE link_code IS NOT NULL AND account_id = @accountId
     AND ${SEARCH_CONDITION} ORDER BY id DESC`,
  );

  return {
    insert(charge: NewCharge): number {
      const result = insert.run(
        ...chargeColumns(charge),
        searchTextOf({ customId: charge.customId }),
        codeTextOf(charge.notificationToken, null),
      );
      return Number(result.lastInsertRowid);
    },
    /** The id the next charge inserted will get. */
    nextId: () => nextId.get() as number,
    /**
     * Inserts charge `id` already paid by boleto: the row `insert` then `setBilletPayment` leave,
     * search columns included, written once instead of three times.
     */
    insertWithBillet(id: number, charge: NewCharge, payment: BilletPayment): void {
      const { searchText, searchCode } = chargeSearchColumns({ ...charge, customer: payment.customer, billet: payment.billet });
      insertWithBillet.run(
        id,
        ...chargeColumns(charge),
        payment.method ?? 'banking_billet',
        payment.paymentCreatedAt,
        JSON.stringify(payment.customer),
        JSON.stringify(payment.billet),
        payment.billetCode,
        searchText,
        searchCode,
      );
    },
    find(accountId: number, id: number): ChargeRecord | undefined {
      const row = byId.get(id, accountId) as ChargeRow | undefined;
      return row && toRecord(row);
    },
    findHead(accountId: number, id: number): ChargeHead | undefined {
      const row = headById.get(id, accountId) as [ChargeStatus, string | null, string | null, string, number | null, string | null, number | null] | undefined;
      if (!row) return undefined;
      return {
        id,
        accountId,
        status: row[0],
        customId: row[1],
        notificationUrl: row[2],
        notificationToken: row[3],
        carnetId: row[4],
        expireAt: row[5],
        subscriptionId: row[6],
      };
    },
    /** Public boleto pages are reached by code, not by account. */
    findByBilletCode(code: string): ChargeRecord | undefined {
      const row = byBilletCode.get(code) as ChargeRow | undefined;
      return row && toRecord(row);
    },
    setBilletPayment(id: number, payment: BilletPayment): void {
      setPayment.run({
        id,
        paymentMethod: payment.method ?? 'banking_billet',
        paymentCreatedAt: payment.paymentCreatedAt,
        customer: JSON.stringify(payment.customer),
        billet: JSON.stringify(payment.billet),
        billetCode: payment.billetCode,
      });
    },
    setCardPayment(id: number, payment: { paymentCreatedAt: string; customer: Customer; card: CardPaymentRecord }): void {
      setCardPayment.run({ id, paymentCreatedAt: payment.paymentCreatedAt, customer: JSON.stringify(payment.customer), card: JSON.stringify(payment.card) });
    },
    /** The hosted payment page finds its charge by the link's code, not by account. */
    findByLinkCode(code: string): ChargeRecord | undefined {
      const row = byLinkCode.get(code) as ChargeRow | undefined;
      return row && toRecord(row);
    },
    /** One page of the account's charges with a payment link (those `search` finds), newest first, and how many there are. */
    withLinks(accountId: number, filter: { search?: SearchQuery; limit: number; offset: number }): { total: number; rows: ChargeRecord[] } {
      const { search, limit, offset } = filter;
      if (search) {
        // An account's links are few next to its charges: each one's row is checked.
        const rows = linksMatching.all({ accountId, ...searchParams(search) }) as ChargeRow[];
        return { total: rows.length, rows: rows.slice(offset, offset + limit).map(toRecord) };
      }
      return { total: linkCount.get(accountId) as number, rows: (linkCharges.all(accountId, limit, offset) as ChargeRow[]).map(toRecord) };
    },
    setLink(id: number, link: LinkRecord): void {
      setLink.run(JSON.stringify(link), link.code, id);
      refreshSearch(id);
    },
    setCard(id: number, card: CardPaymentRecord): void {
      setCard.run(JSON.stringify(card), id);
    },
    setBillet(id: number, billet: BilletRecord): void {
      setBillet.run(JSON.stringify(billet), id);
      refreshSearch(id); // a new due date is a new typed line and barcode
    },
    setBalanceSheet(id: number, sheet: BalanceSheet): void {
      setBalanceSheet.run(JSON.stringify(sheet), id);
    },
    setPaid(id: number, value: number | null, receivedByBankAt: string | null): void {
      setPaid.run(value, receivedByBankAt, id);
    },
    /** The partner-token of the partner route that issued or paid the charge. */
    setPartnerToken(id: number, token: string): void {
      setPartnerToken.run(token, id);
    },
    setStatus(id: number, status: ChargeStatus): void {
      setStatus.run(status, id);
    },
    setMetadata(id: number, changes: MetadataChanges): void {
      updateMetadata(id, changes);
      refreshSearch(id);
    },
    addHistory(chargeId: number, message: string, createdAt: string): void {
      insertHistory.run(chargeId, chargeId, message, createdAt);
    },
    history: (chargeId: number) => historyOf.all(chargeId) as HistoryEntry[],
    /** A carnê's parcels, in order (the carnê has already been checked to be the caller's). */
    parcels: (carnetId: number) => (parcelsOf.all(carnetId) as ChargeRow[]).map(toRecord),
    firstParcelId: (carnetId: number) => firstParcel.get(carnetId) as number | undefined,
    parcelStatuses: (carnetId: number) => parcelStatuses.all(carnetId) as ChargeStatus[],
    /** A subscription's charges, period by period. */
    ofSubscription: (subscriptionId: number) => (ofSubscription.all(subscriptionId) as ChargeRow[]).map(toRecord),
    /** What GET /v1/subscription/:id lists as its `history`: each period's charge and its status. */
    subscriptionHistory: (subscriptionId: number) =>
      subscriptionHistory.all(subscriptionId) as { charge_id: number; status: ChargeStatus; created_at: string }[],
    firstOfSubscription: (subscriptionId: number) => firstOfSubscription.get(subscriptionId) as number | undefined,
    latestOfSubscription: (subscriptionId: number) => latestOfSubscription.get(subscriptionId) as number | undefined,
    /** A subscription's metadata applies to every charge it generated, in one statement. */
    setSubscriptionMetadata(subscriptionId: number, changes: MetadataChanges): void {
      updateSubscriptionMetadata(subscriptionId, changes);
      refreshSubscriptionSearch(subscriptionId);
    },
    /** One page of the account's charges, newest first, and how many match in all. */
    list(accountId: number, filter: ChargeListFilter): { total: number; rows: ChargeListRow[] } {
      const statements = listStatementsFor(filter);
      const params = listParams(accountId, filter);
      if ('matching' in statements) {
        const ids = statements.matching.all(params) as number[];
        const page = ids.slice(filter.offset, filter.offset + filter.limit);
        return { total: ids.length, rows: page.map((id) => statements.row.get(id) as ChargeListRow) };
      }
      const total = statements.count.get(params) as number;
      const rows = total > filter.offset ? (statements.page.all({ ...params, limit: filter.limit, offset: filter.offset }) as ChargeListRow[]) : [];
      return { total, rows };
    },
    /** Where charge `id` stands in the list `filter` gives (0 = first), or null if it is not in it. */
    positionOf(accountId: number, filter: Omit<ChargeListFilter, 'limit' | 'offset'>, id: number): number | null {
      const statements = listStatementsFor({ ...filter, limit: 0, offset: 0 });
      const params = listParams(accountId, { ...filter, limit: 0, offset: 0 });
      if ('matching' in statements) {
        const index = (statements.matching.all(params) as number[]).indexOf(id);
        return index < 0 ? null : index;
      }
      const charge = headById.get(id, accountId) as [ChargeStatus] | undefined;
      if (!charge || (filter.status && charge[0] !== filter.status)) return null;
      return statements.before.get({ ...params, id }) as number;
    },
    /** The ids of every charge of the account `search` finds, newest first. */
    matchingIds(accountId: number, search: SearchQuery): number[] {
      const statements = listStatementsFor({ search, limit: 0, offset: 0 });
      return 'matching' in statements ? (statements.matching.all(listParams(accountId, { search, limit: 0, offset: 0 })) as number[]) : [];
    },
    /** The carnês (`carnet_id`) or subscriptions whose charges `search` finds. */
    ownersMatching(accountId: number, owner: 'carnet_id' | 'subscription_id', search: SearchQuery): number[] {
      return (owner === 'carnet_id' ? carnetsMatching : subscriptionsMatching).all({ accountId, ...searchParams(search) }) as number[];
    },
  };
}

export type ChargesRepo = ReturnType<typeof createChargesRepo>;
