// Cobranças: the live list on the left, the open charge's whole story on the right.
import { useEffect } from 'react';
import { useDetailActions, useRoute } from '../../stores/hooks.ts';
import { ChargeList } from './charge-list.tsx';
import { ChargeDetailPanel } from './charge-detail-panel.tsx';

export function ChargesView() {
  const { id } = useRoute();
  const { open } = useDetailActions();
  useEffect(() => {
    open(id);
  }, [id, open]);
  return (
    <div className="split">
      <section className="split-list" aria-label="Lista de cobranças">
        <ChargeList selectedId={id} />
      </section>
      <section className="split-detail" aria-label="Detalhe da cobrança">
        <ChargeDetailPanel />
      </section>
    </div>
  );
}
