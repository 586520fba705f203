// The clock page's bank calendar: whether banks open today on this account's clock, and the days
// they are closed over the next six weeks — the days a boleto due then is still paid at face value
// on the next business day, and falls `unpaid` a day later than the calendar alone suggests.
import { useNonBusinessDays } from '../../stores/hooks.ts';
import { nonBusinessLabel } from '../../stores/bank-calendar.ts';
import { addDaysIso, WEEKDAYS_SHORT, weekday } from '../../ui/date-input.ts';
import { datePart, formatDate } from '../../ui/format.ts';

const AHEAD_DAYS = 41; // six weeks, today included

export function BankDays({ now }: { now: string | null }) {
  const today = now ? datePart(now) : null;
  const last = today ? addDaysIso(today, AHEAD_DAYS) : null;
  const days = useNonBusinessDays(today, last);
  if (!today || !last) return null;
  const closedToday = days[today];
  const ahead = Object.values(days)
    .filter((day) => day.date > today && day.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className="panel" aria-labelledby="bank-days-title">
      <h2 id="bank-days-title" className="panel-title">Calendário bancário</h2>
      <p className="bank-days-today" data-testid="bank-day-today">
        Hoje, {WEEKDAYS_SHORT[weekday(today)].toLowerCase()} {formatDate(today)}:{' '}
        {closedToday ? <strong>sem expediente bancário — {nonBusinessLabel(closedToday)}</strong> : 'dia útil bancário.'}
      </p>
      <p className="muted small">
        Um boleto que vence num dia sem expediente é pago pelo valor do documento, sem multa nem juros, até o dia útil
        seguinte, e só vira <code>unpaid</code> depois dele. Feriados estaduais e municipais não são considerados.
      </p>
      <h3 className="bank-days-subtitle">Próximos dias sem expediente bancário</h3>
      <ul className="bank-days-list" aria-label="Próximos dias sem expediente bancário">
        {ahead.map((day) => (
          <li key={day.date} data-date={day.date} className={day.reason === 'holiday' ? 'bank-day-holiday' : undefined}>
            <span className="nowrap">
              {WEEKDAYS_SHORT[weekday(day.date)].toLowerCase()} {formatDate(day.date)}
            </span>{' '}
            — {nonBusinessLabel(day)}
          </li>
        ))}
      </ul>
    </section>
  );
}
