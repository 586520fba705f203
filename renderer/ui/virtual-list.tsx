// Fixed-row-height windowing: only the rows in view (plus a few either side) exist in the DOM, so
// 100,000 rows scroll like 30. The parent learns the visible range to fetch what is missing.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { visibleRange, type VisibleRange } from './virtual-range.ts';
import { nextIndex, visibleRows } from './list-keys.ts';

export type { VisibleRange };

export interface VirtualListProps {
  count: number;
  rowHeight: number;
  overscan?: number;
  /** `rendered`: the rows in the DOM now, so a row can tell whether the list's Tab stop is among them. */
  renderRow(index: number, rendered: VisibleRange): ReactNode;
  onRangeChange?(range: VisibleRange): void;
  /** Rendered above the rows, outside the scrolling area's rows (a header row). */
  header?: ReactNode;
  className?: string;
  /** ARIA: the whole list is a grid with this many rows (the header counts as one). */
  label: string;
  /**
   * Keyboard (list-keyboard.ts): rows carry `data-row-index` and are focusable; the arrows,
   * Home/End and PageUp/PageDown move focus to a row, scrolled into view, and call `onActivate`.
   */
  onActivate?(index: number): void;
  /** A row to bring into view, without focus (a deep link); `revealKey` changing brings it again. */
  revealIndex?: number | null;
  revealKey?: unknown;
}

export function VirtualList({ count, rowHeight, overscan = 8, renderRow, onRangeChange, header, className, label, onActivate, revealIndex, revealKey }: VirtualListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Before the list is measured, the window's height stands for the scroller's (which it bounds):
  // the first render then has every row the first paint shows, and a few more at most — without
  // the overscan, which only scrolling needs (fewer rows in the first render, layout and paint:
  // issue 23 §6); the observer's first report, after that paint, brings it.
  const [viewport, setViewport] = useState(() => ({ top: 0, height: window.innerHeight || 600, measured: false }));
  /** The row the keyboard moved to, until it is rendered and focused. */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // Measured by the observer alone, which reports after the browser's own layout (the first report
  // comes with the first frame), not by reading clientHeight here: that would force a layout of the
  // whole page in the middle of React's commit, and another once the rows it asks for are rendered.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const top = el.scrollTop;
      const height = el.clientHeight;
      setViewport((now) => (now.measured && now.top === top && now.height === height ? now : { top, height, measured: true }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (el) setViewport({ top: el.scrollTop, height: el.clientHeight, measured: true });
  }, []);

  const range = visibleRange(viewport.top, viewport.height, rowHeight, count, viewport.measured ? overscan : 0);
  useEffect(() => {
    onRangeChange?.(range);
  }, [range.start, range.end]); // eslint-disable-line react-hooks/exhaustive-deps -- once per new range: the parent's callback is a fresh closure each render, and calling it again for the same rows would load them again

  // Keyboard navigation: scroll the focused index into view, then focus its row once rendered.
  // After every render on purpose: the row appears only once the scroll it causes has re-rendered
  // the list, and the effect stops itself (focusIndex back to null) when the row has focus.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list, as said above
  useEffect(() => {
    const el = scroller.current;
    if (!el || focusIndex === null) return;
    const top = focusIndex * rowHeight;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
    const row = el.querySelector<HTMLElement>(`[data-row-index="${focusIndex}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      setFocusIndex(null);
    }
  });

  // A deep link: the row centred, unless it is in view already.
  useEffect(() => {
    const el = scroller.current;
    if (!el || revealIndex === null || revealIndex === undefined || revealIndex < 0) return;
    const top = revealIndex * rowHeight;
    if (top < el.scrollTop || top + rowHeight > el.scrollTop + el.clientHeight) {
      el.scrollTop = Math.max(0, top - (el.clientHeight - rowHeight) / 2);
    }
  }, [revealIndex, revealKey, rowHeight]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
    if (!onActivate || !focused || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = Number(focused.dataset.rowIndex);
    if ((event.key === 'Enter' || event.key === ' ') && event.target === focused) {
      event.preventDefault();
      onActivate(current);
      return;
    }
    // From the focused row, open or not (as ui/list-keyboard.ts).
    const target = nextIndex(event.key, current, count, visibleRows(scroller.current, rowHeight));
    if (target === null) return;
    event.preventDefault();
    setFocusIndex(target);
    onActivate(target);
  };

  const rows: ReactNode[] = [];
  for (let i = range.start; i < range.end; i++) {
    rows.push(
      <div key={i} role="none" className="vrow-slot" style={{ transform: `translateY(${i * rowHeight}px)`, height: rowHeight }}>
        {renderRow(i, range)}
      </div>,
    );
  }

  return (
    <div className={`vlist ${className ?? ''}`} role="grid" aria-label={label} aria-rowcount={count + 1} onKeyDown={onKeyDown}>
      {header}
      <div ref={scroller} className="vlist-scroll" onScroll={onScroll} role="rowgroup">
        <div role="none" className="vlist-spacer" style={{ height: count * rowHeight }}>
          {rows}
        </div>
      </div>
    </div>
  );
}
