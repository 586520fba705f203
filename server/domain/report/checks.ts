// The integration report's vocabulary (GET /sandbox/v1/report): what a check is, what it points
// at, and what it reads — plain data gathered by server/app/integration-report.ts, so every rule
// in this folder is a pure function of what the account saw.
import type { ObservedEvent } from './coverage.ts';
import type { BodyFacts } from './body-facts.ts';

export type CheckStatus = 'pass' | 'fail' | 'not_exercised';

/** Something a check points at, with the dashboard's address for it. */
export interface Evidence {
  kind: 'request' | 'delivery' | 'charge';
  id: number;
  /** The dashboard's hash route: `#/requisicoes/<id>`, `#/webhooks/<id>`, `#/cobrancas/<id>`. */
  href: string;
  /** One line: what about it (`POST /v1/charge → 401`). */
  note: string;
}

export interface Check {
  id: string;
  title: string;
  status: CheckStatus;
  detail: string;
  evidence: Evidence[];
}

/** A check names at most this many items; its detail says how many there were in all. */
export const EVIDENCE_LIMIT = 20;

/** A request of the log, as the report reads it (the integrator's own calls, not the dashboard's). */
export interface ObservedRequest {
  id: number;
  /** Wall-clock epoch ms of arrival. */
  atMs: number;
  method: string;
  /** With its query string, as sent. */
  path: string;
  status: number;
  /** What the checks need of the body (server/domain/report/body-facts.ts); null when none was sent. */
  body: BodyFacts | null;
  fault?: { fault: string; when: string; answered_status?: number };
  /** The Retry-After the answer carried, in seconds, when it carried one. */
  retryAfterSeconds?: number;
}

export interface ObservedAttempt {
  statusCode: number | null;
  /** On the account's clock. */
  virtualAtMs: number;
}

export interface ObservedDelivery {
  id: number;
  chargeId: number | null;
  state: string;
  /** When the event was created, on the account's clock. */
  createdAtMs: number;
  attempts: ObservedAttempt[];
  /** Every fetch of the delivery's token, on the account's clock, oldest first. */
  fetchesAtMs: number[];
}

export interface Observations {
  /** Oldest first. */
  requests: ObservedRequest[];
  /** Oldest first; only those with at least one attempt. */
  deliveries: ObservedDelivery[];
  /** Wall-clock epoch ms at which each access token of the account was issued, oldest first. */
  tokensIssuedAtMs: number[];
  /** The status changes of the account's objects since its last reset, oldest first. */
  events: ObservedEvent[];
  /** Of the charges read with GET /v1/charge/:id, those that have a notification_url. */
  chargesWithCallback: ReadonlySet<number>;
}

/** A request's path without its query string (without making an array per request). */
export function pathOnly(path: string): string {
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}

/** The evidence of the first items only: a long session's 40,000 creates need not become 40,000 lines. */
export const evidenceOf = <T>(items: readonly T[], toEvidence: (item: T) => Evidence): Evidence[] => items.slice(0, EVIDENCE_LIMIT).map(toEvidence);

export const requestEvidence = (r: ObservedRequest, note = `${r.method} ${r.path} → ${r.status || 'sem resposta'}`): Evidence => ({
  kind: 'request',
  id: r.id,
  href: `#/requisicoes/${r.id}`,
  note,
});

export const deliveryEvidence = (d: ObservedDelivery, note: string): Evidence => ({ kind: 'delivery', id: d.id, href: `#/webhooks/${d.id}`, note });

/**
 * A check's verdict: fail with its failures as evidence; else pass, with what exercised it as
 * evidence, when anything did; else not exercised.
 */
export function verdict(
  head: Pick<Check, 'id' | 'title'>,
  exercised: Evidence[],
  failures: Evidence[],
  details: { pass: string; fail: string; none: string },
): Check {
  const status: CheckStatus = failures.length > 0 ? 'fail' : exercised.length > 0 ? 'pass' : 'not_exercised';
  const detail = status === 'fail' ? details.fail : status === 'pass' ? details.pass : details.none;
  return { ...head, status, detail, evidence: (status === 'fail' ? failures : exercised).slice(0, EVIDENCE_LIMIT) };
}
