// The world's actions on a carnê and on one of its parcels. Paying at the bank is the charges' own
// dialog (a parcel is an ordinary boleto); the rest call the /v1 carnê routes, as an integrator's
// back office would, and show the API's refusal verbatim.
import { useState } from 'react';
import type { CarnetData, ChargeStatus, ChargeTimeline } from '../../api/types.ts';
import { useAccountStores } from '../../stores/hooks.ts';
import { formatDate } from '../../ui/format.ts';
import { statusMeaningOf } from '../../ui/status.ts';
import { PayDialog } from '../charges/pay-dialog.tsx';
import { DateDialog, EmailDialog, RunDialog } from '../charges/form-dialogs.tsx';

type ParcelAction = 'payAtBank' | 'settle' | 'changeDueDate' | 'resend' | 'cancel';

/** What fits a parcel's status; the server still has the last word. */
export function parcelActionsFor(status: ChargeStatus, hasBoleto: boolean): ParcelAction[] {
  const open = status === 'waiting' || status === 'unpaid';
  const fits: Record<ParcelAction, boolean> = {
    payAtBank: hasBoleto && (open || status === 'canceled'),
    settle: open,
    changeDueDate: open,
    resend: status === 'waiting',
    cancel: open,
  };
  return (Object.keys(fits) as ParcelAction[]).filter((a) => fits[a]);
}

const LABEL: Record<ParcelAction, string> = {
  payAtBank: 'Pagar no banco',
  settle: 'Baixar parcela (settle)',
  changeDueDate: 'Alterar vencimento',
  resend: 'Reenviar parcela por e-mail',
  cancel: 'Cancelar parcela',
};
const CLASS: Record<ParcelAction, string> = {
  payAtBank: 'btn btn-primary',
  settle: 'btn',
  changeDueDate: 'btn',
  resend: 'btn',
  cancel: 'btn btn-danger',
};

/** Reloads the carnê and the open parcel after a change (the live stream would too, a bit later). */
function useReload() {
  const stores = useAccountStores();
  return () => Promise.all([stores.carnets.getState().refresh(), stores.detail.getState().refresh()]).then(() => undefined);
}

export function CarnetActions({ carnet }: { carnet: CarnetData }) {
  const [open, setOpen] = useState<'settle' | 'cancel' | null>(null);
  const { api } = useAccountStores();
  const reload = useReload();
  const id = carnet.carnet_id;
  const close = () => setOpen(null);
  return (
    <section className="panel world" aria-labelledby="carnet-world-title">
      <h3 id="carnet-world-title" className="panel-title">Agir no carnê inteiro</h3>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => setOpen('settle')}>
          Baixar todas as parcelas
        </button>
        <button type="button" className="btn btn-danger" onClick={() => setOpen('cancel')}>
          Cancelar carnê
        </button>
      </div>
      {open === 'settle' && (
        <RunDialog
          title={`Baixar o carnê #${id}`}
          confirm="Baixar todas"
          done="Carnê baixado: as parcelas em aberto foram marcadas como pagas."
          run={() => api.settleCarnet(id).then(reload)}
          onClose={close}
        >
          <p>
            <code>PUT /v1/carnet/{id}/settle</code>: marca como pagas, sem pagamento pelo banco, as parcelas ainda em aberto.
          </p>
        </RunDialog>
      )}
      {open === 'cancel' && (
        <RunDialog title={`Cancelar o carnê #${id}`} confirm="Cancelar carnê" danger done="Carnê cancelado." run={() => api.cancelCarnet(id).then(reload)} onClose={close}>
          <p>
            <code>PUT /v1/carnet/{id}/cancel</code>: cancela as parcelas ainda em aberto; as pagas ficam como estão.
          </p>
        </RunDialog>
      )}
    </section>
  );
}

export function ParcelActions({ carnet, parcel, data }: { carnet: CarnetData; parcel: number; data: ChargeTimeline }) {
  const [open, setOpen] = useState<ParcelAction | null>(null);
  const { api } = useAccountStores();
  const reload = useReload();
  const { charge, boleto } = data;
  const id = carnet.carnet_id;
  const actions = parcelActionsFor(charge.status, !!boleto);
  const close = () => setOpen(null);
  const closeAndReload = () => {
    setOpen(null);
    void reload();
  };
  return (
    <section className="panel world" aria-labelledby="parcel-world-title">
      <h3 id="parcel-world-title" className="panel-title">Agir como o mundo — parcela {parcel}</h3>
      {actions.length === 0 ? (
        <p className="muted">
          Nada a fazer nesta parcela: ela está {statusMeaningOf(charge.status, 'banking_billet')} (<code>{charge.status}</code>).
        </p>
      ) : (
        <div className="button-row">
          {actions.map((a) => (
            <button key={a} type="button" className={CLASS[a]} onClick={() => setOpen(a)}>
              {LABEL[a]}
            </button>
          ))}
        </div>
      )}
      {open === 'payAtBank' && boleto && <PayDialog chargeId={charge.charge_id} boleto={boleto} issuedAt={charge.payment?.created_at ?? null} onClose={closeAndReload} />}
      {open === 'settle' && (
        <RunDialog title={`Baixar a parcela ${parcel} do carnê #${id}`} confirm="Baixar parcela" done={`Parcela ${parcel} baixada.`} run={() => api.settleParcel(id, parcel).then(reload)} onClose={close}>
          <p>
            <code>PUT /v1/carnet/{id}/parcel/{parcel}/settle</code>: a parcela (cobrança #{charge.charge_id}) é marcada como paga sem pagamento
            pelo banco, e um callback é enviado.
          </p>
        </RunDialog>
      )}
      {open === 'cancel' && (
        <RunDialog
          title={`Cancelar a parcela ${parcel} do carnê #${id}`}
          confirm="Cancelar parcela"
          danger
          done={`Parcela ${parcel} cancelada.`}
          run={() => api.cancelParcel(id, parcel).then(reload)}
          onClose={close}
        >
          <p>
            <code>PUT /v1/carnet/{id}/parcel/{parcel}/cancel</code>: a parcela (cobrança #{charge.charge_id}) vira <code>canceled</code>; as
            outras continuam.
          </p>
        </RunDialog>
      )}
      {open === 'changeDueDate' && boleto && <ParcelDueDateDialog carnetId={id} parcel={parcel} current={boleto.expire_at} onDone={reload} onClose={close} />}
      {open === 'resend' && <ParcelResendDialog carnetId={id} parcel={parcel} suggested={charge.customer?.email ?? ''} onDone={reload} onClose={close} />}
    </section>
  );
}


function ParcelDueDateDialog({ carnetId, parcel, current, onDone, onClose }: { carnetId: number; parcel: number; current: string; onDone(): Promise<void>; onClose(): void }) {
  const { api } = useAccountStores();
  return (
    <DateDialog
      title={`Alterar vencimento — parcela ${parcel} do carnê #${carnetId}`}
      inputId="parcel-due-date"
      label="Novo vencimento"
      current={current}
      confirm="Salvar vencimento"
      save={async (date) => {
        await api.changeParcelDueDate(carnetId, parcel, date);
        await onDone();
        return `Vencimento da parcela ${parcel} alterado para ${formatDate(date)}.`;
      }}
      onClose={onClose}
    >
      <p className="muted small">
        <code>PUT /v1/carnet/{carnetId}/parcel/{parcel}</code>. A parcela é reemitida com nova linha digitável. Vencimento atual:{' '}
        <strong>{formatDate(current)}</strong>.
      </p>
    </DateDialog>
  );
}

function ParcelResendDialog({ carnetId, parcel, suggested, onDone, onClose }: { carnetId: number; parcel: number; suggested: string; onDone(): Promise<void>; onClose(): void }) {
  const { api } = useAccountStores();
  return (
    <EmailDialog
      title={`Reenviar parcela ${parcel} — carnê #${carnetId}`}
      inputId="parcel-resend-email"
      suggested={suggested}
      send={async (email) => {
        await api.resendParcel(carnetId, parcel, email);
        await onDone();
        return `Parcela ${parcel} reenviada para ${email} — veja em E-mails.`;
      }}
      onClose={onClose}
    >
      <p className="muted small">
        <code>POST /v1/carnet/{carnetId}/parcel/{parcel}/resend</code>. Nada sai de verdade: a mensagem, com o PDF anexo, vai para a caixa de saída em E-mails.
      </p>
    </EmailDialog>
  );
}
