// The capture of recordings (issue 27 §2): a single call from where requests are captured
// (http/request-logging.ts), on the path of every request, so it stays small and cheap — a map
// look-up while the account records nothing. While one runs, each captured call is one row,
// written by one statement after its answer went out. The rest (start, stop, export) is recordings.ts.
import { Buffer } from 'node:buffer';
import type { AppContext } from './context.ts';
import type { Db } from '../store/db.ts';
import { createRecordingsRepo } from '../store/recordings-repo.ts';
import { virtualNow } from '../domain/clock.ts';
import { answerIds, capturesCall, handlerStatus, type InjectedFault } from '../domain/recording/recording.ts';
import { withStandInCard } from '../domain/recording/stand-in-card.ts';

/** Steps per recording: a session a person can read as a test, bounded so none fills the disk. */
export const MAX_STEPS = 5_000;
/** Answers kept as sent up to this; a longer one (a carnê with its parcels' images) has its ids taken at once instead. */
export const ANSWER_KEPT_CHARS = 64 * 1024;
/**
 * The steps' bodies and answers kept, in UTF-8 bytes, per recording: bounded so a client sending
 * 1 MB bodies (the API's limit) cannot write 5 GB in one recording's 5,000 steps. A session's step
 * is a few KB (a Bolix boleto's answer ~8 KB), so 32 MiB hold thousands of ordinary steps. Bytes,
 * not characters: the count made after a restart is SQLite's, whose length() counts characters
 * otherwise than JavaScript (an emoji is one, not two) and stops at a NUL.
 */
export const MAX_RECORDED_BYTES = 32 * 1024 * 1024;
interface Running {
  id: number;
  steps: number;
  /** Bytes of bodies and answers kept so far (MAX_RECORDED_BYTES). */
  bytes: number;
  /** A call was left out for MAX_RECORDED_BYTES: nothing more is recorded. */
  full: boolean;
}

export interface RecordingState {
  repo: ReturnType<typeof createRecordingsRepo>;
  /** The running recording of each account that has one: read on every captured call. */
  running: Map<number, Running>;
}

const states = new WeakMap<Db, RecordingState>();

export function stateOf(ctx: AppContext): RecordingState {
  let state = states.get(ctx.store.db);
  if (!state) {
    const repo = createRecordingsRepo(ctx.store.db);
    // A recording left running by a restart goes on recording.
    const running = new Map(repo.running().map((row) => [row.account_id, { id: row.id, steps: repo.stepCount(row.id).n, bytes: repo.keptBytes(row.id), full: row.reached_bound === 1 }]));
    states.set(ctx.store.db, (state = { repo, running }));
  }
  return state;
}

const byteLengthOf = (text: string | null) => (text === null ? 0 : Buffer.byteLength(text, 'utf8'));

type Body = string | Uint8Array | ReadonlyArray<string | Uint8Array> | null | undefined;

function textOf(body: Body | object): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  if (Array.isArray(body)) return Buffer.concat(body.map((chunk: string | Uint8Array) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))).toString('utf8');
  return null; // a body the request log already cut: not one this module is given
}

export interface CapturedCall {
  method: string;
  /** Path and query as sent. */
  url: string;
  requestBody: Body;
  /** As answered; with `fault`, what fault injection made of it (the recording keeps the handler's). */
  status: number;
  fault?: InjectedFault;
  responseBody: Body | object;
  clockOffsetMs: number;
  fromDashboard: boolean;
}

/** The calls whose body is a card (number and CVV): never recorded as typed (domain/recording/stand-in-card.ts). */
const carriesCard = (url: string) => /^\/sandbox\/v1\/payment-tokens\/?$/.test(url.split('?')[0]);

/** The hook: a call of the account, answered. Recorded when the account records and the call is part of a session. */
export function noteCapturedCall(ctx: AppContext, accountId: number, call: CapturedCall): void {
  const state = stateOf(ctx);
  const running = state.running.get(accountId);
  if (running === undefined || running.full || running.steps >= MAX_STEPS || !capturesCall(call.method, call.url, call.fromDashboard)) return;
  const status = handlerStatus(call.status, call.fault);
  // Parsing the answer is left to the export: on the path of every call, only a length check. A
  // fault's own answer holds none of the handler's ids.
  const answer = status === call.status ? textOf(call.responseBody) : null;
  const kept = answer === null || answer.length <= ANSWER_KEPT_CHARS;
  const body = carriesCard(call.url) ? withStandInCard(textOf(call.requestBody)) : textOf(call.requestBody);
  const bytes = byteLengthOf(body) + (kept ? byteLengthOf(answer) : 0);
  try {
    if (running.bytes + bytes > MAX_RECORDED_BYTES) {
      // Left out, and every call after it: a replay with a gap in it would not be the session.
      ctx.store.statement(() => state.repo.markFull(running.id));
      running.full = true;
      return;
    }
    const seq = ++running.steps;
    running.bytes += bytes;
    ctx.store.statement(() =>
      state.repo.insertStep({
        recording_id: running.id,
        seq,
        method: call.method,
        path: call.url,
        body,
        status,
        answer: kept ? answer : null,
        answer_ids: kept ? null : JSON.stringify(answerIds(answer)),
        virtual_at_ms: virtualNow(ctx.wallClock(), call.clockOffsetMs),
      }),
    );
  } catch {
    // The recording is gone (its account was deleted): nothing more to record for it.
    state.running.delete(accountId);
  }
}

