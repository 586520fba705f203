// What the sandbox answers, as the helper hands it on (docs/admin-api.md, contracts.md §3).

/** `GET /v1/notification/:token`: one status change of a charge, carnê or subscription. */
export interface NotificationEvent {
  id: number;
  type: 'charge' | 'carnet' | 'carnet_charge' | 'subscription' | 'subscription_charge';
  custom_id: string | null;
  status: { current: string; previous: string | null };
  /** `charge_id`, and `carnet_id` or `subscription_id` for their parcels and charges. */
  identifiers: Record<string, number>;
  created_at: string;
  /** Payment events only: cents paid and the day the bank received them. */
  value?: number;
  received_by_bank_at?: string;
}

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

export interface ClockAnswer {
  /** The account's virtual time, `YYYY-MM-DD HH:MM:SS` (Brasília time). */
  now: string;
  /** Scheduled jobs run by the advance. */
  processed: number;
  /**
   * What they changed, by kind, with up to 50 ids each (docs/admin-api.md, "The clock"). A job that
   * threw is reported here too (`job.failed`, `job.parked`), with each job's error in `errors`.
   */
  summary: Array<{ kind: string; count: number; subjects: number[]; errors?: string[]; attempts?: number }>;
}

/** Which boleto a payer pays: a charge id, a typed line or a barcode (digits, formatted or not). */
export type BoletoReference = number | string | { charge_id: number } | { typed_line: string } | { barcode: string };

export interface BankPaymentOptions {
  /** Cents paid; default the amount due on that day. */
  amount?: number;
  /** `YYYY-MM-DD`; default today on the account's clock. */
  paid_at?: string;
}

export interface BankPayment {
  charge_id: number;
  status: string;
  /** Cents paid. */
  value: number;
  received_by_bank_at: string;
  /** What was due that day, and how it is made up. */
  amount_due: number;
  breakdown: { base: number; discount: number; fine: number; interest: number; total: number; daysLate: number };
}

export interface Snapshot {
  snapshot_id: number;
  name: string | null;
  created_at: string;
}

/** An exported snapshot (`GET /sandbox/v1/snapshots/:id/export`): JSON to keep in a repository. */
export type SnapshotDocument = Record<string, unknown>;
