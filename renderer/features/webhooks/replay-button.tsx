// "Reenviar": one more POST of a delivery, now. The toast reports what the receiver answered to
// that very attempt — a 500 is a failure, not "sent again".
import { useState } from 'react';
import type { ReplayResult } from '../../api/types.ts';
import { useToast } from '../../stores/hooks.ts';
import { ErrorMessage } from '../../ui/components.tsx';
import { replayToast } from './delivery-labels.ts';

export function ReplayButton({ deliveryId, replay, label = 'Reenviar' }: { deliveryId: number; replay: (id: number) => Promise<ReplayResult>; label?: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="tl-actions">
      <button
        type="button"
        className="btn btn-small"
        disabled={busy}
        aria-label={`${label}: entrega #${deliveryId}`}
        onClick={() => {
          setBusy(true);
          setError(null);
          replay(deliveryId)
            .then((result) => {
              const { text, tone } = replayToast(deliveryId, result);
              toast(text, tone);
            })
            .catch(setError)
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Enviando…' : label}
      </button>
      <ErrorMessage error={error} />
    </div>
  );
}
