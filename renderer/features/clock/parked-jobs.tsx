// Jobs that threw at every attempt and were parked: each with what it threw, so that whoever reads
// it can mend the data (or report the bug), and a button that puts it back in the schedule.
import { useState } from 'react';
import type { ScheduledJob } from '../../api/types.ts';
import { useParkedJobs, useRetryJob } from '../../stores/hooks.ts';
import { formatDateTime } from '../../ui/format.ts';
import { JOB_KIND_LABEL } from '../../ui/status.ts';
import { ErrorMessage } from '../../ui/components.tsx';
import { JOB_ATTEMPTS, JobSubject } from './job-subject.tsx';

export function ParkedJobs() {
  const parked = useParkedJobs();
  if (parked.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="parked-title">
      <h2 id="parked-title" className="panel-title">Tarefas paradas</h2>
      <p className="muted small">
        Cada uma falhou nas {JOB_ATTEMPTS} tentativas (10 minutos virtuais entre elas) e não roda mais: o que ela
        faria ficou desfeito, e o resto do relógio seguiu. Corrija o que a fez falhar e tente de novo.
      </p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Parada em</th>
            <th scope="col">O quê</th>
            <th scope="col">Referência</th>
            <th scope="col">Erro</th>
            <th scope="col">
              <span className="visually-hidden">Ação</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parked.map((job) => (
            <ParkedRow key={job.id} job={job} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ParkedRow({ job }: { job: ScheduledJob }) {
  const retry = useRetryJob();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <tr>
      <td className="nowrap">{job.failed_at ? formatDateTime(job.failed_at) : '—'}</td>
      <td>
        {JOB_KIND_LABEL[job.kind] ?? <code>{job.kind}</code>}
        <span className="muted small"> · tarefa #{job.id}</span>
      </td>
      <td>
        <JobSubject job={job} />
      </td>
      <td>
        <code className="job-error">{job.last_error}</code>
        <span className="muted small"> · {job.failures} {job.failures === 1 ? 'tentativa' : 'tentativas'}</span>
        <ErrorMessage error={error} title="A tarefa não voltou à agenda" />
      </td>
      <td>
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          aria-label={`Tentar de novo a tarefa #${job.id}`}
          onClick={async () => {
            setBusy(true);
            setError(await retry(job.id));
            setBusy(false);
          }}
        >
          Tentar de novo
        </button>
      </td>
    </tr>
  );
}
