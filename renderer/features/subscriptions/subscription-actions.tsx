// The world's actions on a subscription. Paying the current boleto is the charges' own bank dialog
// (a period is an ordinary charge: the charge detail store is opened on it); the payer's cancel is
// the control route behind the unsubscribe link; the API cancel is what the integrator's back
// office would call; the clock moves as the Relógio page moves it.
import { useEffect, useState } from 'react';
import type { SubscriptionDetail } from '../../api/types.ts';
import { useAccountStores, useChargeDetail, useClockAdvance, useDetailActions, useToast } from '../../stores/hooks.ts';
import { ErrorMessage } from '../../ui/components.tsx';
import { formatDate, formatDateTime, formatInteger } from '../../ui/format.ts';
import { PayDialog } from '../charges/pay-dialog.tsx';
import { RunDialog } from '../charges/form-dialogs.tsx';
import { currentBoletoCharge, nextExecutionOf, subscriptionActionsFor, whyNothingNext } from './subscription-rules.ts';

export function SubscriptionActions({ detail }: { detail: SubscriptionDetail }) {
  const stores = useAccountStores();
  const toast = useToast();
  const [open, setOpen] = useState<'payBoleto' | 'payerCancel' | 'cancel' | null>(null);
  const [advanceError, setAdvanceError] = useState<unknown>(null);
  const { advancing } = useClockAdvance();
  const s = detail.subscription;
  const id = s.subscription_id;
  const actions = subscriptionActionsFor(detail);
  const boleto = currentBoletoCharge(detail.charges);
  const next = nextExecutionOf(detail);

  // The bank dialog is the charge page's: it works on the charge the detail store has open.
  const { open: openCharge } = useDetailActions();
  const charge = useChargeDetail();
  const boletoChargeId = boleto ? boleto.charge_id : null;
  useEffect(() => {
    if (boletoChargeId !== null) openCharge(boletoChargeId);
  }, [boletoChargeId, openCharge]);
  const boletoReady = boleto !== null && charge.chargeId === boleto.charge_id && charge.data?.charge.charge_id === boleto.charge_id && charge.data.boleto !== null;

  const reload = () => Promise.all([stores.subscriptions.getState().refresh(), stores.detail.getState().refresh()]).then(() => undefined);
  const close = () => setOpen(null);

  const advance = async () => {
    // The Relógio page's own advance: its progress, result line and the top bar's clock follow.
    const clock = stores.clock.getState();
    if (!next || clock.advancing) return;
    setAdvanceError(null);
    const result = await clock.advance({ to: next.date });
    if (result) {
      toast(`Relógio avançado até ${formatDateTime(result.now)} — ${formatInteger(result.processed)} ${result.processed === 1 ? 'tarefa executada' : 'tarefas executadas'}.`);
    } else {
      setAdvanceError(stores.clock.getState().advanceError);
    }
    await reload();
  };

  return (
    <section className="panel world" aria-labelledby="sub-world-title">
      <h3 id="sub-world-title" className="panel-title">Agir como o mundo</h3>
      {actions.length === 0 ? (
        <p className="muted">Nada a fazer nesta assinatura. {whyNothingNext(detail)}</p>
      ) : (
        <div className="button-row">
          {actions.includes('payBoleto') && boleto && (
            <button type="button" className="btn btn-primary" disabled={!boletoReady} onClick={() => setOpen('payBoleto')} title={`Cobrança #${boleto.charge_id}, período ${boleto.parcel}`}>
              Pagar boleto atual no banco
            </button>
          )}
          {actions.includes('advance') && (
            <button type="button" className="btn" disabled={advancing !== null} onClick={() => void advance()}>
              {advancing ? 'Avançando o relógio…' : 'Avançar o relógio até a próxima renovação'}
            </button>
          )}
          {actions.includes('payerCancel') && (
            <button type="button" className="btn" onClick={() => setOpen('payerCancel')}>
              Pagador cancela a assinatura
            </button>
          )}
          {actions.includes('cancel') && (
            <button type="button" className="btn btn-danger" onClick={() => setOpen('cancel')}>
              Cancelar (API)
            </button>
          )}
        </div>
      )}
      {(boleto || next) && (
        <p className="muted small world-notes">
          {boleto && (
            <>
              Boleto atual: período {boleto.parcel}, cobrança #{boleto.charge_id}
              {boleto.expire_at && <>, vence {formatDate(boleto.expire_at)}</>}.{' '}
            </>
          )}
          {next && <>Próxima renovação: {formatDate(next.date)}, 00:00 — o relógio anda até lá e roda tudo o que vence no caminho.</>}
        </p>
      )}
      <ErrorMessage error={advanceError} title="O relógio não avançou" />

      {open === 'payBoleto' && boletoReady && charge.data?.boleto && (
        <PayDialog
          chargeId={charge.data.charge.charge_id}
          boleto={charge.data.boleto}
          issuedAt={charge.data.charge.payment?.created_at ?? null}
          onClose={() => {
            close();
            void reload();
          }}
        />
      )}
      {open === 'payerCancel' && (
        <RunDialog
          title={`O pagador cancela a assinatura #${id}`}
          confirm="Cancelar como o pagador"
          danger
          done={`Assinatura #${id} cancelada pelo pagador.`}
          run={async () => {
            stores.subscriptions.getState().showDetail(id, await stores.api.payerCancelSubscription(id));
            void stores.detail.getState().refresh();
          }}
          onClose={close}
        >
          <p>
            O pagador usa o link de descadastro dos e-mails da assinatura (<code>POST /sandbox/v1/subscriptions/{id}/payer-cancel</code>). A
            assinatura vira <code>canceled</code>, nenhuma renovação é gerada e um callback é enviado; o histórico diz que foi o pagador.
          </p>
        </RunDialog>
      )}
      {open === 'cancel' && (
        <RunDialog
          title={`Cancelar a assinatura #${id}`}
          confirm="Cancelar assinatura"
          danger
          done={`Assinatura #${id} cancelada.`}
          run={() => stores.api.cancelSubscription(id).then(reload)}
          onClose={close}
        >
          <p>
            <code>PUT /v1/subscription/{id}/cancel</code>, como o seu back office chamaria: a assinatura vira <code>canceled</code> e nada
            mais é agendado. Um boleto já emitido continua pagável no banco.
          </p>
        </RunDialog>
      )}
    </section>
  );
}

