// The daily request quota (domain/quota.ts) as requests meet it: each /v1 request an account's
// Bearer token authenticates is counted against its endpoint, in the group commit that holds the
// request's answer — so an answered request is counted on disk before the client sees the answer,
// and a restart keeps the day's counts. Accounts without a quota are not counted at all.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { EndpointUse } from '../store/quota-repo.ts';
import { formatDate, formatTimestamp } from '../domain/clock.ts';
import { addDays } from '../domain/dates.ts';
import { formatDateBR } from '../domain/format.ts';
import { endpointLimit, secondsUntilNextDay, warningThreshold } from '../domain/quota.ts';

/**
 * The account has no profile e-mail in the sandbox: its quota e-mails go to this address, in its
 * outbox (GET /sandbox/v1/emails), as the real ones go to the e-mail of the account's profile.
 */
export const QUOTA_EMAIL_RECIPIENT = 'perfil-da-conta@sandbox.invalid';

export type QuotaVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: QuotaVerdict = { allowed: true };

/**
 * Counts one request of `endpoint`, or refuses it when the endpoint has used its day's limit.
 *
 * The upsert alone decides (quota-repo.ts): it counts only under the limit, in one statement, and
 * requests run one at a time, so of two requests at the limit exactly one passes. Most requests
 * change nothing else: those are counted by that one statement with no savepoint of their own
 * (store.statement): in process the count went from 13 to 5–6 µs (docs/performance.md). Those that may
 * reach the warning, the limit or a refusal — known from the endpoint's last count — are counted
 * in a unit of work with the e-mail or the refusal they bring, so the two are kept or lost together.
 */
export function countRequest(ctx: AppContext, account: AccountRow, endpoint: string): QuotaVerdict {
  const nowMs = accountNow(ctx, account);
  const day = formatDate(nowMs);
  const limit = endpointLimit(account.daily_quota, endpoint);
  const count = () => ctx.store.quota.count(account.id, day, endpoint, limit);
  const answer = (used: number | undefined) => verdictOf(ctx, account, nowMs, endpoint, limit, used);
  const last = ctx.store.quota.lastCount(account.id, day, endpoint);
  if (last !== undefined && last + 1 < limit && last + 1 !== warningThreshold(limit)) {
    const used = ctx.store.statement(count);
    if (used === last + 1) return ALLOWED;
    // The hint was wrong (it is forgotten on every rollback, so this is not expected): the
    // request is counted; it gets the answer its count calls for.
    return ctx.store.transaction(() => answer(used));
  }
  return ctx.store.transaction(() => answer(count()));
}

function verdictOf(ctx: AppContext, account: AccountRow, nowMs: number, endpoint: string, limit: number, used: number | undefined): QuotaVerdict {
  const day = formatDate(nowMs);
  if (used === undefined) {
    ctx.store.quota.refuse(account.id, day, endpoint);
    return { allowed: false, retryAfterSeconds: secondsUntilNextDay(nowMs) };
  }
  // Each count is reached once a day (one request at a time adds one): each e-mail goes once.
  if (used === warningThreshold(limit)) sendQuotaEmail(ctx, account, nowMs, warningEmail(endpoint, used, limit));
  if (used === limit) sendQuotaEmail(ctx, account, nowMs, blockEmail(endpoint, limit, addDays(day, 1)));
  return ALLOWED;
}

interface QuotaEmail {
  subject: string;
  body: string;
}

function warningEmail(endpoint: string, used: number, limit: number): QuotaEmail {
  return {
    subject: `Aviso: 80% do limite diário de requisições de ${endpoint}`,
    body:
      `Olá,\n\nSua aplicação fez ${used} das ${limit} requisições permitidas hoje para o endpoint ${endpoint}.\n` +
      'Ao atingir o limite, o endpoint será bloqueado (código 3500049) até o desbloqueio automático, à meia-noite.\n',
  };
}

function blockEmail(endpoint: string, limit: number, nextDay: string): QuotaEmail {
  return {
    subject: `Bloqueio: limite diário de requisições de ${endpoint} atingido`,
    body:
      `Olá,\n\nSua aplicação atingiu as ${limit} requisições permitidas hoje para o endpoint ${endpoint}.\n` +
      `Novas requisições a ele serão recusadas (código 3500049) até o desbloqueio automático em ${formatDateBR(nextDay)}, às 00:00.\n`,
  };
}

function sendQuotaEmail(ctx: AppContext, account: AccountRow, nowMs: number, email: QuotaEmail): void {
  ctx.store.emails.insert({
    accountId: account.id,
    chargeId: null,
    recipient: QUOTA_EMAIL_RECIPIENT,
    subject: email.subject,
    body: `${email.body}\n${account.name}`,
    attachmentName: null,
    attachment: null,
    createdAt: formatTimestamp(nowMs),
  });
}

export interface QuotaUse {
  /** The account's day on its clock, "YYYY-MM-DD". */
  day: string;
  daily_quota: number;
  /** Seconds until the next day, when the counts start again. */
  resets_in_seconds: number;
  endpoints: Array<EndpointUse & { limit: number }>;
}

/** GET /sandbox/v1/quota: the day's use of each endpoint called today (none without a quota). */
export function quotaUseOf(ctx: AppContext, account: AccountRow): QuotaUse {
  const nowMs = accountNow(ctx, account);
  const day = formatDate(nowMs);
  const endpoints = account.daily_quota === 0 ? [] : ctx.store.quota.ofDay(account.id, day);
  return {
    day,
    daily_quota: account.daily_quota,
    resets_in_seconds: secondsUntilNextDay(nowMs),
    endpoints: endpoints.map((use) => ({ ...use, limit: endpointLimit(account.daily_quota, use.endpoint) })),
  };
}
