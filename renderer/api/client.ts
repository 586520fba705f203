// The typed client: one method per endpoint the dashboard uses. Components and stores call these;
// nothing else in the renderer knows a URL or a status code.
import { createTransport, type Credentials, type Transport } from './http.ts';
import type {
  Account, BankPaymentRequest, BankPixPaymentRequest, BankPixPaymentResult, CarnetCreated, ChargeCreated, CreateCarnetRequest, CreateChargeRequest, CreatePlanRequest, OneStepSubscriptionRequest,
  PlanCreated, SubscriptionPaid, CarnetDetail, CarnetPage, BankPaymentResult, BankQuote, CardPaidResult, ChargePage, ChargeQuery, ChargeTimeline,
  ClockAdvanceRequest, ClockAdvanceResult, ClockNow, CreditCardPayment, Delivery, DeliveryPage, DeliveryQuery, ReplayResult, DisputeResult, DisputeWinner,
  FaultRule, FaultRuleRequest, ReceiverReport,
  LinkPaidResult, LinkPayRequest, LinkSettingsRequest, OneStepBoletoRequest, RequestQuery, OneStepBoletoResult,
  OneStepLinkRequest, PaymentLinkAnswer, PaymentLinkPage, PaymentToken, PaymentTokenRequest, PlanPage,
  NonBusinessDay, SandboxInfo, AccountSettings, QuotaUse, Schedule, ScheduledJob, Snapshot, SubscriptionDetail, SubscriptionPage,
} from './types.ts';
import type { OpenApiDocument } from './openapi-types.ts';
import type { Answer } from '../../testing/wire.ts';

type Envelope<T> = { code: number; data: T };

/** Calls that need no account: the sandbox itself and its list of accounts. */
export function createPublicApi(baseUrl: string) {
  const http = createTransport(baseUrl, null);
  return {
    baseUrl,
    info: () => http.request<SandboxInfo>('GET', '/sandbox/v1/info', { auth: 'none' }),
    listAccounts: () => http.request<Answer<'/sandbox/v1/accounts'>>('GET', '/sandbox/v1/accounts', { auth: 'none' }).then((r) => r.accounts),
    createAccount: (name?: string) =>
      http.request<Account>('POST', '/sandbox/v1/accounts', { auth: 'none', body: name ? { name } : {} }),
    /** The days banks are closed from `from` to `to` (YYYY-MM-DD, inclusive; public, the same for every account). */
    nonBusinessDays: (from: string, to: string) =>
      http.request<{ days: NonBusinessDay[] }>('GET', '/sandbox/v1/calendar', { auth: 'none', query: { from, to } }).then((r) => r.days),
    /** This sandbox's OpenAPI 3.1 document (public). */
    openApiDocument: () => http.request<OpenApiDocument>('GET', '/openapi.json', { auth: 'none' }),
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;

/** Everything one account can do; authenticates as that account. */
export function createAccountApi(baseUrl: string, credentials: Credentials, transport: Transport = createTransport(baseUrl, credentials)) {
  const http = transport;
  const v1 = <T>(method: string, path: string, body?: unknown) =>
    http.request<Envelope<T>>(method, `/v1${path}`, { body }).then((r) => r.data);
  return {
    baseUrl,
    credentials,

    listCharges: (query: ChargeQuery & { limit: number; offset: number }, signal?: AbortSignal) =>
      http.request<ChargePage>('GET', '/sandbox/v1/charges', { query: { ...query }, signal }),
    /** Where a charge stands in the list as filtered (a deep link scrolls there); null when not in it. */
    chargePosition: (query: ChargeQuery, chargeId: number, signal?: AbortSignal) =>
      http
        .request<ChargePage>('GET', '/sandbox/v1/charges', { query: { ...query, limit: 1, position_of: chargeId }, signal })
        .then((r) => r.position ?? null),
    chargeTimeline: (chargeId: number, signal?: AbortSignal) =>
      http.request<ChargeTimeline>('GET', `/sandbox/v1/charges/${chargeId}/timeline`, { signal }),

    settle: (chargeId: number) => v1<unknown>('PUT', `/charge/${chargeId}/settle`),
    cancel: (chargeId: number) => v1<unknown>('PUT', `/charge/${chargeId}/cancel`),
    changeDueDate: (chargeId: number, expireAt: string) => v1<unknown>('PUT', `/charge/${chargeId}/billet`, { expire_at: expireAt }),
    resendBillet: (chargeId: number, email: string) => v1<unknown>('POST', `/charge/${chargeId}/billet/resend`, { email }),
    createBoleto: (body: OneStepBoletoRequest) => v1<OneStepBoletoResult>('POST', '/charge/one-step', body),
    /** A charge without a payment method: status `new`. */
    createCharge: (body: CreateChargeRequest) => v1<ChargeCreated>('POST', '/charge', body),
    createCarnet: (body: CreateCarnetRequest) => v1<CarnetCreated>('POST', '/carnet', body),
    createPlan: (body: CreatePlanRequest) => v1<PlanCreated>('POST', '/plan', body),
    /** Subscribe to a plan and pay its first period by boleto, in one call. */
    subscribeOneStep: (planId: number, body: OneStepSubscriptionRequest) =>
      v1<SubscriptionPaid>('POST', `/plan/${planId}/subscription/one-step`, body),

    listCarnets: (query: { q?: string; limit?: number; offset?: number }, signal?: AbortSignal) =>
      http.request<CarnetPage>('GET', '/sandbox/v1/carnets', { query: { ...query }, signal }),
    carnet: (carnetId: number, signal?: AbortSignal) =>
      http.request<CarnetDetail>('GET', `/sandbox/v1/carnets/${carnetId}`, { signal }),
    settleCarnet: (carnetId: number) => v1<unknown>('PUT', `/carnet/${carnetId}/settle`),
    cancelCarnet: (carnetId: number) => v1<unknown>('PUT', `/carnet/${carnetId}/cancel`),
    settleParcel: (carnetId: number, parcel: number) => v1<unknown>('PUT', `/carnet/${carnetId}/parcel/${parcel}/settle`),
    cancelParcel: (carnetId: number, parcel: number) => v1<unknown>('PUT', `/carnet/${carnetId}/parcel/${parcel}/cancel`),
    changeParcelDueDate: (carnetId: number, parcel: number, expireAt: string) =>
      v1<unknown>('PUT', `/carnet/${carnetId}/parcel/${parcel}`, { expire_at: expireAt }),
    resendParcel: (carnetId: number, parcel: number, email: string) =>
      v1<unknown>('POST', `/carnet/${carnetId}/parcel/${parcel}/resend`, { email }),

    listPlans: (query: { q?: string; limit?: number; offset?: number }, signal?: AbortSignal) =>
      http.request<PlanPage>('GET', '/sandbox/v1/plans', { query: { ...query }, signal }),
    listSubscriptions: (query: { q?: string; status?: string; limit?: number; offset?: number }, signal?: AbortSignal) =>
      http.request<SubscriptionPage>('GET', '/sandbox/v1/subscriptions', { query: { ...query }, signal }),
    subscription: (subscriptionId: number, signal?: AbortSignal) =>
      http.request<SubscriptionDetail>('GET', `/sandbox/v1/subscriptions/${subscriptionId}`, { signal }),
    /** The payer unsubscribes (the link in the subscription's e-mails); answers the detail. */
    payerCancelSubscription: (subscriptionId: number) =>
      http.request<SubscriptionDetail>('POST', `/sandbox/v1/subscriptions/${subscriptionId}/payer-cancel`),
    cancelSubscription: (subscriptionId: number) => v1<unknown>('PUT', `/subscription/${subscriptionId}/cancel`),

    listPaymentLinks: (query: { q?: string; limit?: number; offset?: number }, signal?: AbortSignal) =>
      http.request<PaymentLinkPage>('GET', '/sandbox/v1/payment-links', { query: { ...query }, signal }),
    createLink: (body: OneStepLinkRequest) => v1<PaymentLinkAnswer>('POST', '/charge/one-step/link', body),
    /** `expire_at` is required; a field left out is kept, one given as null is cleared. */
    updateLink: (chargeId: number, changes: Partial<LinkSettingsRequest> & { expire_at: string }) =>
      v1<PaymentLinkAnswer>('PUT', `/charge/${chargeId}/link`, changes),
    resendLink: (chargeId: number, email: string) => v1<unknown>('POST', `/charge/${chargeId}/link/resend`, { email }),
    /** The payer completes the link's page, without a browser. */
    payLinkAsPayer: (chargeId: number, body: LinkPayRequest) =>
      http.request<Envelope<LinkPaidResult>>('POST', `/sandbox/v1/payment-links/${chargeId}/pay`, { body }).then((r) => r.data),

    payAtBank: (body: BankPaymentRequest) => http.request<BankPaymentResult>('POST', '/sandbox/v1/bank/payments', { body }),
    /** The payer pastes a Bolix's Pix code in the bank's app: settled at once, for the code's payload value that day. */
    payByPix: (body: BankPixPaymentRequest) => http.request<BankPixPaymentResult>('POST', '/sandbox/v1/bank/pix', { body }),
    quote: (chargeId: number, paidAt?: string, signal?: AbortSignal) =>
      http.request<BankQuote>('GET', `/sandbox/v1/bank/quote/${chargeId}`, { query: { paid_at: paidAt }, signal }),

    clock: () => http.request<ClockNow>('GET', '/sandbox/v1/clock'),
    advanceClock: (body: ClockAdvanceRequest) => http.request<ClockAdvanceResult>('POST', '/sandbox/v1/clock/advance', { body }),
    schedule: (limit = 20) => http.request<Schedule>('GET', '/sandbox/v1/schedule', { query: { limit } }),
    retryJob: (jobId: number) => http.request<ScheduledJob>('POST', `/sandbox/v1/schedule/${jobId}/retry`),

    deliveries: (query: DeliveryQuery = {}, signal?: AbortSignal) =>
      http.request<DeliveryPage>('GET', '/sandbox/v1/deliveries', { query: { ...query }, signal }),
    delivery: (deliveryId: number, signal?: AbortSignal) => http.request<Delivery>('GET', `/sandbox/v1/deliveries/${deliveryId}`, { signal }),
    replayDelivery: (deliveryId: number) => http.request<ReplayResult>('POST', `/sandbox/v1/deliveries/${deliveryId}/replay`),

    emails: (limit = 100, q?: string, signal?: AbortSignal) =>
      http.request<Answer<'/sandbox/v1/emails'>>('GET', '/sandbox/v1/emails', { query: { limit, q }, signal }).then((r) => r.emails),
    emailAttachment: (emailId: number) => http.blob(`/sandbox/v1/emails/${emailId}/attachment`),

    requests: (limit = 100, filter: RequestQuery = {}) =>
      http
        .request<Answer<'/sandbox/v1/requests'>>('GET', '/sandbox/v1/requests', {
          query: { limit, ...filter, failures: filter.failures || undefined, dashboard: filter.dashboard || undefined },
        })
        .then((r) => r.requests),

    payWithCard: (chargeId: number, creditCard: CreditCardPayment) =>
      v1<CardPaidResult>('POST', `/charge/${chargeId}/pay`, { payment: { credit_card: creditCard } }),
    retryCard: (chargeId: number, creditCard: Omit<CreditCardPayment, 'installments'>) =>
      v1<CardPaidResult>('POST', `/charge/${chargeId}/retry`, { payment: { credit_card: creditCard } }),
    /** The whole remainder without `amount`; the answer has no `data`, only a message. */
    refundCard: (chargeId: number, amount?: number) =>
      http.request<Answer<'/v1/charge/card/{id}/refund', 'post'>>('POST', `/v1/charge/card/${chargeId}/refund`, {
        body: amount !== undefined ? { amount } : undefined,
      }),
    installments: (brand: string, total: number, signal?: AbortSignal) =>
      http
        .request<Answer<'/v1/installments'>>('GET', '/v1/installments', { query: { brand, total }, signal })
        .then((r) => r.data.installments),
    dispute: (chargeId: number) => http.request<DisputeResult>('POST', `/sandbox/v1/charges/${chargeId}/dispute`),
    resolveDispute: (chargeId: number, winner: DisputeWinner) =>
      http.request<DisputeResult>('POST', `/sandbox/v1/charges/${chargeId}/dispute/resolve`, { body: { winner } }),

    faultRules: () => http.request<Answer<'/sandbox/v1/faults'>>('GET', '/sandbox/v1/faults').then((r) => r.rules),
    faultRoutes: () => http.request<Answer<'/sandbox/v1/faults/routes'>>('GET', '/sandbox/v1/faults/routes').then((r) => r.routes),
    createFaultRule: (body: FaultRuleRequest) => http.request<FaultRule>('POST', '/sandbox/v1/faults', { body }),
    deleteFaultRule: (ruleId: number) => http.request<Answer<'/sandbox/v1/faults/{id}', 'delete'>>('DELETE', `/sandbox/v1/faults/${ruleId}`),
    deleteFaultRules: () => http.request<Answer<'/sandbox/v1/faults', 'delete'>>('DELETE', '/sandbox/v1/faults'),
    receiverReport: () => http.request<ReceiverReport>('GET', '/sandbox/v1/faults/report'),
    /** `since`: ISO 8601 with a zone; none reads from the account's last reset. */
    integrationReport: (since?: string) => http.request<Answer<'/sandbox/v1/report'>>('GET', '/sandbox/v1/report', { query: { since } }),
    integrationReportFile: (format: 'json' | 'junit' | 'html', since?: string) =>
      http.blob(`/sandbox/v1/report?format=${format}${since ? `&since=${encodeURIComponent(since)}` : ''}`),

    testCards: () => http.request<Answer<'/sandbox/v1/test-cards'>>('GET', '/sandbox/v1/test-cards').then((r) => r.cards),
    createPaymentToken: (body: PaymentTokenRequest) =>
      http.request<PaymentToken>('POST', '/sandbox/v1/payment-tokens', { body }),

    settings: () => http.request<AccountSettings>('GET', '/sandbox/v1/settings'),
    updateSettings: (body: Partial<AccountSettings>) => http.request<AccountSettings>('PUT', '/sandbox/v1/settings', { body }),
    quota: () => http.request<QuotaUse>('GET', '/sandbox/v1/quota'),
    /** The confirmations file of a day (YYYY-MM-DD), as the server writes it (130-position records). */
    confirmationsFile: (date: string) => http.blob(`/sandbox/v1/confirmations?date=${encodeURIComponent(date)}`),

    resetAccount: () => http.request<Answer<'/sandbox/v1/reset', 'post'>>('POST', '/sandbox/v1/reset'),
    snapshots: () => http.request<Answer<'/sandbox/v1/snapshots'>>('GET', '/sandbox/v1/snapshots').then((r) => r.snapshots),
    takeSnapshot: (name?: string) => http.request<Snapshot>('POST', '/sandbox/v1/snapshots', { body: name ? { name } : {} }),
    restoreSnapshot: (snapshotId: number) => http.request<Answer<'/sandbox/v1/snapshots/{id}/restore', 'post'>>('POST', `/sandbox/v1/snapshots/${snapshotId}/restore`),
    deleteSnapshot: (snapshotId: number) => http.request<Answer<'/sandbox/v1/snapshots/{id}', 'delete'>>('DELETE', `/sandbox/v1/snapshots/${snapshotId}`),
    exportSnapshot: (snapshotId: number) => http.blob(`/sandbox/v1/snapshots/${snapshotId}/export`),
    /** `document`: an exported snapshot file's parsed JSON. */
    importSnapshot: (document: unknown) => http.request<Snapshot>('POST', '/sandbox/v1/snapshots/import', { body: document }),

    recordings: () => http.request<Answer<'/sandbox/v1/recordings'>>('GET', '/sandbox/v1/recordings'),
    /** Answers 201 with the recording, the shape GET /sandbox/v1/recordings/{id} answers. */
    startRecording: () => http.request<Answer<'/sandbox/v1/recordings/{id}'>>('POST', '/sandbox/v1/recordings'),
    stopRecording: (recordingId: number) => http.request<Answer<'/sandbox/v1/recordings/{id}/stop', 'post'>>('POST', `/sandbox/v1/recordings/${recordingId}/stop`),
    /** The recording and its steps gone (a running one stops first). */
    deleteRecording: (recordingId: number) => http.request<Answer<'/sandbox/v1/recordings/{id}', 'delete'>>('DELETE', `/sandbox/v1/recordings/${recordingId}`),
    /** A stopped recording as a test file: `node` (node:test) or `pytest`. */
    recordingFile: (recordingId: number, format: 'node' | 'pytest') => http.blob(`/sandbox/v1/recordings/${recordingId}/export?format=${format}`),

    /** A day's CNAB 240 statement (API Extratos' file) as rows with their raw lines. */
    statement: (date: string) => http.request<Answer<'/sandbox/v1/statement'>>('GET', '/sandbox/v1/statement', { query: { date } }),
    /** The same day's file itself, to save. */
    statementFile: (date: string) => http.blob(`/sandbox/v1/statement?date=${encodeURIComponent(date)}&format=cnab240`),

    /** The event stream URL with a token that is valid now (EventSource cannot send headers). */
    eventsUrl: async () => `${baseUrl}/sandbox/v1/events?access_token=${encodeURIComponent(await http.freshToken())}`,
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

/**
 * Where the engine is. Served by the engine: this page's origin. Elsewhere (the Electron shell
 * loading files, `vite` in development) the host says so with `?api=` or a global it defines.
 */
export function resolveBaseUrl(location: Location = window.location): string {
  const fromQuery = new URLSearchParams(location.search).get('api');
  const fromHost = (globalThis as { __COBRANCA_SANDBOX__?: { baseUrl?: string } }).__COBRANCA_SANDBOX__?.baseUrl;
  const chosen = fromQuery ?? fromHost ?? (location.protocol.startsWith('http') ? location.origin : 'http://127.0.0.1:4455');
  return chosen.replace(/\/+$/, '');
}
