// One carnê: its facts, the carnê-level actions (settle all, cancel all), the parcels as a row of
// slips, and for the selected parcel — an ordinary charge — its world actions and its timeline
// (the charge detail store opened on that parcel, so the bank dialog and the timeline are the
// charges' own). The booklet PDF is shown inline, as the boleto PDF is.
import { useEffect, useState } from 'react';
import type { CarnetData, CarnetParcelSummary, CarnetStatus, ChargeStatus } from '../../api/types.ts';
import { useCarnet, useChargeDetail, useDetailActions } from '../../stores/hooks.ts';
import { CopyButton, EmptyState, ErrorMessage, Money, Spinner, StateBadge, StatusBadge } from '../../ui/components.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format.ts';
import { stateLabel, statusMeaningOf } from '../../ui/status.ts';
import { Timeline } from '../charges/timeline.tsx';
import { CarnetActions, ParcelActions } from './carnet-actions.tsx';
import { inlinePdfUrl } from '../../ui/pdf-view.ts';

export function CarnetStatusBadge({ status }: { status: CarnetStatus }) {
  return <StateBadge kind="carnet" state={status} />;
}

/** The compact row of a list: one chip per parcel, coloured by its status. */
export function ParcelChips({ parcels }: { parcels: CarnetParcelSummary[] }) {
  return (
    <span className="parcel-chips" role="img" aria-label={parcels.map((p) => `parcela ${p.parcel}: ${stateLabel('charge', p.status)}`).join(', ')}>
      {parcels.map((p) => (
        <span key={p.charge_id} className={`parcel-chip pc-${p.status}`} title={`Parcela ${p.parcel} · ${stateLabel('charge', p.status)} (${p.status}) · vence ${formatDate(p.expire_at)}`} aria-hidden="true">
          {p.parcel}
        </span>
      ))}
    </span>
  );
}

export function CarnetDetailPanel() {
  const { carnetId, detail, error } = useCarnet();
  if (carnetId === null) {
    return (
      <EmptyState title="Escolha um carnê para ver as parcelas dele.">
        <p>
          Cada parcela é uma cobrança comum, com boleto próprio e a sua linha do tempo. Daqui você age como o mundo:
          paga uma parcela no banco, dá baixa, cancela, muda um vencimento ou reenvia por e-mail.
        </p>
      </EmptyState>
    );
  }
  if (!detail || detail.carnet.carnet_id !== carnetId) {
    if (error) return <ErrorMessage error={error} title={`Não foi possível abrir o carnê #${carnetId}`} />;
    return <Spinner label={`Abrindo o carnê #${carnetId}…`} />;
  }
  return <CarnetStory key={carnetId} carnet={detail.carnet} token={detail.notification_token} error={error} />;
}

const OPEN_STATUSES: ChargeStatus[] = ['waiting', 'unpaid'];

function CarnetStory({ carnet, token, error }: { carnet: CarnetData; token: string; error: unknown }) {
  // Start on the first parcel still to be paid: that is where the action is.
  const [selected, setSelected] = useState<number>(() => (carnet.charges.find((p) => OPEN_STATUSES.includes(p.status)) ?? carnet.charges[0])?.parcel ?? 1);
  const parcel = carnet.charges.find((p) => p.parcel === selected) ?? carnet.charges[0];
  const { open } = useDetailActions();
  const parcelChargeId = parcel ? parcel.charge_id : null;
  useEffect(() => {
    open(parcelChargeId);
  }, [parcelChargeId, open]);
  const finished = carnet.status === 'finished';

  return (
    <article className="detail" aria-labelledby="carnet-title">
      <header className="detail-head">
        <div className="detail-title-row">
          <h2 id="carnet-title">Carnê #{carnet.carnet_id}</h2>
          <CarnetStatusBadge status={carnet.status} />
        </div>
        <p className="detail-total">
          <Money cents={carnet.value} />
        </p>
      </header>
      <ErrorMessage error={error} title="Não foi possível atualizar" />

      <dl className="facts">
        <div>
          <dt>Parcelas</dt>
          <dd>
            {carnet.repeats} × {carnet.split_items ? 'itens divididos' : 'valor cheio'}
          </dd>
        </div>
        <div>
          <dt>custom_id</dt>
          <dd>{carnet.custom_id ?? <span className="muted">—</span>}</dd>
        </div>
        <div>
          <dt>Criado em</dt>
          <dd>{formatDateTime(carnet.created_at)}</dd>
        </div>
        <div className="facts-wide">
          <dt>notification_url</dt>
          <dd className="mono break">{carnet.notification_url ?? <span className="muted">não definida — nenhum callback é enviado</span>}</dd>
        </div>
        <div className="facts-wide">
          <dt>Token de notificação (carnê e parcelas)</dt>
          <dd className="mono break">
            {token} <CopyButton text={token} label="Copiar token de notificação" />
          </dd>
        </div>
      </dl>

      {!finished && <CarnetActions carnet={carnet} />}

      <section className="panel" aria-labelledby="slips-title">
        <h3 id="slips-title" className="panel-title">Parcelas</h3>
        <div className="slips" role="group" aria-label="Parcelas do carnê">
          {carnet.charges.map((p) => (
            <button
              key={p.charge_id}
              type="button"
              className={`slip slip-${p.status}`}
              aria-pressed={p.parcel === parcel?.parcel}
              onClick={() => setSelected(p.parcel)}
            >
              <span className="slip-n">
                <span className="visually-hidden">Parcela </span>
                {p.parcel}/{carnet.repeats}
              </span>
              <span className="slip-due">vence {formatDate(p.expire_at)}</span>
              <span className="slip-value">{formatMoney(p.value)}</span>
              <StatusBadge status={p.status} />
            </button>
          ))}
        </div>
        {carnet.charges.length > 0 && <p className="muted small legend">Escolha uma parcela para ver a linha do tempo dela e o que o mundo pode fazer com ela.</p>}
      </section>

      {parcel && <SelectedParcel carnet={carnet} parcelNumber={parcel.parcel} chargeId={parcel.charge_id} status={parcel.status} finished={finished} />}

      <section className="panel" aria-labelledby="booklet-title">
        <h3 id="booklet-title" className="panel-title">Carnê impresso</h3>
        <p className="links">
          <a href={carnet.link} target="_blank" rel="noreferrer">
            Página do carnê ↗
          </a>
          <a href={carnet.pdf.carnet} target="_blank" rel="noreferrer">
            PDF do carnê ↗
          </a>
          <a href={carnet.pdf.cover} target="_blank" rel="noreferrer">
            Capa ↗
          </a>
        </p>
        <BookletFrame url={carnet.pdf.carnet} />
      </section>
    </article>
  );
}

function SelectedParcel({ carnet, parcelNumber, chargeId, status, finished }: { carnet: CarnetData; parcelNumber: number; chargeId: number; status: ChargeStatus; finished: boolean }) {
  const { chargeId: openId, data, status: loadStatus, error } = useChargeDetail();
  const ready = openId === chargeId && data !== null && data.charge.charge_id === chargeId;
  return (
    <section className="parcel-detail" aria-label={`Parcela ${parcelNumber} — cobrança #${chargeId}`}>
      <h3 className="parcel-title">
        Parcela {parcelNumber}/{carnet.repeats} · <a href={`#/cobrancas/${chargeId}`}>cobrança #{chargeId}</a>{' '}
        <StatusBadge status={status} title={statusMeaningOf(status, 'banking_billet')} />
      </h3>
      {!ready ? (
        loadStatus === 'error' ? <ErrorMessage error={error} title={`Não foi possível abrir a cobrança #${chargeId}`} /> : <Spinner label={`Abrindo a parcela ${parcelNumber}…`} />
      ) : (
        <>
          {!finished && <ParcelActions carnet={carnet} parcel={parcelNumber} data={data} />}
          {data.boleto && (
            <p className="muted small typed-line-inline">
              Linha digitável: <code>{data.boleto.typed_line}</code> <CopyButton text={data.boleto.typed_line} label="Copiar linha digitável" />
            </p>
          )}
          <Timeline entries={data.timeline} />
        </>
      )}
    </section>
  );
}

/**
 * The booklet inline, as the boleto PDF is (`frame-src 'self'`). Asked for first (one HEAD): a URL
 * that does not answer with a PDF would frame something else, refused by its own frame-ancestors.
 */
function BookletFrame({ url }: { url: string }) {
  const [state, setState] = useState<'probing' | 'pdf' | 'absent'>('probing');
  useEffect(() => {
    const controller = new AbortController();
    setState('probing');
    fetch(url, { method: 'HEAD', cache: 'no-store', signal: controller.signal })
      .then((r) => setState(r.ok && (r.headers.get('content-type') ?? '').includes('application/pdf') ? 'pdf' : 'absent'))
      .catch(() => {
        if (!controller.signal.aborted) setState('absent');
      });
    return () => controller.abort();
  }, [url]);
  if (state === 'pdf') return <iframe className="pdf-frame" src={inlinePdfUrl(url)} title="PDF do carnê" loading="lazy" />;
  if (state === 'absent') return <p className="muted small">O PDF do carnê não pôde ser mostrado aqui; abra-o pelo link acima.</p>;
  return <Spinner label="Verificando o PDF do carnê…" />;
}
