// What the integration report reads of an account's /v1 calls over a whole session (the request
// log keeps only the last 500, with bodies, for a person to read): per call its time, method,
// path, status, fault, Retry-After and the few facts of its body the checks use — never the body.
//
// Why in memory, and columnar: it is written on every /v1 call. A table would add a row to every
// GET's read-only turn and a write to every commit (a migration, an index, a snapshot question)
// for data that describes the process's own traffic; the request log it extends is in memory
// too, and so is the account's start (a reset) the report reads from. The rows sit in chunks
// (report-observation-chunk.ts) of typed arrays, their texts (the path, the body's few values) as
// UTF-8 in one buffer per chunk, so a call leaves no object of its own on the heap; rare columns
// (fault, Retry-After) are sparse maps. Measured: ~3 µs of CPU a call (bench/integration-report.ts's
// mix), and ~60 bytes a POST /v1/charge (server RSS 115 → 120 MB at 50,000 POSTs, see the chunk's
// header for what objects cost). Nothing survives a restart: the report says from when its record
// of requests is whole (`requests_observed_since`), and docs/fidelity.md says so.
//
// Bounds: OBSERVED_PER_ACCOUNT rows an account, OBSERVED_IN_ALL rows and OBSERVED_BYTES_IN_ALL
// over all accounts; past any, the oldest chunk goes, and the report says from when it is whole. A reset empties the
// account's rows. Not in snapshots: it is what the application sent, which putting data back does
// not undo (the daily quota's counts are left out for the same reason).
import type { ObservedRequest } from '../domain/report/checks.ts';
import { bodyFacts, MAX_VALUE_CHARS } from '../domain/report/body-facts.ts';
import { ObservationChunk } from './report-observation-chunk.ts';
import type { RequestEntry } from './request-log.ts';

/** Twice the report bench's 100,000 calls: a day of a busy integration suite. */
export const OBSERVED_PER_ACCOUNT = 200_000;
/** Over all accounts: at ~60–200 bytes a call, 60–200 MB at most. */
export const OBSERVED_IN_ALL = 1_000_000;
/**
 * And by size: a client choosing long paths and bodies full of URLs (each call keeps up to ~20 KB
 * of them, body-facts.ts) must not turn a million calls into gigabytes. Counted as the chunks'
 * columns and text buffers as allocated; past it, the oldest chunk anywhere goes, as for the row bound.
 */
export const OBSERVED_BYTES_IN_ALL = 256 * 1024 * 1024;

/** What the hook passes: the request log's entry, as recorded (its id is the log's). */
export type ObservedEntry = Pick<RequestEntry, 'atMs' | 'method' | 'url' | 'status' | 'fault' | 'retryAfterSeconds' | 'fromDashboard'> & { id?: number };

interface AccountRows {
  chunks: ObservationChunk[];
  rows: number;
  /** Wall-clock ms of the latest request let go for a bound: the record is whole after it. */
  forgottenUntilMs: number;
}

export interface ObservationSpan {
  /** How many calls are held for the account. */
  held: number;
  /** Wall-clock ms from which the record is whole: the server's start, a reset, or a bound. */
  wholeSinceMs: number;
}

export class ReportObservations {
  private readonly accounts = new Map<number, AccountRows>();
  /** When each account last started over (a reset): the report's default start, wall-clock ms. */
  private readonly startedAt = new Map<number, number>();
  /** Every live chunk, oldest first, for the bound over all accounts. */
  private readonly queue: ObservationChunk[] = [];
  private rowsInAll = 0;
  private bytesInAll = 0;
  private readonly methodNames: string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
  private readonly methodCodes = new Map(this.methodNames.map((name, code) => [name, code]));

  constructor(
    /** Wall-clock ms the server started: before it, nothing was seen. */
    readonly startedMs: number,
    readonly perAccount = OBSERVED_PER_ACCOUNT,
    readonly inAll = OBSERVED_IN_ALL,
    readonly bytesBound = OBSERVED_BYTES_IN_ALL,
  ) {}

  /** On the hot path of every logged call: only the integrator's own /v1 calls are kept. */
  observe(accountId: number, entry: ObservedEntry, rawBody?: string, parsedBody?: unknown): void {
    if (entry.fromDashboard || !entry.url.startsWith('/v1/')) return;
    let account = this.accounts.get(accountId);
    if (!account) this.accounts.set(accountId, (account = { chunks: [], rows: 0, forgottenUntilMs: 0 }));
    let chunk = account.chunks.at(-1);
    if (!chunk || chunk.full) {
      account.chunks.push((chunk = new ObservationChunk(accountId)));
      this.queue.push(chunk);
      this.bytesInAll += chunk.bytes;
    }
    const bytesBefore = chunk.bytes;
    chunk.add({
      id: entry.id ?? 0,
      atMs: entry.atMs,
      status: entry.status,
      method: this.methodCode(entry.method),
      // A path is the client's to make long (a query string up to the URL limit): the checks read routes and ids.
      path: entry.url.length > MAX_VALUE_CHARS ? entry.url.slice(0, MAX_VALUE_CHARS) : entry.url,
      facts: rawBody ? bodyFacts(rawBody, parsedBody) : null,
      fault: entry.fault,
      retryAfterSeconds: entry.retryAfterSeconds,
    });
    this.bytesInAll += chunk.bytes - bytesBefore;
    account.rows++;
    this.rowsInAll++;
    if (account.rows > this.perAccount) this.dropOldest(account);
    while ((this.rowsInAll > this.inAll || this.bytesInAll > this.bytesBound) && this.queue.length > 0) this.dropOldestAnywhere();
  }

  /** The account's calls that arrived at or after `sinceMs`, oldest first. */
  requests(accountId: number, sinceMs: number): ObservedRequest[] {
    const out: ObservedRequest[] = [];
    for (const chunk of this.accounts.get(accountId)?.chunks ?? []) {
      for (let row = 0; row < chunk.length; row++) {
        if (chunk.atMs[row] < sinceMs) continue;
        // One shape for every row (absent fields undefined): the checks' loops stay monomorphic.
        out.push({
          id: chunk.idAt(row),
          atMs: chunk.atMs[row],
          method: this.methodNames[chunk.methodAt(row)],
          path: chunk.pathAt(row),
          status: chunk.statusAt(row),
          body: chunk.factsAt(row),
          fault: chunk.faultAt(row),
          retryAfterSeconds: chunk.retryAfterAt(row),
        });
      }
    }
    return out;
  }

  /** How much is held for the account, and from when it is whole. */
  span(accountId: number): ObservationSpan {
    const account = this.accounts.get(accountId);
    return { held: account?.rows ?? 0, wholeSinceMs: Math.max(this.startedMs, this.startOf(accountId), account?.forgottenUntilMs ?? 0) };
  }

  /** The account started over (a reset): its calls so far are let go, the report reads from now. */
  startOver(accountId: number, atMs: number): void {
    this.startedAt.set(accountId, atMs);
    const account = this.accounts.get(accountId);
    if (!account) return;
    for (const chunk of account.chunks) {
      this.unqueue(chunk);
      this.bytesInAll -= chunk.bytes;
    }
    this.rowsInAll -= account.rows;
    this.accounts.delete(accountId);
  }

  /** When the account last started over; 0 when it never did since the server started. */
  startOf(accountId: number): number {
    return this.startedAt.get(accountId) ?? 0;
  }

  /** Over all accounts. */
  get size(): number {
    return this.rowsInAll;
  }

  private methodCode(method: string): number {
    let code = this.methodCodes.get(method);
    if (code === undefined) {
      // Any method reaches the router; past 255 distinct names, the rest share the last code.
      code = Math.min(this.methodNames.length, 255);
      if (code === this.methodNames.length) this.methodNames.push(method);
      this.methodCodes.set(method, code);
    }
    return code;
  }

  private dropOldest(account: AccountRows): void {
    const chunk = account.chunks.shift()!;
    this.unqueue(chunk);
    account.rows -= chunk.length;
    this.rowsInAll -= chunk.length;
    this.bytesInAll -= chunk.bytes;
    for (let row = 0; row < chunk.length; row++) account.forgottenUntilMs = Math.max(account.forgottenUntilMs, chunk.atMs[row]);
  }

  /** The oldest chunk anywhere is the oldest of its own account. */
  private dropOldestAnywhere(): void {
    const oldest = this.queue[0];
    if (oldest) this.dropOldest(this.accounts.get(oldest.accountId)!);
  }

  /** A few hundred chunks at most (OBSERVED_IN_ALL / CHUNK_ROWS): a search is cheap, once per 4,096 calls. */
  private unqueue(chunk: ObservationChunk): void {
    const at = this.queue.indexOf(chunk);
    if (at >= 0) this.queue.splice(at, 1);
  }
}
