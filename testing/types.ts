// What the sandbox answers, as the helper hands it on (docs/admin-api.md, contracts.md §3): the
// answers are the types generated from the OpenAPI document (wire.generated.ts); what the helper
// takes is written here.
import type { Answer, Data } from './wire.ts';

/**
 * `GET /v1/notification/:token`: one status change of a charge, carnê or subscription.
 * `identifiers`: `charge_id`, and `carnet_id` or `subscription_id` for their parcels and charges;
 * `value` and `received_by_bank_at` on payment events only.
 */
export type NotificationEvent = Data<'/v1/notification/{token}'>[number];

/** A callback the helper's receiver got, with the event it names. */
export interface ReceivedCallback {
  token: string;
  /** The event that matched (for `callbacks`: each event of the token, once). */
  event: NotificationEvent;
  /** Every event of the token as `GET /v1/notification/:token` answered when the callback came. */
  events: NotificationEvent[];
}

export interface CallbackFilter {
  chargeId?: number;
  carnetId?: number;
  subscriptionId?: number;
  token?: string;
  /** The event's `status.current`, e.g. `'paid'`. */
  status?: string;
  /** Any further condition on the event. */
  where?: (event: NotificationEvent) => boolean;
  /** How long to wait, in milliseconds (default 10,000). */
  timeoutMs?: number;
}

/** `months` are calendar months (31 January + 1 = the last day of February); `to_next_job` goes to the earliest scheduled job. */
export type ClockAdvance = { months?: number; days?: number; hours?: number; minutes?: number } | { to: string } | { to_next_job: true };

/**
 * What an advance did: `now`, the account's virtual time (`YYYY-MM-DD HH:MM:SS`, Brasília time);
 * `processed`, the scheduled jobs run; `summary`, what they changed, by kind, with up to 50 ids each
 * (docs/admin-api.md, "The clock"). A job that threw is reported there too (`job.failed`,
 * `job.parked`), with each job's error in `errors`.
 */
export type ClockAnswer = Answer<'/sandbox/v1/clock/advance', 'post'>;

/** Which boleto a payer pays: a charge id, a typed line or a barcode (digits, formatted or not). */
export type BoletoReference = number | string | { charge_id: number } | { typed_line: string } | { barcode: string };

export interface BankPaymentOptions {
  /** Cents paid; default the amount due on that day. */
  amount?: number;
  /** `YYYY-MM-DD`; default today on the account's clock. */
  paid_at?: string;
}

/** `value`: cents paid; `amount_due`: what was due that day, made up as `breakdown` says. */
export type BankPayment = Answer<'/sandbox/v1/bank/payments', 'post'>;

export type Snapshot = Answer<'/sandbox/v1/snapshots', 'post'>;

/**
 * An exported snapshot (`GET /sandbox/v1/snapshots/:id/export`): JSON to keep in a repository. Left
 * loose on purpose (the document describes it exactly): a file imported as JSON types its `format`
 * and `version` as string and number, and must still be accepted by importSnapshot().
 */
export type SnapshotDocument = Record<string, unknown>;
