// What every use case is given: the store and the wall clock. Injected so tests and the
// benchmark can drive time without touching Date.now().
import type { Store } from '../store/store.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { virtualNow } from '../domain/clock.ts';

export interface AppContext {
  store: Store;
  wallClock: () => number;
}

/** The account's virtual "now", in epoch ms. */
export function accountNow(ctx: AppContext, account: AccountRow): number {
  return virtualNow(ctx.wallClock(), account.clock_offset_ms);
}
