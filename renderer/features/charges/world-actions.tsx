// "Agir como o mundo": what a payer, a bank or the merchant's back office would do to this charge.
// Each button opens a dialog that says what will happen and shows the API's refusal if there is one.
import { useState } from 'react';
import type { ChargeTimeline } from '../../api/types.ts';
import { PayDialog } from './pay-dialog.tsx';
import { ConfirmDialog, DueDateDialog, ResendDialog } from './action-dialogs.tsx';

type Open = null | 'pay' | 'settle' | 'cancel' | 'due' | 'resend';

export function WorldActions({ data }: { data: ChargeTimeline }) {
  const [open, setOpen] = useState<Open>(null);
  const { charge, boleto } = data;
  const s = charge.status;
  const canPay = !!boleto && (s === 'waiting' || s === 'unpaid' || s === 'canceled');
  const canSettle = s !== 'paid' && s !== 'settled';
  const canCancel = s === 'new' || s === 'waiting' || s === 'unpaid' || s === 'link';
  const canMoveDue = !!boleto && (s === 'waiting' || s === 'unpaid');
  const canResend = !!boleto && (s === 'waiting' || s === 'unpaid');
  const close = () => setOpen(null);
  const nothing = !canPay && !canSettle && !canCancel && !canMoveDue && !canResend;

  return (
    <section className="panel world" aria-labelledby="world-title">
      <h3 id="world-title" className="panel-title">Agir como o mundo</h3>
      {nothing ? (
        <p className="muted">Nada mais a fazer: a cobrança está {s === 'paid' ? 'paga' : `em ${s}`}.</p>
      ) : (
        <div className="button-row">
          {canPay && (
            <button type="button" className="btn btn-primary" onClick={() => setOpen('pay')}>
              Pagar no banco
            </button>
          )}
          {canSettle && (
            <button type="button" className="btn" onClick={() => setOpen('settle')}>
              Baixar manualmente (settle)
            </button>
          )}
          {canMoveDue && (
            <button type="button" className="btn" onClick={() => setOpen('due')}>
              Alterar vencimento
            </button>
          )}
          {canResend && (
            <button type="button" className="btn" onClick={() => setOpen('resend')}>
              Reenviar por e-mail
            </button>
          )}
          {canCancel && (
            <button type="button" className="btn btn-danger" onClick={() => setOpen('cancel')}>
              Cancelar cobrança
            </button>
          )}
        </div>
      )}
      {open === 'pay' && boleto && <PayDialog chargeId={charge.charge_id} boleto={boleto} issuedAt={charge.payment?.created_at ?? null} onClose={close} />}
      {open === 'settle' && (
        <ConfirmDialog
          kind="settle"
          title={`Baixar a cobrança #${charge.charge_id}`}
          onClose={close}
          explanation={
            <p>
              Marca a cobrança como paga sem pagamento pelo banco (<code>PUT /v1/charge/{charge.charge_id}/settle</code>),
              como a baixa manual no painel da Efí. O status vira <code>paid</code> e um callback é enviado para a
              notification_url.
            </p>
          }
        />
      )}
      {open === 'cancel' && (
        <ConfirmDialog
          kind="cancel"
          title={`Cancelar a cobrança #${charge.charge_id}`}
          onClose={close}
          explanation={
            <p>
              <code>PUT /v1/charge/{charge.charge_id}/cancel</code>: o status vira <code>canceled</code> e um callback é
              enviado. Um boleto emitido antes do cancelamento ainda pode ser pago no banco.
            </p>
          }
        />
      )}
      {open === 'due' && boleto && <DueDateDialog chargeId={charge.charge_id} current={boleto.expire_at} onClose={close} />}
      {open === 'resend' && (
        <ResendDialog chargeId={charge.charge_id} suggested={charge.customer?.email ?? ''} onClose={close} />
      )}
    </section>
  );
}
