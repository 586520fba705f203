import { useAppStores, useToasts } from '../../stores/hooks.ts';

export function Toasts() {
  const toasts = useToasts();
  const { toasts: store } = useAppStores();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`}>
          <span>{toast.text}</span>
          <button type="button" className="btn btn-ghost btn-icon" aria-label="Dispensar aviso" onClick={() => store.getState().dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
