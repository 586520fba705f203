// The frame of every "create" dialog (charge, carnê, plan, subscription, link): the form checks its
// own fields (noValidate: the messages are ours, at the fields), edits clear the API's last
// refusal, which shows above the buttons; "Voltar" and the submit, busy while the call runs.
import type { FormEvent, ReactNode } from 'react';
import { Dialog, ErrorMessage } from '../../ui/components.tsx';

export interface CreateFormProps {
  title: string;
  /** What is made and with which call, in a line above the fields. */
  intro?: ReactNode;
  /** Two columns of fields (wide dialog) rather than one. */
  grid?: boolean;
  className?: string;
  submit(event: FormEvent): unknown;
  clearError(): void;
  error: unknown;
  errorTitle: string;
  busy: boolean;
  confirm: string;
  onClose(): void;
  children: ReactNode;
}

export function CreateForm({ title, intro, grid = true, className, submit, clearError, error, errorTitle, busy, confirm, onClose, children }: CreateFormProps) {
  const span = grid ? 'span-2' : '';
  return (
    <Dialog title={title} onClose={onClose} wide={grid}>
      <form className={`form ${grid ? 'form-grid' : ''} ${className ?? ''}`} noValidate onSubmit={submit} onInput={clearError}>
        {intro && <p className={`muted small ${span}`}>{intro}</p>}
        {children}
        <div className={span}>
          <ErrorMessage error={error} title={errorTitle} />
        </div>
        <div className={`dialog-foot ${span}`}>
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Criando…' : confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
