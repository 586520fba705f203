// When a request came, on both clocks: the account's virtual clock (what the sandbox's dates and
// due days follow) and this computer's wall clock (what your test suite's logs show).
import type { LoggedRequest } from '../../api/types.ts';
import { formatDateTime, formatWallDateTime } from '../../ui/format.ts';

export function RequestTimes({ request }: { request: Pick<LoggedRequest, 'at' | 'virtual_at'> }) {
  return (
    <span className="request-times">
      <span title="Relógio virtual da conta (horário de Brasília)">
        <span className="request-time-label">relógio</span> {formatDateTime(request.virtual_at, true)}
      </span>
      <span className="muted" title="Hora deste computador, no fuso dele">
        <span className="request-time-label">local</span> {formatWallDateTime(request.at)}
      </span>
    </span>
  );
}
