// The request log the dashboard shows: the last requests of each account, in memory only (a
// bounded list per account, and a bound over all accounts together so that many accounts cannot
// grow memory without end; nothing survives a restart). Recording is on the hot path of every
// /v1 call, so it keeps references to what the router captured and does the work — ISO times,
// decoding, truncation — only when someone lists the log. Only bodies already over the limit are
// cut at once, so a client posting megabytes cannot make the log hold megabytes. The dashboard's
// own calls are kept apart, with their own bound, so its reads never push an integrator's calls out.
import { Buffer } from 'node:buffer';
import { formatTimestamp, virtualNow } from '../domain/clock.ts';
import { requestMatcher, type RequestFilter } from './request-filter.ts';
import { resourcesTouched, type TouchedResource } from './request-resources.ts';

export const REQUESTS_PER_ACCOUNT = 500;
/** The dashboard's own calls, per account: enough to see what it did, never at the integrator's cost. */
export const DASHBOARD_REQUESTS_PER_ACCOUNT = 200;
/** Over all accounts: ten accounts' worth; with bodies cut at 16 KB, under 200 MB at worst. */
export const REQUESTS_IN_ALL = 5_000;
/**
 * 16 KB: a boleto's answer with its Bolix image (~7 KB of base64 SVG) is ~9 KB, and a person
 * reading the log wants it whole; 8 KB cut every one of them.
 */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** A body cut at record time: the first bytes, copied, and how long it was. */
interface CutBody {
  head: string;
  totalBytes: number;
}

/** What a body is held as: as captured (a string, a Buffer, the chunks of several writes) or cut. */
export type CapturedBody = string | Uint8Array | ReadonlyArray<string | Uint8Array> | CutBody | null | undefined;

export interface RequestEntry {
  /** Wall-clock epoch ms when the request arrived. */
  atMs: number;
  method: string;
  /** Path with its query string, as sent. */
  url: string;
  status: number;
  latencyMs: number;
  requestBody: CapturedBody;
  responseBody: CapturedBody;
  /** The response's content type; binary bodies are described rather than shown. */
  responseType?: string;
  /** Set when fault injection changed this request's answer (server/http/faults.ts). */
  fault?: FaultMark;
  /** The account's clock offset when the request arrived: its virtual time is atMs plus this. */
  clockOffsetMs: number;
  /** Sent by the dashboard (its X-Sandbox-Client header), not by the integrator's code. */
  fromDashboard?: boolean;
  /** The Retry-After (seconds) of a 429 or 503 answer: the integration report checks the client waited. */
  retryAfterSeconds?: number;
}


/** How a request log entry shows an injected fault. `status` 0 in the entry: nothing was answered. */
export interface FaultMark {
  rule_id: number;
  fault: string;
  when: string;
  /** Under "after": the status the handler had answered before the fault replaced it. */
  answered_status?: number;
}

export interface RecordedRequest extends RequestEntry {
  id: number;
  /** Worked out the first time the request is listed, then kept: the entry no longer changes. */
  resources?: TouchedResource[];
}

export interface RequestView {
  id: number;
  at: string;
  /** The account's virtual clock when the request arrived, "YYYY-MM-DD HH:MM:SS" (Brasília). */
  virtual_at: string;
  method: string;
  path: string;
  status: number;
  latency_ms: number;
  request_body: string | null;
  response_body: string | null;
  from_dashboard: boolean;
  resources: TouchedResource[];
  /** Only on requests fault injection changed. */
  fault?: FaultMark;
}

/** A held request, linked in arrival order across all accounts: the oldest anywhere goes first. */
interface Held {
  entry: RecordedRequest;
  accountId: number;
  older: Held | null;
  newer: Held | null;
}

const isCut = (body: CapturedBody): body is CutBody => typeof body === 'object' && body !== null && 'head' in body;

function byteLength(body: string | Uint8Array): number {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
}

/** A captured body as one text (the whole of it). */
function wholeText(body: string | Uint8Array | ReadonlyArray<string | Uint8Array>): string {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  // Joined as bytes first: a character may be split between two writes.
  return Buffer.concat(body.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))).toString('utf8');
}

/** Cuts at `limit` bytes, copying, so the original (perhaps a megabyte) can be collected. */
function cut(body: string | Uint8Array, limit: number): CutBody {
  // limit + 1 characters are at least limit + 1 bytes: enough to cut at `limit`.
  const bytes = typeof body === 'string' ? Buffer.from(body.slice(0, limit + 1)) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return { head: decodeHead(bytes, limit), totalBytes: byteLength(body) };
}

/** The first `limit` bytes as text, without a broken character at the end. */
function decodeHead(bytes: Buffer, limit: number): string {
  return bytes.subarray(0, limit).toString('utf8').replace(/\uFFFD+$/, '');
}

const looksBinary = (type: string | undefined) => type !== undefined && !/json|text|xml|javascript|x-www-form-urlencoded/i.test(type);

export class RequestLog {
  private lastId = 0;
  /** Each account's held requests, oldest first: the integrator's, and apart the dashboard's. */
  private readonly byAccount = new Map<number, Held[]>();
  private readonly dashboardByAccount = new Map<number, Held[]>();
  private oldest: Held | null = null;
  private newest: Held | null = null;
  private count = 0;

  constructor(
    readonly perAccount = REQUESTS_PER_ACCOUNT,
    readonly bodyLimit = BODY_LIMIT_BYTES,
    readonly inAll = REQUESTS_IN_ALL,
    readonly dashboardPerAccount = DASHBOARD_REQUESTS_PER_ACCOUNT,
  ) {}

  record(accountId: number, entry: RequestEntry): RecordedRequest {
    const recorded = entry as RecordedRequest;
    recorded.id = ++this.lastId;
    recorded.requestBody = this.bound(entry.requestBody);
    const answer = entry.responseBody; // `recorded` is `entry`: the line below replaces it
    recorded.responseBody = this.bound(answer);
    if (isCut(recorded.responseBody) && !isCut(answer) && answer !== null && answer !== undefined) {
      // What a create made is named by its answer's ids, and the cut answer no longer parses: a
      // carnê of 12 parcels answers ~90 KB once each parcel carries its Bolix image. Only answers
      // over the limit pay for this, once, here.
      recorded.resources = resourcesTouched(entry.method, entry.url, entry.status, wholeText(answer));
    }
    const held: Held = { entry: recorded, accountId, older: this.newest, newer: null };
    if (this.newest) this.newest.newer = held;
    else this.oldest = held;
    this.newest = held;
    this.count++;
    const lanes = this.lanesOf(recorded);
    let list = lanes.get(accountId);
    if (!list) lanes.set(accountId, (list = []));
    list.push(held);
    if (list.length > (recorded.fromDashboard ? this.dashboardPerAccount : this.perAccount)) this.unlink(list.shift()!);
    while (this.count > this.inAll) this.forgetOldest();
    return recorded;
  }

  /**
   * The account's latest requests that match, newest first — searched over everything kept, not
   * just the latest `limit`. The dashboard's calls only when the filter asks for them.
   */
  list(accountId: number, limit: number, filter: RequestFilter = {}): RequestView[] {
    const api = this.byAccount.get(accountId) ?? [];
    const dashboard = filter.includeDashboard ? (this.dashboardByAccount.get(accountId) ?? []) : [];
    const matches = requestMatcher(filter);
    const views: RequestView[] = [];
    // Both lanes are in arrival order: walk them back together, newest id first.
    let a = api.length - 1;
    let d = dashboard.length - 1;
    while (views.length < limit && (a >= 0 || d >= 0)) {
      const takeApi = d < 0 || (a >= 0 && api[a].entry.id > dashboard[d].entry.id);
      const entry = takeApi ? api[a--].entry : dashboard[d--].entry;
      if (matches(entry)) views.push(this.view(entry));
    }
    return views;
  }

  /** How many requests are held, over all accounts. */
  get size(): number {
    return this.count;
  }

  private lanesOf(entry: RequestEntry): Map<number, Held[]> {
    return entry.fromDashboard ? this.dashboardByAccount : this.byAccount;
  }

  /** The oldest request anywhere is also the oldest of its own lane: first in its list. */
  private forgetOldest(): void {
    const oldest = this.oldest!;
    const lanes = this.lanesOf(oldest.entry);
    const list = lanes.get(oldest.accountId)!;
    list.shift();
    if (list.length === 0) lanes.delete(oldest.accountId);
    this.unlink(oldest);
  }

  private unlink(held: Held): void {
    if (held.older) held.older.newer = held.newer;
    else this.oldest = held.newer;
    if (held.newer) held.newer.older = held.older;
    else this.newest = held.older;
    held.older = held.newer = null;
    this.count--;
  }

  /** Only what is already far too long is dealt with now: a length check on the hot path. */
  private bound(body: CapturedBody): CapturedBody {
    if (body === null || body === undefined || isCut(body)) return body;
    // More characters than the limit has bytes is surely over it (multi-byte text is cut lazily).
    if (typeof body === 'string') return body.length > this.bodyLimit ? cut(body, this.bodyLimit) : body;
    if (body instanceof Uint8Array) return body.byteLength > this.bodyLimit ? cut(body, this.bodyLimit) : body;
    const chunks = body as ReadonlyArray<string | Uint8Array>;
    const joined = Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
    return joined.byteLength > this.bodyLimit ? cut(joined, this.bodyLimit) : joined;
  }

  private text(body: CapturedBody, type?: string): string | null {
    if (body === null || body === undefined) return null;
    let bounded: CutBody;
    if (isCut(body)) {
      bounded = body;
    } else {
      // After bound(), a body is a string, bytes or a cut one; never chunks any more.
      const whole = body as string | Uint8Array;
      const size = byteLength(whole);
      if (size === 0) return null;
      if (typeof whole !== 'string' && looksBinary(type)) return `<${type}, ${size} bytes>`;
      if (size <= this.bodyLimit) {
        return typeof whole === 'string' ? whole : Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength).toString('utf8');
      }
      bounded = cut(whole, this.bodyLimit);
    }
    if (looksBinary(type)) return `<${type}, ${bounded.totalBytes} bytes>`;
    return `${bounded.head}… [truncated: ${bounded.totalBytes} bytes]`;
  }

  private view(entry: RecordedRequest): RequestView {
    const responseBody = this.text(entry.responseBody, entry.responseType);
    entry.resources ??= resourcesTouched(entry.method, entry.url, entry.status, responseBody);
    return {
      id: entry.id,
      at: new Date(entry.atMs).toISOString(),
      virtual_at: formatTimestamp(virtualNow(entry.atMs, entry.clockOffsetMs)),
      method: entry.method,
      path: entry.url,
      status: entry.status,
      latency_ms: Math.round(entry.latencyMs * 100) / 100,
      request_body: this.text(entry.requestBody),
      response_body: responseBody,
      from_dashboard: entry.fromDashboard === true,
      resources: entry.resources,
      ...(entry.fault ? { fault: entry.fault } : {}),
    };
  }
}
