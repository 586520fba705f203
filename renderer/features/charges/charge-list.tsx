// The charge list: filters, a count, and a windowed table that fetches pages as it scrolls.
import { memo, useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useChargeList, useChargeListActions, useChargeRow, useIsFresh, useNavigate } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { VirtualList, type VisibleRange } from '../../ui/virtual-list.tsx';
import { EmptyState, ErrorMessage, Spinner, StatusBadge, useDebounced } from '../../ui/components.tsx';
import { formatDate, formatDateTime, formatInteger, formatMoney } from '../../ui/format.ts';
import { FILTER_STATUSES, stateOption } from '../../ui/status.ts';
import { NewChargeButton } from './new-charge-dialog.tsx';

const ROW_HEIGHT = 40;
/**
 * Lets the paint benchmark see when the first rows reach the screen (Element Timing API). On the
 * cell, not the link: Chromium credits text to its block-level container.
 */
const PAINT_MARK: Record<string, string> = { elementtiming: 'charge-row' };

export function ChargeList({ selectedId }: { selectedId: number | null }) {
  const { total, error, query } = useChargeList();
  const { setQuery, setRange } = useChargeListActions();
  const navigate = useNavigate();
  const [search, setSearch] = useState(query.q);
  const debounced = useDebounced(search.trim(), 250);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (debounced !== query.q) setQuery({ q: debounced });
  }, [debounced, query.q, setQuery]);

  const onRange = useCallback((range: VisibleRange) => setRange(range.start, range.end), [setRange]);
  const onOpen = useCallback((chargeId: number) => navigate('cobrancas', chargeId), [navigate]);
  const onFocusRow = useCallback(() => setFocusIndex(null), []);
  const filtered = query.q !== '' || query.status !== '';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (total === null || total === 0) return;
    const current = Number((document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-index]')?.dataset.index ?? -1);
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10, Home: -Infinity, End: Infinity }[event.key];
    if (step === undefined || current < 0) return;
    event.preventDefault();
    setFocusIndex(Math.min(total - 1, Math.max(0, current + step)));
  };

  return (
    <div className="charge-list">
      <div className="toolbar">
        <div className="field field-inline grow">
          <label htmlFor="charge-search">Buscar</label>
          <input
            id="charge-search"
            type="search"
            placeholder="id ou custom_id"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="field field-inline">
          <label htmlFor="charge-status">Status</label>
          <select id="charge-status" value={query.status} onChange={(e) => setQuery({ status: e.target.value })}>
            <option value="">todos</option>
            {FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {stateOption('charge', s)}
              </option>
            ))}
          </select>
        </div>
        <NewChargeButton />
      </div>
      <p className="list-count" aria-live="polite">
        {total === null ? 'Carregando…' : `${formatInteger(total)} ${total === 1 ? 'cobrança' : 'cobranças'}${filtered ? ' com este filtro' : ''}`}
      </p>
      <ErrorMessage error={error} title="Não foi possível carregar as cobranças" />
      {total === null && !error ? (
        <Spinner />
      ) : total === 0 ? (
        filtered ? (
          <EmptyState title="Nenhuma cobrança com este filtro.">
            <button
              type="button"
              className="btn"
              onClick={() => {
                setSearch('');
                setQuery({ q: '', status: '' });
              }}
            >
              Limpar filtros
            </button>
          </EmptyState>
        ) : (
          <EmptyState title="Nenhuma cobrança ainda.">
            <p>
              Crie uma pelo seu código (<code>POST /v1/charge</code>) — ela aparece aqui na hora, sem recarregar. As
              credenciais e um exemplo com curl estão em <a href={hrefOf('conta')}>Conta e credenciais</a>.
            </p>
          </EmptyState>
        )
      ) : total !== null ? (
        <VirtualList
          label="Cobranças"
          count={total}
          rowHeight={ROW_HEIGHT}
          onRangeChange={onRange}
          focusIndex={focusIndex}
          onKeyDown={onKeyDown}
          header={<ListHeader />}
          renderRow={(index) => (
            <ChargeRow index={index} selected={selectedId} onOpen={onOpen} onFocusRow={onFocusRow} />
          )}
        />
      ) : null}
    </div>
  );
}

function ListHeader() {
  return (
    <div className="vrow vrow-head" role="row" aria-rowindex={1}>
      <span role="columnheader" className="col-id">Cobrança</span>
      <span role="columnheader" className="col-status">Status</span>
      <span role="columnheader" className="col-money">Valor</span>
      <span role="columnheader" className="col-custom">custom_id</span>
      <span role="columnheader" className="col-date">Criada em</span>
      <span role="columnheader" className="col-due">Vencimento</span>
    </div>
  );
}

const ChargeRow = memo(function ChargeRow({
  index,
  selected,
  onOpen,
  onFocusRow,
}: {
  index: number;
  selected: number | null;
  onOpen(id: number): void;
  onFocusRow(): void;
}) {
  const row = useChargeRow(index);
  const fresh = useIsFresh(row?.charge_id);
  if (!row) {
    return (
      <div className="vrow vrow-placeholder" role="row" aria-rowindex={index + 2} aria-busy="true">
        <span role="cell" className="skeleton" />
      </div>
    );
  }
  const isSelected = row.charge_id === selected;
  return (
    <div
      className={`vrow${isSelected ? ' vrow-selected' : ''}${fresh ? ' vrow-fresh' : ''}`}
      role="row"
      aria-rowindex={index + 2}
      aria-current={isSelected ? true : undefined}
      data-charge-row={row.charge_id}
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a')) onOpen(row.charge_id);
      }}
    >
      <span role="cell" className="col-id" {...PAINT_MARK}>
        <a href={hrefOf('cobrancas', row.charge_id)} data-index={index} onFocus={onFocusRow}>
          #{row.charge_id}
        </a>
      </span>
      <span role="cell" className="col-status">
        <StatusBadge status={row.status} />
      </span>
      <span role="cell" className="col-money">{formatMoney(row.total)}</span>
      <span role="cell" className="col-custom" title={row.custom_id ?? undefined}>
        {row.custom_id ?? <span className="muted">—</span>}
      </span>
      <span role="cell" className="col-date" title={formatDateTime(row.created_at, true)}>
        {formatDate(row.created_at)}
      </span>
      <span role="cell" className="col-due">
        {row.expire_at ? (
          formatDate(row.expire_at)
        ) : row.payment_method === 'credit_card' ? (
          // A card charge has no due date: say why the column is empty.
          <span className="muted">cartão</span>
        ) : (
          <span className="muted" title={row.payment_method ?? 'sem forma de pagamento'}>—</span>
        )}
      </span>
    </div>
  );
});
