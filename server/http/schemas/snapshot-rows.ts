// What each row of an imported snapshot may hold, column by column (docs/admin-api.md, "A snapshot
// file is checked"): the rules the API applies to the same field where the field came from a
// request (items, customer, dates, money, URLs…), and the shape the engine writes where it did
// not (boleto numbers, card records, delivery attempts). JSON cells are validated parsed. A file
// is someone else's input: nothing in it reaches the database unless it is something the engine
// itself could have written. Cross-row rules (references, uniqueness, totals) are in
// domain/snapshot-integrity.ts.
import { PARTNER_TOKEN_PATTERN } from '../../domain/partner-token.ts';
import { CLOCK_LIMIT_MS } from '../../domain/clock.ts';
import { chargeStatuses } from '../../domain/charge.ts';
import { carnetStatuses, MAX_PARCELS } from '../../domain/carnet.ts';
import { PLAN_INTERVAL, PLAN_REPEATS, subscriptionStatuses, TRIAL_DAYS } from '../../domain/subscription.ts';
import { cardBrands } from '../../domain/cards.ts';
import { linkPaymentMethods } from '../../domain/payment-link.ts';
import { MAX_INSTALLMENTS } from '../../domain/installments.ts';
import { MAX_BARCODE_VALUE_CENTS } from '../../domain/boleto/barcode.ts';
import { deliveryStates } from '../../domain/delivery.ts';
import { notificationTypes } from '../../domain/notification.ts';
import { JOB_KINDS } from '../../domain/job-kinds.ts';
import { RESPONSE_EXCERPT_BYTES } from '../../notify/post-notification.ts';
import { dateString, notificationUrl } from './common.ts';
import { balanceSheetSchema, conditionalDiscount, configurations, customer, discount, email, message } from './billet.ts';
import { billingAddress, paymentToken } from './card.ts';
import { tdsInfo } from './card-v2.ts';
import { creationMetadata, items, shippings } from './charge.ts';
import { planName } from './subscription.ts';
import { ERROR_MAX_LENGTH, JOB_ATTEMPTS } from '../../domain/job-failure.ts';
import { LOCATION_ID_PATTERN, TXID_PATTERN } from '../../domain/pix/location.ts';

/**
 * Ids a file may bring. They are kept as they are (restore promises the same ids), and the ids
 * handed out afterwards continue past the highest present, for every account (ids are one
 * sequence per table): bounded so that no file can push them where an integrator's 32-bit integer
 * or the API's path parameters would no longer hold them.
 */
export const MAX_IMPORTED_ID = 999_999_999;

const nullable = (schema: Record<string, unknown>) =>
  'type' in schema ? { ...schema, type: [...[schema.type].flat(), 'null'] } : { anyOf: [{ type: 'null' }, schema] };

const id = { type: 'integer', minimum: 1, maximum: MAX_IMPORTED_ID };
const count = (maximum: number) => ({ type: 'integer', minimum: 0, maximum });
const flag = { enum: [0, 1] };
/** An instant on a virtual clock, or a wall-clock one: never past the clock's limit. */
const instantMs = { type: 'integer', minimum: 0, maximum: CLOCK_LIMIT_MS };
/** "YYYY-MM-DD HH:MM:SS", a real instant: what every created_at of the API looks like. */
const timestamp = { type: 'string', format: 'timestamp' };
/** A total or a paid amount: items × amounts + shippings stays a safe integer (the items schema's bound). */
const amount = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
const customId = creationMetadata.properties.custom_id;
/** Notification tokens: UUIDs (time-ordered since the sandbox's first version, any version accepted). */
const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' };
const historyLine = {
  line: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  // The engine's own lines name an e-mail address or a refusal reason: longer than the API's 255 for a description.
  message: { type: 'string', minLength: 1, maxLength: 600 },
  created_at: timestamp,
};
const headers = {
  type: 'object',
  maxProperties: 200,
  additionalProperties: { anyOf: [{ type: 'string', maxLength: 16_384 }, { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 16_384 } }] },
};
const nullableMessage = nullable(message);

/** What a charge keeps of its boleto (domain/billet-record.ts). */
const billetRecord = {
  type: 'object',
  additionalProperties: false,
  required: ['expireAt', 'message', 'fine', 'interest', 'interestType', 'daysToWriteOff', 'discount', 'conditionalDiscount', 'barcode', 'typedLine', 'documentValue', 'revision', 'issuedAtMs'],
  properties: {
    expireAt: dateString,
    message: nullableMessage,
    fine: configurations.properties.fine,
    interest: configurations.properties.interest.properties.value,
    interestType: configurations.properties.interest.properties.type,
    daysToWriteOff: configurations.properties.days_to_write_off,
    discount: nullable(discount),
    conditionalDiscount: nullable(conditionalDiscount),
    barcode: { type: 'string', pattern: '^[0-9]{44}$' },
    typedLine: { type: 'string', pattern: '^[0-9]{5}\\.[0-9]{5} [0-9]{5}\\.[0-9]{6} [0-9]{5}\\.[0-9]{6} [0-9] [0-9]{14}$' },
    documentValue: { type: 'integer', minimum: 0, maximum: MAX_BARCODE_VALUE_CENTS },
    revision: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    issuedAtMs: instantMs,
  },
};

const cardMask = { type: 'string', pattern: '^X{8,15}[0-9]{4}$' };
const refusal = nullable({
  type: 'object',
  additionalProperties: false,
  required: ['reason', 'retry'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 255 }, retry: { type: 'boolean' } },
});

/** What a charge keeps of its card payment (domain/card-payment.ts). */
const cardRecord = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'mask', 'installments', 'installmentValue', 'total', 'interest', 'discount', 'message', 'billingAddress', 'refusal', 'refunded'],
  properties: {
    brand: { enum: [...cardBrands] },
    mask: cardMask,
    installments: { type: 'integer', minimum: 1, maximum: MAX_INSTALLMENTS },
    installmentValue: { type: 'integer', minimum: 0, maximum: MAX_BARCODE_VALUE_CENTS },
    total: { type: 'integer', minimum: 0, maximum: MAX_BARCODE_VALUE_CENTS },
    interest: { type: 'integer', minimum: 0, maximum: MAX_BARCODE_VALUE_CENTS },
    discount: nullable(discount),
    message: nullableMessage,
    billingAddress: nullable(billingAddress),
    refusal,
    refunded: { type: 'integer', minimum: 0, maximum: MAX_BARCODE_VALUE_CENTS },
    // Paid through /v2/charge/card (domain/card-3ds.ts).
    tds: {
      type: 'object',
      additionalProperties: false,
      required: ['identifier', 'callbackUrl', 'secret', 'challenge'],
      properties: {
        identifier: tdsInfo.properties.tds_identifier,
        callbackUrl: { ...tdsInfo.properties.challenge_callback_url, format: 'callback-url' },
        secret: nullable({ type: 'string', pattern: '^[0-9a-f]{32}$' }),
        challenge: { enum: ['pending', 'passed', 'failed', null] },
      },
    },
  },
};

const linkDiscount = nullable({ type: 'integer', minimum: 1, maximum: 99_999_999 });

/** A charge's payment link (domain/payment-link.ts). */
const linkRecord = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'expireAt', 'requestDeliveryAddress', 'paymentMethod', 'billetDiscount', 'cardDiscount', 'conditionalDiscount', 'message', 'createdAt', 'customerEmail', 'payment'],
  properties: {
    code: uuid,
    expireAt: dateString,
    requestDeliveryAddress: { type: 'boolean' },
    paymentMethod: { enum: [...linkPaymentMethods] },
    billetDiscount: linkDiscount,
    cardDiscount: linkDiscount,
    conditionalDiscount: nullable(conditionalDiscount),
    message: nullableMessage,
    createdAt: timestamp,
    customerEmail: email,
    payment: nullable({
      type: 'object',
      additionalProperties: false,
      required: ['method', 'at', 'deliveryAddress'],
      properties: { method: { enum: ['banking_billet', 'credit_card'] }, at: timestamp, deliveryAddress: nullable(billingAddress) },
    }),
  },
};

const { days_to_write_off: _noWriteOff, ...carnetConfigurationProperties } = configurations.properties;

/** What a carnê was created with (domain/carnet.ts). */
const carnetTerms = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'customer', 'expireAt', 'message', 'configurations', 'discount', 'conditionalDiscount'],
  properties: {
    items,
    customer,
    expireAt: dateString,
    message: nullable({ ...message, maxLength: 80 }),
    configurations: nullable({ ...configurations, minProperties: 0, properties: carnetConfigurationProperties }),
    discount: nullable(discount),
    conditionalDiscount: nullable(conditionalDiscount),
  },
};

/** Days from an execution to its boleto's dates, within the calendar the API's dates allow (years to 2999). */
const dayOffset = { type: 'integer', minimum: -400_000, maximum: 400_000 };

/** What a subscription issues each period's payment from (domain/subscription.ts). */
const subscriptionPayment = {
  type: 'object',
  required: ['method'],
  properties: { method: { enum: ['banking_billet', 'credit_card'] } },
  if: { properties: { method: { const: 'banking_billet' } } },
  then: {
    additionalProperties: false,
    required: ['method', 'customer', 'billet', 'schedule'],
    properties: {
      method: { const: 'banking_billet' },
      customer,
      billet: {
        type: 'object',
        additionalProperties: false,
        required: ['expire_at'],
        properties: { expire_at: dateString, message, configurations, discount, conditional_discount: conditionalDiscount },
      },
      schedule: {
        type: 'object',
        additionalProperties: false,
        required: ['dueDays', 'discountDays'],
        properties: { dueDays: { ...dayOffset, minimum: 0 }, discountDays: nullable(dayOffset) },
      },
    },
  },
  else: {
    additionalProperties: false,
    required: ['method', 'customer', 'card', 'discount', 'message', 'trialDays'],
    properties: {
      method: { const: 'credit_card' },
      customer,
      card: {
        type: 'object',
        additionalProperties: false,
        required: ['brand', 'mask', 'refusal', 'billingAddress'],
        properties: { brand: { enum: [...cardBrands] }, mask: cardMask, refusal, billingAddress },
      },
      discount: nullable(discount),
      message: nullableMessage,
      trialDays: nullable({ type: 'integer', minimum: TRIAL_DAYS.min, maximum: TRIAL_DAYS.max }),
    },
  },
};

/** The ids a notification event names, by its type (domain/notification.ts). */
const identifiers = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { charge_id: id, carnet_id: id, subscription_id: id },
};

/** What a charge and a subscription both keep of their creation request. */
const creationColumns = {
  items,
  shippings: nullable(shippings),
  custom_id: customId,
  notification_url: notificationUrl,
  notification_token: uuid,
  created_at: timestamp,
};

interface TableSchema extends Record<string, unknown> {
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Record<string, unknown>;
}

/** A row schema; `required` are the columns without a default (a document from an older schema may lack the others). */
function row(required: string[], properties: Record<string, unknown>): TableSchema {
  return { type: 'object', additionalProperties: false, required, properties };
}

/**
 * Columns a migration dropped that older files still carry (http/snapshot-document.ts): accepted
 * and checked like the others, then left out of the restore.
 */
export const RETIRED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  charges: ['confirmed_on'], // migration 026: the day of confirmed_at
};

/** The columns whose cells are JSON text: parsed, then checked against their property here. */
export const JSON_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  charges: ['items', 'shippings', 'customer', 'billet', 'balance_sheet', 'card', 'link'],
  notification_events: ['identifiers'],
  delivery_attempts: ['request_headers', 'response_headers'],
  carnets: ['terms'],
  subscriptions: ['items', 'shippings', 'payment'],
};

/** Every table a snapshot may carry, and each of its columns. */
export const snapshotRowSchemas: Readonly<Record<string, TableSchema>> = {
  plans: row(['id', 'name', 'interval', 'created_at'], {
    id,
    name: planName,
    interval: { type: 'integer', minimum: PLAN_INTERVAL.min, maximum: PLAN_INTERVAL.max },
    repeats: { type: ['integer', 'null'], minimum: PLAN_REPEATS.min, maximum: PLAN_REPEATS.max },
    created_at: timestamp,
  }),
  subscriptions: row(['id', 'plan_id', 'status', 'value', 'items', 'notification_token', 'created_at'], {
    id,
    plan_id: id,
    status: { enum: [...subscriptionStatuses] },
    value: amount,
    ...creationColumns,
    payment_method: { enum: ['banking_billet', 'credit_card', null] },
    payment: nullable(subscriptionPayment),
    first_execution: nullable(dateString),
    // A plan without `repeats` renews until the clock's limit: one occurrence a month for centuries.
    occurrences: count(1_000_000),
  }),
  subscription_history: row(['subscription_id', 'line', 'message', 'created_at'], { subscription_id: id, ...historyLine }),
  carnets: row(['id', 'status', 'repeats', 'split_items', 'notification_token', 'code', 'created_at', 'terms'], {
    id,
    status: { enum: [...carnetStatuses] },
    repeats: { type: 'integer', minimum: 1, maximum: MAX_PARCELS },
    split_items: flag,
    custom_id: customId,
    notification_url: notificationUrl,
    notification_token: uuid,
    // `<account>_<10 hex digits>`, as carnets.ts makes it: it goes into the booklet's URLs.
    code: { type: 'string', pattern: '^[0-9]{1,15}_[0-9A-F]{10}$' },
    created_at: timestamp,
    terms: carnetTerms,
  }),
  carnet_history: row(['carnet_id', 'line', 'message', 'created_at'], { carnet_id: id, ...historyLine }),
  charges: row(['id', 'status', 'total', 'items', 'notification_token', 'created_at'], {
    id,
    status: { enum: [...chargeStatuses] },
    total: amount,
    ...creationColumns,
    payment_method: { enum: ['banking_billet', 'credit_card', 'carnet', null] },
    payment_created_at: nullable(timestamp),
    customer: nullable(customer),
    billet: nullable(billetRecord),
    // `<account>_<charge>_<8 hex digits>`, as boletos.ts makes it: it goes into the boleto's URLs.
    billet_code: { type: ['string', 'null'], pattern: '^[0-9]{1,15}_[0-9]{1,15}_[0-9A-F]{8}$' },
    balance_sheet: nullable(balanceSheetSchema),
    paid_value: nullable(amount),
    received_by_bank_at: nullable(dateString),
    card: nullable(cardRecord),
    carnet_id: nullable(id),
    parcel: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    subscription_id: nullable(id),
    link: nullable(linkRecord),
    link_code: nullable(uuid),
    // What the partner routes accept (domain/partner-token.ts): it is shown on the dashboard.
    partner_token: { type: ['string', 'null'], pattern: PARTNER_TOKEN_PATTERN.source },
    // When a payment made it `paid` (migration 023): the day its confirmations file lists it.
    confirmed_at: nullable(timestamp),
    // Retired by migration 026 (the day of confirmed_at): read from older files, checked, not written.
    confirmed_on: nullable(dateString),
  }),
  charge_history: row(['charge_id', 'line', 'message', 'created_at'], { charge_id: id, ...historyLine }),
  // A bank payment awaiting confirmation (migration 022): what app/bank-confirmation.ts writes.
  awaiting_confirmations: row(['charge_id', 'value', 'amount_due', 'received_by_bank_at', 'confirms_on'], {
    charge_id: id,
    value: amount,
    amount_due: amount,
    received_by_bank_at: dateString,
    confirms_on: dateString,
  }),
  // What store/pix-locations-repo.ts writes: its random location id and txid (domain/pix/location.ts).
  pix_locations: row(['location', 'charge_id', 'txid', 'created_at_ms'], {
    location: { type: 'string', pattern: LOCATION_ID_PATTERN.source },
    charge_id: id,
    txid: { type: 'string', pattern: TXID_PATTERN.source },
    revision: count(1_000_000),
    created_at_ms: instantMs,
    replaced_at_ms: nullable(instantMs),
  }),
  notification_events: row(['token', 'seq', 'type', 'status_current', 'identifiers', 'created_at'], {
    token: uuid,
    seq: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    type: { enum: [...notificationTypes] },
    custom_id: customId,
    status_current: { type: 'string', minLength: 1, maxLength: 20 },
    status_previous: { type: ['string', 'null'], minLength: 1, maxLength: 20 },
    identifiers,
    created_at: timestamp,
    value: nullable(amount),
    received_by_bank_at: nullable(dateString),
  }),
  token_fetches: row(['token', 'virtual_at_ms'], { token: uuid, virtual_at_ms: instantMs }),
  deliveries: row(['id', 'token', 'event_seq', 'state', 'created_at_ms'], {
    id,
    token: uuid,
    event_seq: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    charge_id: nullable(id),
    state: { enum: [...deliveryStates] },
    attempts: count(1_000_000),
    first_attempt_at_ms: nullable(instantMs),
    next_attempt_at_ms: nullable(instantMs),
    created_at_ms: instantMs,
  }),
  // An attempt always went somewhere: the engine records none without a URL (app/deliveries.ts).
  delivery_attempts: row(['delivery_id', 'virtual_at_ms', 'wall_at_ms', 'url'], {
    delivery_id: id,
    virtual_at_ms: instantMs,
    wall_at_ms: instantMs,
    url: { type: 'string', maxLength: notificationUrl.maxLength },
    status_code: { type: ['integer', 'null'], minimum: 100, maximum: 599 },
    latency_ms: { type: ['integer', 'null'], minimum: 0, maximum: 86_400_000 },
    error: { type: ['string', 'null'], maxLength: 2000 },
    replay: flag,
    request_headers: nullable(headers),
    request_body: { type: ['string', 'null'], maxLength: 4096 },
    response_headers: nullable(headers),
    response_body: { type: ['string', 'null'], maxLength: RESPONSE_EXCERPT_BYTES },
    response_bytes: { type: ['integer', 'null'], minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  }),
  emails: row(['id', 'recipient', 'subject', 'body', 'created_at'], {
    id,
    charge_id: nullable(id),
    recipient: { ...email, type: 'string' },
    subject: { type: 'string', maxLength: 1000 },
    body: { type: 'string', maxLength: 100_000 },
    // Sent in a Content-Disposition header: the engine's own names only (boleto-1000001.pdf, carne-100001.pdf).
    attachment_name: { type: ['string', 'null'], pattern: '^[a-z]+-[0-9]{1,15}\\.pdf$' },
    attachment: nullable({
      type: 'object',
      additionalProperties: false,
      required: ['$base64'],
      properties: { $base64: { type: 'string', pattern: '^[A-Za-z0-9+/]*={0,2}$' } },
    }),
    created_at: timestamp,
  }),
  payment_tokens: row(['token', 'brand', 'card_mask', 'last_digit', 'created_at'], {
    token: { ...paymentToken, pattern: '^[a-f0-9]{40}$' },
    brand: { enum: [...cardBrands] },
    card_mask: cardMask,
    last_digit: { type: 'integer', minimum: 0, maximum: 9 },
    reuse: flag,
    used_at: nullable(timestamp),
    created_at: timestamp,
  }),
  // API Extratos' recurrences (migration 024, app/statement.ts).
  statement_schedules: row(['identificador', 'periodicidade', 'status', 'envia_email', 'comprimir_arquivos', 'data_criacao'], {
    identificador: uuid,
    periodicidade: { enum: ['diario', 'semanal', 'mensal'] },
    status: { enum: ['ativo', 'inativo'] },
    envia_email: flag,
    comprimir_arquivos: flag,
    data_criacao: timestamp,
  }),
  scheduled_jobs: row(['due_at_ms', 'kind', 'subject_id'], {
    due_at_ms: instantMs,
    kind: { enum: [...JOB_KINDS] },
    subject_id: id,
    // What failed attempts left on the job (domain/job-failure.ts); absent from files exported before.
    failures: count(JOB_ATTEMPTS),
    last_error: nullable({ type: 'string', maxLength: ERROR_MAX_LENGTH }),
    failed_at_ms: nullable(instantMs),
    parked: flag,
  }),
};

