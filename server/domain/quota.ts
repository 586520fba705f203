// The real service's request quota ("limites de consumo", EFIDOC limites-de-consumo.md, GNDOC
// VisaoGeral/LimitesConsumo): each application may call each endpoint so many times a day
// (15,000; 30,000 for GET /v1/notification/:token), is warned by e-mail at 80 % of an endpoint's
// limit and again when the limit is reached, and the endpoint is then refused until it is freed.
// Here the day is the account's clock's (Brasília), and an endpoint is a method and a route
// pattern, as the documentation's tables list them: "PUT /v1/charge/:id/settle".
import { formatDate, parseTimestamp } from './clock.ts';
import { addDays } from './dates.ts';

/** The endpoint the documentation gives twice the others' limit: integrations poll it. */
export const NOTIFICATION_ENDPOINT = 'GET /v1/notification/:token';

/** "POST /v1/charge": how an endpoint is named in the counts and the dashboard. */
export function endpointName(method: string, routePath: string): string {
  return `${method.toUpperCase()} ${routePath}`;
}

/** An endpoint's limit under the account's `daily_quota` (15,000 → 30,000 for the notification's). */
export function endpointLimit(dailyQuota: number, endpoint: string): number {
  return endpoint === NOTIFICATION_ENDPOINT ? dailyQuota * 2 : dailyQuota;
}

/** The count at which the warning e-mail goes: the first request that reaches 80 % of the limit. */
export function warningThreshold(limit: number): number {
  return Math.ceil((limit * 80) / 100);
}

/** Seconds from `nowMs` to the next midnight of the account's clock (Brasília), at least 1. */
export function secondsUntilNextDay(nowMs: number): number {
  const nextMidnightMs = parseTimestamp(addDays(formatDate(nowMs), 1))!;
  return Math.max(1, Math.ceil((nextMidnightMs - nowMs) / 1000));
}

/** The real refusal's wording (EFIDOC erros.md, codes 3500049 and 3500055). */
export const QUOTA_EXCEEDED_MESSAGE = 'O limite de consumo para este endpoint foi excedido.';
