// Response schemas of plans and subscriptions (server/http/v1/subscription-views.ts; wire-format
// §7.26–7.33). The pay answer says `plan.id` and `charge.id` and `first_execution` as DD/MM/YYYY;
// the detail says `plan.plan_id` and dates as YYYY-MM-DD — as the real API does.
import { subscriptionStatuses } from '../../../domain/subscription.ts';
import { named, arrayOf, boolean, cents, date, enumOf, integer, nullable, object, string, timestamp, url } from '../route-doc.ts';
import { chargeStatus, linkDiscountFields, pix, refusal } from './charge.ts';
import { linkPaymentMethods } from '../../../domain/payment-link.ts';

export const subscriptionStatus = enumOf(...subscriptionStatuses);

export const plan = named('Plan', object({ plan_id: integer, name: string, interval: integer, repeats: nullable(integer), created_at: timestamp }));
export const planListItem = object({ plan_id: integer, name: string, interval: integer, repeats: nullable(integer), created_at: date });

export const subscriptionCreated = object({
  subscription_id: integer,
  status: subscriptionStatus,
  custom_id: nullable(string),
  charges: arrayOf(object({ charge_id: integer, status: chargeStatus, total: cents, parcel: integer })),
  created_at: timestamp,
});

/** POST /v1/plan/:id/subscription/one-step/link: the SDKs' type (createOneStepSubscriptionLink), discounts present when set. */
export const subscriptionLinkCreated = named('SubscriptionLink', object(
  {
    subscription_id: integer,
    status: subscriptionStatus,
    custom_id: nullable(string),
    charge: object({ id: integer, status: chargeStatus, total: cents, parcel: integer }),
    payment_url: url,
    payment_method: enumOf(...linkPaymentMethods),
    conditional_discount_date: nullable(date),
    request_delivery_address: boolean,
    expire_at: date,
    created_at: timestamp,
  },
  linkDiscountFields,
));

export const subscriptionPaid = named('SubscriptionPaid', object(
  {
    subscription_id: integer,
    status: subscriptionStatus,
    plan: object({ id: integer, interval: integer, repeats: nullable(integer) }),
    charge: object({ id: integer, status: chargeStatus, parcel: integer, total: cents }),
    first_execution: { type: 'string', pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$', description: 'DD/MM/YYYY' },
    total: cents,
    payment: enumOf('banking_billet', 'credit_card'),
  },
  // The boleto's fields for a boleto; the refusal of a refused card.
  { barcode: string, pix, link: url, billet_link: url, pdf: object({ charge: url }), expire_at: date, refusal },
));

export const subscriptionDetailFields = {
  subscription_id: integer,
  value: cents,
  status: subscriptionStatus,
  custom_id: nullable(string),
  notification_url: nullable(string),
  payment_method: nullable(enumOf('banking_billet', 'credit_card')),
  next_execution: nullable(date),
  next_expire_at: nullable(date),
  plan: object({ plan_id: integer, name: string, interval: integer, repeats: nullable(integer) }),
  occurrences: integer,
  created_at: timestamp,
};

export const subscriptionDetail = named('Subscription', object({
  ...subscriptionDetailFields,
  history: arrayOf(object({ charge_id: integer, status: chargeStatus, created_at: timestamp })),
}));

/** PUT /v1/subscription/:id's answer (the Node SDK's type): the detail without history, with the payer's contact. */
export const subscriptionUpdated = named('SubscriptionUpdated', object({
  ...subscriptionDetailFields,
  customer: object({ email: nullable(string) }, { phone_number: string }),
}));
