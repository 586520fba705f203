// Schemas of the plan and subscription endpoints (wire-format §7.26–7.36). The card choice is the
// charge's without installments (one is accepted; more is the real 3500021, decided in the
// domain) and with `trial_days`, which only a card takes.
import { paymentChoice } from './payment.ts';
import { creditCard, paymentToken } from './card.ts';
import { customer } from './billet.ts';
import { creationMetadata, items, shippings } from './charge.ts';
import { PLAN_INTERVAL, PLAN_REPEATS, TRIAL_DAYS } from '../../domain/subscription.ts';

export const planName = { type: 'string', minLength: 1, maxLength: 255 } as const;

export const createPlanSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'interval'],
  properties: {
    name: planName,
    interval: { type: 'integer', minimum: PLAN_INTERVAL.min, maximum: PLAN_INTERVAL.max },
    repeats: { type: ['integer', 'null'], minimum: PLAN_REPEATS.min, maximum: PLAN_REPEATS.max },
  },
} as const;

export const renamePlanSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: planName },
} as const;

export const createSubscriptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items, shippings, metadata: creationMetadata },
} as const;

const subscriptionCard = {
  ...creditCard,
  properties: { ...creditCard.properties, trial_days: { type: 'integer', minimum: TRIAL_DAYS.min, maximum: TRIAL_DAYS.max } },
} as const;

const payment = paymentChoice(subscriptionCard);

export const paySubscriptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment'],
  properties: { payment },
} as const;

export const oneStepSubscriptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'payment'],
  properties: { ...createSubscriptionSchema.properties, payment },
} as const;

/**
 * PUT /v1/subscription/:id: what Efí's SDKs send (Node's type, PHP's example with `payment_token`
 * to change the card, the documentation's table): at least one of them.
 */
export const updateSubscriptionSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    plan_id: { type: 'integer', minimum: 1 },
    customer: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { email: { ...customer.properties.email, type: 'string' }, phone_number: customer.properties.phone_number },
    },
    items,
    shippings,
    payment_token: paymentToken,
  },
} as const;
