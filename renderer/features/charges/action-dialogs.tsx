// The smaller world actions: settle, cancel, move the due date, resend the boleto by e-mail.
import { useState, type ReactNode } from 'react';
import { useClockNow, useDetailActions, useToast } from '../../stores/hooks.ts';
import { useSubmit } from './use-submit.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { datePart, formatDate } from '../../ui/format.ts';

export function ConfirmDialog({ kind, title, explanation, onClose }: { kind: 'settle' | 'cancel'; title: string; explanation: ReactNode; onClose(): void }) {
  const actions = useDetailActions();
  const toast = useToast();
  const { busy, error, submit } = useSubmit(async () => {
    await (kind === 'settle' ? actions.settle() : actions.cancel());
    toast(kind === 'settle' ? 'Cobrança baixada: agora está paid.' : 'Cobrança cancelada.');
  }, onClose);
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        {explanation}
        <ErrorMessage error={error} title="A API recusou" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className={`btn ${kind === 'cancel' ? 'btn-danger' : 'btn-primary'}`} disabled={busy}>
            {busy ? 'Enviando…' : kind === 'settle' ? 'Baixar cobrança' : 'Cancelar cobrança'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function DueDateDialog({ chargeId, current, onClose }: { chargeId: number; current: string; onClose(): void }) {
  const { now } = useClockNow();
  const { changeDueDate } = useDetailActions();
  const toast = useToast();
  const [date, setDate] = useState(datePart(current));
  const { busy, error, submit } = useSubmit(async () => {
    await changeDueDate(date);
    toast(`Vencimento da cobrança #${chargeId} alterado para ${formatDate(date)}.`);
  }, onClose);
  return (
    <Dialog title={`Alterar vencimento — cobrança #${chargeId}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted small">
          <code>PUT /v1/charge/{chargeId}/billet</code>. O boleto é reemitido com nova linha digitável; a anterior deixa de ser aceita no banco.
          Vencimento atual: <strong>{formatDate(current)}</strong>.
        </p>
        <Field id="due-date" label="Novo vencimento">
          <input id="due-date" type="date" value={date} min={now ? datePart(now) : undefined} required onChange={(e) => setDate(e.target.value)} />
        </Field>
        <ErrorMessage error={error} title="A API recusou" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !date}>
            {busy ? 'Salvando…' : 'Salvar vencimento'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function ResendDialog({ chargeId, suggested, onClose }: { chargeId: number; suggested: string; onClose(): void }) {
  const { resend } = useDetailActions();
  const toast = useToast();
  const [email, setEmail] = useState(suggested);
  const { busy, error, submit } = useSubmit(async () => {
    await resend(email.trim());
    toast(`Boleto reenviado para ${email.trim()} — veja em E-mails.`);
  }, onClose);
  return (
    <Dialog title={`Reenviar boleto — cobrança #${chargeId}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted small">
          <code>POST /v1/charge/{chargeId}/billet/resend</code>. Nada sai de verdade: a mensagem, com o PDF anexo, vai para a caixa de saída em E-mails.
        </p>
        <Field id="resend-email" label="E-mail do destinatário">
          <input id="resend-email" type="email" value={email} required onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <ErrorMessage error={error} title="A API recusou" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !email.trim()}>
            {busy ? 'Enviando…' : 'Reenviar'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
