// Plain functions behind the charge list's paging: which pages a visible range needs, and where
// a row lives. No React, no zustand, no fetch.
import type { ChargeSummary } from '../api/types.ts';

export const PAGE_SIZE = 100;
/**
 * The list's very first request asks for this many rows only (a window's worth: 30 rows of 40 px
 * fill 1,200 px), so the engine answers, and the browser parses and renders, less before the first
 * rows are painted (issue 23 §6); the rest of that page is asked for once they are.
 */
export const FIRST_ROWS = 30;

export type Pages = Record<number, ChargeSummary[]>;

export function pagesForRange(start: number, end: number, pageSize = PAGE_SIZE): number[] {
  if (end <= start) return [0];
  const first = Math.floor(start / pageSize);
  const last = Math.floor((end - 1) / pageSize);
  const pages: number[] = [];
  for (let p = first; p <= last; p++) pages.push(p);
  return pages;
}

export function rowAt(pages: Pages, index: number, pageSize = PAGE_SIZE): ChargeSummary | undefined {
  return pages[Math.floor(index / pageSize)]?.[index % pageSize];
}

/** Only the pages still in view are kept after a refresh: offsets elsewhere may have shifted. */
export function keepPages(pages: Pages, wanted: number[]): Pages {
  const kept: Pages = {};
  for (const p of wanted) if (pages[p]) kept[p] = pages[p];
  return kept;
}

/** Ids newer than what the list has shown so far, to mark rows that just arrived. */
export function newIds(rows: Array<Pick<ChargeSummary, 'charge_id'>>, newestSeen: number): number[] {
  return rows.filter((r) => r.charge_id > newestSeen).map((r) => r.charge_id);
}

/** Where a charge is among the pages loaded so far; -1 when it is in none of them. */
export function indexOfCharge(pages: Pages, chargeId: number | null, pageSize = PAGE_SIZE): number {
  if (chargeId === null) return -1;
  for (const [page, rows] of Object.entries(pages)) {
    const at = rows.findIndex((row) => row.charge_id === chargeId);
    if (at >= 0) return Number(page) * pageSize + at;
  }
  return -1;
}
