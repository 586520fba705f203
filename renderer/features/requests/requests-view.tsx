// Requisições: the last API calls this account made (method, path, status, latency), live, with
// the request and response bodies of the one selected — ngrok's inspector, for this API.
import { useEffect, useState } from 'react';
import type { LoggedRequest, RequestFaultMark } from '../../api/types.ts';
import { faultMarkLabel } from '../faults/fault-labels.ts';
import { useNavigate, useRequestLog, useRequestLogActions, useRoute } from '../../stores/hooks.ts';
import { REQUEST_LOG_LIMIT } from '../../stores/requests.ts';
import { hrefOf } from '../../stores/router.ts';
import { CodeBlock, EmptyState, ErrorMessage, Spinner } from '../../ui/components.tsx';
import { formatWallDateTime, formatWallTime } from '../../ui/format.ts';
import { useListKeyboard } from '../../ui/list-keyboard.ts';

export function RequestsView() {
  const { items, status, error } = useRequestLog();
  const { watch } = useRequestLogActions();
  const { id } = useRoute();
  const navigate = useNavigate();
  const [hideReads, setHideReads] = useState(true);
  useEffect(() => watch(), [watch]);
  const shown = hideReads ? items.filter((r) => !isControlRead(r)) : items;
  const hidden = items.length - shown.length;
  const selected = items.find((r) => r.id === id) ?? null;
  const keyboard = useListKeyboard<HTMLTableElement>(shown.length, shown.findIndex((r) => r.id === id), (index) => navigate('requisicoes', shown[index].id));

  return (
    <div className="split">
      <section className="split-list" aria-labelledby="requests-title">
        <div className="list-head">
          <h1 id="requests-title">Requisições</h1>
          <p className="muted small">As últimas {REQUEST_LOG_LIMIT} chamadas desta conta, ao vivo. Cabeçalhos não são registrados.</p>
          <div className="field field-check">
            <input id="hide-reads" type="checkbox" checked={hideReads} onChange={(e) => setHideReads(e.target.checked)} />
            <label htmlFor="hide-reads">
              Esconder leituras da API de controle (<code>GET /sandbox/v1/…</code>, como as deste painel)
              {hideReads && hidden > 0 ? ` — ${hidden} ${hidden === 1 ? 'oculta' : 'ocultas'}` : ''}
            </label>
          </div>
        </div>
        <ErrorMessage error={error} title="Não foi possível carregar o registro" />
        {status === 'loading' && items.length === 0 ? (
          <Spinner />
        ) : shown.length === 0 && status === 'ready' ? (
          <EmptyState title="Nenhuma requisição ainda.">
            <p>Chame a API com as credenciais desta conta; cada chamada aparece aqui com o corpo enviado e a resposta.</p>
          </EmptyState>
        ) : (
          <div className="table-scroll">
            <table className="table table-hover requests-table" role="grid" aria-label="Requisições" ref={keyboard.ref} onKeyDown={keyboard.onKeyDown}>
              <thead>
                <tr>
                  <th scope="col">Hora</th>
                  <th scope="col">Método</th>
                  <th scope="col">Caminho</th>
                  <th scope="col" className="num">Status</th>
                  <th scope="col" className="num">Latência</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r, index) => (
                  <tr
                    key={r.id}
                    {...keyboard.rowProps(index)}
                    className={r.id === id ? 'row-selected' : undefined}
                    aria-current={r.id === id ? true : undefined}
                    onClick={(e) => {
                      if (!(e.target as HTMLElement).closest('a')) navigate('requisicoes', r.id);
                    }}
                  >
                    <td className="nowrap" title={formatWallDateTime(r.at)}>
                      {formatWallTime(r.at)}
                    </td>
                    <td>
                      <span className={`method method-${r.method.toLowerCase()}`}>{r.method}</span>
                    </td>
                    <td className="path">
                      {r.fault && <FaultBadge fault={r.fault} />}
                      <a href={hrefOf('requisicoes', r.id)} tabIndex={-1}>
                        {r.path}
                      </a>
                    </td>
                    <td className="num">
                      <HttpStatus status={r.status} />
                    </td>
                    <td className="num nowrap">{r.latency_ms.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ms</td>
                  </tr>
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

/** The dashboard's own polling reads the control API; the integrator's code mostly calls /v1. */
export function isControlRead(r: LoggedRequest): boolean {
  return r.method === 'GET' && r.path.startsWith('/sandbox/v1/');
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

export function HttpStatus({ status }: { status: number }) {
  if (status === 0) return <span className="http http-none">sem resposta</span>;
  const tone = status >= 500 ? 'fail' : status >= 400 ? 'warn' : 'ok';
  return <span className={`http http-${tone}`}>{status}</span>;
}

function RequestDetail({ request }: { request: LoggedRequest }) {
  return (
    <article className="detail" aria-labelledby="request-title">
      <header className="detail-head">
        <div className="detail-title-row">
          <h2 id="request-title" className="mono">
            <span className={`method method-${request.method.toLowerCase()}`}>{request.method}</span> {request.path}
          </h2>
        </div>
        <p className="muted">
          <HttpStatus status={request.status} /> em {request.latency_ms.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ms ·{' '}
          {formatWallDateTime(request.at)} (hora deste computador)
        </p>
      </header>
      {request.fault && <FaultNote fault={request.fault} />}
      <section className="panel">
        <h3 className="panel-title">Corpo da requisição</h3>
        <CodeBlock text={request.request_body} label="corpo da requisição" />
      </section>
      <section className="panel">
        <h3 className="panel-title">Corpo da resposta</h3>
        <CodeBlock text={request.response_body} label="corpo da resposta" />
      </section>
    </article>
  );
}

/** What the fault did to this request, in words: whether anything changed in the sandbox. */
function FaultNote({ fault }: { fault: RequestFaultMark }) {
  const after = fault.when === 'after';
  return (
    <section className="panel fault-note" aria-label="Falha injetada">
      <p>
        <span className="chip chip-fault">falha injetada</span> {faultMarkLabel(fault)} pela{' '}
        <a href="#/falhas">regra #{fault.rule_id}</a>.{' '}
        {after
          ? `A requisição foi executada e gravada (o sandbox respondeu HTTP ${fault.answered_status ?? '?'}); o cliente recebeu a falha no lugar.`
          : 'A requisição não foi executada: nada mudou no sandbox.'}
      </p>
    </section>
  );
}
