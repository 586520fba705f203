// Fault injection, as pure rules: what a rule is, which requests or callbacks it applies to, and
// whether it fires. Nothing here is on by default — an account has no rules until it asks for one.

export const API_FAULTS = ['error_500', 'error_503', 'timeout', 'drop_connection', 'latency', 'expired_token'] as const;
export const CALLBACK_FAULTS = ['duplicate', 'out_of_order', 'delay'] as const;
export type ApiFault = (typeof API_FAULTS)[number];
export type CallbackFault = (typeof CALLBACK_FAULTS)[number];
export type FaultKind = ApiFault | CallbackFault;
export type FaultTarget = 'api' | 'callbacks';

/**
 * before: the request is refused or held before its handler runs — nothing changes state.
 * after: the handler runs and commits, then its answer is replaced (or lost): the client cannot
 * tell whether the change happened, which is what an integrator's retries must cope with.
 */
export type FaultWhen = 'before' | 'after';

/** Every /v1 route the rule targets: `*`, or `METHOD /v1/path` with Express's route pattern. */
export const ANY_ROUTE = '*';

/**
 * A 401 after the handler committed is not something the real API does (authentication comes
 * first), so expired_token is always `before`.
 */
export const FAULTS_WITH_AFTER: readonly ApiFault[] = ['error_500', 'error_503', 'timeout', 'drop_connection', 'latency'];

/**
 * How long a `timeout` holds a request at most: the client normally gives up long before. Bounded
 * so that a client with no timeout of its own is cut loose eventually, never held forever.
 */
export const TIMEOUT_HOLD_MS = 5 * 60_000;

/** The Retry-After an injected 503 carries, in seconds. */
export const FAULT_RETRY_AFTER_SECONDS = 1;

/**
 * How long an out-of-order callback is held back waiting for a later callback of another token,
 * on the account's clock; then it goes anyway (an account with one token has no "later one").
 */
export const OUT_OF_ORDER_HOLD_MS = 60_000;

export interface FaultRule {
  id: number;
  accountId: number;
  target: FaultTarget;
  route: string;
  fault: FaultKind;
  when: FaultWhen;
  /** Added latency (`latency`) or the callback's delay (`delay`), in ms. */
  latencyMs: number | null;
  /** Fires this many more times, then stays listed as spent; null: until removed. */
  timesLeft: number | null;
  /** Chance that a matching call is hit, 0..1; null: every one. */
  probability: number | null;
  /** How many times it fired. */
  hits: number;
  createdAtMs: number;
}

/** A request's route as a rule names it: the method (HEAD as GET, as Express routes it) and the pattern. */
export function routeKey(method: string, pattern: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${pattern}`;
}

export function isSpent(rule: Pick<FaultRule, 'timesLeft'>): boolean {
  return rule.timesLeft !== null && rule.timesLeft <= 0;
}

/**
 * `*` stands for the whole API as an integrator's code calls it, POST /v1/authorize included
 * (an outage fails the token request too) — except for expired_token: a 401 there means bad
 * credentials, which no client retries, so it only ever hits calls made with a token.
 */
export function ruleMatchesRoute(rule: Pick<FaultRule, 'route' | 'fault'>, key: string): boolean {
  if (rule.route === ANY_ROUTE) return !(rule.fault === 'expired_token' && key === AUTHORIZE_ROUTE);
  return rule.route === key;
}

export const AUTHORIZE_ROUTE = 'POST /v1/authorize';

/** Whether a live rule fires on this call; `roll` is a uniform draw in [0, 1). */
export function ruleFires(rule: Pick<FaultRule, 'timesLeft' | 'probability'>, roll: number): boolean {
  if (isSpent(rule)) return false;
  if (rule.probability === null) return true;
  return roll < rule.probability;
}
