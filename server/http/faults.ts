// Fault injection on /v1, as the middleware after authentication: the account's rules may make
// this call answer 500/503 or the 401 of an expired token, hang until the client gives up, drop
// the connection, or answer late — before the handler runs (nothing changes) or after it has
// committed (the client cannot tell that it did). Requests held by a fault are cut when the
// server closes. An account without rules pays one Map lookup.
import type { AppContext } from '../app/context.ts';
import { findAccountByCredentials } from '../app/accounts.ts';
import { anyApiFaults, hasApiFaults, recordApiFault, takeApiFault } from '../app/faults.ts';
import type { FaultMark } from '../app/request-log.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { ApiError } from '../domain/errors.ts';
import { FAULT_RETRY_AFTER_SECONDS, TIMEOUT_HOLD_MS, routeKey, type FaultRule } from '../domain/faults.ts';
import { sendError } from './envelope.ts';
import { parseBasic } from './auth.ts';
import { captureResponse, recordUnanswered, type RequestObserver } from './response-capture.ts';
import { interceptAnswer, type HeldAnswer } from './answer-interception.ts';
import type { ApiRequest, ApiResponse, Handler, Next } from './routes.ts';
import type { HeldRequests } from './held-requests.ts';

type Mark = FaultMark & { unanswered?: boolean };

function routeOf(req: ApiRequest): string | null {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? routeKey(req.method, req.baseUrl + pattern) : null;
}

/** The charge a request is about, for its timeline: /v1/charge/:id/… and /v1/charge/card/:id/…. */
function chargeOfPath(route: string, req: ApiRequest): number | null {
  if (!/^\w+ \/v1\/charge\/(card\/)?:id/.test(route)) return null;
  const id = Number(req.params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The charge an answer names (`data.charge_id`): what a create under an "after" fault made. */
function chargeOfAnswer(body: string | null): number | null {
  if (body === null || body.length > 100_000) return null;
  try {
    const id = (JSON.parse(body) as { data?: { charge_id?: unknown } })?.data?.charge_id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** Cuts the connection without a word: the client sees a reset or "socket hang up". */
function dropConnection(res: ApiResponse): void {
  (res.locals.fault as Mark).unanswered = true;
  recordUnanswered(res);
  res.socket?.destroy();
}

export class FaultInjector {
  constructor(
    private readonly ctx: AppContext,
    readonly held: HeldRequests,
    /** The request log's observer: POST /v1/authorize is not logged unless a fault changes it. */
    private readonly requestLog?: RequestObserver,
  ) {}

  /** After bearer authentication: the account is known. */
  readonly afterBearer: Handler = (req, res, next) => {
    const account = res.locals.account as AccountRow | undefined;
    if (!account || !hasApiFaults(this.ctx, account.id)) return next();
    this.inject(account.id, req, res, next);
  };

  /** On POST /v1/authorize, whose account its Basic credentials name (only looked up when some account has rules). */
  readonly onAuthorize: Handler = (req, res, next) => {
    if (!anyApiFaults(this.ctx)) return next();
    const basic = parseBasic(req.headers.authorization);
    const account = basic && findAccountByCredentials(this.ctx, basic.clientId, basic.clientSecret);
    if (!account) return next();
    this.inject(account.id, req, res, next);
  };

  private inject(accountId: number, req: ApiRequest, res: ApiResponse, next: Next): void {
    const route = routeOf(req);
    const rule = route && takeApiFault(this.ctx, accountId, route);
    if (!route || !rule) return next();
    res.locals.fault = { rule_id: rule.id, fault: rule.fault, when: rule.when } satisfies Mark;
    if (this.requestLog) captureResponse(this.requestLog, req, res);
    if (rule.when === 'after') {
      interceptAnswer(res, (answer) => this.replaceAnswer(accountId, rule, route, req, res, answer));
      return next();
    }
    recordApiFault(this.ctx, accountId, { rule, route, chargeId: chargeOfPath(route, req), answeredStatus: null });
    this.answerInstead(rule, res, () => next());
  }

  /** "after": the handler has answered (and committed); its answer is swapped for the fault. */
  private replaceAnswer(accountId: number, rule: FaultRule, route: string, req: ApiRequest, res: ApiResponse, answer: HeldAnswer): void {
    (res.locals.fault as Mark).answered_status = answer.status;
    const chargeId = chargeOfPath(route, req) ?? chargeOfAnswer(answer.text());
    recordApiFault(this.ctx, accountId, { rule, route, chargeId, answeredStatus: answer.status });
    this.answerInstead(rule, res, () => answer.send());
  }

  /** What the fault does in place of `proceed` (the handler, or sending its answer). */
  private answerInstead(rule: FaultRule, res: ApiResponse, proceed: () => void): void {
    const requestId = String(res.locals.requestId ?? '-');
    res.setHeader('X-Sandbox-Fault', `${rule.fault}; rule=${rule.id}; when=${rule.when}`);
    switch (rule.fault) {
      case 'error_500':
        return sendError(res, new ApiError('internal', `Erro interno do servidor. Identificador da requisição: ${requestId}.`));
      case 'error_503':
        // Tells the client when to come back, as an overloaded service does: the integration
        // report checks that the retry waited that long.
        res.setHeader('Retry-After', String(FAULT_RETRY_AFTER_SECONDS));
        return sendError(res, new ApiError('serviceUnavailable', 'Serviço temporariamente indisponível. Tente novamente em instantes.'));
      case 'expired_token':
        // Word for word what authenticateBearer answers for a token past its expiry.
        return sendError(res, new ApiError('unauthorized', 'Token de acesso expirado.'));
      case 'drop_connection':
        return dropConnection(res);
      case 'timeout':
        return this.holdUntilGivenUp(res, TIMEOUT_HOLD_MS, () => dropConnection(res));
      case 'latency':
        return this.holdUntilGivenUp(res, rule.latencyMs ?? 0, proceed);
      default:
        return proceed();
    }
  }

  /**
   * Holds the request for `ms`, then `then`. A client that gives up first ends the hold (nothing
   * more is done for it); closing the server cuts it.
   */
  private holdUntilGivenUp(res: ApiResponse, ms: number, then: () => void): void {
    let release = () => {};
    const timer = setTimeout(() => {
      finish();
      then();
    }, ms);
    const finish = () => {
      clearTimeout(timer);
      release();
      res.off('close', onGaveUp);
    };
    const onGaveUp = () => {
      finish();
      (res.locals.fault as Mark).unanswered = true;
      recordUnanswered(res);
    };
    res.on('close', onGaveUp);
    release = this.held.hold(() => {
      onGaveUp();
      res.socket?.destroy();
    });
  }
}
