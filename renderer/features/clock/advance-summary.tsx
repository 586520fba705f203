// After an advance: what it changed, grouped by kind — boletos overdue, callbacks sent and failed,
// renewals, links expired — each with links to what it touched, so a retry walked five minutes at
// a time can be followed to its delivery.
import type { ClockAdvanceResult } from '../../api/types.ts';
import { formatDateTime, formatInteger } from '../../ui/format.ts';
import { SUBJECTS_CAP, summaryKindText } from './summary-labels.ts';

export function AdvanceSummary({ result }: { result: ClockAdvanceResult & { from: string | null } }) {
  const summary = result.summary ?? [];
  return (
    <section className="advance-summary" aria-labelledby="advance-summary-title">
      <h3 id="advance-summary-title" className="advance-summary-title">
        O que aconteceu {result.from ? <>de {formatDateTime(result.from)} </> : null}até {formatDateTime(result.now)}
      </h3>
      {summary.length === 0 ? (
        <p className="muted">
          {result.processed === 0
            ? 'Nada vencia neste intervalo.'
            : `${formatInteger(result.processed)} ${result.processed === 1 ? 'tarefa rodou' : 'tarefas rodaram'} sem nada a mudar (por exemplo, um boleto já pago ou um link já escolhido).`}
        </p>
      ) : (
        <ul className="advance-groups">
          {summary.map((entry) => {
            const text = summaryKindText(entry.kind);
            return (
              <li key={entry.kind} className={`advance-group advance-${text.tone}`}>
                <p className="advance-group-head">
                  <strong>{text.phrase(entry.count)}</strong>
                  {entry.attempts !== undefined && entry.attempts !== entry.count && (
                    <span className="muted small"> em {formatInteger(entry.attempts)} tentativas</span>
                  )}
                  {text.detail && <span className="muted small"> — {text.detail}</span>}
                </p>
                <ul className={entry.errors ? 'advance-links advance-failures' : 'advance-links'} aria-label={text.phrase(entry.count)}>
                  {entry.subjects.map((id, index) => {
                    const link = text.link(id);
                    const error = entry.errors?.[index];
                    return (
                      <li key={id}>
                        {link.href ? <a href={link.href}>{link.text}</a> : <span>{link.text}</span>}
                        {error && <>: <code className="job-error">{error}</code></>}
                      </li>
                    );
                  })}
                </ul>
                {entry.subjects.length >= SUBJECTS_CAP && <p className="muted small">Mostrando os {SUBJECTS_CAP} primeiros.</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
