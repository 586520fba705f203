// The live stream of what changes in an account — charges, deliveries, the clock, requests — that
// the dashboard (and anyone on GET /sandbox/v1/events) listens to. Published after commit only.
import { EventEmitter } from 'node:events';

export type FeedEvent =
  | { kind: 'charge'; chargeId: number; status: string }
  | { kind: 'delivery'; deliveryId: number; state: string; chargeId: number | null }
  | { kind: 'clock'; now: string; processed?: number; total?: number; done?: boolean }
  /** A request was answered and added to the request log (GET /sandbox/v1/requests). */
  | { kind: 'request'; id: number; method: string; path: string; status: number; dashboard?: true }
  /** A scheduled job threw (`failed`: it runs again later; `parked`: it will not), or a parked one was put back (`retried`). */
  | { kind: 'job'; jobId: number; state: 'failed' | 'parked' | 'retried' }
  /** The account's whole state was replaced (reset, snapshot restored): everything shown is stale. */
  | { kind: 'state'; reason: 'reset' | 'restore'; now: string };

export class ChangeFeed {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(accountId: number, event: FeedEvent): void {
    this.emitter.emit(String(accountId), event);
  }

  /** Whether anyone listens to the account: lets a publisher skip building an event nobody reads. */
  listening(accountId: number): boolean {
    return this.emitter.listenerCount(String(accountId)) > 0;
  }

  subscribe(accountId: number, listener: (event: FeedEvent) => void): () => void {
    this.emitter.on(String(accountId), listener);
    return () => this.emitter.off(String(accountId), listener);
  }
}
