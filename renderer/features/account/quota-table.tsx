// The day's use of the request quota (GET /sandbox/v1/quota): one row per endpoint the account
// called today on its clock — how many requests went through, how many were refused past the limit.
import { useCallback, useEffect, useState } from 'react';
import type { QuotaUse } from '../../api/types.ts';
import { useAccountStores } from '../../stores/scope.tsx';
import { ErrorMessage } from '../../ui/components.tsx';

const percent = (used: number, limit: number) => `${Math.floor((used * 100) / limit)}%`;

/** Reloaded whenever `dailyQuota` changes, and on demand (the counts move with every /v1 call). */
export function QuotaTable({ dailyQuota }: { dailyQuota: number }) {
  const { api } = useAccountStores();
  const [use, setUse] = useState<QuotaUse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => api.quota().then(setUse, setError), [api]);
  useEffect(() => void load(), [load, dailyQuota]);

  if (dailyQuota === 0) return <p className="muted">Sem cota diária: nenhuma requisição é contada.</p>;
  return (
    <div className="quota-use">
      <div className="inline-form">
        <span>
          Uso de hoje ({use?.day ?? '…'}, pelo relógio da conta){use && `: a contagem recomeça em ${Math.ceil(use.resets_in_seconds / 60)} min.`}
        </span>
        <button type="button" className="btn btn-small" onClick={() => void load()}>
          Atualizar
        </button>
      </div>
      <ErrorMessage error={error} title="Não foi possível ler o uso da cota" />
      {use && use.endpoints.length === 0 && <p className="muted">Nenhuma requisição contada hoje.</p>}
      {use && use.endpoints.length > 0 && (
        <table className="table table-compact" aria-label="Uso da cota diária por endpoint">
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">Usadas</th>
              <th scope="col">Limite</th>
              <th scope="col">Recusadas</th>
            </tr>
          </thead>
          <tbody>
            {use.endpoints.map((row) => (
              <tr key={row.endpoint}>
                <td className="mono">{row.endpoint}</td>
                <td>
                  {row.used} ({percent(row.used, row.limit)})
                </td>
                <td>{row.limit}</td>
                <td>{row.refused > 0 ? <strong>{row.refused}</strong> : 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
