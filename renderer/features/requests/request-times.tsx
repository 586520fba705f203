// When a request came, on both clocks: the account's virtual clock (what the sandbox's dates and
// due days follow) and this computer's wall clock (what your test suite's logs show). In the table
// the column head names the two lines; screen readers get the names on every line.
import type { LoggedRequest } from '../../api/types.ts';
import { formatDateTime, formatWallDateTime } from '../../ui/format.ts';

export function RequestTimes({ request, labelled = false }: { request: Pick<LoggedRequest, 'at' | 'virtual_at'>; labelled?: boolean }) {
  const labelClass = labelled ? 'request-time-label' : 'visually-hidden';
  return (
    <span className="request-times">
      <span title="Relógio virtual da conta (horário de Brasília)">
        <span className={labelClass}>relógio da conta </span>
        {formatDateTime(request.virtual_at, true)}
      </span>
      <span className="muted" title="Hora deste computador, no fuso dele">
        <span className={labelClass}>hora local </span>
        {formatWallDateTime(request.at)}
      </span>
    </span>
  );
}

/** The time column's head: what the two lines of each row are. */
export function RequestTimesHead() {
  return (
    <span className="request-times">
      <span>Relógio da conta</span>
      <span className="muted">Hora local</span>
    </span>
  );
}
