// The live event stream: an EventSource on /sandbox/v1/events?access_token=…, reopened with a
// fresh token and growing back-off whenever it drops (an engine restart, an expired token).
import type { LiveEvent } from './types.ts';

export type StreamState = 'connecting' | 'open' | 'reconnecting';

export interface StreamHandlers {
  onEvent(event: LiveEvent): void;
  onState(state: StreamState): void;
  /** Called after a reconnect: events may have been missed, so reload what is on screen. */
  onResync(): void;
}

const EVENT_NAMES = ['charge', 'delivery', 'clock', 'request', 'job', 'state'] as const;
const MAX_BACKOFF_MS = 10_000;

export function openEventStream(url: () => Promise<string>, handlers: StreamHandlers): () => void {
  let source: EventSource | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let everOpened = false;

  const listener = (message: MessageEvent<string>) => {
    try {
      handlers.onEvent(JSON.parse(message.data) as LiveEvent);
    } catch {
      // a malformed event is dropped; the next one still arrives
    }
  };

  const connect = async () => {
    if (closed) return;
    let target: string;
    try {
      target = await url();
    } catch {
      schedule();
      return;
    }
    if (closed) return;
    const es = new EventSource(target);
    source = es;
    for (const name of EVENT_NAMES) es.addEventListener(name, listener as EventListener);
    es.onopen = () => {
      const wasReconnect = everOpened || attempt > 0;
      attempt = 0;
      everOpened = true;
      handlers.onState('open');
      if (wasReconnect) handlers.onResync();
    };
    es.onerror = () => {
      // The browser would retry with the same (possibly expired) token: take over instead.
      es.close();
      if (source === es) source = null;
      schedule();
    };
  };

  const schedule = () => {
    if (closed) return;
    handlers.onState('reconnecting');
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** attempt);
    attempt++;
    timer = setTimeout(() => void connect(), delay);
  };

  handlers.onState('connecting');
  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
