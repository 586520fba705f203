// One chunk of the report's record of calls (report-observations.ts): up to CHUNK_ROWS calls of
// one account, every column a typed array and every text in one byte buffer, so a call leaves no
// JavaScript object of its own on the heap.
//
// Why no object per call: the record holds up to 200,000 calls an account, and each call's small
// objects (its facts, its path string) were allocated amid the request's short-lived garbage, so
// they ended up scattered one or two per page of the old generation, which could then never be
// given back. `bench/run.ts server-rss` read 164 MB after 50,000 POSTs and 239 MB after 150,000
// with objects, against 115 and 116 MB with the record switched off (2026-11-27): ~800 bytes of
// RSS a call for ~150 bytes of live data. Columns and bytes are a few large allocations instead.
//
// A chunk starts small and doubles up to CHUNK_ROWS, so a server with thousands of accounts that
// made a handful of calls each (an account per test) does not hold 4,096 rows of columns for each.
import { Buffer } from 'node:buffer';
import type { ObservedRequest } from '../domain/report/checks.ts';
import type { BodyFacts } from '../domain/report/body-facts.ts';

export const CHUNK_ROWS = 4096;
const FIRST_ROWS = 16;
const FIRST_TEXT_BYTES = 1024;

/** Bytes of columns a row holds: ids, atMs, rawHash, identity (8 each), two text ends (4 each), status (2), method and flags (1 each). */
export const ROW_COLUMN_BYTES = 8 * 4 + 4 * 2 + 2 + 1 + 1;

const HAS_BODY = 1;
const HAS_MONEY = 2;
const HAS_CUSTOM_ID = 4;
const HAS_IDENTITY = 8;
const HAS_LISTS = 16;

type Fault = NonNullable<ObservedRequest['fault']>;
const NONE: readonly string[] = Object.freeze([]);

export interface ChunkRow {
  id: number;
  atMs: number;
  status: number;
  method: number;
  path: string;
  facts: BodyFacts | null;
  fault?: Fault;
  retryAfterSeconds?: number;
}

export class ObservationChunk {
  private capacity = FIRST_ROWS;
  private ids = new Float64Array(FIRST_ROWS);
  atMs = new Float64Array(FIRST_ROWS);
  private status = new Uint16Array(FIRST_ROWS);
  private method = new Uint8Array(FIRST_ROWS);
  private flags = new Uint8Array(FIRST_ROWS);
  private rawHash = new Float64Array(FIRST_ROWS);
  private identity = new Float64Array(FIRST_ROWS);
  /** Where each row's path ends in `text` (2r), and where its lists of values end (2r + 1). */
  private ends = new Uint32Array(2 * FIRST_ROWS);
  private text = Buffer.allocUnsafeSlow(FIRST_TEXT_BYTES);
  private textLength = 0;
  private readonly faults = new Map<number, Fault>();
  private readonly retryAfter = new Map<number, number>();
  length = 0;

  constructor(readonly accountId: number) {}

  get full(): boolean {
    return this.length === CHUNK_ROWS;
  }

  /** What the chunk holds, in bytes: its columns at their capacity and its text buffer. */
  get bytes(): number {
    return this.capacity * ROW_COLUMN_BYTES + this.text.length;
  }

  add(row: ChunkRow): void {
    if (this.length === this.capacity) this.grow();
    const r = this.length++;
    this.ids[r] = row.id;
    this.atMs[r] = row.atMs;
    this.status[r] = row.status;
    this.method[r] = row.method;
    this.ends[2 * r] = this.write(row.path);
    const facts = row.facts;
    let flags = 0;
    if (facts) {
      flags = HAS_BODY | (facts.hasMoney ? HAS_MONEY : 0) | (facts.hasCustomId ? HAS_CUSTOM_ID : 0);
      this.rawHash[r] = facts.rawHash;
      if (facts.identity !== null) {
        flags |= HAS_IDENTITY;
        this.identity[r] = facts.identity;
      }
      // Most bodies name no brand, decimal or URL: nothing to write, nothing to parse back.
      if (facts.brands.length + facts.decimals.length + facts.notificationUrls.length > 0) {
        flags |= HAS_LISTS;
        this.write(JSON.stringify([facts.brands, facts.decimals, facts.notificationUrls]));
      }
    }
    this.flags[r] = flags;
    this.ends[2 * r + 1] = this.textLength;
    if (row.fault) this.faults.set(r, row.fault);
    if (row.retryAfterSeconds !== undefined) this.retryAfter.set(r, row.retryAfterSeconds);
  }

  idAt(r: number): number {
    return this.ids[r];
  }

  statusAt(r: number): number {
    return this.status[r];
  }

  methodAt(r: number): number {
    return this.method[r];
  }

  pathAt(r: number): string {
    return this.text.toString('utf8', r === 0 ? 0 : this.ends[2 * r - 1], this.ends[2 * r]);
  }

  faultAt(r: number): Fault | undefined {
    return this.faults.size === 0 ? undefined : this.faults.get(r);
  }

  retryAfterAt(r: number): number | undefined {
    return this.retryAfter.size === 0 ? undefined : this.retryAfter.get(r);
  }

  factsAt(r: number): BodyFacts | null {
    const flags = this.flags[r];
    if (!(flags & HAS_BODY)) return null;
    const [brands, decimals, notificationUrls] =
      flags & HAS_LISTS ? (JSON.parse(this.text.toString('utf8', this.ends[2 * r], this.ends[2 * r + 1])) as string[][]) : [NONE, NONE, NONE];
    return {
      rawHash: this.rawHash[r],
      identity: flags & HAS_IDENTITY ? this.identity[r] : null,
      brands: brands as string[],
      hasMoney: (flags & HAS_MONEY) !== 0,
      decimals: decimals as string[],
      notificationUrls: notificationUrls as string[],
      hasCustomId: (flags & HAS_CUSTOM_ID) !== 0,
    };
  }

  /** Appends `value` as UTF-8 and returns where it ends. */
  private write(value: string): number {
    // At most 3 bytes per UTF-16 unit: room checked without measuring the string first.
    const room = this.textLength + 3 * value.length;
    if (room > this.text.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(2 * this.text.length, room));
      this.text.copy(grown, 0, 0, this.textLength);
      this.text = grown;
    }
    this.textLength += this.text.write(value, this.textLength, 'utf8');
    return this.textLength;
  }

  private grow(): void {
    const capacity = Math.min(2 * this.capacity, CHUNK_ROWS);
    const widen = <T extends Float64Array | Uint32Array | Uint16Array | Uint8Array>(from: T, make: new (size: number) => T, size: number): T => {
      const to = new make(size);
      to.set(from);
      return to;
    };
    this.ids = widen(this.ids, Float64Array, capacity);
    this.atMs = widen(this.atMs, Float64Array, capacity);
    this.status = widen(this.status, Uint16Array, capacity);
    this.method = widen(this.method, Uint8Array, capacity);
    this.flags = widen(this.flags, Uint8Array, capacity);
    this.rawHash = widen(this.rawHash, Float64Array, capacity);
    this.identity = widen(this.identity, Float64Array, capacity);
    this.ends = widen(this.ends, Uint32Array, 2 * capacity);
    this.capacity = capacity;
  }
}
