// A text field whose rule is the form's own (ui/field-checks.ts): what is wrong is said at the
// field, in Portuguese, never in the browser's bubble (whose language is the browser's). The
// message shows once the field was left or a submit was tried — at once for `eager` fields, where
// a wrong character is worth saying as it is typed — and the input's validity follows it, so a
// form's submit stops there (use-submit.ts). No native constraint (`required`, type="email") is
// set: each would bring its own English message back.
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required' | 'type'>;

export interface CheckedFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** What is wrong with the value now, or null. */
  error: string | null;
  /** Say it while typing, not only once the field is left. */
  eager?: boolean;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

export function CheckedField({ id, label, value, onChange, error, eager, required, hint, className, ...input }: CheckedFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    ref.current?.setCustomValidity(error ?? '');
  }, [error]);
  const shown = error !== null && (touched || (eager === true && value.trim() !== ''));
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={`field checked-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={id}
        type="text"
        value={value}
        aria-required={required || undefined}
        aria-invalid={shown || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setTouched(true)}
        onInvalid={(e) => {
          e.preventDefault(); // the message is shown at the field, not in the browser's bubble
          setTouched(true);
        }}
      />
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <p className="field-error" id={errorId} aria-live="polite">
        {shown ? error : ''}
      </p>
    </div>
  );
}
