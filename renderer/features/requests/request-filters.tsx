// The request log's filters. The server applies them to everything it keeps (the last 500 calls
// of the account), so a failure from long ago is found even when it is not among the rows shown.
import { useEffect, useState } from 'react';
import type { RequestQuery } from '../../api/types.ts';
import { useDebounced } from '../../ui/components.tsx';

// As the server accepts them (server/app/request-filter.ts REQUEST_METHODS).
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
/** The server's bound on the path filter (server/http/sandbox/requests.ts). */
const PATH_MAX = 200;
const STATUS_PATTERN = /^(?:0|[1-5]\d\d|[1-5]xx)$/i;

export function RequestFilters({ filter, onChange }: { filter: RequestQuery; onChange(change: Partial<RequestQuery>): void }) {
  const [path, setPath] = useState(filter.path ?? '');
  const [status, setStatus] = useState(filter.status ?? '');
  const debouncedPath = useDebounced(path.trim(), 250);
  const debouncedStatus = useDebounced(status.trim(), 250);
  const statusValid = debouncedStatus === '' || STATUS_PATTERN.test(debouncedStatus);

  useEffect(() => {
    if (debouncedPath !== (filter.path ?? '')) onChange({ path: debouncedPath || undefined });
  }, [debouncedPath]); // eslint-disable-line react-hooks/exhaustive-deps -- the typed text only: a filter changed elsewhere (cleared) must not be set back from this field, nor a new onChange closure resend it
  useEffect(() => {
    if (statusValid && debouncedStatus !== (filter.status ?? '')) onChange({ status: debouncedStatus || undefined });
  }, [debouncedStatus, statusValid]); // eslint-disable-line react-hooks/exhaustive-deps -- as above, for the status field

  return (
    <div className="toolbar request-filters" role="group" aria-label="Filtros das requisições">
      <div className="field field-inline">
        <label htmlFor="request-method">Método</label>
        <select id="request-method" value={filter.method ?? ''} onChange={(e) => onChange({ method: e.target.value || undefined })}>
          <option value="">todos</option>
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
      </div>
      <div className="field field-inline grow">
        <label htmlFor="request-path">Caminho</label>
        <input id="request-path" type="search" placeholder="ex.: /v1/charge" maxLength={PATH_MAX} value={path} onChange={(e) => setPath(e.target.value)} />
      </div>
      <div className="field field-inline">
        <label htmlFor="request-status">Status</label>
        <input
          id="request-status"
          className="request-status-input"
          placeholder="404 ou 4xx"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          aria-invalid={!statusValid}
          aria-describedby={statusValid ? undefined : 'request-status-error'}
        />
      </div>
      <div className="field field-check">
        <input id="request-failures" type="checkbox" checked={!!filter.failures} onChange={(e) => onChange({ failures: e.target.checked || undefined })} />
        <label htmlFor="request-failures">Somente falhas</label>
      </div>
      <div className="field field-check">
        <input id="request-dashboard" type="checkbox" checked={!!filter.dashboard} onChange={(e) => onChange({ dashboard: e.target.checked || undefined })} />
        <label htmlFor="request-dashboard">Mostrar chamadas do painel</label>
      </div>
      {!statusValid && (
        <p id="request-status-error" className="request-filter-error" role="alert">
          Status inválido: use um código (404), uma classe (4xx) ou 0 para “sem resposta”.
        </p>
      )}
    </div>
  );
}

/** Whether any filter narrows the list (the dashboard toggle widens it, so it does not count). */
export function isFiltered(filter: RequestQuery): boolean {
  return !!(filter.method || filter.path || filter.status || filter.failures);
}
