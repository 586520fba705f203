// Which rows of a fixed-row-height list are in view, plus `overscan` either side.

export interface VisibleRange {
  start: number;
  /** Exclusive. */
  end: number;
}

export function visibleRange(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan: number): VisibleRange {
  const first = Math.floor(scrollTop / rowHeight);
  const last = Math.ceil((scrollTop + viewport) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}
