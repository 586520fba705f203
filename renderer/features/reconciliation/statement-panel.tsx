// A day's CNAB 240 statement (GET /sandbox/v1/statement): the file API Extratos serves for that
// day of the account's clock, as a table — each entry with its raw 240-character line under it —
// between the opening and closing balances, and the file to download. The reconciliation page
// shows it beside the confirmations file.
import { Fragment, useEffect, useState } from 'react';
import type { Answer } from '../../../testing/wire.ts';
import { useAccountStores } from '../../stores/scope.tsx';
import { ErrorMessage } from '../../ui/components.tsx';
import { download } from '../../ui/download.ts';
import { formatMoney } from '../../ui/format.ts';
import './statement-panel.css';

type Statement = Answer<'/sandbox/v1/statement'>;

const CATEGORY: Record<number, string> = { 202: 'Boleto ou cartão recebido', 209: 'Pix recebido', 105: 'Tarifa', 103: 'Estorno' };

/** `date`: YYYY-MM-DD, a day of the account's clock up to today; a new `reload` reads it again. */
export function StatementPanel({ date, reload = 0 }: { date: string; reload?: number }) {
  const { api } = useAccountStores();
  const [statement, setStatement] = useState<Statement | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [showLines, setShowLines] = useState(false);

  useEffect(() => {
    let current = true;
    setStatement(null);
    setError(null);
    api.statement(date).then(
      (answer) => current && setStatement(answer),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [api, date, reload]);

  const downloadFile = () => {
    if (!statement) return;
    api.statementFile(date).then((blob) => download(blob, statement.file_name), setError);
  };

  return (
    <section className="panel statement-panel" aria-label={`Extrato CNAB 240 de ${date}`}>
      <header className="statement-panel-header">
        <h2 className="panel-title">Extrato CNAB 240 (API Extratos)</h2>
        <label className="statement-panel-toggle">
          <input type="checkbox" checked={showLines} onChange={(event) => setShowLines(event.target.checked)} /> Linhas do arquivo
        </label>
        <button type="button" className="btn btn-small" onClick={downloadFile} disabled={!statement}>
          Baixar {statement?.file_name ?? 'arquivo'}
        </button>
      </header>
      <ErrorMessage error={error} title="Não foi possível ler o extrato" />
      {!statement && !error && <p className="muted">Carregando…</p>}
      {statement && (
        <>
          <p className="statement-panel-balances">
            Saldo inicial <strong>{formatMoney(statement.opening_balance)}</strong> · créditos {formatMoney(statement.credits)} · débitos {formatMoney(statement.debits)} · saldo final{' '}
            <strong>{formatMoney(statement.closing_balance)}</strong>
            {statement.partial && <span className="muted"> (parcial: o dia ainda não terminou no relógio da conta)</span>}
          </p>
          {statement.entries.length === 0 ? (
            <p className="muted">Nenhum lançamento neste dia.</p>
          ) : (
            <table className="table table-compact statement-panel-table" aria-label={`Lançamentos de ${date}`}>
              <thead>
                <tr>
                  <th scope="col">Nº</th>
                  <th scope="col">Cobrança</th>
                  <th scope="col">Lançamento</th>
                  <th scope="col">Histórico</th>
                  <th scope="col" className="num">Valor</th>
                  <th scope="col" className="num">Saldo</th>
                </tr>
              </thead>
              <tbody>
                {statement.entries.map((entry) => (
                  <Fragment key={entry.sequence}>
                    <tr>
                      <td>{entry.sequence}</td>
                      <td className="mono">{entry.charge_id}</td>
                      <td>{CATEGORY[entry.category] ?? entry.category}</td>
                      <td className="mono">{entry.history}</td>
                      <td className={`num ${entry.kind === 'D' ? 'statement-debit' : 'statement-credit'}`}>
                        {entry.kind === 'D' ? '−' : '+'}
                        {formatMoney(entry.value)}
                      </td>
                      <td className="num">{formatMoney(entry.balance)}</td>
                    </tr>
                    {showLines && (
                      <tr className="statement-panel-raw">
                        <td colSpan={6}>
                          <code>{entry.line}</code>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
