// The account's deliveries, a page at a time: state, attempt k of n and the next one on the
// virtual clock, the last answer, whether the token was fetched, and what the delivery is about.
// Filters by state and by part of the URL; a row opens the delivery's attempts beside the table.
import { type MouseEvent } from 'react';
import type { DeliverySummary } from '../../api/types.ts';
import { useNavigate, useWebhookActions, useWebhookList } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { WEBHOOKS_PAGE } from '../../stores/webhooks.ts';
import { EmptyState } from '../../ui/components.tsx';
import { formatDateTime, formatInteger } from '../../ui/format.ts';
import { DELIVERY_STATES, attemptOfMax } from './delivery-labels.ts';
import { stateOption } from '../../ui/status.ts';
import { useListKeyboard, type ListRowProps } from '../../ui/list-keyboard.ts';
import { ListPane, countLine } from '../../ui/list-pane.tsx';
import { AttemptResult, DeliveryOwner, DeliveryStateBadge } from './delivery-badges.tsx';

export function DeliveryTable({ selectedId }: { selectedId: number | null }) {
  const { query, offset, items, total, error } = useWebhookList();
  const { setQuery, setOffset } = useWebhookActions();
  const filtered = query.state !== '' || query.url !== '';
  const navigate = useNavigate();
  const keyboard = useListKeyboard<HTMLTableElement>(items.length, items.findIndex((d) => d.id === selectedId), (index) => navigate('webhooks', items[index].id));

  return (
    <ListPane
      className="wh-list"
      head={
        <div className="list-head">
          <h1 id="webhooks-title">Webhooks</h1>
          <p className="muted small">
            Cada POST para a sua <code>notification_url</code>, ao vivo, com as tentativas no roteiro da Efí. Horários no relógio virtual.
          </p>
        </div>
      }
      before={
        <div className="field field-inline">
          <label htmlFor="wh-state">Estado</label>
          <select id="wh-state" value={query.state} onChange={(e) => setQuery({ state: e.target.value })}>
            <option value="">todos</option>
            {DELIVERY_STATES.map((state) => (
              <option key={state} value={state}>
                {stateOption('delivery', state)}
              </option>
            ))}
          </select>
        </div>
      }
      search={{ id: 'wh-url', label: 'URL', placeholder: 'parte da notification_url', value: query.url, onSearch: (url) => setQuery({ url }) }}
      // Paged below the table: every delivery is reachable, so the count names them all.
      count={countLine(total, total ?? 0, ['entrega', 'entregas'], filtered && 'com este filtro')}
      error={error}
      errorTitle="Não foi possível carregar as entregas"
      loading={total === null}
      empty={
        total === 0 ? (
          <EmptyState title={filtered ? 'Nenhuma entrega com este filtro.' : 'Nenhum callback ainda.'}>
            {!filtered && (
              <p>
                Cada mudança de status de uma cobrança com <code>notification_url</code> gera uma entrega: um POST{' '}
                <code>notification=&lt;token&gt;</code> para a sua URL, repetido no roteiro da Efí até o seu código consultar o token.
              </p>
            )}
          </EmptyState>
        ) : null
      }
    >
      <div className="table-scroll">
        <table className="table table-hover wh-table" role="grid" aria-label="Entregas de callbacks" ref={keyboard.ref} onKeyDown={keyboard.onKeyDown}>
          <thead>
            <tr>
              <th scope="col">Entrega</th>
              <th scope="col">Estado</th>
              <th scope="col">Tentativas</th>
              <th scope="col">Última resposta</th>
              <th scope="col">Token consultado</th>
            </tr>
          </thead>
          <tbody>
            {items.map((delivery, index) => (
              <DeliveryRow key={delivery.id} delivery={delivery} selected={delivery.id === selectedId} rowProps={keyboard.rowProps(index)} />
            ))}
          </tbody>
        </table>
      </div>
      {total !== null && total > WEBHOOKS_PAGE && <Pager offset={offset} total={total} onOffset={setOffset} />}
    </ListPane>
  );
}

function DeliveryRow({ delivery, selected, rowProps }: { delivery: DeliverySummary; selected: boolean; rowProps: ListRowProps }) {
  const navigate = useNavigate();
  // The whole row opens the delivery, except its own links.
  const openRow = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button')) navigate('webhooks', delivery.id);
  };
  return (
    <tr {...rowProps} className={selected ? 'row-selected' : undefined} aria-current={selected ? true : undefined} onClick={openRow}>
      <td>
        <div className="wh-entry">
          <a href={hrefOf('webhooks', delivery.id)} className="mono wh-entry-id" tabIndex={-1}>
            #{delivery.id}
          </a>
          <DeliveryOwner delivery={delivery} inRow />
          {delivery.url && (
            <span className="wh-url small muted mono" title={delivery.url}>
              {delivery.url}
            </span>
          )}
        </div>
      </td>
      <td>
        <DeliveryStateBadge state={delivery.state} />
      </td>
      <td className="nowrap">
        {attemptOfMax(delivery.attempt_count, delivery.max_attempts)}
        {delivery.next_attempt_at && <span className="wh-next small muted">próxima {formatDateTime(delivery.next_attempt_at)}</span>}
      </td>
      <td className="wh-last">
        {delivery.attempt_count === 0 ? (
          <span className="muted">—</span>
        ) : (
          <>
            <AttemptResult status={delivery.last_status_code} error={delivery.last_error} />
            {delivery.last_response_excerpt && (
              <span className="wh-excerpt mono small" title={delivery.last_response_excerpt}>
                {delivery.last_response_excerpt}
              </span>
            )}
          </>
        )}
      </td>
      <td>{delivery.token_fetched ? 'sim' : 'não'}</td>
    </tr>
  );
}

function Pager({ offset, total, onOffset }: { offset: number; total: number; onOffset: (offset: number) => void }) {
  const last = Math.min(offset + WEBHOOKS_PAGE, total);
  return (
    <nav className="wh-pager" aria-label="Páginas de entregas">
      <button type="button" className="btn btn-small" disabled={offset === 0} onClick={() => onOffset(offset - WEBHOOKS_PAGE)}>
        ← Mais recentes
      </button>
      <span className="small muted">
        {formatInteger(offset + 1)}–{formatInteger(last)} de {formatInteger(total)}
      </span>
      <button type="button" className="btn btn-small" disabled={last >= total} onClick={() => onOffset(offset + WEBHOOKS_PAGE)}>
        Mais antigas →
      </button>
    </nav>
  );
}
