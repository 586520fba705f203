// GET /sandbox/v1/report: the checks, in the order docs/admin-api.md lists them.
import { callbackChecks } from './callbacks.ts';
import type { Check, Observations } from './checks.ts';
import { clientChecks } from './client-checks.ts';
import { inputChecks } from './inputs.ts';
import { coverageChecks } from './coverage.ts';
import { noPolling, withinDailyQuota } from './load.ts';

export function integrationChecks(seen: Observations): Check[] {
  return [
    ...callbackChecks(seen.deliveries),
    ...clientChecks(seen.requests, seen.tokensIssuedAtMs),
    ...inputChecks(seen.requests),
    noPolling(seen.requests, seen.chargesWithCallback),
    withinDailyQuota(seen.requests),
    ...coverageChecks(seen.events),
  ];
}
