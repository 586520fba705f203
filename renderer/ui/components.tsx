// Small building blocks shared by every view: plain elements with the project's classes.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChargeStatus } from '../api/types.ts';
import { ApiError } from '../api/errors.ts';
import { copyText } from './clipboard.ts';
import { stateLabel, stateMeaning, type StateKind } from './status.ts';
import { formatMoney } from './format.ts';

const BADGE_CLASS: Record<StateKind, string> = {
  charge: 'badge-',
  link: 'badge-',
  carnet: 'badge-carnet-',
  subscription: 'badge-sub-',
  delivery: 'badge-delivery-',
  card: 'badge-card-',
};

/**
 * A state as the dashboard shows it everywhere: the Portuguese label in a coloured badge, the
 * API's own name beside it as code (what the integrator's code compares against).
 */
export function StateBadge({ kind, state, title }: { kind: StateKind; state: string; title?: string }) {
  return (
    <span className="state" title={title ?? stateMeaning(kind, state)}>
      <span className={`badge ${BADGE_CLASS[kind]}${state}`}>{stateLabel(kind, state)}</span> <code className="state-code">{state}</code>
    </span>
  );
}

/** A charge's status; `title`, what it means for this charge (ui/status.ts statusMeaningOf). */
export function StatusBadge({ status, title }: { status: ChargeStatus | string; title?: string }) {
  return <StateBadge kind="charge" state={status} title={title} />;
}

export function Money({ cents }: { cents: number | null | undefined }) {
  return <span className="money">{formatMoney(cents)}</span>;
}

/** `tabIndex` -1: a copy of the row's action in a keyboard list (ui/list-keyboard.ts), left out of the Tab order. */
export function CopyButton({ text, label, className, tabIndex }: { text: string; label: string; className?: string; tabIndex?: number }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <button
      type="button"
      className={`btn btn-small ${className ?? ''}`}
      onClick={() => void copyText(text).then(() => setCopied(true))}
      aria-label={label}
      title={label}
      tabIndex={tabIndex}
    >
      {copied ? 'Copiado ✓' : 'Copiar'}
    </button>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">{title}</p>
      {children && <div className="empty-body">{children}</div>}
    </div>
  );
}

/** An API refusal as the developer needs it: the code and name, then the message and property. */
export function ErrorMessage({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const api = error instanceof ApiError ? error : null;
  return (
    <div className="error-box" role="alert">
      {title && <p className="error-title">{title}</p>}
      {api ? (
        <>
          <p className="error-code">
            {api.code !== null && <code>{api.code}</code>} <code>{api.error}</code>
            {api.httpStatus > 0 && <span className="muted"> · HTTP {api.httpStatus}</span>}
          </p>
          <p>
            {api.property && <code className="error-prop">{api.property}</code>} {typeof api.description === 'string' ? api.description : api.description.message}
          </p>
        </>
      ) : (
        <p>{(error as Error)?.message ?? String(error)}</p>
      )}
    </div>
  );
}

export function Spinner({ label = 'Carregando…' }: { label?: string }) {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

/** A modal on the native <dialog>: focus trap, Esc and the backdrop come from the browser. */
export function Dialog({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // Start on the first field, not on the close button.
      dialog.querySelector<HTMLElement>('.dialog-body input, .dialog-body select, .dialog-body textarea')?.focus();
    }
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className={`dialog ${wide ? 'dialog-wide' : ''}`} aria-label={title} onClose={onClose}>
      <header className="dialog-head">
        <h2>{title}</h2>
        <button type="button" className="btn btn-ghost btn-icon" aria-label="Fechar" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}

export function Field({ label, hint, children, id }: { label: string; hint?: ReactNode; children: ReactNode; id: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
    </div>
  );
}

/** Pretty-prints a JSON body when it is JSON; shows text as it came otherwise. */
export function CodeBlock({ text, label }: { text: string | null | undefined; label: string }) {
  if (!text) return <p className="muted">(sem corpo)</p>;
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON: form-encoded or plain text, shown as is
  }
  return (
    <div className="code-wrap">
      <pre className="code" aria-label={label} tabIndex={0}>
        {shown}
      </pre>
      <CopyButton text={shown} label={`Copiar ${label}`} className="code-copy" />
    </div>
  );
}

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
