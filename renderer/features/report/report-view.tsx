// Homologação: GET /sandbox/v1/report on screen — the integration report's checks grouped by what
// they look at, each with its status in words and colour, its detail, and its evidence as links
// into Requisições, Webhooks and Cobranças; read since the account's last reset or a chosen time,
// and downloadable as JSON, JUnit XML (for CI) or the standalone HTML page.
import { useCallback, useEffect, useState } from 'react';
import type { Answer } from '../../../testing/wire.ts';
import { useAccountStores } from '../../stores/scope.tsx';
import { ErrorMessage, Spinner } from '../../ui/components.tsx';
import { download } from '../../ui/download.ts';
import { ReportSince, type Since } from './report-since.tsx';
import { CheckGroup, GROUPS } from './check-group.tsx';
import { RecordingPanel } from '../recording/recording-panel.tsx';
import './report.css';

type Report = Answer<'/sandbox/v1/report'>;

const FILES = [
  { format: 'json', label: 'JSON', name: 'relatorio-homologacao.json' },
  { format: 'junit', label: 'JUnit XML', name: 'relatorio-homologacao.xml' },
  { format: 'html', label: 'HTML', name: 'relatorio-homologacao.html' },
] as const;

const formatInstant = (iso: string) => new Date(iso).toLocaleString('pt-BR');

export function ReportView() {
  const { api } = useAccountStores();
  const [since, setSince] = useState<Since>({ kind: 'reset' });
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const sinceParam = since.kind === 'at' ? since.iso : undefined;

  const load = useCallback(() => {
    let current = true;
    setLoading(true);
    setError(null);
    api.integrationReport(sinceParam).then(
      (answer) => current && (setReport(answer), setLoading(false)),
      (failure: unknown) => current && (setError(failure), setLoading(false)),
    );
    return () => {
      current = false;
    };
  }, [api, sinceParam]);
  useEffect(() => load(), [load]);

  const counts = { pass: 0, fail: 0, not_exercised: 0 };
  for (const check of report?.checks ?? []) counts[check.status]++;

  return (
    <div className="page">
      <header className="page-head">
        <h1>Homologação</h1>
        <p className="page-lede">
          O que a sua integração trata, e o que não: o sandbox confere o que o seu código fez — cada requisição, cada callback,
          cada token — contra as regras do serviço. <strong>Falhou</strong> aponta o que corrigir, com as requisições, entregas e
          cobranças que mostram o porquê; <strong>não exercitado</strong> é o que os seus testes ainda não tocaram. Em CI, publique
          o JUnit ao lado dos resultados da sua suíte.
        </p>
      </header>
      <section className="panel report-controls" aria-label="Período e downloads">
        <ReportSince value={since} onChange={setSince} />
        <div className="report-actions">
          <button type="button" className="btn btn-small" onClick={load} disabled={loading}>
            Atualizar
          </button>
          {FILES.map((file) => (
            <button
              key={file.format}
              type="button"
              className="btn btn-small"
              onClick={() => api.integrationReportFile(file.format, sinceParam).then((blob) => download(blob, file.name), setError)}
            >
              Baixar {file.label}
            </button>
          ))}
        </div>
      </section>
      {/* Issue 27 §2: what the session did, turned into a test (node:test and pytest). */}
      <RecordingPanel />
      <ErrorMessage error={error} title="Não foi possível gerar o relatório" />
      {!report && loading && <Spinner />}
      {report && (
        <>
          <p className="report-summary" aria-live="polite">
            <span className="report-count report-count-fail">{counts.fail} falharam</span>
            <span className="report-count report-count-pass">{counts.pass} passaram</span>
            <span className="report-count report-count-none">{counts.not_exercised} não exercitadas</span>
            <span className="muted small">
              {report.requests_observed.toLocaleString('pt-BR')} requisição(ões) lida(s) desde {formatInstant(report.requests_observed_since)}
              {report.requests_observed_since > report.since &&
                ' — o sandbox guarda as requisições em memória: as anteriores (antes de reiniciar o servidor, ou além do limite) não entram'}
              .
            </span>
          </p>
          {GROUPS.map((group) => (
            <CheckGroup key={group.prefix} group={group} checks={report.checks.filter((c) => c.id.startsWith(`${group.prefix}.`))} />
          ))}
        </>
      )}
    </div>
  );
}
