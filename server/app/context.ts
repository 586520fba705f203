// What every use case is given: the store, the wall clock, the change feed, and a way to wake
// the job runner. Injected so tests and the benchmark can drive time without Date.now().
import type { Store } from '../store/store.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { virtualNow } from '../domain/clock.ts';
import { ChangeFeed } from './feed.ts';
import { RequestLog } from './request-log.ts';
import { FetchGrace } from './fetch-grace.ts';
import { ReportObservations } from './report-observations.ts';

export interface AppContext {
  store: Store;
  wallClock: () => number;
  feed: ChangeFeed;
  /** The last requests of each account, in memory (GET /sandbox/v1/requests). */
  requestLog: RequestLog;
  /** What the integration report reads of each account's /v1 calls since its reset, in memory. */
  reportObservations: ReportObservations;
  /** Asks the job runner to look for due work now rather than at its next poll. */
  wakeJobRunner: () => void;
  /** Callbacks answered 2xx whose re-notification waits for their token's fetch, in real time. */
  fetchGrace: FetchGrace;
}

export function createContext(store: Store, wallClock: () => number = Date.now): AppContext {
  return {
    store,
    wallClock,
    feed: new ChangeFeed(),
    requestLog: new RequestLog(),
    reportObservations: new ReportObservations(wallClock()),
    wakeJobRunner: () => {},
    fetchGrace: new FetchGrace(),
  };
}

/**
 * The account's virtual "now", in epoch ms, from the row the request authenticated with: a
 * synchronous handler cannot be overtaken by an advance. After an `await`, use accountNowById.
 */
export function accountNow(ctx: AppContext, account: Pick<AccountRow, 'clock_offset_ms'>): number {
  return virtualNow(ctx.wallClock(), account.clock_offset_ms);
}

/** The account's virtual "now", read fresh from the store. */
export function accountNowById(ctx: AppContext, accountId: number): number {
  return virtualNow(ctx.wallClock(), ctx.store.accounts.findById(accountId)?.clock_offset_ms ?? 0);
}
