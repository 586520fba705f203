// The charge list: filters, a count, and a windowed table that fetches pages as it scrolls.
import { memo, useCallback, useEffect, useState } from 'react';
import { useChargeIndex, useChargeList, useChargeListActions, useChargeRow, useIsFresh, useNavigate } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { VirtualList, type VisibleRange } from '../../ui/virtual-list.tsx';
import { EmptyState, StatusBadge } from '../../ui/components.tsx';
import { ListPane, countLine } from '../../ui/list-pane.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format.ts';
import { FILTER_STATUSES, stateOption } from '../../ui/status.ts';
import { NewChargeButton } from './new-charge-button.tsx';
import './charge-list.css';

const ROW_HEIGHT = 40;
/**
 * Lets the paint benchmark see when the first rows reach the screen (Element Timing API). On the
 * cell, not the link: Chromium credits text to its block-level container.
 */
const PAINT_MARK: Record<string, string> = { elementtiming: 'charge-row' };

export function ChargeList({ selectedId }: { selectedId: number | null }) {
  const { total, error, query } = useChargeList();
  const { setQuery, setRange, locate } = useChargeListActions();
  const navigate = useNavigate();
  const selectedIndex = useChargeIndex(selectedId);
  /** The row the keyboard last moved to: the list's Tab stop when no charge is open. */
  const [lastIndex, setLastIndex] = useState(0);
  /** A row the keyboard moved to before its page arrived: opened once it has. */
  const [pending, setPending] = useState<number | null>(null);
  const pendingRow = useChargeRow(pending ?? -1);
  /** Where a deep-linked charge beyond the loaded pages stands, asked of the server. */
  const [located, setLocated] = useState<{ id: number; index: number } | null>(null);

  useEffect(() => {
    if (pending === null || !pendingRow) return;
    setPending(null);
    if (pendingRow.charge_id !== selectedId) navigate('cobrancas', pendingRow.charge_id);
  }, [pending, pendingRow, selectedId, navigate]);

  // A deep link (#/cobrancas/1000001) to a charge in no page loaded yet: ask where it is.
  const listed = total !== null;
  useEffect(() => {
    if (selectedId === null || !listed || selectedIndex >= 0 || located?.id === selectedId) return;
    let current = true;
    void locate(selectedId)
      .then((index) => current && index !== null && setLocated({ id: selectedId, index }))
      .catch(() => undefined); // not found or not reachable: the list simply stays where it is
    return () => {
      current = false;
    };
  }, [selectedId, listed, selectedIndex, located, locate, query]);

  const onRange = useCallback((range: VisibleRange) => setRange(range.start, range.end), [setRange]);
  const onOpen = useCallback((chargeId: number) => navigate('cobrancas', chargeId), [navigate]);
  const onActivate = useCallback((index: number) => {
    setLastIndex(index);
    setPending(index);
  }, []);
  const filtered = query.q !== '' || query.status !== '';
  const revealIndex = selectedIndex >= 0 ? selectedIndex : located?.id === selectedId ? located.index : null;
  const tabStop = selectedIndex >= 0 ? selectedIndex : Math.min(lastIndex, Math.max(0, (total ?? 1) - 1));

  return (
    <ListPane
      search={{ id: 'charge-search', value: query.q, onSearch: (q) => setQuery({ q }) }}
      after={
        <>
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
        </>
      }
      // The whole list is reachable by scrolling: the count names every charge.
      count={countLine(total, total ?? 0, ['cobrança', 'cobranças'], filtered && 'com este filtro')}
      error={error}
      errorTitle="Não foi possível carregar as cobranças"
      loading={total === null}
      empty={
        total === 0 ? (
          filtered ? (
            <EmptyState title="Nenhuma cobrança com este filtro.">
              <button type="button" className="btn" onClick={() => setQuery({ q: '', status: '' })}>
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
        ) : null
      }
    >
      {total !== null && (
        <VirtualList
          label="Cobranças"
          count={total}
          rowHeight={ROW_HEIGHT}
          onRangeChange={onRange}
          onActivate={onActivate}
          revealIndex={revealIndex}
          revealKey={selectedId}
          header={<ListHeader />}
          renderRow={(index, rendered) => (
            // Scrolled away from the Tab stop's row (no longer in the DOM), the first rendered row
            // takes its place: the list must stay one Tab stop, never none.
            <ChargeRow index={index} selected={selectedId} tabStop={index === (tabStop >= rendered.start && tabStop < rendered.end ? tabStop : rendered.start)} onOpen={onOpen} />
          )}
        />
      )}
    </ListPane>
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
  tabStop,
  onOpen,
}: {
  index: number;
  selected: number | null;
  /** The row Tab enters the list on (ui/list-keyboard.ts): the open charge's, else the last one moved to. */
  tabStop: boolean;
  onOpen(id: number): void;
}) {
  const row = useChargeRow(index);
  const fresh = useIsFresh(row?.charge_id);
  // The same element whether the row is loaded or not, so focus moved to a row still loading stays on it.
  const focus = { 'data-row-index': index, tabIndex: tabStop ? 0 : -1, 'aria-rowindex': index + 2 };
  if (!row) {
    return (
      <div className="vrow vrow-placeholder" role="row" aria-busy="true" aria-label="Carregando…" {...focus}>
        <span role="gridcell" className="skeleton" />
      </div>
    );
  }
  const isSelected = row.charge_id === selected;
  return (
    <div
      className={`vrow${isSelected ? ' vrow-selected' : ''}${fresh ? ' vrow-fresh' : ''}`}
      role="row"
      {...focus}
      aria-selected={isSelected}
      data-charge-row={row.charge_id}
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a')) onOpen(row.charge_id);
      }}
    >
      <span role="gridcell" className="col-id" {...PAINT_MARK}>
        <a href={hrefOf('cobrancas', row.charge_id)} tabIndex={-1} aria-current={isSelected ? 'true' : undefined}>
          #{row.charge_id}
        </a>
      </span>
      <span role="gridcell" className="col-status">
        <StatusBadge status={row.status} />
      </span>
      <span role="gridcell" className="col-money">{formatMoney(row.total)}</span>
      <span role="gridcell" className="col-custom" title={row.custom_id ?? undefined}>
        {row.custom_id ?? <span className="muted">—</span>}
      </span>
      <span role="gridcell" className="col-date" title={formatDateTime(row.created_at, true)}>
        {formatDate(row.created_at)}
      </span>
      <span role="gridcell" className="col-due">
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
