// Everything the use cases need from storage, behind one object: the repositories and the
// transaction that wraps each use case.
import { largePageCacheDuring, openDatabase, type Db } from './db.ts';
import { startCheckpointer, type Checkpointer } from './checkpointer.ts';
import { createAccountsRepo } from './accounts-repo.ts';
import { createTokensRepo } from './tokens-repo.ts';
import { createChargesRepo } from './charges-repo.ts';
import { createChargeListingRepo } from './charge-listing-repo.ts';
import { createNotificationsRepo } from './notifications-repo.ts';
import { createJobsRepo } from './jobs-repo.ts';
import { createDeliveriesRepo } from './deliveries-repo.ts';
import { createEmailsRepo } from './emails-repo.ts';
import { createPaymentTokensRepo } from './payment-tokens-repo.ts';
import { createPlansRepo } from './plans-repo.ts';
import { createSubscriptionsRepo } from './subscriptions-repo.ts';
import { createCarnetsRepo } from './carnets-repo.ts';
import { createSnapshotsRepo } from './snapshots-repo.ts';
import { createAccountStateRepo } from './account-state.ts';
import { createFaultsRepo } from './faults-repo.ts';
import { createPixSigningKeyRepo } from './pix-signing-key-repo.ts';
import { createPixLocationsRepo } from './pix-locations-repo.ts';
import { createQuotaRepo } from './quota-repo.ts';
import { createConfirmationsRepo } from './confirmations-repo.ts';
import { createReportRepo } from './report-repo.ts';
import { createAwaitingConfirmationsRepo } from './awaiting-confirmations-repo.ts';
import { fillMissingSearchText } from './search-index.ts';
import { GroupCommit } from './group-commit.ts';
import { preparingLazily } from './lazy-statements.ts';

/**
 * The store on `db`. Its repositories' statements are prepared on first use (lazy-statements.ts):
 * a start prepares the few its first answers need, not all ~175; `prepareStatements()` prepares
 * the rest at once (tests: every statement's SQL is checked there).
 */
export function createStore(db: Db, checkpointer?: Checkpointer) {
  const { value: store, prepareAll } = preparingLazily(db, () => buildStore(db, checkpointer));
  return Object.assign(store, { prepareStatements: prepareAll });
}

function buildStore(db: Db, checkpointer?: Checkpointer) {
  const accounts = createAccountsRepo(db);
  const faults = createFaultsRepo(db);
  const quota = createQuotaRepo(db);
  const pixLocations = createPixLocationsRepo(db);
  const commits = new GroupCommit(db, () => {
    accounts.forgetCached(); // a rolled-back clock move must not linger in memory
    faults.forgetCached(); // nor a rolled-back rule
    quota.forgetCached(); // nor a rolled-back count
    pixLocations.forgetCached(); // nor a rolled-back Bolix location
  });
  /** At shutdown a failed commit has nobody left to tell but the log (its waiters are cut). */
  const flushBeforeClosing = () => {
    try {
      commits.flush();
    } catch (error) {
      console.error('closing the database: the last commit failed:', error);
    }
  };
  const withWalkCache = largePageCacheDuring(db);
  // Rows written before migration 014: computed once, at the first start after it.
  fillMissingSearchText(db);
  return {
    db,
    accounts,
    tokens: createTokensRepo(db),
    charges: createChargesRepo(db),
    chargeListing: createChargeListingRepo(db),
    notifications: createNotificationsRepo(db),
    jobs: createJobsRepo(db),
    deliveries: createDeliveriesRepo(db),
    emails: createEmailsRepo(db),
    paymentTokens: createPaymentTokensRepo(db),
    carnets: createCarnetsRepo(db),
    plans: createPlansRepo(db),
    subscriptions: createSubscriptionsRepo(db),
    pixLocations,
    quota,
    confirmations: createConfirmationsRepo(db),
    report: createReportRepo(db),
    awaitingConfirmations: createAwaitingConfirmationsRepo(db),
    snapshots: createSnapshotsRepo(db),
    accountState: createAccountStateRepo(db),
    faults,
    pixSigningKey: createPixSigningKeyRepo(db),
    /**
     * Runs `work` atomically: all of it is kept, or none of it. It is committed together with the
     * other work of this turn of the event loop, before anything of it can be seen outside the
     * process (see group-commit.ts); a nested call is part of the outer one.
     */
    transaction<T>(work: () => T): T {
      return commits.run(work);
    },
    /**
     * Runs one statement as a unit of work of its own, committed like transaction()'s but without
     * the savepoint a single statement does not need (SQLite keeps or undoes a statement whole).
     */
    statement<T>(run: () => T): T {
      return commits.runStatement(run);
    },
    /**
     * Runs `hook` once what has been done so far is committed (at once when nothing is pending);
     * `onFailure` instead, if the commit fails. A hook registered by work that rolls back is dropped.
     */
    afterCommit(hook: () => void, onFailure?: (error: unknown) => void): void {
      commits.afterCommit(hook, onFailure);
    },
    /** Whether work is done but not yet committed: whatever describes it must wait (afterCommit). */
    get commitPending(): boolean {
      return commits.pending;
    },
    /** Runs a clock walk: the log may grow to a larger bound meanwhile (checkpointer.ts), and the page cache (db.ts). */
    bulkWrites<T>(work: () => Promise<T>): Promise<T> {
      return withWalkCache(() => (checkpointer ? checkpointer.duringBulkWrites(work) : work()));
    },
    /** How many times pending work was lost to a failed commit (group-commit.ts). */
    get lostCommits(): number {
      return commits.lostCommits;
    },
    /**
     * Commits the pending work now: before a request leaves the process, before closing. Throws
     * when the commit fails (its waiters are told first).
     */
    flush(): void {
      commits.flush();
    },
    flushBeforeClosing,
    close(): void {
      flushBeforeClosing();
      db.close();
    },
  };
}

export type Store = ReturnType<typeof createStore>;

export function openStore(file: string): Store & { stopBackgroundWork(): Promise<void> } {
  const db = openDatabase(file);
  const checkpointer = startCheckpointer(db, file);
  const store = createStore(db, checkpointer);
  return Object.assign(store, {
    stopBackgroundWork: () => {
      store.flushBeforeClosing(); // the checkpointer's last TRUNCATE needs no transaction open here
      return checkpointer.stop();
    },
  });
}
