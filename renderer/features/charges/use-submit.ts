// A dialog's submit: busy while the call runs, the API's refusal kept for the dialog to show,
// `onDone` (usually closing) only on success.
import { useState, type FormEvent } from 'react';

export function useSubmit(work: (event?: FormEvent) => Promise<void>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
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
  return { busy, error, submit };
}
