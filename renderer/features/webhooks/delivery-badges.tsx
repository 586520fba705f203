// A delivery's state as a Portuguese label with the API's own name beside it as a code badge,
// an attempt's HTTP result, and what the delivery is about — linked to that resource's page.
import type { Delivery, DeliveryState } from '../../api/types.ts';
import { hrefOf } from '../../stores/router.ts';
import { StateBadge } from '../../ui/components.tsx';
import { describeError, isSuccessCode } from './delivery-labels.ts';

/** The dashboard's one wording for delivery states (ui/status.ts), as on every other page. */
export function DeliveryStateBadge({ state }: { state: DeliveryState }) {
  return <StateBadge kind="delivery" state={state} />;
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
/** `inRow`: inside a keyboard list's row, whose links stay out of the Tab order (the detail repeats them). */
export function DeliveryOwner({ delivery, inRow = false }: { delivery: Pick<Delivery, 'charge_id' | 'carnet_id' | 'subscription_id' | 'payment_link'>; inRow?: boolean }) {
  const tabIndex = inRow ? -1 : undefined;
  const chargeId = delivery.charge_id;
  if (chargeId === null) return <span className="muted">—</span>;
  const charge = (
    <a href={hrefOf('cobrancas', chargeId)} className="mono" tabIndex={tabIndex}>
      Cobrança #{chargeId}
    </a>
  );
  const parent =
    delivery.carnet_id !== null ? (
      <a href={hrefOf('carnes', delivery.carnet_id)} tabIndex={tabIndex}>Carnê #{delivery.carnet_id}</a>
    ) : delivery.subscription_id !== null ? (
      <a href={hrefOf('assinaturas', delivery.subscription_id)} tabIndex={tabIndex}>Assinatura #{delivery.subscription_id}</a>
    ) : delivery.payment_link ? (
      <a href={hrefOf('links', chargeId)} tabIndex={tabIndex}>Link de pagamento #{chargeId}</a>
    ) : null;
  if (!parent) return charge;
  return (
    <span className="wh-owner">
      {parent}
      <span className="small">{charge}</span>
    </span>
  );
}
