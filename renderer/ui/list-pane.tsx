// The left pane of every list-and-detail page (Cobranças, Carnês, Assinaturas, Links, E-mails,
// Webhooks): what the page is, a toolbar with the search box and the filters, the count, the
// list's error, and the list itself — or a spinner before the first page, or what to do when
// there is nothing to show. The list is the page's own (a windowed grid, a table, items).
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { EmptyState, ErrorMessage, Spinner, useDebounced } from './components.tsx';
import { formatInteger } from './format.ts';
import { SEARCH_PLACEHOLDER } from './search.ts';
import './list-pane.css';

export interface ListSearch {
  id: string;
  /** The search shown now (the store's); typing changes it after a pause. */
  value: string;
  onSearch(text: string): void;
  label?: string;
  placeholder?: string;
}

export function ListPane({
  className,
  head,
  search,
  before,
  after,
  count,
  error,
  errorTitle,
  loading,
  empty,
  children,
}: {
  /** Added to `charge-list`, the pane's own layout. */
  className?: string;
  /** Above the toolbar: the page's title or lede, and its "new" button. */
  head?: ReactNode;
  search: ListSearch;
  /** In the toolbar, before and after the search box (filters, buttons). */
  before?: ReactNode;
  after?: ReactNode;
  /** The count line (announced politely); none when undefined. */
  count?: string;
  error: unknown;
  errorTitle: string;
  /** Before the first page: a spinner instead of the list. */
  loading: boolean;
  /** What to say when the list is empty; null when it is not. */
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className ? `charge-list ${className}` : 'charge-list'}>
      {head}
      <div className="toolbar">
        {before}
        <SearchField {...search} />
        {after}
      </div>
      {count !== undefined && (
        <p className="list-count" aria-live="polite">
          {count}
        </p>
      )}
      <ErrorMessage error={error} title={errorTitle} />
      {loading && !error ? <Spinner /> : (empty ?? children)}
    </div>
  );
}

/**
 * The search box: what is typed is searched after a pause, and only when it differs from the
 * search shown (an unchanged search fetches nothing). When the search is changed elsewhere (a
 * "clear filters" button), the box follows.
 */
function SearchField({ id, value, onSearch, label = 'Buscar', placeholder = SEARCH_PLACEHOLDER }: ListSearch) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // Not while typing past it: "abc " is still the search "abc".
    if (value !== text.trim()) setText(value);
  }
  const debounced = useDebounced(text.trim(), 250);
  const searchTyped = useEffectEvent((typed: string) => {
    if (typed !== value) onSearch(typed);
  });
  useEffect(() => searchTyped(debounced), [debounced]);
  return (
    <div className="field field-inline grow">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

/** "12 carnês", "1 carnê com esta busca", "600 links (os 500 mais recentes)"; "Carregando…" before the first page. */
export function countLine(
  total: number | null,
  shown: number,
  [one, many]: [string, string],
  filter: string | false,
): string {
  if (total === null) return 'Carregando…';
  const more = total > shown ? ` (os ${formatInteger(shown)} mais recentes)` : '';
  return `${formatInteger(total)} ${total === 1 ? one : many}${filter ? ` ${filter}` : ''}${more}`;
}

/** The empty list's message: the filter found nothing, or the account has none yet (and how to make one). */
export function emptyList(isEmpty: boolean, filteredTitle: string | false, first: ReactNode): ReactNode {
  if (!isEmpty) return null;
  return filteredTitle ? <EmptyState title={filteredTitle} /> : first;
}
