// API shapes of plans and subscriptions (wire-format §7.26–7.33). Note the pay answer's own
// vocabulary: `plan.id` and `charge.id` (not `plan_id`/`charge_id`) and `first_execution` as
// DD/MM/YYYY, while GET /v1/subscription/:id says `plan.plan_id` and dates as YYYY-MM-DD.
import type { PlanRecord } from '../../store/plans-repo.ts';
import type { PaidSubscription } from '../../app/subscriptions.ts';
import { nextExecution, nextExpireAt } from '../../app/subscription-executions.ts';
import { formatDateBR } from '../../domain/format.ts';
import { billetIssuedView, pixView } from './boleto-views.ts';
import type { PixAnswer } from '../../app/bolix.ts';
import { cardPaidView } from './card-views.ts';
import type { ChargeRecord } from '../../domain/charge-record.ts';
import type { SubscriptionRecord } from '../../domain/subscription.ts';

export function planView(plan: PlanRecord) {
  return { plan_id: plan.id, name: plan.name, interval: plan.interval, repeats: plan.repeats, created_at: plan.createdAt };
}

/** GET /v1/plans lists `created_at` as a date, as the reference's example does. */
export function planListItemView(plan: PlanRecord) {
  return { ...planView(plan), created_at: plan.createdAt.slice(0, 10) };
}

export function subscriptionCreatedView(subscription: SubscriptionRecord, charges: ChargeRecord[]) {
  return {
    subscription_id: subscription.id,
    status: subscription.status,
    custom_id: subscription.customId,
    charges: charges.map((charge) => ({ charge_id: charge.id, status: charge.status, total: charge.total, parcel: charge.parcel })),
    created_at: subscription.createdAt,
  };
}

/** The answer of pay and one-step: the boleto's fields for a boleto, the refusal of a refused card. */
export function subscriptionPaidView({ subscription, plan, charge }: PaidSubscription, publicUrl: string, pix?: PixAnswer) {
  const boleto = charge.billet ? billetIssuedView(charge, publicUrl, pix) : null;
  const card = charge.card ? cardPaidView(charge) : null;
  return {
    subscription_id: subscription.id,
    status: subscription.status,
    ...(boleto && { barcode: boleto.barcode, ...pixView(pix), link: boleto.link, billet_link: boleto.billet_link, pdf: boleto.pdf, expire_at: boleto.expire_at }),
    plan: { id: plan.id, interval: plan.interval, repeats: plan.repeats },
    charge: { id: charge.id, status: charge.status, parcel: charge.parcel, total: charge.total },
    ...(card && 'refusal' in card && { refusal: card.refusal }),
    first_execution: formatDateBR(subscription.firstExecution!),
    total: charge.total,
    payment: subscription.payment!.method,
  };
}

export function subscriptionDetailView(
  subscription: SubscriptionRecord,
  plan: PlanRecord,
  charges: { charge_id: number; status: string; created_at: string }[],
) {
  return {
    subscription_id: subscription.id,
    value: subscription.value,
    status: subscription.status,
    custom_id: subscription.customId,
    notification_url: subscription.notificationUrl,
    payment_method: subscription.payment?.method ?? null,
    next_execution: nextExecution(subscription, plan),
    next_expire_at: nextExpireAt(subscription, plan),
    plan: { plan_id: plan.id, name: plan.name, interval: plan.interval, repeats: plan.repeats },
    occurrences: subscription.occurrences,
    created_at: subscription.createdAt,
    history: charges,
  };
}

/** PUT /v1/subscription/:id: the detail's fields (no history) and the payer's e-mail and phone, as the Node SDK types it. */
export function subscriptionUpdatedView(subscription: SubscriptionRecord, plan: PlanRecord) {
  const { history: _charges, ...detail } = subscriptionDetailView(subscription, plan, []);
  const customer = subscription.payment!.customer;
  return { ...detail, customer: { email: customer.email ?? null, ...(customer.phone_number !== undefined && { phone_number: customer.phone_number }) } };
}
