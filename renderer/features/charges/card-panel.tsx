// The card payment of a charge: which card (brand and the API's mask, never the number), the
// installment plan and what the payer pays with interest, the acquirer's refusal, the capture and
// the refunds — what an integrator checks against their own records.
import type { CardInfo, ChargeStatus } from '../../api/types.ts';
import { formatCardMask, formatDate, formatMoney } from '../../ui/format.ts';
import { brandLabel } from '../../ui/status.ts';

export function CardPanel({ card, status, chargeId }: { card: CardInfo; status: ChargeStatus; chargeId: number }) {
  const remaining = card.total - card.refunded;
  return (
    <section className="panel" aria-labelledby="card-title">
      <h3 id="card-title" className="panel-title">Cartão de crédito</h3>
      <dl className="facts">
        <div>
          <dt>Bandeira</dt>
          <dd>{brandLabel(card.brand)}</dd>
        </div>
        <div>
          <dt>Cartão</dt>
          <dd className="mono nowrap" aria-label={`Cartão ${card.mask}`}>{formatCardMask(card.mask)}</dd>
        </div>
        <div>
          <dt>Parcelas</dt>
          <dd>
            {card.installments}× de {formatMoney(card.installment_value)}
            {card.installments === 1 && <span className="fact-sub">à vista</span>}
          </dd>
        </div>
        <div>
          <dt>Total do pagador</dt>
          <dd>
            {formatMoney(card.total)}
            {card.interest > 0 && <span className="fact-sub">inclui {formatMoney(card.interest)} de juros</span>}
          </dd>
        </div>
        <Capture card={card} status={status} />
        {card.refunded > 0 && (
          <div>
            <dt>Reembolsado</dt>
            <dd>
              {formatMoney(card.refunded)}
              <span className="fact-sub">{remaining > 0 ? `restam ${formatMoney(remaining)}` : 'tudo devolvido'}</span>
            </dd>
          </div>
        )}
      </dl>
      {card.refusal && <Refusal refusal={card.refusal} status={status} chargeId={chargeId} />}
    </section>
  );
}

function Capture({ card, status }: { card: CardInfo; status: ChargeStatus }) {
  if (card.paid_value !== null) {
    return (
      <div>
        <dt>Pago</dt>
        <dd>
          {formatMoney(card.paid_value)}
          {card.received_by_bank_at && <span className="fact-sub">capturado em {formatDate(card.received_by_bank_at)}</span>}
        </dd>
      </div>
    );
  }
  if (status !== 'approved') return null;
  return (
    <div>
      <dt>Captura</dt>
      <dd>
        aguardando
        <span className="fact-sub">na virada do dia, no relógio da conta</span>
      </dd>
    </div>
  );
}

function Refusal({ refusal, status, chargeId }: { refusal: NonNullable<CardInfo['refusal']>; status: ChargeStatus; chargeId: number }) {
  return (
    <div className="refusal" role="note" aria-label="Recusa da operadora">
      <p>
        <span className="outcome outcome-fail">recusado</span> <strong>{refusal.reason}</strong>
      </p>
      <p className="muted small">
        <code>refusal.retry: {String(refusal.retry)}</code>
        {refusal.retry && status === 'unpaid' && (
          <> — o pagador pode tentar outro cartão: <code>POST /v1/charge/{chargeId}/retry</code>.</>
        )}
      </p>
    </div>
  );
}
