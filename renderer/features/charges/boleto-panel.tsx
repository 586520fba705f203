import type { BoletoInfo, PixCode } from '../../api/types.ts';
import { CopyButton } from '../../ui/components.tsx';
import { formatDate, formatMoney } from '../../ui/format.ts';
import { inlinePdfUrl } from '../../ui/pdf-view.ts';

export function BoletoPanel({ boleto }: { boleto: BoletoInfo }) {
  const pix = boleto.pix ?? null;
  const awaiting = boleto.awaiting_confirmation ?? null;
  const confirmedLater = !!boleto.confirmed_on && !!boleto.received_by_bank_at && boleto.confirmed_on !== boleto.received_by_bank_at;
  return (
    <section className="panel" aria-labelledby="boleto-title">
      <h3 id="boleto-title" className="panel-title">Boleto</h3>
      <div className="typed-line">
        <div className="typed-line-head">
          <span className="typed-line-label" id="typed-line-label">Linha digitável</span>
          <CopyButton text={boleto.typed_line} label="Copiar linha digitável" />
        </div>
        <code className="typed-line-value" aria-labelledby="typed-line-label">{boleto.typed_line}</code>
      </div>
      {pix && <PixCopyPaste pix={pix} />}
      <dl className="facts">
        <div>
          <dt>Vencimento</dt>
          <dd>{formatDate(boleto.expire_at)}</dd>
        </div>
        <div>
          <dt>Pagável até</dt>
          <dd>{formatDate(boleto.last_payable_date)}</dd>
        </div>
        {awaiting && (
          <div className="facts-wide">
            <dt>Aguardando confirmação</dt>
            <dd data-testid="awaiting-confirmation">
              {formatMoney(awaiting.value)} pago no banco em {formatDate(awaiting.received_by_bank_at)}, confirmação em {formatDate(awaiting.confirms_on)}
            </dd>
          </div>
        )}
        {boleto.paid_value === null && !awaiting && (
          <div>
            <dt>Devido hoje</dt>
            <dd>{boleto.amount_due_today !== null ? formatMoney(boleto.amount_due_today) : <span className="muted">—</span>}</dd>
          </div>
        )}
        {boleto.paid_value !== null && (
          <div>
            <dt>Pago</dt>
            <dd>
              {formatMoney(boleto.paid_value)}
              {boleto.received_by_bank_at && <span className="muted"> em {formatDate(boleto.received_by_bank_at)}</span>}
              {/* The bank confirmed it on a later day (the account's compensation setting). */}
              {confirmedLater && <span className="muted">, confirmado em {formatDate(boleto.confirmed_on!)}</span>}
            </dd>
          </div>
        )}
        <div className="facts-wide">
          <dt>Código de barras</dt>
          <dd className="mono break">{boleto.barcode}</dd>
        </div>
      </dl>
      <p className="links">
        <a href={boleto.link} target="_blank" rel="noreferrer">
          Página do boleto ↗
        </a>
        <a href={boleto.pdf} target="_blank" rel="noreferrer">
          PDF ↗
        </a>
      </p>
    </section>
  );
}

/** A Bolix's Pix: the QR as the API draws it (`qrcode_image`), and the copia-e-cola with a copy button. */
function PixCopyPaste({ pix }: { pix: PixCode }) {
  return (
    <div className="typed-line pix-code">
      <img className="pix-qr" src={pix.qrcode_image} alt="QR code Pix do boleto" width={132} height={132} />
      <div className="pix-code-text">
        <div className="typed-line-head">
          <span className="typed-line-label" id="pix-code-label">Pix copia e cola</span>
          <CopyButton text={pix.qrcode} label="Copiar código Pix" />
        </div>
        <code className="typed-line-value pix-code-value" aria-labelledby="pix-code-label">{pix.qrcode}</code>
      </div>
    </div>
  );
}

export function BoletoPdf({ boleto }: { boleto: BoletoInfo }) {
  return (
    <section className="panel" aria-labelledby="pdf-title">
      <h3 id="pdf-title" className="panel-title">PDF do boleto</h3>
      <iframe className="pdf-frame" src={inlinePdfUrl(boleto.pdf)} title="PDF do boleto" loading="lazy" />
    </section>
  );
}
