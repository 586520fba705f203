import type { Db } from './db.ts';
import type { CarnetRecord, CarnetStatus } from '../domain/carnet.ts';
import { nextIdSql, prepareHistory, prepareMetadataUpdate, type MetadataChanges } from './shared-statements.ts';
import { prepareSearchRefresh, SEARCH_CONDITION, searchParams } from './search-index.ts';
import type { SearchQuery } from '../domain/search.ts';

const NO_SEARCH: SearchQuery = { text: '', digits: null, code: null, id: null };

interface CarnetRow {
  id: number;
  account_id: number;
  status: CarnetStatus;
  repeats: number;
  split_items: number;
  custom_id: string | null;
  notification_url: string | null;
  notification_token: string;
  code: string;
  created_at: string;
  terms: string;
}

export type NewCarnet = Omit<CarnetRecord, 'id'>;

function toRecord(row: CarnetRow): CarnetRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    status: row.status,
    repeats: row.repeats,
    splitItems: row.split_items === 1,
    customId: row.custom_id,
    notificationUrl: row.notification_url,
    notificationToken: row.notification_token,
    code: row.code,
    createdAt: row.created_at,
    terms: JSON.parse(row.terms),
  };
}

export function createCarnetsRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO carnets (id, account_id, status, repeats, split_items, custom_id, notification_url, notification_token, code, created_at, terms)
     VALUES (${nextIdSql('carnets', 100000)}, @accountId, @status, @repeats, @splitItems, @customId,
       @notificationUrl, @notificationToken, @code, @createdAt, @terms)`,
  );
  // The account is part of every lookup: another tenant's id reads exactly like an unknown id.
  const byId = db.prepare('SELECT * FROM carnets WHERE id = ? AND account_id = ?');
  const byCode = db.prepare('SELECT * FROM carnets WHERE code = ?');
  const setStatus = db.prepare('UPDATE carnets SET status = ? WHERE id = ?');
  const updateMetadata = prepareMetadataUpdate(db, 'carnets');
  const refreshSearch = prepareSearchRefresh(db, 'carnets');
  const history = prepareHistory(db, 'carnet_history', 'carnet_id');
  // An account holds few carnês next to its charges, so the account's rows are scanned in id order.
  const matching = `FROM carnets WHERE account_id = @accountId
    AND (@searching = 0 OR ${SEARCH_CONDITION} OR id IN (SELECT value FROM json_each(@owners)))`;
  const list = db.prepare(`SELECT * ${matching} ORDER BY id DESC LIMIT @limit OFFSET @offset`);
  const count = db.prepare(`SELECT COUNT(*) ${matching}`).pluck();

  return {
    insert(carnet: NewCarnet): number {
      const result = insert.run({ ...carnet, splitItems: carnet.splitItems ? 1 : 0, terms: JSON.stringify(carnet.terms) });
      const id = Number(result.lastInsertRowid);
      refreshSearch(id);
      return id;
    },
    find(accountId: number, id: number): CarnetRecord | undefined {
      const row = byId.get(id, accountId) as CarnetRow | undefined;
      return row && toRecord(row);
    },
    /** Public booklet pages are reached by code, not by account. */
    findByCode(code: string): CarnetRecord | undefined {
      const row = byCode.get(code) as CarnetRow | undefined;
      return row && toRecord(row);
    },
    setStatus(id: number, status: CarnetStatus): void {
      setStatus.run(status, id);
    },
    setMetadata(id: number, changes: MetadataChanges): void {
      updateMetadata(id, changes);
      refreshSearch(id);
    },
    addHistory: history.add,
    history: history.of,
    /** One page of the account's carnês, newest first, and how many match (`search`, or a parcel among `owners`). */
    list(accountId: number, filter: { search?: SearchQuery; owners?: number[]; limit: number; offset: number }): { total: number; rows: CarnetRecord[] } {
      const { search } = filter;
      const params = {
        accountId,
        searching: search ? 1 : 0,
        ...(search ? searchParams(search) : searchParams(NO_SEARCH)),
        owners: JSON.stringify(filter.owners ?? []),
      };
      return {
        total: count.get(params) as number,
        rows: (list.all({ ...params, limit: filter.limit, offset: filter.offset }) as CarnetRow[]).map(toRecord),
      };
    },
  };
}

export type CarnetsRepo = ReturnType<typeof createCarnetsRepo>;
