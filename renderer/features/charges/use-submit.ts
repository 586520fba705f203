// A dialog's submit: busy while the call runs, the API's refusal kept for the dialog to show,
// `onDone` (usually closing) only on success. A form that checks its own fields (noValidate, with
// ui/checked-field.tsx) stops here while one is wrong: checkValidity() makes each field show its
// message, and the first one gets the focus. `clearError` is for edits: once the form changed, the
// last refusal speaks of values no longer there.
import { useState, type FormEvent } from 'react';

export function useSubmit(work: (event?: FormEvent) => Promise<void>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const form = event?.currentTarget;
    if (form instanceof HTMLFormElement && !form.checkValidity()) {
      form.querySelector<HTMLElement>('input:invalid, select:invalid, textarea:invalid')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await work(event);
      onDone();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const clearError = () => setError(null);
  return { busy, error, submit, clearError };
}
