// One group of the integration report's checks (callbacks, authorization, …): each check with its
// status as a word and a colour (never colour alone), its one-line detail, and its evidence as
// links to the dashboard's own routes (#/requisicoes/<id>, #/webhooks/<id>, #/cobrancas/<id>).
import type { Answer } from '../../../testing/wire.ts';

type Check = Answer<'/sandbox/v1/report'>['checks'][number];

export const GROUPS = [
  { prefix: 'callbacks', title: 'Callbacks' },
  { prefix: 'authorization', title: 'Autorização' },
  { prefix: 'retries', title: 'Novas tentativas' },
  { prefix: 'inputs', title: 'Dados enviados' },
  { prefix: 'load', title: 'Carga' },
  { prefix: 'coverage', title: 'Cobertura dos fluxos' },
] as const;

const STATUS_LABEL: Record<Check['status'], string> = { pass: 'passou', fail: 'falhou', not_exercised: 'não exercitado' };
const KIND_LABEL: Record<Check['evidence'][number]['kind'], string> = { request: 'Requisição', delivery: 'Entrega', charge: 'Cobrança' };

export function CheckGroup({ group, checks }: { group: (typeof GROUPS)[number]; checks: Check[] }) {
  if (checks.length === 0) return null;
  const failed = checks.filter((c) => c.status === 'fail').length;
  return (
    <section className="panel report-group" aria-labelledby={`report-group-${group.prefix}`}>
      <h2 id={`report-group-${group.prefix}`} className="panel-title">
        {group.title}
        <span className="muted small report-group-count">
          · {failed > 0 ? `${failed} de ${checks.length} falharam` : checks.length === 1 ? '1 verificação' : `${checks.length} verificações`}
        </span>
      </h2>
      <ul className="report-checks">
        {checks.map((check) => (
          <li key={check.id} className={`report-check report-check-${check.status}`} data-check={check.id}>
            <span className={`report-status report-status-${check.status}`}>{STATUS_LABEL[check.status]}</span>
            <div className="report-check-body">
              <h3 className="report-check-title">{check.title}</h3>
              <p className="report-check-detail">{check.detail}</p>
              {check.evidence.length > 0 && (
                <ul className="report-evidence" aria-label={check.status === 'fail' ? 'O que falhou' : 'O que exercitou'}>
                  {check.evidence.map((item) => (
                    <li key={`${item.kind}-${item.id}`}>
                      <a href={item.href}>
                        {KIND_LABEL[item.kind]} #{item.id}
                      </a>{' '}
                      <span className="muted">{item.note}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <code className="report-check-id">{check.id}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
