// "Agir como o mundo": what a payer, a bank, a card issuer or the merchant's back office would do
// to this charge. Only the actions that fit its status and payment method are offered
// (world-action-rules.ts); each opens a dialog that says what will happen and shows the API's
// refusal if there is one.
import { useState } from 'react';
import './settle-warning.css';
import type { ChargeTimeline } from '../../api/types.ts';
import { hrefOf } from '../../stores/router.ts';
import { statusMeaningOf } from '../../ui/status.ts';
import { PayDialog } from './pay-dialog.tsx';
import { ConfirmDialog, DueDateDialog, ResendDialog } from './action-dialogs.tsx';
import { CardPayDialog } from './card-pay-dialog.tsx';
import { DisputeDialog, RefundDialog, ResolveDisputeDialog } from './card-action-dialogs.tsx';
import { realApiRefusesSettle, worldActionsFor, type WorldAction } from './world-action-rules.ts';

const BUTTONS: Record<WorldAction, { label: string; style: 'primary' | 'plain' | 'danger' }> = {
  payWithCard: { label: 'Pagar com cartão', style: 'primary' },
  payAtBank: { label: 'Pagar no banco', style: 'primary' },
  retryCard: { label: 'Tentar outro cartão', style: 'primary' },
  resolveDispute: { label: 'Resolver contestação', style: 'primary' },
  refund: { label: 'Reembolsar', style: 'plain' },
  dispute: { label: 'Pagador contesta', style: 'plain' },
  settle: { label: 'Baixar manualmente (settle)', style: 'plain' },
  changeDueDate: { label: 'Alterar vencimento', style: 'plain' },
  resend: { label: 'Reenviar por e-mail', style: 'plain' },
  cancel: { label: 'Cancelar cobrança', style: 'danger' },
};

const BUTTON_CLASS = { primary: 'btn btn-primary', plain: 'btn', danger: 'btn btn-danger' };

export function WorldActions({ data }: { data: ChargeTimeline }) {
  const [open, setOpen] = useState<WorldAction | null>(null);
  const { charge, boleto, card } = data;
  const actions = worldActionsFor({
    status: charge.status,
    hasBoleto: !!boleto,
    isCard: !!card,
    retryable: !!card?.refusal?.retry,
  });
  const close = () => setOpen(null);

  return (
    <section className="panel world" aria-labelledby="world-title">
      <h3 id="world-title" className="panel-title">Agir como o mundo</h3>
      {actions.length === 0 ? (
        <IdleNote data={data} />
      ) : (
        <div className="button-row">
          {actions.map((action) => (
            <button key={action} type="button" className={BUTTON_CLASS[BUTTONS[action].style]} onClick={() => setOpen(action)}>
              {BUTTONS[action].label}
            </button>
          ))}
        </div>
      )}
      {/* A dialog stays open after its action changed the status: it shows the answer until closed. */}
      {open === 'payAtBank' && boleto && <PayDialog chargeId={charge.charge_id} boleto={boleto} issuedAt={charge.payment?.created_at ?? null} onClose={close} />}
      {open === 'payWithCard' && <CardPayDialog chargeId={charge.charge_id} mode={{ kind: 'pay' }} onClose={close} />}
      {open === 'retryCard' && card && <CardPayDialog chargeId={charge.charge_id} mode={{ kind: 'retry', installments: card.installments }} onClose={close} />}
      {open === 'refund' && card && <RefundDialog chargeId={charge.charge_id} card={card} onClose={close} />}
      {open === 'dispute' && <DisputeDialog chargeId={charge.charge_id} onClose={close} />}
      {open === 'resolveDispute' && <ResolveDisputeDialog chargeId={charge.charge_id} onClose={close} />}
      {open === 'settle' && (
        <ConfirmDialog
          kind="settle"
          title={`Baixar a cobrança #${charge.charge_id}`}
          onClose={close}
          explanation={
            <>
              {realApiRefusesSettle(charge.status) && <SettleWarning status={charge.status} />}
              <p>
                Marca a cobrança como paga sem pagamento pelo banco (<code>PUT /v1/charge/{charge.charge_id}/settle</code>),
                como a baixa manual no painel da Efí. O status vira <code>paid</code> (perfil <code>spec</code>, o padrão) ou{' '}
                <code>settled</code> (perfil <code>efi</code>, como na API real) e um callback é enviado para a notification_url.
              </p>
            </>
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
      {open === 'changeDueDate' && boleto && <DueDateDialog chargeId={charge.charge_id} current={boleto.expire_at} onClose={close} />}
      {open === 'resend' && <ResendDialog chargeId={charge.charge_id} suggested={charge.customer?.email ?? ''} onClose={close} />}
    </section>
  );
}

/** The sandbox settles what the real API refuses to: say so before the integrator relies on it. */
function SettleWarning({ status }: { status: ChargeTimeline['charge']['status'] }) {
  return (
    <div className="settle-warning" role="note" aria-label="Aviso: a API real recusa">
      <p>
        <strong>A API real da Efí recusa esta baixa.</strong>{' '}
        {status === 'canceled' ? 'Uma cobrança cancelada não pode ser baixada' : `Uma cobrança ${status} não pode ser baixada`}: a Efí
        só dá baixa em cobranças <code>new</code>, <code>waiting</code> ou <code>unpaid</code> e responde HTTP 400 com o código{' '}
        <code>3500069</code>.
      </p>
      <p>
        O sandbox aceita (a especificação dele permite a baixa de qualquer status, menos <code>paid</code>): não conte com isso no seu
        código.
      </p>
    </div>
  );
}

/** Why there is nothing to do, and for an approved card, what will happen next. */
function IdleNote({ data }: { data: ChargeTimeline }) {
  const status = data.charge.status;
  if (status === 'approved') {
    return (
      <p className="muted">
        A operadora aprovou; a captura (<code>paid</code>) acontece no dia seguinte, no relógio da conta —{' '}
        <a href={hrefOf('relogio')}>avance o Relógio</a> para vê-la. Uma cobrança aprovada não pode ser cancelada.
      </p>
    );
  }
  return (
    <p className="muted">
      Nada mais a fazer: a cobrança está {statusMeaningOf(status, data.charge.payment?.method)} (
      <code>{status}</code>).
    </p>
  );
}
