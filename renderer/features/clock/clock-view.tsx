// Time travel: move this account's clock forward and watch what falls due run — boletos turning
// unpaid, callback retries — with the list of what is scheduled next.
import { useEffect } from 'react';
import { useClockActions, useClockAdvance, useClockNow, useSchedule } from '../../stores/hooks.ts';
import { formatDateTime, formatInteger } from '../../ui/format.ts';
import { JOB_KIND_LABEL } from '../../ui/status.ts';
import { EmptyState, ErrorMessage } from '../../ui/components.tsx';
import { useTickingNow } from './use-ticking-now.ts';
import { ClockSteps } from './clock-steps.tsx';
import { AdvanceSummary } from './advance-summary.tsx';
import { ParkedJobs } from './parked-jobs.tsx';
import { BankDays } from './bank-days.tsx';
import { JOB_ATTEMPTS, JobSubject } from './job-subject.tsx';
import './clock.css';

export function ClockView() {
  const now = useTickingNow();
  const { error } = useClockNow();
  const { advancing, progress, lastResult, advanceError } = useClockAdvance();
  const { load } = useClockActions();

  useEffect(() => {
    void load();
  }, [load]);

  const busy = advancing !== null;
  return (
    <div className="page">
      <header className="page-head">
        <h1>Relógio</h1>
        <p className="page-lede">
          Cada conta tem o seu relógio virtual, que só anda para frente. Ao avançar, tudo o que vence no
          caminho roda em ordem — boletos viram <code>unpaid</code> no dia seguinte ao vencimento (ou ao dia útil seguinte,
          quando vencem num fim de semana ou feriado bancário), pagamentos
          por cartão aprovados são capturados (<code>paid</code>) no dia seguinte à aprovação, links de pagamento sem
          escolha viram <code>expired</code> ao fim do seu dia, callbacks com falha são tentados de novo (5, 10, 20 minutos
          depois…) — com a data de cada evento como se o tempo tivesse passado.
        </p>
      </header>

      <section className="panel clock-panel" aria-labelledby="clock-now-title">
        <h2 id="clock-now-title" className="panel-title">Agora nesta conta</h2>
        <p className="clock-now">{now ? formatDateTime(now) : '—'}</p>
        <p className="muted small">Horário de Brasília (UTC−3). As outras contas não são afetadas.</p>
        <ErrorMessage error={error} />

        <ClockSteps now={now} />

        {busy && (
          <div className="progress-wrap">
            <p>
              Avançando o relógio…{' '}
              {progress && (
                <span>
                  {formatInteger(progress.processed)}
                  {progress.total !== null && ` de ${formatInteger(progress.total)}`} tarefas executadas
                </span>
              )}
            </p>
            <progress
              aria-label="Progresso do avanço"
              max={progress?.total ?? undefined}
              value={progress?.total ? progress.processed : undefined}
            />
          </div>
        )}
        {!busy && lastResult && (
          <>
            <p className="result-line" role="status">
              Relógio avançado {lastResult.from ? <>de {formatDateTime(lastResult.from)} </> : null}para{' '}
              <strong>{formatDateTime(lastResult.now)}</strong> — {formatInteger(lastResult.processed)}{' '}
              {lastResult.processed === 1 ? 'tarefa executada' : 'tarefas executadas'}.
            </p>
            <AdvanceSummary result={lastResult} />
          </>
        )}
        <ErrorMessage error={advanceError} title="O relógio não avançou" />
      </section>

      <BankDays now={now} />
      <ParkedJobs />
      <ScheduleTable />
    </div>
  );
}

function ScheduleTable() {
  const jobs = useSchedule();
  return (
    <section className="panel" aria-labelledby="schedule-title">
      <h2 id="schedule-title" className="panel-title">Próximos agendamentos</h2>
      {jobs.length === 0 ? (
        <EmptyState title="Nada agendado.">
          Um boleto aguardando pagamento agenda o seu vencimento; um cartão aprovado, a sua captura; uma assinatura
          ativa, a sua próxima renovação; um link de pagamento, o fim do seu dia; um callback que falha, a próxima tentativa.
        </EmptyState>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Quando</th>
              <th scope="col">O quê</th>
              <th scope="col">Referência</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id}>
                <td className="nowrap">{formatDateTime(job.due_at)}</td>
                <td>
                  {JOB_KIND_LABEL[job.kind] ?? <code>{job.kind}</code>}
                  {job.failures > 0 && (
                    // Runs again at the time shown: say why, and how many tries are left.
                    <p className="job-failure small">
                      Falhou {job.failures === 1 ? '1 vez' : `${job.failures} vezes`} de {JOB_ATTEMPTS}:{' '}
                      <code className="job-error">{job.last_error}</code>
                    </p>
                  )}
                </td>
                <td>
                  <JobSubject job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted small">Os 20 próximos, em horário de Brasília; a lista se atualiza sozinha.</p>
    </section>
  );
}
