// A delivery's state as a Portuguese label with the API's own name beside it as a code badge,
// an attempt's HTTP result, and what the delivery is about — linked to that resource's page.
import type { Delivery, DeliveryState } from '../../api/types.ts';
import { hrefOf } from '../../stores/router.ts';
import { DELIVERY_STATE_MEANING } from '../../ui/status.ts';
import { DELIVERY_STATE_LABEL, DELIVERY_STATE_TONE, describeError, isSuccessCode } from './delivery-labels.ts';

export function DeliveryStateBadge({ state }: { state: DeliveryState }) {
  return (
    <span className={`wh-state wh-tone-${DELIVERY_STATE_TONE[state]}`} title={DELIVERY_STATE_MEANING[state]}>
      <span className="wh-state-label">{DELIVERY_STATE_LABEL[state] ?? state}</span> <code className="wh-code">{state}</code>
    </span>
  );
}

/** The HTTP result of an attempt: its status, or why there was none. */
export function AttemptResult({ status, error }: { status: number | null; error: string | null }) {
  if (status === null) return <span className="http http-none">{error ? describeError(error) : 'sem resposta'}</span>;
  const tone = isSuccessCode(status) ? 'ok' : status < 500 && status >= 300 ? 'warn' : 'fail';
  return <span className={`http http-${tone}`}>HTTP {status}</span>;
}

/**
 * Who owns the notification token: a carnê, a subscription or a payment link when the charge is
 * part of one (their page tells the whole story), and always the charge itself.
 */
export function DeliveryOwner({ delivery }: { delivery: Pick<Delivery, 'charge_id' | 'carnet_id' | 'subscription_id' | 'payment_link'> }) {
  const chargeId = delivery.charge_id;
  if (chargeId === null) return <span className="muted">—</span>;
  const charge = (
    <a href={hrefOf('cobrancas', chargeId)} className="mono">
      Cobrança #{chargeId}
    </a>
  );
  const parent =
    delivery.carnet_id !== null ? (
      <a href={hrefOf('carnes', delivery.carnet_id)}>Carnê #{delivery.carnet_id}</a>
    ) : delivery.subscription_id !== null ? (
      <a href={hrefOf('assinaturas', delivery.subscription_id)}>Assinatura #{delivery.subscription_id}</a>
    ) : delivery.payment_link ? (
      <a href={hrefOf('links', chargeId)}>Link de pagamento #{chargeId}</a>
    ) : null;
  if (!parent) return charge;
  return (
    <span className="wh-owner">
      {parent}
      <span className="small">{charge}</span>
    </span>
  );
}
