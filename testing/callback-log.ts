// Every notification event the helper's receiver has seen, and the tests waiting for one. A callback
// carries only a token; the events come from fetching it, so each event is recorded once however
// many callbacks (retries, later status changes) named its token.
import type { CallbackFilter, NotificationEvent, ReceivedCallback } from './types.ts';

interface Waiter {
  filter: CallbackFilter;
  resolve(callback: ReceivedCallback): void;
  reject(error: unknown): void;
}

export function matches(filter: CallbackFilter, token: string, event: NotificationEvent): boolean {
  const ids = event.identifiers ?? {};
  return (
    (filter.token === undefined || filter.token === token) &&
    (filter.chargeId === undefined || ids.charge_id === filter.chargeId) &&
    (filter.carnetId === undefined || ids.carnet_id === filter.carnetId) &&
    (filter.subscriptionId === undefined || ids.subscription_id === filter.subscriptionId) &&
    (filter.status === undefined || event.status?.current === filter.status) &&
    (filter.where === undefined || filter.where(event))
  );
}

export function describeFilter(filter: CallbackFilter): string {
  const parts = [
    filter.chargeId !== undefined && `charge ${filter.chargeId}`,
    filter.carnetId !== undefined && `carnê ${filter.carnetId}`,
    filter.subscriptionId !== undefined && `subscription ${filter.subscriptionId}`,
    filter.token !== undefined && `token ${filter.token}`,
    filter.status !== undefined && `status ${filter.status}`,
    filter.where !== undefined && 'your `where` condition',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'any event';
}

export class CallbackLog {
  readonly received: ReceivedCallback[] = [];
  #seen = new Set<string>();
  #waiters = new Set<Waiter>();

  record(token: string, events: NotificationEvent[]): void {
    for (const event of events) {
      const key = `${token}#${event.id}`;
      if (this.#seen.has(key)) continue;
      this.#seen.add(key);
      const callback = { token, event, events };
      this.received.push(callback);
      for (const waiter of this.#waiters) {
        let matched: boolean;
        try {
          matched = matches(waiter.filter, token, event);
        } catch (error) {
          // A `where` that throws fails its own wait, not the receiver.
          this.#waiters.delete(waiter);
          waiter.reject(error);
          continue;
        }
        if (!matched) continue;
        this.#waiters.delete(waiter);
        waiter.resolve(callback);
      }
    }
  }

  find(filter: CallbackFilter): ReceivedCallback | undefined {
    return this.received.find((callback) => matches(filter, callback.token, callback.event));
  }

  /** Resolves with the first matching event, seen already or still to come; null after `timeoutMs`. */
  wait(filter: CallbackFilter, timeoutMs: number): Promise<ReceivedCallback | null> {
    const seen = this.find(filter);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        filter,
        resolve: (callback) => {
          clearTimeout(timer);
          resolve(callback);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter);
        resolve(null);
      }, timeoutMs);
      this.#waiters.add(waiter);
    });
  }

  /** After a reset or a restore: ids and tokens of the old state mean nothing any more. */
  clear(): void {
    this.received.length = 0;
    this.#seen.clear();
  }
}
