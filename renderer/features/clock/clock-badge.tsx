import { hrefOf } from '../../stores/router.ts';
import { useClockAdvance } from '../../stores/hooks.ts';
import { formatDateTime } from '../../ui/format.ts';
import { useTickingNow } from './use-ticking-now.ts';

/** The account clock in the top bar; a link to the clock view, where it can be moved. */
export function ClockBadge() {
  const now = useTickingNow();
  const { advancing } = useClockAdvance();
  return (
    <a className="clock-badge" href={hrefOf('relogio')} title="Relógio virtual da conta (horário de Brasília). Clique para avançar.">
      <span className={advancing ? 'clock-badge-label clock-badge-busy' : 'clock-badge-label'}>
        {advancing ? 'Avançando o relógio…' : 'Relógio da conta'}
      </span>
      <span className="clock-badge-time">{now ? formatDateTime(now) : '—'}</span>
    </a>
  );
}
