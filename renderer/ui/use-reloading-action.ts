import { useState } from 'react';

/**
 * A panel's actions that change what it lists: one at a time (`busy` disables the buttons), the
 * list reloaded after each, a refusal kept in `error` for the panel to show.
 */
export function useReloadingAction(reload: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await reload();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, act };
}
