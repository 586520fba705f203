// The form's building blocks: a labelled input with its hint and its error beside it (tied by
// aria-describedby, flagged with aria-invalid), a select, and the address fieldset.
import { useState, type ChangeEvent, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { UFS, type Errors, type Values } from './validate.ts';

export interface FormState {
  values: Values;
  errors: Errors;
  set(name: string, value: string): void;
}

/** The form's values and errors; changing a field clears its error. */
export function useFormState(initial: Values): FormState & { setErrors(errors: Errors): void } {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  return {
    values,
    errors,
    setErrors,
    set(name, value) {
      setValues((old) => ({ ...old, [name]: value }));
      setErrors((old) => {
        if (!(name in old)) return old;
        const { [name]: _dropped, ...rest } = old;
        return rest;
      });
    },
  };
}

export const fieldId = (name: string) => `campo-${name.replace(/\./g, '-')}`;

interface FieldProps {
  form: FormState;
  name: string;
  label: string;
  hint?: ReactNode;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  optional?: boolean;
  className?: string;
  /** Rewrites what is typed (digit grouping, the expiry's slash). */
  format?: (text: string) => string;
}

export function Field({ form, name, label, hint, type = 'text', inputMode, autoComplete, placeholder, maxLength, optional, className, format }: FieldProps) {
  const id = fieldId(name);
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-dica` : '', error ? `${id}-erro` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`co-field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="co-optional"> (opcional)</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        value={form.values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={optional ? undefined : true}
        onChange={(event: ChangeEvent<HTMLInputElement>) => form.set(name, format ? format(event.target.value) : event.target.value)}
      />
      {hint && (
        <p className="co-hint" id={`${id}-dica`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="co-error" id={`${id}-erro`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  children,
  className,
  autoComplete,
  hint,
}: {
  form: FormState;
  name: string;
  label: string;
  children: ReactNode;
  className?: string;
  autoComplete?: string;
  hint?: string;
}) {
  const id = fieldId(name);
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-dica` : '', error ? `${id}-erro` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`co-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={form.values[name] ?? ''}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => form.set(name, event.target.value)}
      >
        {children}
      </select>
      {hint && (
        <p className="co-hint" id={`${id}-dica`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="co-error" id={`${id}-erro`}>
          {error}
        </p>
      )}
    </div>
  );
}

const onlyDigits = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

/** An address under `prefix` (billing, delivery), in the order a Brazilian form asks for it. */
export function AddressFields({ form, prefix, legend, section }: { form: FormState; prefix: string; legend: string; section: string }) {
  const auto = (field: string) => `section-${section} ${field}`;
  return (
    <fieldset className="co-fieldset">
      <legend>{legend}</legend>
      <div className="co-grid">
        <Field form={form} name={`${prefix}.zipcode`} label="CEP" inputMode="numeric" autoComplete={auto('postal-code')} placeholder="00000000" format={onlyDigits(8)} className="co-zip" />
        <Field form={form} name={`${prefix}.street`} label="Rua" autoComplete={auto('address-line1')} maxLength={200} className="co-street" />
        <Field form={form} name={`${prefix}.number`} label="Número" maxLength={55} className="co-number" />
        <Field form={form} name={`${prefix}.complement`} label="Complemento" optional autoComplete={auto('address-line2')} maxLength={45} className="co-complement" />
        <Field form={form} name={`${prefix}.neighborhood`} label="Bairro" autoComplete={auto('address-level3')} maxLength={255} className="co-neighborhood" />
        <Field form={form} name={`${prefix}.city`} label="Cidade" autoComplete={auto('address-level2')} maxLength={50} className="co-city" />
        <SelectField form={form} name={`${prefix}.state`} label="Estado" autoComplete={auto('address-level1')} className="co-state">
          <option value="">Escolha…</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}

export const digitsFormat = onlyDigits;
