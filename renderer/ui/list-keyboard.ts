// Keyboard for the dashboard's lists (WAI-ARIA grid, row focus): the list is one Tab stop — the
// selected row, or the first — and the arrows, Home/End and PageUp/PageDown move the selection,
// which opens the item as a click does; focus stays in the list. Links and buttons inside rows
// are left out of the Tab order (they stay clickable; the detail pane has the same actions).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { nextIndex, visibleRows } from './list-keys.ts';
import './list-keyboard.css';

const ROW = '[data-row-index]';

/** What each row of a keyboard list carries (useListKeyboard's rowProps). */
export interface ListRowProps {
  'data-row-index': number;
  tabIndex: number;
  'aria-selected': boolean;
}

/**
 * For a list whose rows are all in the DOM (a table, a list of cards). `selectedIndex`: the open
 * item's row, -1 for none; `open(index)` opens a row's item (navigates to it).
 */
export function useListKeyboard<E extends HTMLElement>(count: number, selectedIndex: number, open: (index: number) => void) {
  const ref = useRef<E>(null);
  const tabStop = selectedIndex >= 0 && selectedIndex < count ? selectedIndex : 0;

  // A deep link (or a choice made elsewhere) brings the selected row into view once it is listed.
  useEffect(() => {
    if (selectedIndex < 0) return;
    ref.current?.querySelector<HTMLElement>(`[data-row-index="${selectedIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedIndex, count]);

  const onKeyDown = (event: KeyboardEvent<E>) => {
    const list = ref.current;
    const focused = (event.target as HTMLElement).closest<HTMLElement>(ROW);
    if (!list || !focused || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = Number(focused.dataset.rowIndex);
    if ((event.key === 'Enter' || event.key === ' ') && event.target === focused) {
      event.preventDefault();
      open(current);
      return;
    }
    const rows = list.querySelectorAll<HTMLElement>(ROW);
    const scroller = list.closest<HTMLElement>('.table-scroll') ?? list;
    // The arrows move from the row that has focus, open or not: after Tab into a list with
    // nothing open, the first ArrowDown goes to the second row, as the focus ring promises.
    const target = nextIndex(event.key, current, rows.length, visibleRows(scroller, focused.offsetHeight));
    if (target === null) return;
    event.preventDefault();
    rows[target]?.focus();
    rows[target]?.scrollIntoView({ block: 'nearest' });
    if (target !== selectedIndex) open(target);
  };

  /** Spread on each row element. */
  const rowProps = (index: number): ListRowProps => ({
    'data-row-index': index,
    tabIndex: index === tabStop ? 0 : -1,
    'aria-selected': index === selectedIndex,
  });

  return { ref, onKeyDown, rowProps };
}
