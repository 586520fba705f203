// Callbacks answered 2xx whose token has not been fetched yet, and how long their re-notification
// waits for that fetch in real time.
//
// Why: the usual receiver answers the POST first and GETs /v1/notification/:token a moment later
// (after its 200 has left, from a queue, or once its handler's transaction commits). The
// "answered but never fetched" re-notification is due on the account's virtual clock, 5 minutes
// later — in production that leaves the receiver five real minutes to fetch, but a clock advance
// passes five virtual minutes in microseconds, so without a grace in real time every such
// receiver was notified again before its fetch arrived (measured: ten POSTs per event over a
// 3-day advance). So a re-notification after a 2xx is due only once both its virtual delay and
// FETCH_GRACE_MS of real time since that 2xx have passed: a fetch within the grace acknowledges the
// delivery whatever the virtual clock did meanwhile. Only a delivery's first 2xx is held
// (app/deliveries.ts): a receiver that let a whole grace pass without fetching does not fetch, so
// it walks the rest of the ladder on virtual time and costs an advance one grace, not one a step.
//
// Kept in memory only: after a restart every grace is long over. Real time is the monotonic clock,
// not the injected wall clock (which is the virtual clocks' base, and frozen in some tests).
import { monotonicMs } from './monotonic-clock.ts';

/**
 * 2 s: a receiver that answers and then fetches does so within milliseconds to a few hundred
 * (a cold TLS connection, a slow framework boot) — 2 s covers it with room for a loaded machine,
 * while a receiver that never fetches costs a clock advance one 2 s wait per instant at which
 * deliveries got their first 2xx (all of that instant's deliveries wait at once), not one per step
 * of the ladder (it was 18 s for 9 steps over 3 virtual days before only the first 2xx was held).
 */
export const FETCH_GRACE_MS = 2000;

interface Held {
  /** `account:token`: a fetch acknowledges every delivery of its token. */
  tokenKey: string;
  /** monotonicMs() past which the re-notification may go. */
  until: number;
}

export class FetchGrace {
  /** By delivery id, in insertion order — which is deadline order, the grace being constant. */
  private readonly held = new Map<number, Held>();
  private readonly byToken = new Map<string, Set<number>>();
  /** Waiters of settled(), told of every fetch. */
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly graceMs: number = FETCH_GRACE_MS,
    private readonly now: () => number = monotonicMs,
  ) {}

  /** A scheduled attempt of the delivery was answered 2xx, its token not fetched: hold its re-notification. */
  answered(accountId: number, token: string, deliveryId: number): void {
    this.forgetExpired();
    this.release(deliveryId); // re-inserted at the end: the map stays in deadline order
    const tokenKey = `${accountId}:${token}`;
    this.held.set(deliveryId, { tokenKey, until: this.now() + this.graceMs });
    let ids = this.byToken.get(tokenKey);
    if (!ids) this.byToken.set(tokenKey, (ids = new Set()));
    ids.add(deliveryId);
  }

  /** The token was fetched (and the fetch committed): its deliveries are acknowledged, none waits any more. */
  fetched(accountId: number, token: string): void {
    const ids = this.byToken.get(`${accountId}:${token}`);
    if (!ids) return;
    for (const id of [...ids]) this.release(id);
    for (const listener of [...this.listeners]) listener();
  }

  /** Whether the delivery's re-notification must still wait for its token's fetch. */
  holds(deliveryId: number): boolean {
    const entry = this.held.get(deliveryId);
    if (!entry) return false;
    if (this.now() < entry.until) return true;
    this.release(deliveryId);
    return false;
  }

  /**
   * Resolves once none of the deliveries is held — each one's token fetched, or its grace over —
   * waiting for all of them at once, in real time; to true if it had to wait, false at once when
   * none was held. Woken by each fetch and by the last deadline, never polling.
   */
  async settled(deliveryIds: readonly number[]): Promise<boolean> {
    let waited = false;
    for (let last = this.lastDeadline(deliveryIds); last !== null; last = this.lastDeadline(deliveryIds)) {
      waited = true;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.listeners.delete(done);
          resolve();
        };
        // Timers may fire a little early against the monotonic clock: the loop checks again.
        const timer = setTimeout(done, Math.max(1, Math.ceil(last - this.now())));
        this.listeners.add(done);
      });
    }
    return waited;
  }

  /** The latest deadline among the deliveries still held, or null when none is. */
  private lastDeadline(deliveryIds: readonly number[]): number | null {
    let last: number | null = null;
    for (const id of deliveryIds) {
      if (!this.holds(id)) continue;
      const until = this.held.get(id)!.until;
      if (last === null || until > last) last = until;
    }
    return last;
  }

  private release(deliveryId: number): void {
    const entry = this.held.get(deliveryId);
    if (!entry) return;
    this.held.delete(deliveryId);
    const ids = this.byToken.get(entry.tokenKey);
    ids?.delete(deliveryId);
    if (ids?.size === 0) this.byToken.delete(entry.tokenKey);
  }

  /** Drops the entries whose grace is over (a delivery reset or restored away is never asked about again). */
  private forgetExpired(): void {
    const now = this.now();
    for (const [id, entry] of this.held) {
      if (entry.until > now) break;
      this.release(id);
    }
  }
}
