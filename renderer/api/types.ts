// Wire shapes of the sandbox control API and the /v1 routes the dashboard calls: aliases of the
// types generated from the OpenAPI document (testing/wire.generated.ts, `npm run wire-types`), so
// the dashboard reads what the server declares it sends. Field names stay as the server sends them
// (snake_case); the UI formats them, never renames them. Only what the document does not describe
// is written here: the UI's own filters and form values, and the live events.
import type { Answer, Data, RequestBody, Schemas } from '../../testing/wire.ts';

// --- accounts, the sandbox -------------------------------------------------------------------

export type SandboxInfo = Answer<'/sandbox/v1/info'>;
/** `account_code` is what the browser tokenizer (payment-token-efi's setAccount) is given. */
export type Account = Answer<'/sandbox/v1/accounts', 'post'>;

// --- charges ---------------------------------------------------------------------------------

export type ChargeStatus = Schemas['Charge']['status'];
export type ChargePage = Answer<'/sandbox/v1/charges'>;
export type ChargeSummary = ChargePage['charges'][number];

/** The charge list's filters, as the dashboard keeps them. */
export interface ChargeQuery {
  status?: string;
  q?: string;
}

/** GET /v1/charge/:id's data. */
export type ChargeDetail = Schemas['Charge'];
export type HistoryLine = ChargeDetail['history'][number];
/** An item as the charge has it. */
export type ChargeItem = ChargeDetail['items'][number];
/** An item as a charge is created with it (`amount` defaults to 1). */
export type NewChargeItem = Schemas['Items'][number];

export type ChargeTimeline = Answer<'/sandbox/v1/charges/{id}/timeline'>;
export type BoletoInfo = NonNullable<ChargeTimeline['boleto']>;
/** The card payment of a charge, as the timeline gives it (null when not paid by card). */
export type CardInfo = NonNullable<ChargeTimeline['card']>;
/** The marketplace split: each payee's share as written and, once paid, of the payment. */
export type SplitInfo = NonNullable<ChargeTimeline['split']>;
/** Whether POST /v1/charge/:id/retry may try another card. */
export type CardRefusal = NonNullable<CardInfo['refusal']>;
export type TimelineEntry = ChargeTimeline['timeline'][number];
export type TimelineKind = TimelineEntry['kind'];
export type TimelineAttempt = NonNullable<TimelineEntry['attempts']>[number];

// --- the clock and the schedule --------------------------------------------------------------

export type ClockNow = Answer<'/sandbox/v1/clock'>;
export type NonBusinessDay = Answer<'/sandbox/v1/calendar'>['days'][number];
/** `months` are calendar months, counted by the server (31/01 + 1 = the last day of February). */
export type ClockAdvanceRequest = Schemas['ClockAdvance'];
export type ClockAdvanceResult = Answer<'/sandbox/v1/clock/advance', 'post'>;
/** What an advance changed of one kind: how often, and up to 50 ids to link to. */
export type ClockSummaryEntry = ClockAdvanceResult['summary'][number];
/** GET /sandbox/v1/schedule: what runs next, and the jobs parked after failing every attempt. */
export type Schedule = Answer<'/sandbox/v1/schedule'>;
export type ScheduledJob = Schedule['jobs'][number];

// --- notifications (deliveries) --------------------------------------------------------------

/** One delivery with its attempts in full (what was sent and answered). */
export type Delivery = Answer<'/sandbox/v1/deliveries/{id}'>;
export type DeliveryAttempt = Delivery['attempts'][number];
export type DeliveryState = Delivery['state'];
export type DeliveryPage = Answer<'/sandbox/v1/deliveries'>;
/** A delivery as the list gives it: its attempts without their exchange. */
export type DeliverySummary = DeliveryPage['deliveries'][number];

export interface DeliveryQuery {
  state?: string;
  url?: string;
  charge_id?: number;
  limit?: number;
  offset?: number;
}

/** POST /sandbox/v1/deliveries/:id/replay: the delivery, and the replay's own attempt. */
export type ReplayResult = Answer<'/sandbox/v1/deliveries/{id}/replay', 'post'>;

// --- the bank, e-mails, the request log ------------------------------------------------------

export type BankPaymentRequest = RequestBody<'/sandbox/v1/bank/payments', 'post'>;
/** A Bolix boleto's Pix: the "copia e cola" and its QR as a data: URL (what the real API answers). */
export type PixCode = Schemas['Pix'];
export type BankPixPaymentRequest = RequestBody<'/sandbox/v1/bank/pix', 'post'>;
export type BankPixPaymentResult = Answer<'/sandbox/v1/bank/pix', 'post'>;
export type BankPaymentResult = Answer<'/sandbox/v1/bank/payments', 'post'>;
export type AmountBreakdown = BankPaymentResult['breakdown'];
export type BankQuote = Answer<'/sandbox/v1/bank/quote/{id}'>;

export type Email = Answer<'/sandbox/v1/emails'>['emails'][number];

export type LoggedRequest = Answer<'/sandbox/v1/requests'>['requests'][number];
/** What a request touched, from its path or its answer. */
export type TouchedResource = LoggedRequest['resources'][number];
/** Only on requests fault injection changed; status 0 means nothing was answered. */
export type RequestFaultMark = NonNullable<LoggedRequest['fault']>;

/** GET /sandbox/v1/requests's filters; each is applied by the server to the whole kept log. */
export interface RequestQuery {
  method?: string;
  path?: string;
  /** "404", "0" or a class, "4xx". */
  status?: string;
  failures?: boolean;
  dashboard?: boolean;
}

// --- fault injection (/sandbox/v1/faults) ----------------------------------------------------

export type FaultRuleRequest = Schemas['FaultRuleRequest'];
type ApiFaultRequest = Extract<FaultRuleRequest, { route: string }>;
export type ApiFaultKind = ApiFaultRequest['fault'];
export type CallbackFaultKind = Exclude<FaultRuleRequest, ApiFaultRequest>['fault'];
export type FaultWhen = NonNullable<ApiFaultRequest['when']>;
export type FaultRule = Answer<'/sandbox/v1/faults'>['rules'][number];
export type ReceiverReport = Answer<'/sandbox/v1/faults/report'>;

// --- cards -----------------------------------------------------------------------------------

export type TestCard = Answer<'/sandbox/v1/test-cards'>['cards'][number];

/**
 * POST /sandbox/v1/payment-tokens: the document leaves the card's fields untyped (the route checks
 * them itself, with the real API's messages), so the dashboard states what it sends.
 */
export interface PaymentTokenRequest {
  brand: string;
  number: string;
  cvv: string;
  expiration_month: string;
  expiration_year: string;
  reuse?: boolean;
}

export type PaymentToken = Answer<'/sandbox/v1/payment-tokens', 'post'>;
/**
 * The card customer as the dashboard's forms send it: the document's (the boleto's, with `email`
 * and `birth` required), always a person with a name and CPF.
 */
export type CardCustomer = Pick<Schemas['CardCustomer'], 'email' | 'birth' | 'phone_number'> & { name: string; cpf: string };
export type BillingAddress = Schemas['BillingAddress'];
/** `payment.credit_card` of POST /v1/charge/:id/pay (retry takes the same, without installments). */
export type CreditCardPayment = Schemas['CreditCard'];
/** The answer of pay and retry with credit_card; `refusal` only when the card was refused. */
export type CardPaidResult = Schemas['CardPaid'];
/** One line of GET /v1/installments. */
export type InstallmentOption = Data<'/v1/installments'>['installments'][number];
export type DisputeWinner = Schemas['ResolveDispute']['winner'];
export type DisputeResult = Answer<'/sandbox/v1/charges/{id}/dispute/resolve', 'post'>;

// --- creating charges, carnês, plans, subscriptions ------------------------------------------

export type OneStepBoletoRequest = Schemas['OneStepCharge'];
/** What one-step answers for a boleto. */
export type OneStepBoletoResult = Schemas['BilletIssued'];
/** A boleto's customer as the dashboard's forms send it: a person with a name and CPF. */
export type BoletoCustomer = Pick<Schemas['Customer'], 'email' | 'phone_number'> & { name: string; cpf: string };
export type CreationMetadata = Schemas['CreationMetadata'];
/** POST /v1/charge: items only, no payment method. */
export type CreateChargeRequest = Schemas['CreateCharge'];
export type ChargeCreated = Schemas['ChargeCreated'];
/** POST /v1/carnet: `repeats` monthly parcels from `expire_at`; its customer must have a phone. */
export type CreateCarnetRequest = Schemas['CreateCarnet'];
export type CarnetCreated = Schemas['CarnetCreated'];
export type CreatePlanRequest = Schemas['CreatePlan'];
export type PlanCreated = Schemas['Plan'];
/** POST /v1/plan/:id/subscription/one-step. */
export type OneStepSubscriptionRequest = Schemas['OneStepSubscription'];
/** The pay and one-step answer: note `charge.id`, not `charge_id` (the API's own vocabulary). */
export type SubscriptionPaid = Schemas['SubscriptionPaid'];

/** Live events on GET /sandbox/v1/events (the document names the stream, not its events). */
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

export type CarnetPage = Answer<'/sandbox/v1/carnets'>;
export type CarnetSummary = CarnetPage['carnets'][number];
export type CarnetParcelSummary = CarnetSummary['parcels'][number];
export type CarnetStatus = CarnetSummary['status'];
export type CarnetDetail = Answer<'/sandbox/v1/carnets/{id}'>;
/** GET /v1/carnet/:id's data. */
export type CarnetData = Schemas['Carnet'];
export type CarnetParcel = CarnetData['charges'][number];

// --- plans and subscriptions (GET /sandbox/v1/plans, /sandbox/v1/subscriptions[/:id]) --------

export type PlanPage = Answer<'/sandbox/v1/plans'>;
/** A plan with how many subscriptions it has (any status). */
export type PlanSummary = PlanPage['plans'][number];
/** GET /v1/subscription/:id's data. */
export type SubscriptionData = Schemas['Subscription'];
export type SubscriptionStatus = SubscriptionData['status'];
export type SubscriptionPage = Answer<'/sandbox/v1/subscriptions'>;
/** A subscription as the list gives it: without `history`, with the payer's name. */
export type SubscriptionSummary = SubscriptionPage['subscriptions'][number];
export type SubscriptionDetail = Answer<'/sandbox/v1/subscriptions/{id}'>;
/** One period's charge, as a row shows it. */
export type SubscriptionCharge = SubscriptionDetail['charges'][number];

// --- payment links (GET /sandbox/v1/payment-links, /v1/charge/:id/link, one-step/link) -------

export type LinkPaymentMethod = Schemas['PaymentLink']['payment_method'];
/** What a payer may choose on the page. */
export type PayerMethod = Exclude<LinkPaymentMethod, 'all'>;
/** GET /v1/charge/:id's `link` object: the link's settings, every field present (null when unset). */
export type ChargeLink = Schemas['LinkDetail'];
/** The answer of POST /v1/charge/:id/link, PUT /v1/charge/:id/link and POST /v1/charge/one-step/link. */
export type PaymentLinkAnswer = Schemas['PaymentLink'];
export type PaymentLinkPage = Answer<'/sandbox/v1/payment-links'>;
export type PaymentLinkSummary = PaymentLinkPage['links'][number];
/** What the payer did on the link's page: the method chosen, when, and the delivery address given. */
export type LinkPayer = NonNullable<PaymentLinkSummary['payer']>;
export type DeliveryAddress = NonNullable<LinkPayer['delivery_address']>;
export type LinkSettingsRequest = Schemas['AttachLink'];
export type OneStepLinkRequest = Schemas['OneStepLink'];
/** The payer's choice, as the page sends it (POST /sandbox/v1/payment-links/:charge_id/pay). */
export type LinkPayRequest = Schemas['LinkPay'];
/** What a boleto chosen on the page answers: POST /v1/charge/:id/pay's answer for a boleto. */
export type BilletIssuedResult = Schemas['BilletIssued'];
export type LinkPaidResult = Data<'/sandbox/v1/payment-links/{charge_id}/pay', 'post'>;

// --- settings (GET/PUT /sandbox/v1/settings) ---------------------------------------------------

export type AccountSettings = Answer<'/sandbox/v1/settings'>;
/** The day's use of the request quota, per endpoint (`daily_quota`). */
export type QuotaUse = Answer<'/sandbox/v1/quota'>;

// --- reset and snapshots (POST /sandbox/v1/reset, /sandbox/v1/snapshots…) --------------------

/** `created_at`: wall-clock time it was taken, ISO 8601 UTC. */
export type Snapshot = Answer<'/sandbox/v1/snapshots', 'post'>;
