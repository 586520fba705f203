// The dashboard's three kinds of small action dialog — confirm and run, send by e-mail, pick a
// date — one each, so every world action looks and behaves alike: the API's refusal shown in the
// dialog, a toast on success, the button busy while the call runs.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useClockNow, useToast } from '../../stores/hooks.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { datePart } from '../../ui/format.ts';
import { useSubmit } from './use-submit.ts';

function DialogForm({ title, onClose, submit, error, busy, busyLabel, confirm, danger, disabled, children }: {
  title: string;
  onClose(): void;
  submit(event: FormEvent): unknown;
  error: unknown;
  busy: boolean;
  busyLabel: string;
  confirm: string;
  danger?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        {children}
        <ErrorMessage error={error} title="A API recusou" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy || disabled}>
            {busy ? busyLabel : confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Confirm, then run: `done` is the toast once it succeeded. */
export function RunDialog({ title, confirm, done, danger, run, onClose, children }: { title: string; confirm: string; done: string; danger?: boolean; run(): Promise<unknown>; onClose(): void; children: ReactNode }) {
  const toast = useToast();
  const { busy, error, submit } = useSubmit(async () => {
    await run();
    toast(done);
  }, onClose);
  return (
    <DialogForm title={title} onClose={onClose} submit={submit} error={error} busy={busy} busyLabel="Enviando…" confirm={confirm} danger={danger}>
      {children}
    </DialogForm>
  );
}

/** One e-mail address, then `send`; its answer is the toast. */
export function EmailDialog({ title, inputId, suggested, send, onClose, children }: { title: string; inputId: string; suggested: string; send(email: string): Promise<string>; onClose(): void; children: ReactNode }) {
  const toast = useToast();
  const [email, setEmail] = useState(suggested);
  const { busy, error, submit } = useSubmit(async () => toast(await send(email.trim())), onClose);
  return (
    <DialogForm title={title} onClose={onClose} submit={submit} error={error} busy={busy} busyLabel="Enviando…" confirm="Reenviar" disabled={!email.trim()}>
      {children}
      <Field id={inputId} label="E-mail do destinatário">
        <input id={inputId} type="email" value={email} required onChange={(e) => setEmail(e.target.value)} />
      </Field>
    </DialogForm>
  );
}

/** One date, not before the account's today, then `save`; its answer is the toast. */
export function DateDialog({ title, inputId, label, current, confirm, save, onClose, children }: {
  title: string;
  inputId: string;
  label: string;
  current: string;
  confirm: string;
  save(date: string): Promise<string>;
  onClose(): void;
  children: ReactNode;
}) {
  const { now } = useClockNow();
  const toast = useToast();
  const [date, setDate] = useState(datePart(current));
  const { busy, error, submit } = useSubmit(async () => toast(await save(date)), onClose);
  return (
    <DialogForm title={title} onClose={onClose} submit={submit} error={error} busy={busy} busyLabel="Salvando…" confirm={confirm} disabled={!date}>
      {children}
      <DateField id={inputId} label={label} value={date} onChange={setDate} min={now ? datePart(now) : undefined} today={now ? datePart(now) : undefined} required />
    </DialogForm>
  );
}
