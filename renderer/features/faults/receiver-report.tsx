// "Como o seu receptor reagiu": GET /sandbox/v1/faults/report on screen — what the callbacks met
// at the integrator's notification_url, and the ones it never acknowledged.
import type { ReceiverReport as Report } from '../../api/types.ts';
import { hrefOf } from '../../stores/router.ts';
import { EmptyState, StateBadge } from '../../ui/components.tsx';
import { faultLabel } from './fault-labels.ts';
import './fault-marks.css';

function Fact({ label, value, sub }: { label: string; value: number | string; sub?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <strong className="fact-number">{value}</strong>
        {sub && <span className="fact-sub">{sub}</span>}
      </dd>
    </div>
  );
}

export function ReceiverReport({ report }: { report: Report | null }) {
  if (!report) return null;
  const { injected, callbacks } = report;
  const kinds = [...Object.entries(injected.api), ...Object.entries(injected.callbacks)];
  return (
    <section className="panel" aria-labelledby="receiver-report-title">
      <h2 id="receiver-report-title" className="panel-title">Como o seu receptor reagiu</h2>
      <p className="muted small">
        Só a consulta <code>GET /v1/notification/:token</code> confirma um callback. Um receptor robusto responde 2xx a
        duplicados e processa cada evento uma vez só.
      </p>
      <dl className="facts report-facts">
        <Fact label="Callbacks enviados" value={callbacks.sent} sub={`${callbacks.answered_2xx} respondidos com 2xx`} />
        <Fact label="Tokens notificados" value={callbacks.tokens_notified} sub={`${callbacks.tokens_fetched} consultados · ${callbacks.token_fetches} consultas`} />
        <Fact label="Duplicados enviados" value={callbacks.duplicates.sent} sub={`${callbacks.duplicates.answered_2xx} com 2xx · ${callbacks.duplicates.token_fetched_after} com nova consulta`} />
        <Fact label="Fora de ordem" value={callbacks.out_of_order.held} sub={`${callbacks.out_of_order.released} já liberados`} />
        <Fact label="Atrasados" value={callbacks.delayed} />
        <Fact label="Nunca confirmados" value={callbacks.never_acknowledged.count} sub="enviados, token não consultado depois" />
      </dl>
      <h3 className="section-title report-subtitle">Falhas injetadas ({injected.total})</h3>
      {kinds.length === 0 ? (
        <p className="muted">Nenhuma falha injetada nesta conta ainda.</p>
      ) : (
        <ul className="fault-counts">
          {kinds.map(([fault, count]) => (
            <li key={fault}>
              <span className="chip chip-fault">{faultLabel(fault)}</span> {count}×
            </li>
          ))}
        </ul>
      )}
      <h3 className="section-title report-subtitle">Callbacks nunca confirmados</h3>
      {callbacks.never_acknowledged.deliveries.length === 0 ? (
        <EmptyState title="Nenhum: todo callback enviado teve o seu token consultado depois." />
      ) : (
        <table className="table table-compact">
          <thead>
            <tr>
              <th scope="col">Entrega</th>
              <th scope="col">Cobrança</th>
              <th scope="col">Token</th>
              <th scope="col">Estado</th>
              <th scope="col" className="num">Tentativas</th>
            </tr>
          </thead>
          <tbody>
            {callbacks.never_acknowledged.deliveries.map((d) => (
              <tr key={d.delivery_id}>
                <td className="mono">#{d.delivery_id}</td>
                <td>{d.charge_id !== null ? <a href={hrefOf('cobrancas', d.charge_id)}>{d.charge_id}</a> : '—'}</td>
                <td className="mono small">{d.token}</td>
                <td>
                  <StateBadge kind="delivery" state={d.state} />
                </td>
                <td className="num">{d.attempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
