// What a recording holds (issue 27 §2) and which calls it captures: pure, no store, no HTTP.
// A recording is the account's settings when it started, then every /v1 call of the account and
// every world action through the control API (the dashboard's included: it calls the same routes),
// in arrival order, and at stop what came of it: each charge's final status and the callbacks
// delivered. export-node.ts and export-pytest.ts turn it into a test that replays it.

/** An id or token an answer held: the keys down to it, and its value. */
export type AnswerId = [keys: (string | number)[], value: number | string];

export interface RecordedStep {
  seq: number;
  method: string;
  /** Path and query, as sent. */
  path: string;
  /** The request body as sent (text), or null. */
  body: string | null;
  status: number;
  answerIds: AnswerId[];
  /** The account's clock when the call arrived, "YYYY-MM-DD HH:MM:SS". */
  virtualAt: string;
}

export interface ObservedCharge {
  id: number;
  status: string;
  total: number;
}

export interface ObservedCallback {
  charge_id: number;
  /** The status the delivered event announced (`status.current`). */
  status: string;
  /** The event's value (what was paid, on a paid event), or null. */
  value: number | null;
}

export interface RecordingOutcome {
  charges: ObservedCharge[];
  callbacks: ObservedCallback[];
}

export interface RecordingDocument {
  id: number;
  startedVirtual: string;
  settings: { settings: Record<string, unknown>; card_settings: Record<string, unknown> };
  steps: RecordedStep[];
  outcome: RecordingOutcome;
}

/** The control API's world actions: what changes the world, not what reads it or sets up the sandbox. */
const WORLD_ACTIONS = [
  /^\/sandbox\/v1\/clock\/advance\/?$/,
  /^\/sandbox\/v1\/bank\/(payments|pix)\/?$/,
  /^\/sandbox\/v1\/payment-links\/\d+\/pay\/?$/,
  /^\/sandbox\/v1\/charges\/\d+\/dispute(\/resolve)?\/?$/,
  /^\/sandbox\/v1\/payment-tokens\/?$/,
  /^\/sandbox\/v1\/subscriptions\/\d+\/payer-cancel\/?$/,
  /^\/sandbox\/v1\/(settings|card-settings)\/?$/,
];

/** Whether a call is part of a session: any /v1 call; on the control API, only a world action. Never the dashboard's reads. */
/** What fault injection changed about a call (app/request-log.ts's FaultMark, the parts read here). */
export interface InjectedFault {
  fault: string;
  when: string;
  answered_status?: number;
}

/**
 * The status a recording keeps for a call: what the handler answered. A fault's own answer is not
 * the service's (fault rules are not recorded), so a call a fault stopped before the handler gets
 * 0 (left out of the replay) and one it replaced afterwards the status the handler gave; a latency
 * fault changed only the timing.
 */
export function handlerStatus(status: number, fault: InjectedFault | undefined): number {
  if (fault === undefined || fault.fault === 'latency') return status;
  return fault.when === 'after' ? (fault.answered_status ?? 0) : 0;
}

const NOT_REPLAYED_V1 = ['/v1/authorize', '/v1/oauth/', '/v1/extrato-cnab/'];

export function capturesCall(method: string, path: string, fromDashboard = false): boolean {
  if (fromDashboard && (method === 'GET' || method === 'HEAD')) return false;
  // Every /v1 call but the tokens' (the replay authorizes itself, and a token is no test's to keep)
  // and API Extratos' (mounted under /v1 too, with its own OAuth).
  if (path.startsWith('/v1/')) return !NOT_REPLAYED_V1.some((prefix) => path.startsWith(prefix));
  if (method === 'GET' || method === 'HEAD' || !path.startsWith('/sandbox/v1/')) return false;
  const bare = path.split('?')[0];
  return WORLD_ACTIONS.some((pattern) => pattern.test(bare));
}

/** Keys whose values name something a later call may use: ids, and tokens (a card's payment_token). */
export const isIdKey = (key: string) => key.endsWith('_id') || key === 'payment_token';

/** Every id or token in an answer, with where it was; [] for an answer that is not JSON. */
export function answerIds(text: string | null): AnswerId[] {
  if (text === null || text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const found: AnswerId[] = [];
  const walk = (node: unknown, keys: (string | number)[]) => {
    if (found.length >= 1_000 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, [...keys, index]));
    for (const [key, value] of Object.entries(node)) {
      if (isIdKey(key) && (Number.isSafeInteger(value) || (typeof value === 'string' && value.length <= 200))) found.push([[...keys, key], value as number | string]);
      else walk(value, [...keys, key]);
    }
  };
  walk(parsed, []);
  return found;
}
