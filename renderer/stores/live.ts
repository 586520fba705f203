// Wires the event stream to the stores: each event names what changed, and the store that shows
// it reloads (coalesced). After a reconnect everything on screen reloads: events may be lost.
import { createStore } from 'zustand/vanilla';
import { openEventStream, type StreamState } from '../api/events.ts';
import type { LiveEvent } from '../api/types.ts';
import type { AccountStores } from './account-stores.ts';
import { canUseRules } from './faults.ts';
import { isSubscriptionChange, linkChangedChargeId, refundedChargeId } from './request-paths.ts';

export interface LiveState {
  state: StreamState;
}

export function createLiveStore() {
  return createStore<LiveState>()(() => ({ state: 'connecting' }));
}

export type LiveStore = ReturnType<typeof createLiveStore>;

export function dispatchEvent(stores: Omit<AccountStores, 'api' | 'live'>, event: LiveEvent): void {
  switch (event.kind) {
    case 'charge':
      stores.charges.getState().invalidate();
      stores.detail.getState().touched(event.chargeId);
      stores.carnets.getState().touched();
      stores.subscriptions.getState().touched();
      stores.links.getState().touched();
      stores.clock.getState().touched();
      break;
    case 'delivery':
      stores.detail.getState().touched(event.chargeId);
      stores.webhooks.getState().touched();
      stores.faults.getState().touched();
      stores.clock.getState().touched();
      break;
    case 'clock':
      stores.clock.getState().onClockEvent(event);
      break;
    case 'job':
      stores.clock.getState().touched();
      break;
    case 'request':
      stores.requests.getState().onRequestEvent(event);
      if (canUseRules(event)) stores.faults.getState().touched();
      if (event.path.includes('/billet/resend')) stores.emails.getState().touched();
      // Fetching a token acknowledges its deliveries without a delivery event: the request says so.
      if (event.path.startsWith('/v1/notification/')) stores.webhooks.getState().touched();
      // A partial refund changes no status, so no charge event names it: the request does.
      stores.detail.getState().touched(refundedChargeId(event.path));
      // A subscription canceled changes no charge (and unschedules its renewal): its request says so.
      if (isSubscriptionChange(event)) {
        stores.subscriptions.getState().touched();
        stores.clock.getState().touched();
      }
      // A link's new settings or its e-mail change no status: the request says so.
      {
        const linked = linkChangedChargeId(event);
        if (linked !== null) {
          stores.links.getState().touched();
          stores.detail.getState().touched(linked);
          stores.clock.getState().touched();
        }
      }
      break;
    case 'state':
      resyncAll(stores);
      break;
  }
}

export function resyncAll(stores: Omit<AccountStores, 'api' | 'live'>): void {
  stores.charges.getState().invalidate();
  void stores.detail.getState().refresh();
  stores.carnets.getState().touched();
  stores.subscriptions.getState().touched();
  stores.links.getState().touched();
  void stores.clock.getState().load();
  stores.requests.getState().onRequestEvent({ path: '' });
  stores.emails.getState().touched();
  stores.faults.getState().touched();
  stores.webhooks.getState().touched();
}

export function startLive(stores: AccountStores): () => void {
  return openEventStream(stores.api.eventsUrl, {
    onEvent: (event) => dispatchEvent(stores, event),
    onState: (state) => stores.live.setState({ state }),
    onResync: () => resyncAll(stores),
  });
}
