// The ways to move the clock: fixed steps (fine enough to walk a callback's retries at 5, 10 and
// 20 minutes), to the next scheduled job, and to a date and time typed as DD/MM/AAAA HH:mm.
import { useState, type FormEvent } from 'react';
import type { ClockAdvanceRequest } from '../../api/types.ts';
import { useClockActions, useClockAdvance, useSchedule } from '../../stores/hooks.ts';
import { DateField } from '../../ui/date-field.tsx';
import { checkTime, maskTime } from '../../ui/date-input.ts';
import { datePart, formatDateTime } from '../../ui/format.ts';
import { JOB_KIND_LABEL } from '../../ui/status.ts';

const STEPS: Array<{ label: string; request: ClockAdvanceRequest }> = [
  { label: '+5 min', request: { minutes: 5 } },
  { label: '+1 h', request: { hours: 1 } },
  { label: '+1 dia', request: { days: 1 } },
  { label: '+1 semana', request: { days: 7 } },
  // A calendar month, counted by the server: 31/01 lands on the last day of February.
  { label: '+1 mês', request: { months: 1 } },
];

export function ClockSteps({ now }: { now: string | null }) {
  const { advancing } = useClockAdvance();
  const { advance } = useClockActions();
  const [next] = useSchedule();
  const busy = advancing !== null;
  return (
    <div className="clock-steps">
      <div className="clock-actions" role="group" aria-label="Avançar o relógio">
        {STEPS.map((step) => (
          <button key={step.label} type="button" className="btn" disabled={busy} onClick={() => void advance(step.request)}>
            {step.label}
          </button>
        ))}
        <button type="button" className="btn" disabled={busy || !next} aria-describedby="clock-next-job" onClick={() => void advance({ to_next_job: true })}>
          Até a próxima tarefa
        </button>
      </div>
      <p id="clock-next-job" className="muted small">
        {next ? (
          <>
            Próxima tarefa: {JOB_KIND_LABEL[next.kind] ?? next.kind}, em <strong>{formatDateTime(next.due_at)}</strong>.
          </>
        ) : (
          'Nada agendado: não há próxima tarefa até onde avançar.'
        )}
      </p>
      <AdvanceToForm now={now} busy={busy} onAdvance={(to) => void advance({ to })} />
    </div>
  );
}

function AdvanceToForm({ now, busy, onAdvance }: { now: string | null; busy: boolean; onAdvance(to: string): void }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('00:00');
  const [timeTouched, setTimeTouched] = useState(false);
  const timeCheck = checkTime(time);
  const today = now ? datePart(now) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTimeTouched(true);
    if (date && timeCheck.time) onAdvance(`${date} ${timeCheck.time}:00`);
  };
  const timeError = timeTouched || time.length === 5 ? timeCheck.error : null;
  return (
    <form className="clock-to-form" onSubmit={submit} aria-label="Avançar até data e hora">
      <DateField id="clock-to" label="Até a data" value={date} onChange={setDate} min={today} today={today} required />
      <div className="field">
        <label htmlFor="clock-to-time">Hora</label>
        <input
          id="clock-to-time"
          className="clock-to-time"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:mm"
          maxLength={5}
          value={time}
          aria-invalid={timeError ? true : undefined}
          aria-describedby="clock-to-time-error"
          onChange={(e) => setTime(maskTime(e.target.value))}
          onBlur={() => setTimeTouched(true)}
        />
        <p className="field-error" id="clock-to-time-error" aria-live="polite">
          {timeError ?? ''}
        </p>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Avançar
      </button>
    </form>
  );
}
