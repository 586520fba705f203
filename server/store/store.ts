// Everything the use cases need from storage, behind one object: the repositories and the
// transaction that wraps each use case.
import { openDatabase, type Db } from './db.ts';
import { startCheckpointer } from './checkpointer.ts';
import { createAccountsRepo } from './accounts-repo.ts';
import { createTokensRepo } from './tokens-repo.ts';
import { createChargesRepo } from './charges-repo.ts';
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
import { fillMissingSearchText } from './search-index.ts';

export function createStore(db: Db) {
  // Work to do once the current transaction has committed (wake the delivery worker, tell the
  // dashboard); dropped if it rolls back, so nobody hears of a change that did not happen.
  let afterCommitQueue: Array<() => void> | null = null;
  const accounts = createAccountsRepo(db);
  const faults = createFaultsRepo(db);
  // One wrapper for all: better-sqlite3 builds a fresh one per db.transaction() call otherwise.
  const runInTransaction = db.transaction((work: () => unknown) => work());
  // Rows written before migration 014: computed once, at the first start after it.
  fillMissingSearchText(db);
  return {
    db,
    accounts,
    tokens: createTokensRepo(db),
    charges: createChargesRepo(db),
    notifications: createNotificationsRepo(db),
    jobs: createJobsRepo(db),
    deliveries: createDeliveriesRepo(db),
    emails: createEmailsRepo(db),
    paymentTokens: createPaymentTokensRepo(db),
    carnets: createCarnetsRepo(db),
    plans: createPlansRepo(db),
    subscriptions: createSubscriptionsRepo(db),
    snapshots: createSnapshotsRepo(db),
    accountState: createAccountStateRepo(db),
    faults,
    /** Runs `work` in one SQLite transaction: all of it is committed, or none of it. */
    transaction<T>(work: () => T): T {
      if (afterCommitQueue) return work(); // nested: part of the outer transaction
      afterCommitQueue = [];
      let result: T;
      try {
        // IMMEDIATE: take the write lock up front, waiting (busy_timeout) while another connection
        // holds it (the checkpointer's idle TRUNCATE, briefly; another process). A deferred
        // transaction that read first could not wait for it and would fail BUSY. If the wait runs
        // out, SQLITE_BUSY is thrown before anything is written, and the HTTP layer answers 503.
        result = runInTransaction.immediate(work) as T;
      } catch (error) {
        afterCommitQueue = null;
        accounts.forgetCached(); // a rolled-back clock move must not linger in memory
        faults.forgetCached(); // nor a rolled-back rule
        throw error;
      }
      const hooks = afterCommitQueue;
      afterCommitQueue = null;
      for (const hook of hooks) hook();
      return result;
    },
    afterCommit(hook: () => void): void {
      if (afterCommitQueue) afterCommitQueue.push(hook);
      else hook();
    },
    close(): void {
      db.close();
    },
  };
}

export type Store = ReturnType<typeof createStore>;

export function openStore(file: string): Store & { stopBackgroundWork(): Promise<void> } {
  const db = openDatabase(file);
  const checkpointer = startCheckpointer(db, file);
  return Object.assign(createStore(db), { stopBackgroundWork: () => checkpointer.stop() });
}
