// The one error catalog. Every error the service answers comes from here, so the numeric code,
// the snake_case name, the HTTP status and the wording stay consistent across routes.
// Codes and names are the real API's where the reference documents them (wire-format §3.4);
// names the reference leaves unknown are ours, chosen to read like the documented ones.

export type ErrorDescription = string | { property: string; message: string };

export interface CatalogEntry {
  code: number;
  error: string;
  httpStatus: number;
}

export const catalog = {
  internal: { code: 3500000, error: 'internal_server_error', httpStatus: 500 },
  // The database stayed locked by another connection past the busy timeout, so the transaction
  // rolled back. 3500072 is the real "could not finish request" (wire-format §3.4); the name and
  // the 503 (with Retry-After) are ours: the transaction wrote nothing, and retrying is safe.
  databaseBusy: { code: 3500072, error: 'could_not_finish_request', httpStatus: 503 },
  missingData: { code: 3500002, error: 'missing_data', httpStatus: 400 },
  propertyDoesNotExist: { code: 3500010, error: 'property_does_not_exists', httpStatus: 404 },
  validation: { code: 3500034, error: 'validation_error', httpStatus: 400 },
  alreadyHasPaymentMethod: { code: 3500030, error: 'charge_already_has_payment_method', httpStatus: 400 },
  notBankingBillet: { code: 3500036, error: 'payment_method_not_banking_billet', httpStatus: 400 },
  billetNotUpdatable: { code: 3500038, error: 'billet_status_not_updatable', httpStatus: 400 },
  invalidJson: { code: 3500042, error: 'invalid_json', httpStatus: 400 },
  notCancelable: { code: 3500043, error: 'charge_status_not_cancelable', httpStatus: 400 },
  notPayable: { code: 3500044, error: 'charge_status_not_payable', httpStatus: 400 },
  notResendable: { code: 3500066, error: 'charge_status_not_resendable', httpStatus: 400 },
  notSettleable: { code: 3500069, error: 'charge_status_not_settleable', httpStatus: 400 },
  // The request quota (domain/quota.ts): EFIDOC erros.md lists 3500049 and 3500055 with one
  // wording, "O limite de consumo para este endpoint foi excedido.", on every endpoint; 3500055
  // meant a tokenizer error in the 2021 catalogue, so 3500049 is the one answered. No source gives
  // the HTTP status or the name: 429 (with Retry-After) and the name are ours (docs/fidelity.md).
  quotaExceeded: { code: 3500049, error: 'endpoint_limit_exceeded', httpStatus: 429 },
  paymentTypeUnavailable: { code: 3500007, error: 'payment_type_unavailable', httpStatus: 400 },
  // Cards (wire-format §3.4): 3500021's and 3500070's names are ours.
  installmentsNotAllowed: { code: 3500021, error: 'installments_not_allowed', httpStatus: 400 },
  cardNotCancelable: { code: 3500070, error: 'card_charge_not_cancelable', httpStatus: 400 },
  // Card tokenizer (wire-format §3.4, §8): the names of 3500011/56/58/62 are the documented
  // ones; 3500018's and 3500063's are ours.
  invalidCardData: { code: 3500011, error: 'invalid_data', httpStatus: 400 },
  paymentTokenUsed: { code: 3500018, error: 'payment_token_already_used', httpStatus: 400 },
  invalidBrand: { code: 3500056, error: 'invalid_brand', httpStatus: 400 },
  invalidCardNumber: { code: 3500058, error: 'invalid_card_number', httpStatus: 400 },
  invalidExpirationMonth: { code: 3500062, error: 'invalid_expiration_month', httpStatus: 400 },
  invalidExpirationYear: { code: 3500063, error: 'invalid_expiration_year', httpStatus: 400 },
  // Installments and the tokenizer's account (wire-format §3.4, §7.37): 3500006's and 3500053's
  // names are the documented ones; 3500050's is ours.
  greaterThanLimit: { code: 3500006, error: 'greater_than_limit', httpStatus: 400 },
  invalidAccountCode: { code: 3500050, error: 'invalid_account_identifier', httpStatus: 400 },
  missingTotal: { code: 3500053, error: 'missing_total', httpStatus: 400 },
  notFromCarnetOrSubscription: { code: 3500085, error: 'charge_belongs_to_carnet_or_subscription', httpStatus: 400 },
  balanceSheetAlreadySet: { code: 3500086, error: 'balance_sheet_already_defined', httpStatus: 400 },
  // Carnês (wire-format §3.4, §7.16–7.24); 3500083's, 3500084's and 4600059's names are ours.
  carnetFinished: { code: 3500083, error: 'carnet_finished', httpStatus: 400 },
  useCarnetRoute: { code: 3500084, error: 'use_carnet_parcel_route', httpStatus: 400 },
  useParentMetadataRoute: { code: 3500100, error: 'use_carnet_or_subscription_route', httpStatus: 400 },
  tooManyParcels: { code: 4600059, error: 'too_many_parcels', httpStatus: 400 },
  // PUT /v1/carnet/:id/parcels: the documented name, its description ending "Parcela: [n]". The
  // reference answers it with a 500; a refused date is the caller's, so 400 here (docs/fidelity.md).
  updateParcels: { code: 3500101, error: 'update_parcels', httpStatus: 400 },
  // Payment links (wire-format §3.4, §7.12–7.15); the names are ours.
  linkAlreadyDefined: { code: 3500080, error: 'charge_already_has_link', httpStatus: 400 },
  linkNeedsNewCharge: { code: 3500081, error: 'charge_status_not_new', httpStatus: 400 },
  noLink: { code: 3500097, error: 'charge_has_no_link', httpStatus: 400 },
  // Marketplace split (wire-format §3.4, EFIDOC split-de-pagamento.md); the names are ours. 3500029
  // ("error mapping repasses") also answers what the sources give no code for: repasses above
  // 100 % or above the item's total, a zero repasse, a fixed one without mode 1.
  duplicatePayee: { code: 3500026, error: 'duplicated_payee_code', httpStatus: 400 },
  repassesInvalid: { code: 3500029, error: 'invalid_repasses', httpStatus: 400 },
  discountWithSplit: { code: 3500073, error: 'discount_not_allowed_with_marketplace', httpStatus: 400 },
  negativeItemWithSplit: { code: 3500095, error: 'negative_items_not_allowed_with_marketplace', httpStatus: 400 },
  // Sandbox-only: the hosted page's refusals to a payer (the real page shows them, it has no code).
  linkClosed: { code: 4900020, error: 'payment_link_closed', httpStatus: 400 },
  // Sandbox-only: snapshots (POST /sandbox/v1/snapshots/import and …/restore).
  snapshotIncompatible: { code: 4900030, error: 'snapshot_incompatible', httpStatus: 400 },
  snapshotConflict: { code: 4900031, error: 'snapshot_conflicts_with_other_account', httpStatus: 409 },
  // Plans and subscriptions (wire-format §3.4, §7.26–7.36); the names are ours.
  planHasSubscriptions: { code: 3500032, error: 'plan_has_subscriptions', httpStatus: 400 },
  subscriptionNotCancelable: { code: 3500040, error: 'subscription_status_not_cancelable', httpStatus: 400 },
  subscriptionNotPayable: { code: 3500067, error: 'subscription_status_not_payable', httpStatus: 400 },
  // Sandbox-only: PUT /v1/subscription/:id on a subscription it cannot change (not an active card
  // subscription, or a plan change it does not simulate); the real code is not documented.
  subscriptionNotUpdatable: { code: 4900071, error: 'subscription_not_updatable', httpStatus: 400 },
  // Sandbox-only: GET …/notification/resend with nowhere to send it; the real answer is not documented.
  noNotificationUrl: { code: 4900070, error: 'notification_url_not_defined', httpStatus: 400 },
  expireBeforeToday: { code: 4600007, error: 'expire_at_before_today', httpStatus: 400 },
  belowMinimum: { code: 4600036, error: 'value_below_minimum', httpStatus: 400 },
  belowMinimumAfterDiscount: { code: 4600523, error: 'discounted_value_below_minimum', httpStatus: 400 },
  // The real code for "above the account's operational limit" on pay/one-step; the name is ours.
  aboveLimit: { code: 4600037, error: 'value_above_limit', httpStatus: 400 },
  // Issue limits (wire-format §3.4, issue 25 §4); the names are ours. The maximum due date is
  // ours too (domain/billet.ts's MAX_DAYS_TO_DUE_DATE; no source publishes the real one).
  dueDateBeyondMaximum: { code: 4600414, error: 'maximum_due_date_reached', httpStatus: 400 },
  customerIsPayee: { code: 4600222, error: 'payee_and_customer_same_person', httpStatus: 400 },
  // Sandbox-only: the bank simulator's refusals (no real code exists; 49xxxxx is ours).
  boletoNotFound: { code: 4900001, error: 'boleto_not_found', httpStatus: 404 },
  boletoAlreadyPaid: { code: 4900002, error: 'boleto_already_paid', httpStatus: 409 },
  boletoWrittenOff: { code: 4900003, error: 'boleto_written_off', httpStatus: 400 },
  boletoReplaced: { code: 4900004, error: 'boleto_replaced', httpStatus: 400 },
  boletoNotPayable: { code: 4900005, error: 'boleto_not_payable', httpStatus: 400 },
  // Sandbox-only: a Bolix's Pix code refused by the bank simulator and its payload location
  // (POST /sandbox/v1/bank/pix, GET /bolix/v2/cobv/…). Paid, written-off and replaced boletos
  // answer the boleto's codes above, whatever way the payer tried.
  pixCodeInvalid: { code: 4900060, error: 'pix_code_invalid', httpStatus: 400 },
  pixCodeNotFound: { code: 4900061, error: 'pix_code_not_found', httpStatus: 404 },
  pixCodeOfAnotherAccount: { code: 4900062, error: 'pix_code_of_another_account', httpStatus: 400 },
  pixCodeRemoved: { code: 4900063, error: 'pix_code_removed', httpStatus: 400 },
  // Sandbox-only: a boleto paid at a bank whose confirmation is still to come (the
  // `compensation` setting, next_business_day): paid again, settled by hand, or its due date
  // changed meanwhile.
  paymentAwaitingConfirmation: { code: 4900090, error: 'payment_awaiting_confirmation', httpStatus: 409 },
  settleAwaitingConfirmation: { code: 4900091, error: 'settle_awaiting_confirmation', httpStatus: 409 },
  updateAwaitingConfirmation: { code: 4900092, error: 'update_awaiting_confirmation', httpStatus: 409 },
  // The card routes outside the brief (wire-format §7.38) document no refusal codes; these are ours.
  notRetryable: { code: 4900010, error: 'charge_not_retryable', httpStatus: 400 },
  notRefundable: { code: 4900011, error: 'charge_not_refundable', httpStatus: 400 },
  notDisputable: { code: 4900012, error: 'charge_not_disputable', httpStatus: 400 },
  // Sandbox-only: a 3-D Secure challenge answered twice, or whose charge moved on meanwhile
  // (the issuer's page of the real service has no code).
  challengeNotPending: { code: 4900072, error: 'tds_challenge_not_pending', httpStatus: 400 },
  // Sandbox-only: API Extratos and the CNAB 240 statements (issue 26 §4); its documentation gives
  // no codes (its refusals are `{nome, mensagem}`, http/extratos/errors.ts).
  statementDayInFuture: { code: 4900100, error: 'statement_day_in_future', httpStatus: 400 },
  statementFileNotFound: { code: 4900101, error: 'statement_file_not_found', httpStatus: 404 },
  statementScheduleNotFound: { code: 4900102, error: 'statement_schedule_not_found', httpStatus: 404 },
  statementSchedulesFull: { code: 4900103, error: 'statement_schedules_limit', httpStatus: 400 },
  statementScopeMissing: { code: 4900104, error: 'insufficient_scope', httpStatus: 403 },
  statementScopeInvalid: { code: 4900105, error: 'invalid_scope', httpStatus: 400 },
  statementTokenOfOtherApi: { code: 4900106, error: 'token_of_another_api', httpStatus: 401 },
  statementDayTooLarge: { code: 4900107, error: 'statement_day_too_large', httpStatus: 422 },
  // Recordings (issue 27 §2): one runs per account; only a stopped one is exported.
  recordingAlreadyRunning: { code: 4900120, error: 'recording_already_running', httpStatus: 409 },
  recordingNotFound: { code: 4900121, error: 'recording_not_found', httpStatus: 404 },
  recordingNotRunning: { code: 4900122, error: 'recording_not_running', httpStatus: 409 },
  recordingStillRunning: { code: 4900123, error: 'recording_still_running', httpStatus: 409 },
  // Not in the real catalog: the HTTP layer's own refusals, kept in the same shape.
  badRequest: { code: 400, error: 'bad_request', httpStatus: 400 },
  unauthorized: { code: 401, error: 'unauthorized', httpStatus: 401 },
  invalidClient: { code: 401, error: 'invalid_client', httpStatus: 401 },
  forbidden: { code: 403, error: 'forbidden', httpStatus: 403 },
  routeNotFound: { code: 404, error: 'route_not_found', httpStatus: 404 },
  methodNotAllowed: { code: 405, error: 'method_not_allowed', httpStatus: 405 },
  payloadTooLarge: { code: 413, error: 'payload_too_large', httpStatus: 413 },
  // Sandbox-only: what fault injection's error_503 answers (the real service's outages come from
  // its gateway and document no body; this keeps the one error shape).
  serviceUnavailable: { code: 503, error: 'service_unavailable', httpStatus: 503 },
  unsupportedMediaType: { code: 415, error: 'unsupported_media_type', httpStatus: 415 },
} as const satisfies Record<string, CatalogEntry>;

export type ErrorKind = keyof typeof catalog;

/** A refusal the client caused; carries everything the envelope needs. */
export class ApiError extends Error {
  readonly entry: CatalogEntry;
  readonly description: ErrorDescription;

  constructor(kind: ErrorKind, description: ErrorDescription) {
    super(typeof description === 'string' ? description : `${description.property}: ${description.message}`);
    this.entry = catalog[kind];
    this.description = description;
  }

  get httpStatus(): number {
    return this.entry.httpStatus;
  }

  toBody(): { code: number; error: string; error_description: ErrorDescription } {
    return { code: this.entry.code, error: this.entry.error, error_description: this.description };
  }
}

export function notFound(property: string): ApiError {
  return new ApiError('propertyDoesNotExist', {
    property,
    message: `A propriedade [${property}] informada não existe.`,
  });
}

export function invalidProperty(pointer: string, message: string): ApiError {
  return new ApiError('validation', { property: pointer, message });
}
