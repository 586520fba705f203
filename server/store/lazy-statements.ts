// Statements made while the store is built are prepared on their first use, not at start.
//
// Why: the repositories prepare ~175 statements when the store is made, and preparing them took
// ~9 ms of CPU at every start, while a first answer uses a handful (cold start, issue 23 §6). The
// repositories keep calling `db.prepare(...)` as they always did: while `preparingLazily` runs,
// the connection's `prepare` hands out stand-ins that prepare the real statement when one of its
// methods is first called, then call it directly from then on. `prepareAll()` prepares every
// stand-in at once — what a test runs, so an SQL mistake fails there and not only on first use.
import type Database from 'better-sqlite3';
import type { Db } from './db.ts';

type Statement = Database.Statement<unknown[], unknown>;
type Mode = 'pluck' | 'expand' | 'raw' | 'safeIntegers';

// Methods whose result is the statement itself: called on the stand-in before its first use,
// they are recorded and replayed on the real statement (`db.prepare(sql).pluck()`).
const MODES: readonly Mode[] = ['pluck', 'expand', 'raw', 'safeIntegers'];
// Everything else a statement offers, forwarded to the real one.
const METHODS = ['run', 'get', 'all', 'iterate', 'bind', 'columns'] as const;
const PROPERTIES = ['reader', 'readonly', 'busy', 'database'] as const;

class LazyStatement {
  private statement: Statement | undefined;
  private readonly modes: Array<[Mode, boolean[]]> = [];

  constructor(
    private readonly prepareNow: (source: string) => Statement,
    readonly source: string,
  ) {}

  /** The real statement, prepared now if it was not yet; its methods then replace the stand-in's. */
  real(): Statement {
    if (this.statement) return this.statement;
    const statement = this.prepareNow(this.source);
    for (const [mode, on] of this.modes) statement[mode](...on); // as called: pluck() is not pluck(undefined)
    this.statement = statement;
    for (const method of METHODS) Object.defineProperty(this, method, { value: statement[method].bind(statement), configurable: true });
    return statement;
  }

  /** pluck(), raw(), …: on the real statement if there is one, else kept for when it is prepared. */
  withMode(mode: Mode, on: boolean[]): this {
    if (this.statement) this.statement[mode](...on);
    else this.modes.push([mode, on]);
    return this;
  }
}

for (const mode of MODES) {
  Object.defineProperty(LazyStatement.prototype, mode, {
    value(this: LazyStatement, ...on: boolean[]) {
      return this.withMode(mode, on);
    },
  });
}
for (const method of METHODS) {
  Object.defineProperty(LazyStatement.prototype, method, {
    value(this: LazyStatement, ...args: unknown[]) {
      const statement = this.real();
      return (statement[method] as (...args: unknown[]) => unknown).apply(statement, args);
    },
  });
}
for (const property of PROPERTIES) {
  Object.defineProperty(LazyStatement.prototype, property, {
    get(this: LazyStatement) {
      return this.real()[property];
    },
  });
}

export interface LazyPreparation<T> {
  value: T;
  /** Prepares every statement `make` asked for that is not prepared yet (throws on an SQL error). */
  prepareAll(): void;
}

/** Runs `make` (which builds repositories on `db`) with `db.prepare` handing out stand-ins. */
export function preparingLazily<T>(db: Db, make: () => T): LazyPreparation<T> {
  const prepare = db.prepare;
  const prepareNow = (source: string) => prepare.call(db, source) as Statement;
  const made: LazyStatement[] = [];
  const lazyPrepare = (source: string) => {
    const statement = new LazyStatement(prepareNow, source);
    made.push(statement);
    return statement as unknown as Statement;
  };
  // An own property of this connection only, and only while `make` runs: statements prepared
  // afterwards (a request's own SQL) are prepared at once, as before.
  const own = Object.getOwnPropertyDescriptor(db, 'prepare');
  db.prepare = lazyPrepare as unknown as Db['prepare'];
  let value: T;
  try {
    value = make();
  } finally {
    if (own) Object.defineProperty(db, 'prepare', own);
    else delete (db as { prepare?: unknown }).prepare;
  }
  return {
    value,
    prepareAll() {
      for (const statement of made) statement.real();
    },
  };
}
