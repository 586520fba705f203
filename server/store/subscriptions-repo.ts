import type { Db } from './db.ts';
import type { SubscriptionPayment, SubscriptionRecord, SubscriptionStatus } from '../domain/subscription.ts';
import { nextIdSql, prepareHistory, prepareMetadataUpdate, type MetadataChanges } from './shared-statements.ts';
import { prepareSearchRefresh, SEARCH_CONDITION, searchParams } from './search-index.ts';
import type { SearchQuery } from '../domain/search.ts';

const NO_SEARCH: SearchQuery = { text: '', digits: null, code: null, id: null };

interface SubscriptionRow {
  id: number;
  account_id: number;
  plan_id: number;
  status: SubscriptionStatus;
  value: number;
  items: string;
  shippings: string | null;
  custom_id: string | null;
  notification_url: string | null;
  notification_token: string;
  created_at: string;
  payment_method: SubscriptionPayment['method'] | null;
  payment: string | null;
  first_execution: string | null;
  occurrences: number;
}

export type NewSubscription = Omit<SubscriptionRecord, 'id' | 'payment' | 'firstExecution' | 'occurrences'>;

function toRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    planId: row.plan_id,
    status: row.status,
    value: row.value,
    items: JSON.parse(row.items),
    shippings: row.shippings === null ? null : JSON.parse(row.shippings),
    customId: row.custom_id,
    notificationUrl: row.notification_url,
    notificationToken: row.notification_token,
    createdAt: row.created_at,
    payment: row.payment === null ? null : JSON.parse(row.payment),
    firstExecution: row.first_execution,
    occurrences: row.occurrences,
  };
}

export function createSubscriptionsRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO subscriptions (id, account_id, plan_id, status, value, items, shippings, custom_id, notification_url,
       notification_token, created_at)
     VALUES (${nextIdSql('subscriptions', 50000)}, @accountId, @planId, @status, @value, @items,
       @shippings, @customId, @notificationUrl, @notificationToken, @createdAt)`,
  );
  // The account is part of every lookup: another tenant's id reads exactly like an unknown id.
  const byId = db.prepare('SELECT * FROM subscriptions WHERE id = ? AND account_id = ?');
  const setStatus = db.prepare('UPDATE subscriptions SET status = ? WHERE id = ?');
  const setPayment = db.prepare('UPDATE subscriptions SET payment_method = ?, payment = ?, first_execution = ? WHERE id = ?');
  const setOccurrences = db.prepare('UPDATE subscriptions SET occurrences = ? WHERE id = ?');
  const setTerms = db.prepare('UPDATE subscriptions SET plan_id = @planId, value = @value, items = @items, shippings = @shippings WHERE id = @id');
  const history = prepareHistory(db, 'subscription_history', 'subscription_id');
  const updateMetadata = prepareMetadataUpdate(db, 'subscriptions');
  const refreshSearch = prepareSearchRefresh(db, 'subscriptions');
  const matching = `FROM subscriptions WHERE account_id = @accountId
    AND (@searching = 0 OR ${SEARCH_CONDITION} OR id IN (SELECT value FROM json_each(@owners)))
    AND (@status IS NULL OR status = @status)`;
  const list = db.prepare(`SELECT * ${matching} ORDER BY id DESC LIMIT @limit OFFSET @offset`);
  const count = db.prepare(`SELECT COUNT(*) ${matching}`).pluck();

  return {
    insert(subscription: NewSubscription): number {
      const result = insert.run({
        ...subscription,
        items: JSON.stringify(subscription.items),
        shippings: subscription.shippings === null ? null : JSON.stringify(subscription.shippings),
      });
      const id = Number(result.lastInsertRowid);
      refreshSearch(id);
      return id;
    },
    find(accountId: number, id: number): SubscriptionRecord | undefined {
      const row = byId.get(id, accountId) as SubscriptionRow | undefined;
      return row && toRecord(row);
    },
    setStatus(id: number, status: SubscriptionStatus): void {
      setStatus.run(status, id);
    },
    setPayment(id: number, payment: SubscriptionPayment, firstExecution: string): void {
      setPayment.run(payment.method, JSON.stringify(payment), firstExecution, id);
      refreshSearch(id); // the payer's name, e-mail and documents come with the payment
    },
    setOccurrences(id: number, occurrences: number): void {
      setOccurrences.run(occurrences, id);
    },
    /** PUT /v1/subscription/:id: what the next periods charge, and under which plan. */
    setTerms(id: number, terms: Pick<SubscriptionRecord, 'planId' | 'value' | 'items' | 'shippings'>): void {
      setTerms.run({ id, ...terms, items: JSON.stringify(terms.items), shippings: terms.shippings === null ? null : JSON.stringify(terms.shippings) });
    },
    setMetadata(id: number, changes: MetadataChanges): void {
      updateMetadata(id, changes);
      refreshSearch(id);
    },
    addHistory: history.add,
    history: history.of,
    /** One page of the account's subscriptions, newest first, and how many match (`search`, or a charge among `owners`). */
    list(accountId: number, filter: { search?: SearchQuery; owners?: number[]; status?: SubscriptionStatus; limit: number; offset: number }): { total: number; rows: SubscriptionRecord[] } {
      const { search } = filter;
      const params = {
        accountId,
        searching: search ? 1 : 0,
        ...(search ? searchParams(search) : searchParams(NO_SEARCH)),
        owners: JSON.stringify(filter.owners ?? []),
        status: filter.status ?? null,
      };
      return {
        total: count.get(params) as number,
        rows: (list.all({ ...params, limit: filter.limit, offset: filter.offset }) as SubscriptionRow[]).map(toRecord),
      };
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
