// The response methods every request shares: the commit gate (no answer leaves before the work it
// describes is committed) and the request log's capture, which keeps references to what went to
// res.write/res.end and hands them over once the answer has ended, so a route pays nothing for it.
import type { ApiRequest, ApiResponse, Handler } from './routes.ts';
import { monotonicMs } from '../app/monotonic-clock.ts';

/** What was captured of one answered request: handed to the observer once it has ended. */
export interface CapturedExchange {
  req: ApiRequest;
  res: ApiResponse;
  /** Wall-clock epoch ms when the request arrived, and its latency up to res.end. */
  atMs: number;
  latencyMs: number;
  /** What went to res.end, or every chunk when res.write was used too — references, not copies. */
  body: unknown;
  /** The answer never left: the commit of its work failed, and its connection was cut. */
  lost?: boolean;
}

/**
 * Sees the requests it asks for once they are answered. `wants` runs on every request, so it
 * must be cheap; `record` runs after res.end, when the route has run and res.locals.account is
 * known.
 */
export interface RequestObserver {
  wants(path: string): boolean;
  record(exchange: CapturedExchange): void;
}

interface CaptureState {
  observer: RequestObserver;
  req: ApiRequest;
  atMs: number;
  startedAt: number;
  written: unknown[] | null;
  ended: boolean;
}

const kCapture = Symbol('capture');
const kEnded = Symbol('ended');
type CapturingResponse = ApiResponse & { [kCapture]?: CaptureState; [kEnded]?: true };

/** What the response methods ask of storage: whether a commit is pending, and to wait for it. */
export interface CommitGate {
  readonly commitPending: boolean;
  /** How many times pending work was lost to a failed commit. */
  readonly lostCommits: number;
  afterCommit(done: () => void, failed?: (error: unknown) => void): void;
  /** Commits now; throws when the commit fails. */
  flush(): void;
}

/**
 * First middleware of the app: notes how many commits had been lost when the request arrived. A
 * request answered after a later loss may have done its work in the lost commit.
 */
export function noteLostCommits(gate: CommitGate): Handler {
  return (_req, res, next) => {
    res.locals.lostCommits = gate.lostCommits;
    next();
  };
}

/** Whether the route has ended its answer (it may still wait for a commit before it leaves). */
export function answerEnded(res: ApiResponse): boolean {
  return (res as CapturingResponse)[kEnded] === true;
}

/**
 * Installs, once per application, the response methods every request shares (on Express's
 * `app.response`, so a request pays nothing until it is captured):
 * - the commit gate: a response ended while a commit is pending leaves once it is committed, and
 *   one whose work may have been lost (the commit failed) is never sent: its connection is cut —
 *   no answer ever describes work that could still be lost (store/group-commit.ts); a streamed
 *   write commits first;
 * - the request log's capture: the observer sees the answer once it has left (or was cut).
 */
export function hookResponses(response: ApiResponse, gate: CommitGate): void {
  const superWrite = response.write as (...args: unknown[]) => boolean;
  const superEnd = response.end as (...args: unknown[]) => ApiResponse;
  response.write = function (this: CapturingResponse, ...args: unknown[]) {
    const chunk = args[0];
    if (gate.commitPending) {
      try {
        gate.flush();
      } catch {
        this.destroy(); // what this stream would have said was not kept
        return false;
      }
    }
    const state = this[kCapture];
    if (state && chunk !== undefined && chunk !== null && typeof chunk !== 'function') (state.written ??= []).push(chunk);
    return superWrite.apply(this, args);
  } as ApiResponse['write'];
  response.end = function (this: CapturingResponse, ...args: unknown[]) {
    const chunk = args[0];
    if (this[kEnded]) return this; // a second answer to the same request: the first one stands
    this[kEnded] = true;
    const send = () => {
      superEnd.apply(this, args);
      recordAnswer(this, chunk, false);
    };
    const cut = () => {
      this.destroy();
      recordAnswer(this, undefined, true);
    };
    if (gate.commitPending) gate.afterCommit(send, cut);
    // No locals: an answer Node itself gives before the app sees the request (400 without Host, 417).
    else if (this.locals?.lostCommits !== undefined && this.locals.lostCommits !== gate.lostCommits) cut();
    else send();
    return this;
  } as ApiResponse['end'];
}

/** Hands the answer to the request log's observer, once it has left or its connection was cut. */
function recordAnswer(res: CapturingResponse, chunk: unknown, lost: boolean): void {
  const state = res[kCapture];
  if (!state || state.ended) return;
  state.ended = true;
  const last = chunk === undefined || chunk === null || typeof chunk === 'function' ? undefined : chunk;
  const body = lost ? undefined : state.written === null ? last : last === undefined ? state.written : [...state.written, last];
  try {
    state.observer.record({ req: state.req, res, atMs: state.atMs, latencyMs: monotonicMs() - state.startedAt, body, lost });
  } catch {
    // The log must never break an answer.
  }
}

/**
 * A request that will never be answered (fault injection cut or dropped it): the observer sees it
 * now, with no body. Nothing when it was not captured or was answered already.
 */
export function recordUnanswered(res: ApiResponse): void {
  const state = (res as Partial<CapturingResponse>)[kCapture];
  if (!state || state.ended) return;
  state.ended = true;
  try {
    state.observer.record({ req: state.req, res, atMs: state.atMs, latencyMs: monotonicMs() - state.startedAt, body: undefined });
  } catch {
    // as above: the log never breaks a request
  }
}

/** Has `observer` see this response once it has ended (nothing if it is seen already). */
export function captureResponse(observer: RequestObserver, req: ApiRequest, res: ApiResponse): void {
  const capturing = res as CapturingResponse;
  if (capturing[kCapture]) return;
  capturing[kCapture] = { observer, req, atMs: Date.now(), startedAt: monotonicMs(), written: null, ended: false };
}

/** Middleware that has `observer` see every request it wants, whoever answers it. */
export function observeRequests(observer: RequestObserver): Handler {
  return (req, res, next) => {
    if (observer.wants(req.path)) captureResponse(observer, req, res);
    next();
  };
}
