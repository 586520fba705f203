// How notification deliveries are retried, as pure rules over virtual time.
//
// The schedule follows the ladder Efí documents (wire-format §5.1): after a failed attempt, wait
// 5, 10, 20, 40, 80, 160, 320, 640, 1280 minutes — and, as the older "we try again for up to
// 3 days" text says, nothing is sent more than 3 days after the first attempt. The ladder's last
// documented step (52560 min, 36 days) therefore never happens.
//
// A token counts as acknowledged only once the integrator GETs /v1/notification/:token: a
// receiver that answers 2xx but never fetches is re-notified on the same ladder, and when the
// 3 days run out the delivery is flagged `never_fetched` — a classic integration bug.

const MINUTE_MS = 60_000;
export const RETRY_LADDER_MINUTES = [5, 10, 20, 40, 80, 160, 320, 640, 1280] as const;
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * MINUTE_MS;

/**
 * How many scheduled attempts a delivery gets at most: the first, then one per ladder step that
 * still falls inside the 3-day window (counted from the first attempt). Replays from the control
 * API come on top, and count as attempts for the ladder's next step.
 */
export const MAX_SCHEDULED_ATTEMPTS = (() => {
  let attempts = 1;
  let elapsedMs = 0;
  for (const step of RETRY_LADDER_MINUTES) {
    elapsedMs += step * MINUTE_MS;
    if (elapsedMs > GIVE_UP_AFTER_MS) break;
    attempts++;
  }
  return attempts;
})();

export const deliveryStates = [
  'pending', // an attempt is due
  'delivered', // the receiver answered 2xx; waiting for the token to be fetched
  'acknowledged', // the integrator fetched the token after this event: done
  'failed', // the receiver never answered 2xx within the retry window
  'never_fetched', // answered 2xx but never fetched the token within the window
  'no_url', // the object had no notification_url when the attempt was due
] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const finalDeliveryStates: readonly DeliveryState[] = ['acknowledged', 'failed', 'never_fetched', 'no_url'];

/**
 * Whether a delivery still has an attempt to make. Each status change is POSTed at least once, as
 * the real service does, even when the token was fetched before its turn came (a callback of the
 * previous event fetched the whole history): the fetch stops re-notifications, not first sends.
 */
export function attemptStillDue(state: DeliveryState, attemptsMade: number): boolean {
  if (state === 'acknowledged') return attemptsMade === 0;
  return !finalDeliveryStates.includes(state);
}

export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
}

export const isSuccess = (result: AttemptResult) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

/** When the attempt after `attemptsMade` attempts is due, or null when the window is over. */
export function nextAttemptAt(attemptsMade: number, lastAttemptAtMs: number, firstAttemptAtMs: number): number | null {
  const step = RETRY_LADDER_MINUTES[attemptsMade - 1];
  if (step === undefined) return null;
  const due = lastAttemptAtMs + step * MINUTE_MS;
  return due - firstAttemptAtMs > GIVE_UP_AFTER_MS ? null : due;
}

export interface DeliveryDecision {
  state: DeliveryState;
  nextAttemptAtMs: number | null;
}

/**
 * The delivery's state after an attempt. `acknowledged` wins over anything the attempt says:
 * receivers often fetch the token while still answering the POST.
 */
export function decideAfterAttempt(
  current: DeliveryState,
  result: AttemptResult,
  attemptsMade: number,
  attemptAtMs: number,
  firstAttemptAtMs: number,
): DeliveryDecision {
  if (current === 'acknowledged') return { state: 'acknowledged', nextAttemptAtMs: null };
  const next = nextAttemptAt(attemptsMade, attemptAtMs, firstAttemptAtMs);
  if (isSuccess(result)) return { state: next === null ? 'never_fetched' : 'delivered', nextAttemptAtMs: next };
  return { state: next === null ? 'failed' : 'pending', nextAttemptAtMs: next };
}

/** What an attempt put on the wire and got back (server/notify/post-notification.ts). */
export interface AttemptExchange {
  requestHeaders: Record<string, string>;
  requestBody: string;
  /** Null when no answer came (refused, timed out). */
  responseHeaders: Record<string, string> | null;
  /** The answer's first bytes, as text; responseBytes is its whole size. */
  responseBody: string | null;
  responseBytes: number | null;
}
