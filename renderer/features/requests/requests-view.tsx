// Requisições: the last API calls this account made (method, path, status, latency, what they
// touched), live and filterable, with the bodies of the one selected and a curl command to send it
// again — ngrok's inspector, for this API. The dashboard's own calls stay hidden unless asked for.
import { useEffect, useRef } from 'react';
import type { LoggedRequest, RequestFaultMark } from '../../api/types.ts';
import { faultMarkLabel } from '../faults/fault-labels.ts';
import { useNavigate, useRequestLog, useRequestLogActions, useRoute } from '../../stores/hooks.ts';
import { REQUEST_LOG_LIMIT } from '../../stores/requests.ts';
import { hrefOf } from '../../stores/router.ts';
import { EmptyState, ErrorMessage, Spinner } from '../../ui/components.tsx';
import { HttpStatus } from './http-status.tsx';
import { RequestDetail } from './request-detail.tsx';
import { isFiltered, RequestFilters } from './request-filters.tsx';
import { RequestTimes, RequestTimesHead } from './request-times.tsx';
import { ResourceLinks } from './resource-links.tsx';
import { useListKeyboard, type ListRowProps } from '../../ui/list-keyboard.ts';
import './requests.css';
import '../faults/fault-marks.css';

export function RequestsView() {
  const { items, status, error, filter } = useRequestLog();
  const { watch, setFilter } = useRequestLogActions();
  const { id } = useRoute();
  const navigate = useNavigate();
  useEffect(() => watch(), [watch]);
  const selected = useRemembered(items.find((r) => r.id === id) ?? null, id);
  const filtered = isFiltered(filter);
  const keyboard = useListKeyboard<HTMLTableElement>(items.length, items.findIndex((r) => r.id === id), (index) => navigate('requisicoes', items[index].id));

  return (
    <div className="split">
      <section className="split-list" aria-labelledby="requests-title">
        <div className="list-head">
          <h1 id="requests-title">Requisições</h1>
          <p className="muted small">
            As últimas {REQUEST_LOG_LIMIT} chamadas desta conta, ao vivo; os filtros valem para todo o registro. Cabeçalhos não são
            registrados.
          </p>
        </div>
        <RequestFilters filter={filter} onChange={setFilter} />
        <ErrorMessage error={error} title="Não foi possível carregar o registro" />
        {status === 'loading' && items.length === 0 ? (
          <Spinner />
        ) : items.length === 0 && status === 'ready' ? (
          filtered ? (
            <EmptyState title="Nenhuma requisição com estes filtros." />
          ) : (
            <EmptyState title="Nenhuma requisição ainda.">
              <p>Chame a API com as credenciais desta conta; cada chamada aparece aqui com o corpo enviado e a resposta.</p>
            </EmptyState>
          )
        ) : (
          <div className="table-scroll">
            <table className="table table-hover requests-table" role="grid" aria-label="Requisições" ref={keyboard.ref} onKeyDown={keyboard.onKeyDown}>
              <thead>
                <tr>
                  <th scope="col">
                    <RequestTimesHead />
                  </th>
                  <th scope="col">Método</th>
                  <th scope="col">Caminho</th>
                  <th scope="col" className="num">Status</th>
                  <th scope="col" className="num">Latência</th>
                </tr>
              </thead>
              <tbody>
                {items.map((r, index) => (
                  <RequestRow key={r.id} request={r} selected={r.id === id} rowProps={keyboard.rowProps(index)} onOpen={() => navigate('requisicoes', r.id)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="split-detail" aria-label="Detalhe da requisição">
        {selected ? (
          <RequestDetail request={selected} />
        ) : (
          <EmptyState title="Escolha uma requisição para ver os corpos enviados e recebidos." />
        )}
      </section>
    </div>
  );
}

function RequestRow({ request: r, selected, rowProps, onOpen }: { request: LoggedRequest; selected: boolean; rowProps: ListRowProps; onOpen(): void }) {
  return (
    <tr
      {...rowProps}
      className={selected ? 'row-selected' : undefined}
      aria-current={selected ? true : undefined}
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a')) onOpen();
      }}
    >
      <td className="nowrap">
        <RequestTimes request={r} />
      </td>
      <td>
        <span className={`method method-${r.method.toLowerCase()}`}>{r.method}</span>
      </td>
      <td className="path">
        <span className="request-path-line">
          {r.fault && <FaultBadge fault={r.fault} />}
          {r.from_dashboard && <span className="chip request-dashboard-chip">painel</span>}
          <a href={hrefOf('requisicoes', r.id)} tabIndex={-1}>
            {r.path}
          </a>
        </span>
        <ResourceLinks resources={r.resources} inRow />
      </td>
      <td className="num">
        <HttpStatus status={r.status} />
      </td>
      <td className="num nowrap">{r.latency_ms.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ms</td>
    </tr>
  );
}

/**
 * The selected request stays open when a filter or a reload leaves it out of the rows: the user
 * chose it, and the log still has it.
 */
function useRemembered(current: LoggedRequest | null, id: number | null): LoggedRequest | null {
  const last = useRef<LoggedRequest | null>(null);
  if (current) last.current = current;
  else if (last.current?.id !== id) last.current = null;
  return last.current;
}

/**
 * A request fault injection changed, ahead of the path (which the column cuts): a short chip,
 * the fault named in its tooltip and to screen readers.
 */
function FaultBadge({ fault }: { fault: RequestFaultMark }) {
  const label = faultMarkLabel(fault);
  return (
    <span className="chip chip-fault fault-badge" title={`Falha injetada: ${label} · regra #${fault.rule_id}`}>
      falha<span className="visually-hidden"> injetada: {label}</span>
    </span>
  );
}
