// Fixed-row-height windowing: only the rows in view (plus a few either side) exist in the DOM, so
// 100,000 rows scroll like 30. The parent learns the visible range to fetch what is missing.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { visibleRange, type VisibleRange } from './virtual-range.ts';

export type { VisibleRange };

export interface VirtualListProps {
  count: number;
  rowHeight: number;
  overscan?: number;
  renderRow(index: number): ReactNode;
  onRangeChange?(range: VisibleRange): void;
  /** Rendered above the rows, outside the scrolling area's rows (a header row). */
  header?: ReactNode;
  className?: string;
  /** ARIA: the whole list is a table with this many rows (the header counts as one). */
  label: string;
  /** Index to bring into view and focus (keyboard navigation); changes drive the scroll. */
  focusIndex?: number | null;
  onKeyDown?(event: KeyboardEvent<HTMLDivElement>): void;
}

export function VirtualList({ count, rowHeight, overscan = 8, renderRow, onRangeChange, header, className, label, focusIndex, onKeyDown }: VirtualListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ top: 0, height: 600 });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setViewport({ top: el.scrollTop, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (el) setViewport({ top: el.scrollTop, height: el.clientHeight });
  }, []);

  const range = visibleRange(viewport.top, viewport.height, rowHeight, count, overscan);
  useEffect(() => {
    onRangeChange?.(range);
  }, [range.start, range.end]); // eslint-disable-line react-hooks/exhaustive-deps

  // Keyboard navigation: scroll the focused index into view, then focus its row once rendered.
  useEffect(() => {
    const el = scroller.current;
    if (!el || focusIndex === null || focusIndex === undefined) return;
    const top = focusIndex * rowHeight;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
    const row = el.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`);
    row?.focus({ preventScroll: true });
  });

  const rows: ReactNode[] = [];
  for (let i = range.start; i < range.end; i++) {
    rows.push(
      <div key={i} role="none" className="vrow-slot" style={{ transform: `translateY(${i * rowHeight}px)`, height: rowHeight }}>
        {renderRow(i)}
      </div>,
    );
  }

  return (
    <div className={`vlist ${className ?? ''}`} role="table" aria-label={label} aria-rowcount={count + 1} onKeyDown={onKeyDown}>
      {header}
      <div ref={scroller} className="vlist-scroll" onScroll={onScroll} role="rowgroup">
        <div role="none" className="vlist-spacer" style={{ height: count * rowHeight }}>
          {rows}
        </div>
      </div>
    </div>
  );
}
