// "Nova cobrança" in the list's head. The dialog itself (forms, date field, checks) is a chunk of
// its own (shell/views.tsx), so the list's first rows do not wait for it; it is usually fetched
// before the first click, and until it has arrived the click shows nothing more.
import { Suspense, useState } from 'react';
import { NewChargeDialog } from '../shell/views.tsx';

export function NewChargeButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Nova cobrança
      </button>
      {open && (
        <Suspense fallback={null}>
          <NewChargeDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
