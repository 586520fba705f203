// Conciliação: what an ERP that does not take callbacks reconciles from. Pick a day of the
// account's clock and see its confirmations file (GET /sandbox/v1/confirmations) as a table, the
// raw 130-position line under each record, and download the file as the real panel gives it;
// below it, the same day's CNAB 240 statement (statement-panel.tsx).
import { useCallback, useEffect, useState } from 'react';
import { useAccountStores } from '../../stores/scope.tsx';
import { useClockNow } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { DateField } from '../../ui/date-field.tsx';
import { EmptyState, ErrorMessage, Spinner } from '../../ui/components.tsx';
import { download } from '../../ui/download.ts';
import { datePart, formatDate, formatMoney } from '../../ui/format.ts';
import { readFile, type ConfirmationRecord, type ReadLine } from './confirmations-layout.ts';
import { StatementPanel } from './statement-panel.tsx';
import './reconciliation.css';

type FileState = { day: string; blob: Blob; lines: ReadLine[] } | null;

export function ReconciliationView() {
  const { api } = useAccountStores();
  const { now } = useClockNow();
  const today = now ? datePart(now) : '';
  const [day, setDay] = useState('');
  const [file, setFile] = useState<FileState>(null);
  const [error, setError] = useState<unknown>(null);
  // "Atualizar" reads the day again: the statement below as well as the file.
  const [reloads, setReloads] = useState(0);
  const shown = day || today;

  const load = useCallback(
    async (date: string) => {
      setError(null);
      try {
        const blob = await api.confirmationsFile(date);
        setFile({ day: date, blob, lines: readFile(await blob.text()) });
      } catch (failure) {
        setError(failure);
      }
    },
    [api],
  );
  useEffect(() => {
    if (shown) void load(shown);
  }, [shown, load]);

  return (
    <div className="page">
      <header className="page-head">
        <h1>Conciliação</h1>
        <p className="page-lede">
          Os arquivos de um dia que um ERP importa em vez de receber callbacks. O arquivo de confirmações traz cada boleto e parcela de carnê que o
          banco (ou um Pix) confirmou no dia do relógio da conta, no layout de 130 posições da Efí; baixas manuais e cartões não entram.
        </p>
      </header>
      <section className="panel" aria-labelledby="confirmations-title">
        <h2 id="confirmations-title" className="panel-title">Arquivo de confirmações</h2>
        <div className="reconciliation-controls">
          <DateField id="reconciliation-day" label="Dia" value={shown} onChange={(value) => value && setDay(value)} today={today || undefined} required />
          <button
            type="button"
            className="btn"
            onClick={() => {
              if (!shown) return;
              void load(shown);
              setReloads((count) => count + 1);
            }}
            disabled={!shown}
          >
            Atualizar
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!file || file.day !== shown}
            onClick={() => file && download(file.blob, `confirmacoes-${file.day}.txt`)}
          >
            Baixar arquivo
          </button>
        </div>
        {error !== null && <ErrorMessage error={error} title="Não foi possível gerar o arquivo" />}
        {!file && error === null && <Spinner label="Gerando o arquivo…" />}
        {file && <ConfirmationsTable day={file.day} lines={file.lines} />}
      </section>
      {/* The same day's CNAB 240 statement (API Extratos), below its confirmations file. */}
      {shown && <StatementPanel date={shown} reload={reloads} />}
    </div>
  );
}

function ConfirmationsTable({ day, lines }: { day: string; lines: ReadLine[] }) {
  if (lines.length === 0) {
    return (
      <EmptyState title={`Nenhuma confirmação em ${formatDate(day)}.`}>
        <p>O arquivo deste dia está vazio. Pague um boleto no banco simulado (ou pelo Pix de um Bolix) e ele aparece no dia em que o banco o confirmar.</p>
      </EmptyState>
    );
  }
  const records = lines.flatMap((line) => (line.ok ? [line.record] : []));
  const paid = records.reduce((sum, record) => sum + record.paidValue, 0);
  const fees = records.reduce((sum, record) => sum + record.fee, 0);
  return (
    <>
      <p className="muted small" data-testid="confirmations-summary">
        {records.length === 1 ? '1 confirmação' : `${records.length} confirmações`} · pago {formatMoney(paid)} · tarifas {formatMoney(fees)}
      </p>
      <div className="table-scroll">
        <table className="table table-compact confirmations-table">
          <caption className="visually-hidden">Registros do arquivo de confirmações de {formatDate(day)}, com a linha do arquivo abaixo de cada um</caption>
          <thead>
            <tr>
              <th scope="col" className="num">Nº</th>
              <th scope="col">Cobrança</th>
              <th scope="col">Tipo</th>
              <th scope="col">custom_id</th>
              <th scope="col">Vencimento</th>
              <th scope="col">Pago no banco</th>
              <th scope="col" className="num">Valor</th>
              <th scope="col" className="num">Pago</th>
              <th scope="col" className="num">Tarifa</th>
            </tr>
          </thead>
          {lines.map((line, index) => (line.ok ? <RecordRows key={index} record={line.record} /> : <UnreadRow key={index} raw={line.raw} />))}
        </table>
      </div>
    </>
  );
}

/** A record and, under it, the line of the file it was read from. */
function RecordRows({ record }: { record: ConfirmationRecord }) {
  return (
    <tbody className="confirmation">
      <tr>
        <td className="num">{record.sequence}</td>
        <td>
          <a href={hrefOf('cobrancas', record.chargeId)}>#{record.chargeId}</a>
        </td>
        <td>{record.chargeType === '2' ? 'Parcela de carnê' : 'Boleto'}</td>
        <td className="mono confirmation-custom-id">{record.customId.trimEnd() || <span className="muted">—</span>}</td>
        <td className="nowrap">{formatDate(record.dueDate)}</td>
        <td className="nowrap">{formatDate(record.bankPaymentDate)}</td>
        <td className="num">{formatMoney(record.value)}</td>
        <td className="num">{formatMoney(record.paidValue)}</td>
        <td className="num">{formatMoney(record.fee)}</td>
      </tr>
      <tr className="confirmation-raw">
        <td colSpan={9}>
          <code aria-label={`Linha ${record.sequence} do arquivo`}>{record.raw}</code>
        </td>
      </tr>
    </tbody>
  );
}

function UnreadRow({ raw }: { raw: string }) {
  return (
    <tbody className="confirmation">
      <tr className="confirmation-raw">
        <td colSpan={9}>
          <span className="field-error">Linha fora do layout de 130 posições:</span> <code>{raw}</code>
        </td>
      </tr>
    </tbody>
  );
}
