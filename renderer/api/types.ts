// Wire shapes of the sandbox control API and the /v1 routes the dashboard calls. Field names stay
// as the server sends them (snake_case); the UI formats them, never renames them.

export type ChargeStatus =
  | 'new' | 'waiting' | 'unpaid' | 'link' | 'canceled' | 'paid' | 'expired'
  | 'approved' | 'identified' | 'refunded' | 'contested' | 'settled';

export interface SandboxInfo {
  name: string;
  version: string;
  base_url: string;
  api_url: string;
}

export interface Account {
  account_id: number;
  name: string | null;
  client_id: string;
  client_secret: string;
  /** The account identifier the browser tokenizer (payment-token-efi's setAccount) is given. */
  account_code: string;
}

export interface ChargeSummary {
  charge_id: number;
  status: ChargeStatus;
  total: number;
  custom_id: string | null;
  created_at: string;
  payment_method: string | null;
  expire_at: string | null;
  typed_line: string | null;
  notification_url: string | null;
}

export interface ChargePage {
  total: number;
  charges: ChargeSummary[];
}

export interface ChargeQuery {
  status?: string;
  q?: string;
}

export interface HistoryLine {
  message: string;
  created_at: string;
}

export interface ChargeItem {
  name: string;
  value: number;
  amount: number;
}

export interface ChargeDetail {
  charge_id: number;
  total: number;
  status: ChargeStatus;
  custom_id: string | null;
  created_at: string;
  notification_url: string | null;
  items: ChargeItem[];
  shippings?: Array<{ name: string; value: number; payee_code: string }>;
  history: HistoryLine[];
  customer?: { name?: string | null; cpf?: string | null; email?: string | null; corporate_name?: string; cnpj?: string };
  payment?: { method: string; created_at: string | null; message?: string | null };
  /** Present on a charge with a payment link (GET /v1/charge/:id's `link`). */
  link?: ChargeLink;
}

export interface BoletoInfo {
  typed_line: string;
  barcode: string;
  link: string;
  pdf: string;
  expire_at: string;
  last_payable_date: string | null;
  amount_due_today: number | null;
  paid_value: number | null;
  received_by_bank_at: string | null;
}

export type TimelineKind = 'history' | 'status' | 'delivery' | 'token_fetch' | 'email' | 'fault';

export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  title: string;
  detail: string | null;
  status_code?: number | null;
  delivery_id?: number | null;
  /** A delivery line: the delivery's state now, and its attempts, each with its own outcome. */
  delivery_state?: string;
  attempts?: TimelineAttempt[];
}

export interface TimelineAttempt {
  number: number;
  at: string;
  url: string | null;
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
  replay: boolean;
}

export interface CardRefusal {
  reason: string;
  /** Whether POST /v1/charge/:id/retry may try another card. */
  retry: boolean;
}

/** The card payment of a charge, as the timeline gives it (null when not paid by card). */
export interface CardInfo {
  brand: string;
  mask: string;
  installments: number;
  installment_value: number;
  /** What the payer pays: the installments summed, interest included. */
  total: number;
  interest: number;
  refusal: CardRefusal | null;
  /** Cents returned to the payer so far. */
  refunded: number;
  /** Set once the payment is captured. */
  paid_value: number | null;
  received_by_bank_at: string | null;
}

export interface ChargeTimeline {
  charge: ChargeDetail;
  notification_token: string;
  boleto: BoletoInfo | null;
  card: CardInfo | null;
  timeline: TimelineEntry[];
}

export interface ClockNow {
  now: string;
}

export interface ClockAdvanceRequest {
  /** Calendar months, counted by the server (31/01 + 1 = the last day of February). */
  months?: number;
  days?: number;
  hours?: number;
  minutes?: number;
  to?: string;
  /** To the due time of the earliest scheduled job. */
  to_next_job?: true;
}

/** What an advance changed of one kind: how often, and up to 50 ids to link to. */
export interface ClockSummaryEntry {
  kind: string;
  count: number;
  subjects: number[];
  /** job.failed and job.parked only: each job's last error, in the order of `subjects`. */
  errors?: string[];
  /** callback.* only: the attempts, where `count` counts deliveries. */
  attempts?: number;
}

export interface ClockAdvanceResult {
  now: string;
  processed: number;
  summary: ClockSummaryEntry[];
}

export interface ScheduledJob {
  id: number;
  /** When it runs; for a parked job, when it last did. */
  due_at: string;
  kind: string;
  subject_id: number;
  /** Failed attempts so far (3 park it; server/domain/job-failure.ts); 0 for a job that never failed. */
  failures: number;
  /** What its last failed attempt threw, as one line. */
  last_error: string | null;
  failed_at: string | null;
}

/** GET /sandbox/v1/schedule: what runs next, and the jobs parked after failing every attempt. */
export interface Schedule {
  jobs: ScheduledJob[];
  parked: ScheduledJob[];
}

export interface DeliveryAttempt {
  id: number;
  /** Its place among the delivery's attempts, replays included. */
  number: number;
  at: string;
  url: string;
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
  replay: boolean;
  /** What was POSTed; null on attempts older than the inspector, or when nothing was sent. */
  request: { headers: Record<string, string>; body: string } | null;
  /** What the receiver answered (body: its first 4 KB); null when nothing came back. */
  response: { headers: Record<string, string>; body: string | null; size_bytes: number | null; truncated: boolean } | null;
}

export type DeliveryState = 'pending' | 'delivered' | 'acknowledged' | 'failed' | 'never_fetched' | 'no_url';

export interface Delivery {
  id: number;
  token: string;
  event_id: number;
  charge_id: number | null;
  carnet_id: number | null;
  subscription_id: number | null;
  payment_link: boolean;
  /** Where the next attempt goes: the charge's notification_url now. */
  url: string | null;
  state: DeliveryState;
  token_fetched: boolean;
  created_at: string;
  next_attempt_at: string | null;
  attempt_count: number;
  max_attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_response_excerpt: string | null;
  attempts: DeliveryAttempt[];
  token_fetches: string[];
}

export interface DeliveryQuery {
  state?: string;
  url?: string;
  charge_id?: number;
  limit?: number;
  offset?: number;
}

export interface DeliveryPage {
  total: number;
  deliveries: Delivery[];
}

/** POST /sandbox/v1/deliveries/:id/replay: the delivery, and the replay's own attempt. */
export interface ReplayResult extends Delivery {
  replayed_attempt: DeliveryAttempt | null;
}

export interface BankPaymentRequest {
  charge_id?: number;
  typed_line?: string;
  barcode?: string;
  amount?: number;
  paid_at?: string;
}

export interface AmountBreakdown {
  base: number;
  discount: number;
  fine: number;
  interest: number;
  total: number;
  daysLate: number;
}

export interface BankPaymentResult {
  charge_id: number;
  status: ChargeStatus;
  value: number;
  received_by_bank_at: string;
  amount_due: number;
  breakdown: AmountBreakdown;
}

export interface BankQuote extends AmountBreakdown {
  charge_id: number;
  paid_at: string;
}

export interface Email {
  id: number;
  charge_id: number | null;
  recipient: string;
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment_url: string | null;
  created_at: string;
}

export interface LoggedRequest {
  id: number;
  /** Wall-clock ISO 8601 (UTC). */
  at: string;
  /** The account's virtual clock then, "YYYY-MM-DD HH:MM:SS" (Brasília). */
  virtual_at: string;
  method: string;
  path: string;
  status: number;
  latency_ms: number;
  request_body: string | null;
  response_body: string | null;
  /** Sent by this dashboard (its X-Sandbox-Client header). */
  from_dashboard: boolean;
  /** What the request touched, from its path or its answer. */
  resources: TouchedResource[];
  /** Only on requests fault injection changed; status 0 means nothing was answered. */
  fault?: RequestFaultMark;
}

export interface TouchedResource {
  kind: 'charge' | 'carnet' | 'subscription' | 'plan' | 'link';
  id: number;
}

/** GET /sandbox/v1/requests's filters; each is applied by the server to the whole kept log. */
export interface RequestQuery {
  method?: string;
  path?: string;
  /** "404", "0" or a class, "4xx". */
  status?: string;
  failures?: boolean;
  dashboard?: boolean;
}

export interface RequestFaultMark {
  rule_id: number;
  fault: ApiFaultKind;
  when: FaultWhen;
  /** Under "after": what the handler had answered before the fault replaced it. */
  answered_status?: number;
}

// --- fault injection (/sandbox/v1/faults) ---------------------------------------------------

export type ApiFaultKind = 'error_500' | 'error_503' | 'timeout' | 'drop_connection' | 'latency' | 'expired_token';
export type CallbackFaultKind = 'duplicate' | 'out_of_order' | 'delay';
export type FaultWhen = 'before' | 'after';

interface FaultRuleUsage {
  id: number;
  times_left: number | null;
  probability: number | null;
  hits: number;
  spent: boolean;
  created_at: string;
}

export type FaultRule =
  | (FaultRuleUsage & { target: 'api'; route: string; fault: ApiFaultKind; when: FaultWhen; latency_ms: number | null })
  | (FaultRuleUsage & { target: 'callbacks'; fault: CallbackFaultKind; delay_ms: number | null });

export type FaultRuleRequest =
  | { target: 'api'; route: string; fault: ApiFaultKind; when?: FaultWhen; latency_ms?: number; times?: number; probability?: number }
  | { target: 'callbacks'; fault: CallbackFaultKind; delay_ms?: number; times?: number; probability?: number };

export interface ReceiverReport {
  injected: { total: number; api: Record<string, number>; callbacks: Record<string, number> };
  callbacks: {
    sent: number;
    answered_2xx: number;
    tokens_notified: number;
    tokens_fetched: number;
    token_fetches: number;
    duplicates: { sent: number; answered_2xx: number; token_fetched_after: number };
    out_of_order: { held: number; released: number };
    delayed: number;
    never_acknowledged: {
      count: number;
      deliveries: Array<{ delivery_id: number; token: string; charge_id: number | null; state: string; attempts: number }>;
    };
  };
}

export interface TestCard {
  brand: string;
  number: string;
  cvv: string;
  expiration_month: string;
  expiration_year: string;
  outcome: string;
  reason: string | null;
}

export interface PaymentTokenRequest {
  brand: string;
  number: string;
  cvv: string;
  expiration_month: string;
  expiration_year: string;
  reuse?: boolean;
}

export interface PaymentToken {
  payment_token: string;
  card_mask: string;
}

/** The card customer: the boleto's, with `email` and `birth` required. */
export interface CardCustomer {
  name: string;
  cpf: string;
  email: string;
  birth: string;
  phone_number?: string;
}

export interface BillingAddress {
  street: string;
  number: string;
  neighborhood: string;
  zipcode: string;
  city: string;
  state: string;
  complement?: string;
}

/** `payment.credit_card` of POST /v1/charge/:id/pay (retry takes the same, without installments). */
export interface CreditCardPayment {
  customer: CardCustomer;
  billing_address: BillingAddress;
  payment_token: string;
  installments?: number;
}

/** The answer of pay and retry with credit_card; `refusal` only when the card was refused. */
export interface CardPaidResult {
  installments: number;
  installment_value: number;
  charge_id: number;
  status: ChargeStatus;
  refusal?: CardRefusal;
  total: number;
  payment: 'credit_card';
}

/** One line of GET /v1/installments. */
export interface InstallmentOption {
  installment: number;
  has_interest: boolean;
  value: number;
  currency: string;
  interest_percentage: number;
}

export type DisputeWinner = 'merchant' | 'payer';

export interface DisputeResult {
  charge_id: number;
  status: ChargeStatus;
}

export interface OneStepBoletoRequest {
  items: ChargeItem[];
  metadata?: { custom_id?: string; notification_url?: string };
  payment: {
    banking_billet: {
      customer: { name: string; cpf: string; email?: string };
      expire_at: string;
      configurations?: { fine?: number; interest?: number };
    };
  };
}

/** A boleto's customer as the dashboard's forms send it; a carnê's must have a phone. */
export interface BoletoCustomer {
  name: string;
  cpf: string;
  email?: string;
  phone_number?: string;
}

export interface CreationMetadata {
  custom_id?: string;
  notification_url?: string;
}

/** POST /v1/charge: items only, no payment method. */
export interface CreateChargeRequest {
  items: ChargeItem[];
  metadata?: CreationMetadata;
}

export interface ChargeCreated {
  charge_id: number;
  status: ChargeStatus;
  total: number;
  custom_id: string | null;
  created_at: string;
}

/** POST /v1/carnet: `repeats` monthly parcels from `expire_at`. */
export interface CreateCarnetRequest {
  items: ChargeItem[];
  customer: BoletoCustomer & { phone_number: string };
  expire_at: string;
  repeats: number;
  split_items?: boolean;
  metadata?: CreationMetadata;
  configurations?: { fine?: number; interest?: number };
}

export interface CarnetCreated {
  carnet_id: number;
  status: string;
  charges: { charge_id: number; parcel: string; status: ChargeStatus; value: number; expire_at: string }[];
}

export interface CreatePlanRequest {
  name: string;
  interval: number;
  /** null: until canceled. */
  repeats: number | null;
}

export interface PlanCreated {
  plan_id: number;
  name: string;
  interval: number;
  repeats: number | null;
  created_at: string;
}

/** POST /v1/plan/:id/subscription/one-step, paid by boleto. */
export interface OneStepSubscriptionRequest {
  items: ChargeItem[];
  metadata?: CreationMetadata;
  payment: { banking_billet: { customer: BoletoCustomer; expire_at: string; configurations?: { fine?: number; interest?: number } } };
}

/** The pay and one-step answer: note `charge.id`, not `charge_id` (the API's own vocabulary). */
export interface SubscriptionPaid {
  subscription_id: number;
  status: string;
  plan: { id: number; interval: number; repeats: number | null };
  charge: { id: number; status: ChargeStatus; parcel: number; total: number };
  total: number;
  first_execution: string;
}

export interface OneStepBoletoResult {
  charge_id: number;
  status: ChargeStatus;
  total: number;
  barcode: string;
  expire_at: string;
}

/** Live events on GET /sandbox/v1/events. */
export type LiveEvent =
  | { kind: 'charge'; chargeId: number; status: ChargeStatus }
  | { kind: 'delivery'; deliveryId: number; state: string; chargeId: number | null }
  | { kind: 'clock'; now: string; processed?: number; total?: number; done?: boolean }
  | { kind: 'request'; id: number; method: string; path: string; status: number; dashboard?: true }
  /** A scheduled job threw (and runs again later, or is parked), or a parked one was retried. */
  | { kind: 'job'; jobId: number; state: 'failed' | 'parked' | 'retried' }
  /** The account was reset or a snapshot restored: everything on screen is stale. */
  | { kind: 'state'; reason: 'reset' | 'restore'; now: string };

// --- carnês (GET /sandbox/v1/carnets, GET /sandbox/v1/carnets/:id) ---------------------------

export type CarnetStatus = 'up_to_date' | 'unpaid' | 'finished';

export interface CarnetParcelSummary {
  charge_id: number;
  parcel: number;
  status: ChargeStatus;
  value: number;
  expire_at: string;
}

export interface CarnetSummary {
  carnet_id: number;
  status: CarnetStatus;
  repeats: number;
  value: number;
  custom_id: string | null;
  customer_name: string | null;
  created_at: string;
  parcels: CarnetParcelSummary[];
}

export interface CarnetPage {
  total: number;
  carnets: CarnetSummary[];
}

export interface CarnetParcel {
  charge_id: number;
  status: ChargeStatus;
  parcel: number;
  expire_at: string;
  value: number;
  barcode: string;
  url: string;
  parcel_link: string;
  pdf: { charge: string };
}

export interface CarnetData {
  carnet_id: number;
  status: CarnetStatus;
  repeats: number;
  cover: string;
  link: string;
  carnet_link: string;
  pdf: { carnet: string; cover: string };
  value: number;
  custom_id: string | null;
  notification_url: string | null;
  split_items: boolean;
  charges: CarnetParcel[];
  created_at: string;
  history: Array<{ message: string; created_at: string }>;
}

export interface CarnetDetail {
  carnet: CarnetData;
  notification_token: string;
}

// --- plans and subscriptions (GET /sandbox/v1/plans, /sandbox/v1/subscriptions[/:id]) --------

export type SubscriptionStatus = 'new' | 'active' | 'new_charge' | 'canceled' | 'expired';

export interface PlanSummary {
  plan_id: number;
  name: string;
  /** Months between executions (1–24). */
  interval: number;
  /** How many charges the plan makes; null: until canceled. */
  repeats: number | null;
  created_at: string;
  /** How many subscriptions the plan has (any status). */
  subscriptions: number;
}

export interface PlanPage {
  total: number;
  plans: PlanSummary[];
}

/** GET /v1/subscription/:id's data (the list leaves `history` out). */
export interface SubscriptionData {
  subscription_id: number;
  value: number;
  status: SubscriptionStatus;
  custom_id: string | null;
  notification_url: string | null;
  payment_method: 'banking_billet' | 'credit_card' | null;
  /** YYYY-MM-DD of the next execution; null when nothing more is scheduled. */
  next_execution: string | null;
  /** The due date the next period's charge will have (a card: the execution day). */
  next_expire_at: string | null;
  plan: { plan_id: number; name: string; interval: number; repeats: number | null };
  /** How many executions (periods charged) so far. */
  occurrences: number;
  created_at: string;
  history?: Array<{ charge_id: number; status: ChargeStatus; created_at: string }>;
}

export interface SubscriptionSummary extends SubscriptionData {
  customer_name: string | null;
}

export interface SubscriptionPage {
  total: number;
  subscriptions: SubscriptionSummary[];
}

/** One period's charge, as a row shows it. */
export interface SubscriptionCharge {
  charge_id: number;
  parcel: number;
  status: ChargeStatus;
  total: number;
  payment_method: string | null;
  expire_at: string | null;
  typed_line: string | null;
  card_mask: string | null;
  created_at: string;
}

export interface SubscriptionDetail {
  subscription: SubscriptionData;
  charges: SubscriptionCharge[];
  history: Array<{ message: string; created_at: string }>;
  customer_name: string | null;
  trial_days: number | null;
  first_execution: string | null;
  notification_token: string;
}

// --- payment links (GET /sandbox/v1/payment-links, /v1/charge/:id/link, one-step/link) -------

export type LinkPaymentMethod = 'banking_billet' | 'credit_card' | 'all';
export type PayerMethod = 'banking_billet' | 'credit_card';

/** GET /v1/charge/:id's `link` object: the link's settings, every field present (null when unset). */
export interface ChargeLink {
  billet_discount: number | null;
  card_discount: number | null;
  conditional_discount_value: number | null;
  conditional_discount_type: 'currency' | 'percentage' | null;
  conditional_discount_date: string | null;
  message: string | null;
  expire_at: string;
  request_delivery_address: boolean;
  payment_method: LinkPaymentMethod;
  payment_url: string;
}

/** The answer of POST /v1/charge/:id/link, PUT /v1/charge/:id/link and POST /v1/charge/one-step/link. */
export interface PaymentLinkAnswer {
  charge_id: number;
  status: ChargeStatus;
  total: number;
  custom_id: string | null;
  payment_url: string;
  payment_method: LinkPaymentMethod;
  /** The discounts appear only when set. */
  billet_discount?: number;
  card_discount?: number;
  conditional_discount_value?: number;
  conditional_discount_type?: 'currency' | 'percentage';
  conditional_discount_date: string | null;
  request_delivery_address: boolean;
  message: string | null;
  expire_at: string;
  created_at: string;
}

export interface DeliveryAddress {
  street: string;
  number: string | number;
  neighborhood: string;
  zipcode: string;
  city: string;
  state: string;
  complement?: string | null;
}

/** What the payer did on the link's page: the method chosen, when, and the delivery address given. */
export interface LinkPayer {
  method: PayerMethod;
  at: string;
  delivery_address: DeliveryAddress | null;
}

export interface PaymentLinkSummary extends PaymentLinkAnswer {
  payer: LinkPayer | null;
  /** one-step's `customer.email`: the page fills it in for the payer. */
  customer_email: string | null;
}

export interface PaymentLinkPage {
  total: number;
  links: PaymentLinkSummary[];
}

export interface LinkSettingsRequest {
  expire_at: string;
  request_delivery_address: boolean;
  payment_method: LinkPaymentMethod;
  billet_discount?: number;
  card_discount?: number;
  conditional_discount?: { type: 'currency' | 'percentage'; value: number; until_date: string };
  message?: string;
}

export interface OneStepLinkRequest {
  items: ChargeItem[];
  metadata?: { custom_id?: string; notification_url?: string };
  customer?: { email?: string };
  settings: LinkSettingsRequest;
}

/** The payer's choice, as the page sends it (POST /sandbox/v1/payment-links/:charge_id/pay). */
export interface LinkPayRequest {
  payment:
    | { banking_billet: { customer: { name: string; cpf: string; email?: string }; expire_at?: string } }
    | { credit_card: CreditCardPayment };
  delivery_address?: BillingAddress;
}

/** What a boleto chosen on the page answers: POST /v1/charge/:id/pay's answer for a boleto. */
export interface BilletIssuedResult {
  barcode: string;
  link: string;
  expire_at: string;
  charge_id: number;
  status: ChargeStatus;
  total: number;
  payment: 'banking_billet';
}

export type LinkPaidResult = BilletIssuedResult | CardPaidResult;

// --- reset and snapshots (POST /sandbox/v1/reset, /sandbox/v1/snapshots…) --------------------

export interface Snapshot {
  snapshot_id: number;
  name: string | null;
  /** Wall-clock time it was taken, ISO 8601 UTC. */
  created_at: string;
}
