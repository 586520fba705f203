// Subscriptions (server/http/v1/subscriptions.ts; wire-format §7.30–7.36).
import { createSubscriptionSchema, oneStepSubscriptionSchema, paySubscriptionSchema } from '../../schemas/subscription.ts';
import { updateMetadataSchema } from '../../schemas/charge.ts';
import { historyDescription } from '../../schemas/common.ts';
import type { ErrorKind } from '../../../domain/errors.ts';
import { exampleCustomer, exampleItems } from '../examples.ts';
import { dataEnvelope, okEnvelope, type RouteDocs } from '../route-doc.ts';
import { subscriptionCreated, subscriptionDetail, subscriptionPaid } from '../shapes/subscription.ts';

const tag = 'Subscriptions';
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };
const paymentRules: ErrorKind[] = ['expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed', 'installmentsNotAllowed'];
const paid = { schema: dataEnvelope(subscriptionPaid), description: 'The subscription, its plan and its first charge: the boleto\'s fields, or the card\'s refusal.' };

export const subscriptionDocs: RouteDocs = {
  'POST /v1/plan/:id/subscription': {
    tag,
    summary: 'Subscribe to a plan (status new), to be paid later',
    auth: 'bearer',
    body: { name: 'CreateSubscription', schema: createSubscriptionSchema, example: { items: exampleItems, metadata: { custom_id: 'assinatura-7' } } },
    response: { schema: dataEnvelope(subscriptionCreated), description: 'The subscription and its first charge.' },
    errors: [],
  },
  'POST /v1/plan/:id/subscription/one-step': {
    tag,
    summary: 'Subscribe to a plan and pay the first charge in one call',
    auth: 'bearer',
    body: {
      name: 'OneStepSubscription',
      schema: oneStepSubscriptionSchema,
      example: { items: exampleItems, payment: { banking_billet: { expire_at: '2025-03-15', customer: exampleCustomer } } },
    },
    response: paid,
    errors: paymentRules,
  },
  'POST /v1/subscription/:id/pay': {
    tag,
    summary: 'Pay a new subscription: a boleto, or a card (with trial_days)',
    auth: 'bearer',
    body: { name: 'PaySubscription', schema: paySubscriptionSchema },
    response: paid,
    errors: ['subscriptionNotPayable', ...paymentRules],
  },
  'GET /v1/subscription/:id': {
    tag,
    summary: 'A subscription with its plan, next execution and charges',
    auth: 'bearer',
    response: { schema: dataEnvelope(subscriptionDetail), description: 'The subscription.' },
    errors: [],
  },
  'PUT /v1/subscription/:id/cancel': {
    tag,
    summary: 'Cancel a subscription',
    auth: 'bearer',
    noBody: true,
    response: ok,
    errors: ['subscriptionNotCancelable'],
  },
  'PUT /v1/subscription/:id/metadata': {
    tag,
    summary: 'Change the subscription\'s custom_id and notification_url',
    auth: 'bearer',
    body: { name: 'UpdateMetadata', schema: updateMetadataSchema },
    response: ok,
    errors: [],
  },
  'POST /v1/subscription/:id/history': {
    tag,
    summary: 'Add a line to the subscription\'s history',
    auth: 'bearer',
    body: { name: 'HistoryDescription', schema: historyDescription },
    response: ok,
    errors: [],
  },
};
