// Where the keyboard moves a list's selection (ui/list-keyboard.ts, ui/virtual-list.tsx): plain functions.

/** Where a key moves the selection in a list of `count` rows; null for a key that does not move it. */
export function nextIndex(key: string, current: number, count: number, pageSize: number): number | null {
  if (count === 0) return null;
  const page = Math.max(1, pageSize);
  const target =
    key === 'ArrowDown' ? current + 1
    : key === 'ArrowUp' ? current - 1
    : key === 'PageDown' ? current + page
    : key === 'PageUp' ? current - page
    : key === 'Home' ? 0
    : key === 'End' ? count - 1
    : null;
  return target === null ? null : Math.min(count - 1, Math.max(0, target));
}

/** How many rows of `rowHeight` the scrolling area shows at once: what PageDown moves by. */
export function visibleRows(scroller: HTMLElement | null, rowHeight: number): number {
  if (!scroller || rowHeight <= 0) return 10;
  return Math.max(1, Math.floor(scroller.clientHeight / rowHeight));
}
