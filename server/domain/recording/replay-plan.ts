// A recording as the steps of a replay, the same for every language: which call to make, with
// which body, what status to expect, which ids to learn from its answer — or why a call is left
// out. The writers (export-node.ts, export-pytest.ts) only spell these out.
import type { AnswerId, RecordedStep, RecordingDocument } from './recording.ts';

export type ReplayBody =
  | { kind: 'none' }
  /** The recorded JSON, its ids and notification URLs swapped at run time. */
  | { kind: 'json'; value: unknown }
  /** A Pix payment: the replayed charge's own "copia e cola", read when the step runs. */
  | { kind: 'pix-of'; chargeId: number; rest: Record<string, unknown> };

export interface ReplayCall {
  kind: 'call';
  seq: number;
  method: string;
  path: string;
  body: ReplayBody;
  status: number;
  learn: AnswerId[];
  virtualAt: string;
}

export interface SkippedStep {
  kind: 'skipped';
  seq: number;
  method: string;
  path: string;
  why: string;
}

export type ReplayStep = ReplayCall | SkippedStep;

/** Which id a number in a path is, by the segment before it: /v1/charge/12/pay → charge_id. */
export const ID_OF_SEGMENT: Record<string, string> = {
  charge: 'charge_id',
  charges: 'charge_id',
  card: 'charge_id',
  'payment-links': 'charge_id',
  carnet: 'carnet_id',
  subscription: 'subscription_id',
  subscriptions: 'subscription_id',
  plan: 'plan_id',
};

function parseBody(text: string | null): { ok: true; value: unknown } | { ok: false } {
  if (text === null || text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const answeredChargeId = (step: RecordedStep) => step.answerIds.find(([keys]) => keys.length === 1 && keys[0] === 'charge_id')?.[1];

function skipWhy(step: RecordedStep): string | undefined {
  const bare = step.path.split('?')[0];
  if (step.status === 0) return 'nothing was answered (a fault injected, or the connection lost): not replayed';
  if (step.status === 401 && bare.startsWith('/v1/')) return "its token was refused (expired or revoked): the replay authorizes on its own, and replays the retry that followed";
  if (bare.startsWith('/v1/notification/')) return "a callback's token differs on every run: the callbacks are asserted at the end instead";
  if (/^\/v1\/(card|installments)\/[^/]+\/jsonp/.test(bare)) return "the browser tokenizer's call carries data encrypted for that server: not replayed";
  return undefined;
}

/**
 * The files write a body as nested literals, one level of recursion (and of brackets) per level:
 * a hostile body of 10,000 levels would overflow the export's stack, and CPython refuses to
 * compile 200 nested brackets. No request the API takes nests deeper than 5; 64 is plenty.
 */
export const MAX_BODY_DEPTH = 64;

/** Whether `value` nests deeper than `limit` arrays and objects — by a loop, not recursion. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(item)) if (typeof inner === 'object' && inner !== null) pending.push([inner, depth + 1]);
  }
  return false;
}

export function replayPlan(recording: Pick<RecordingDocument, 'steps'>): ReplayStep[] {
  return recording.steps.map((step): ReplayStep => {
    const why = skipWhy(step);
    if (why) return { kind: 'skipped', seq: step.seq, method: step.method, path: step.path, why };
    const parsed = parseBody(step.body);
    if (!parsed.ok) return { kind: 'skipped', seq: step.seq, method: step.method, path: step.path, why: 'its body was not JSON: not replayed' };
    if (nestedDeeperThan(parsed.value, MAX_BODY_DEPTH)) {
      return { kind: 'skipped', seq: step.seq, method: step.method, path: step.path, why: `its body nests deeper than ${MAX_BODY_DEPTH} levels: no real request does, and no file could hold it as code` };
    }
    let body: ReplayBody = parsed.value === undefined ? { kind: 'none' } : { kind: 'json', value: parsed.value };
    const bare = step.path.split('?')[0].replace(/\/$/, '');
    const paid = answeredChargeId(step);
    const fields = (typeof parsed.value === 'object' && parsed.value !== null ? parsed.value : {}) as Record<string, unknown>;
    // A typed line, a barcode or a Pix code are made from the charge's id: each run has its own.
    // The bank step pays the replayed charge by its id instead; the Pix step pastes its own code.
    if (bare === '/sandbox/v1/bank/payments' && typeof paid === 'number' && fields.charge_id === undefined) {
      const { typed_line: _line, barcode: _barcode, ...rest } = fields;
      body = { kind: 'json', value: { charge_id: paid, ...rest } };
    } else if (bare === '/sandbox/v1/bank/pix' && typeof paid === 'number') {
      const { qrcode: _code, ...rest } = fields;
      body = { kind: 'pix-of', chargeId: paid, rest };
    }
    return { kind: 'call', seq: step.seq, method: step.method, path: step.path, body, status: step.status, learn: step.answerIds, virtualAt: step.virtualAt };
  });
}
