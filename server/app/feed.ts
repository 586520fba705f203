// The live stream of what changes in an account — charges, deliveries, the clock — that the
// dashboard (and anyone on GET /sandbox/v1/events) listens to. Published after commit only.
import { EventEmitter } from 'node:events';

export type FeedEvent =
  | { kind: 'charge'; chargeId: number; status: string }
  | { kind: 'delivery'; deliveryId: number; state: string; chargeId: number | null }
  | { kind: 'clock'; now: string; processed?: number; total?: number; done?: boolean };

export class ChangeFeed {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(accountId: number, event: FeedEvent): void {
    this.emitter.emit(String(accountId), event);
  }

  subscribe(accountId: number, listener: (event: FeedEvent) => void): () => void {
    this.emitter.on(String(accountId), listener);
    return () => this.emitter.off(String(accountId), listener);
  }
}
