// Webhooks: every notification delivery of the account — charges, carnês, subscriptions and
// payment links alike — in one table, and the open one's attempts beside it. Live: a callback
// sent or a token fetched reloads what is shown. Deep link: #/webhooks/<delivery id>.
import { useEffect } from 'react';
import { useRoute, useWebhookActions } from '../../stores/hooks.ts';
import { DeliveryTable } from './delivery-table.tsx';
import { DeliveryDetailPanel } from './delivery-detail.tsx';
import './webhooks.css';

export function WebhooksView() {
  const { id } = useRoute();
  const { watch, open } = useWebhookActions();
  useEffect(() => watch(), [watch]);
  useEffect(() => {
    open(id);
  }, [id, open]);
  return (
    <div className="split wh-split">
      <section className="split-list" aria-label="Lista de entregas">
        <DeliveryTable selectedId={id} />
      </section>
      <section className="split-detail" aria-label="Detalhe da entrega">
        <DeliveryDetailPanel />
      </section>
    </div>
  );
}
