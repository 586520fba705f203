// Everything the use cases need from storage, behind one object: the repositories and the
// transaction that wraps each use case.
import { openDatabase, type Db } from './db.ts';
import { createAccountsRepo } from './accounts-repo.ts';
import { createTokensRepo } from './tokens-repo.ts';
import { createChargesRepo } from './charges-repo.ts';
import { createNotificationsRepo } from './notifications-repo.ts';

export function createStore(db: Db) {
  return {
    db,
    accounts: createAccountsRepo(db),
    tokens: createTokensRepo(db),
    charges: createChargesRepo(db),
    notifications: createNotificationsRepo(db),
    /** Runs `work` in one SQLite transaction: all of it is committed, or none of it. */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
    close(): void {
      db.close();
    },
  };
}

export type Store = ReturnType<typeof createStore>;

export function openStore(file: string): Store {
  return createStore(openDatabase(file));
}
