// The smaller world actions: settle, cancel, move the due date, resend the boleto by e-mail.
import type { ReactNode } from 'react';
import { useDetailActions } from '../../stores/hooks.ts';
import { formatDate } from '../../ui/format.ts';
import { DateDialog, EmailDialog, RunDialog } from './form-dialogs.tsx';

export function ConfirmDialog({ kind, title, explanation, onClose }: { kind: 'settle' | 'cancel'; title: string; explanation: ReactNode; onClose(): void }) {
  const actions = useDetailActions();
  return (
    <RunDialog
      title={title}
      confirm={kind === 'settle' ? 'Baixar cobrança' : 'Cancelar cobrança'}
      danger={kind === 'cancel'}
      done={kind === 'settle' ? 'Cobrança baixada manualmente.' : 'Cobrança cancelada.'}
      run={() => (kind === 'settle' ? actions.settle() : actions.cancel())}
      onClose={onClose}
    >
      {explanation}
    </RunDialog>
  );
}

export function DueDateDialog({ chargeId, current, onClose }: { chargeId: number; current: string; onClose(): void }) {
  const { changeDueDate } = useDetailActions();
  return (
    <DateDialog
      title={`Alterar vencimento — cobrança #${chargeId}`}
      inputId="due-date"
      label="Novo vencimento"
      current={current}
      confirm="Salvar vencimento"
      save={async (date) => {
        await changeDueDate(date);
        return `Vencimento da cobrança #${chargeId} alterado para ${formatDate(date)}.`;
      }}
      onClose={onClose}
    >
      <p className="muted small">
        <code>PUT /v1/charge/{chargeId}/billet</code>. O boleto é reemitido com nova linha digitável; a anterior deixa de ser aceita no banco.
        Vencimento atual: <strong>{formatDate(current)}</strong>.
      </p>
    </DateDialog>
  );
}

export function ResendDialog({ chargeId, suggested, onClose }: { chargeId: number; suggested: string; onClose(): void }) {
  const { resend } = useDetailActions();
  return (
    <EmailDialog
      title={`Reenviar boleto — cobrança #${chargeId}`}
      inputId="resend-email"
      suggested={suggested}
      send={async (email) => {
        await resend(email);
        return `Boleto reenviado para ${email} — veja em E-mails.`;
      }}
      onClose={onClose}
    >
      <p className="muted small">
        <code>POST /v1/charge/{chargeId}/billet/resend</code>. Nada sai de verdade: a mensagem, com o PDF anexo, vai para a caixa de saída em E-mails.
      </p>
    </EmailDialog>
  );
}
