// Which requests go into the request log and to which account. /v1 (except /v1/authorize, whose
// body carries credentials) and /sandbox/v1 (except the event stream, which never ends, and the
// log's own endpoint, which would fill the log with itself). Headers are never recorded. The
// browser tokenizer's calls carry no credentials: their route sets the account their code names.
// The dashboard marks its calls with a header (renderer/api/http.ts): they are recorded apart, and
// left out of the log unless asked for, so its reads never bury the integrator's calls.
import type { AppContext } from '../app/context.ts';
import { findAccountByCredentials, findAccountByToken } from '../app/accounts.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { CapturedBody, FaultMark, RequestEntry } from '../app/request-log.ts';
import { cardMask } from '../domain/cards.ts';
import { parseBasic, parseBearer } from './auth.ts';
import type { CapturedExchange, RequestObserver } from './response-capture.ts';
import type { ApiRequest } from './routes.ts';
import { noteCapturedCall } from '../app/recording-capture.ts';

/** The header the dashboard sends on every call, and its value. */
export const CLIENT_HEADER = 'x-sandbox-client';
export const DASHBOARD_CLIENT = 'dashboard';

const AUTHORIZE_PATHS = new Set(['/v1/authorize', '/v1/authorize/']);
const notLogged = new Set([...AUTHORIZE_PATHS, '/sandbox/v1/events', '/sandbox/v1/events/', '/sandbox/v1/requests', '/sandbox/v1/requests/']);

/**
 * A card sent to the tokenizer stand-in is shown masked, as the token's card_mask, with the CVV
 * hidden: the log must not become a place where card numbers pile up.
 */
function redactCard(raw: string): string {
  try {
    const card = JSON.parse(raw) as Record<string, unknown>;
    if (typeof card !== 'object' || card === null || Array.isArray(card)) return '<redacted>';
    if (typeof card.number === 'string') card.number = cardMask(card.number.replace(/[\s-]/g, ''));
    else if (card.number !== undefined) card.number = '<redacted>';
    if (card.cvv !== undefined) card.cvv = '***';
    return JSON.stringify(card);
  } catch {
    return '<redacted>';
  }
}

const CARD_PATHS = new Set(['/sandbox/v1/payment-tokens', '/sandbox/v1/payment-tokens/']);

/**
 * The browser tokenizer sends the card in the query string, encrypted with a key this server
 * holds: the log shows that it came and how long it was, not the ciphertext.
 */
export function redactTokenizerUrl(url: string): string {
  if (!url.startsWith('/v1/card/')) return url;
  return url.replace(/([?&]data=)([^&]*)/g, (_match, name: string, value: string) => `${name}<cifrado:${value.length}>`);
}

export function wantsLogging(path: string): boolean {
  return (path.startsWith('/v1/') || path.startsWith('/sandbox/v1/')) && !notLogged.has(path);
}

/**
 * The account of a request no authenticated route claimed (an unknown route, a refused token, an
 * open endpoint called with credentials): looked up from its header, off the hot path. Expired
 * and revoked tokens still say whose request it was.
 */
function accountFromHeader(ctx: AppContext, req: ApiRequest): AccountRow | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const bearer = parseBearer(header);
  if (bearer) return findAccountByToken(ctx, bearer);
  const basic = parseBasic(header);
  return basic ? findAccountByCredentials(ctx, basic.clientId, basic.clientSecret) : undefined;
}

export function requestLogObserver(ctx: AppContext): RequestObserver {
  return {
    wants: wantsLogging,
    record({ req, res, atMs, latencyMs, body, lost }: CapturedExchange) {
      // The row read when the request was authenticated: its clock as the request arrived.
      const account = (res.locals.account as AccountRow | undefined) ?? accountFromHeader(ctx, req);
      if (account === undefined) return;
      const accountId = account.id;
      const fromDashboard = req.headers[CLIENT_HEADER] === DASHBOARD_CLIENT;
      const method = req.method ?? 'GET';
      // originalUrl: inside a mounted router req.url has lost its prefix.
      const url = redactTokenizerUrl(req.originalUrl);
      const fault = res.locals.fault as (FaultMark & { unanswered?: boolean }) | undefined;
      // A dropped or timed-out request has no status, nor one whose commit failed: 0 says nothing was answered.
      const status = fault?.unanswered || lost ? 0 : res.statusCode;
      const type = typeof body === 'string' ? undefined : res.getHeader('content-type');
      // The path without its query, worked out once (this runs on every logged call).
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      // /v1/authorize is logged only when a fault changed it (server/http/faults.ts), and then
      // without bodies: its answer may carry an access token.
      const secret = AUTHORIZE_PATHS.has(path);
      const retryAfter = status === 503 || status === 429 ? Number(res.getHeader('retry-after')) : NaN;
      const recorded: RequestEntry = {
        atMs,
        method,
        url,
        status,
        latencyMs,
        requestBody: secret ? undefined : req.rawBody !== undefined && CARD_PATHS.has(path) ? redactCard(req.rawBody) : req.rawBody,
        responseBody: secret ? undefined : (body as CapturedBody),
        responseType: type === undefined ? undefined : String(type),
        clockOffsetMs: account.clock_offset_ms,
        fromDashboard,
        fault: fault && { rule_id: fault.rule_id, fault: fault.fault, when: fault.when, ...(fault.answered_status !== undefined ? { answered_status: fault.answered_status } : {}) },
      };
      // Only a 429 or 503 carries one: the key is absent otherwise, as before (no spread of an empty object per call).
      if (Number.isFinite(retryAfter)) recorded.retryAfterSeconds = retryAfter;
      const entry = ctx.requestLog.record(accountId, recorded);
      ctx.reportObservations.observe(accountId, entry, secret ? undefined : req.rawBody, req.body);
      if (!secret) noteCapturedCall(ctx, accountId, { method, url, status, fault, requestBody: req.rawBody, responseBody: body as CapturedBody, clockOffsetMs: account.clock_offset_ms, fromDashboard });
      if (ctx.feed.listening(accountId)) ctx.feed.publish(accountId, { kind: 'request', id: entry.id, method, path: url, status, ...(fromDashboard ? { dashboard: true } : {}) });
    },
  };
}
