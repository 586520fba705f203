// Subscription endpoints (wire-format §7.30–7.36).
import type { AppContext } from '../../app/context.ts';
import * as subscriptions from '../../app/subscriptions.ts';
import { updateSubscription } from '../../app/subscription-changes.ts';
import { resendSubscriptionCharge } from '../../app/emails.ts';
import { createSubscriptionLink } from '../../app/subscription-links.ts';
import { pixAnswerOf } from '../../app/bolix.ts';
import type { ErrorKind } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { createSubscriptionSchema, oneStepSubscriptionSchema, paySubscriptionSchema, updateSubscriptionSchema } from '../schemas/subscription.ts';
import { resendSchema } from '../schemas/billet.ts';
import { chosenPayment } from '../schemas/payment.ts';
import { updateMetadataSchema } from '../schemas/charge.ts';
import { historyDescription } from '../schemas/common.ts';
import { exampleCustomer, exampleItems } from '../openapi/examples.ts';
import { dataEnvelope, okEnvelope } from '../openapi/route-doc.ts';
import { subscriptionCreated, subscriptionDetail, subscriptionLinkCreated, subscriptionPaid, subscriptionUpdated } from '../openapi/shapes/subscription.ts';
import { oneStepSubscriptionLinkSchema } from '../schemas/link.ts';
import { paymentUrl, subscriptionLinkView } from './link-views.ts';
import { subscriptionCreatedView, subscriptionDetailView, subscriptionPaidView, subscriptionUpdatedView } from './subscription-views.ts';
import { splitRefusals } from '../../domain/marketplace.ts';

const tag = 'Subscriptions';
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };
const paymentRules: ErrorKind[] = ['expireBeforeToday', 'dueDateBeyondMaximum', 'customerIsPayee', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed', 'installmentsNotAllowed'];
const paid = { schema: dataEnvelope(subscriptionPaid), description: 'The subscription, its plan and its first charge: the boleto\'s fields, or the card\'s refusal.' };

export function subscriptionRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'post',
      path: '/plan/:id/subscription',
      tag,
      summary: 'Subscribe to a plan (status new), to be paid later',
      auth: 'bearer',
      body: { name: 'CreateSubscription', schema: createSubscriptionSchema, example: { items: exampleItems, metadata: { custom_id: 'assinatura-7' } } },
      response: { schema: dataEnvelope(subscriptionCreated), description: 'The subscription and its first charge.' },
      errors: [...splitRefusals],
      handler: ({ res, params, body }) => {
        const { subscription, charges } = subscriptions.createSubscription(ctx, accountOf(res), params.id, body);
        sendData(res, subscriptionCreatedView(subscription, charges));
      },
    }),
    route({
      method: 'post',
      path: '/plan/:id/subscription/one-step',
      tag,
      summary: 'Subscribe to a plan and pay the first charge in one call',
      auth: 'bearer',
      body: {
        name: 'OneStepSubscription',
        schema: oneStepSubscriptionSchema,
        example: { items: exampleItems, payment: { banking_billet: { expire_at: '2025-03-15', customer: exampleCustomer } } },
      },
      response: paid,
      errors: [...paymentRules, ...splitRefusals, 'discountWithSplit'],
      handler: async ({ res, params, body }) => {
        const input = { ...body, payment: chosenPayment(body.payment) };
        const account = accountOf(res);
        const paid = subscriptions.createOneStepSubscription(ctx, account, params.id, input);
        sendData(res, subscriptionPaidView(paid, publicUrl(), await pixAnswerOf(ctx, account, paid.charge.id)));
      },
    }),
    route({
      method: 'post',
      path: '/plan/:id/subscription/one-step/link',
      tag,
      summary: 'Subscribe to a plan with a payment link: the payer pays the first charge on the link\'s page (boleto or card, as the link offers), which makes the subscription active',
      auth: 'bearer',
      body: {
        name: 'OneStepSubscriptionLink',
        schema: oneStepSubscriptionLinkSchema,
        example: { items: exampleItems, settings: { expire_at: '2025-03-20', request_delivery_address: false, payment_method: 'all' } },
      },
      response: { schema: dataEnvelope(subscriptionLinkCreated), description: 'The subscription (new) and its first charge with its link (status link).' },
      errors: ['expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount'],
      handler: ({ res, params, body }) => {
        const { subscription, charge } = createSubscriptionLink(ctx, accountOf(res), params.id, body);
        sendData(res, subscriptionLinkView(subscription, charge, publicUrl()));
      },
    }),
    route({
      method: 'post',
      path: '/subscription/:id/pay',
      tag,
      summary: 'Pay a new subscription: a boleto, or a card (with trial_days)',
      auth: 'bearer',
      body: { name: 'PaySubscription', schema: paySubscriptionSchema },
      response: paid,
      errors: ['subscriptionNotPayable', 'alreadyHasPaymentMethod', ...paymentRules, 'discountWithSplit'],
      handler: async ({ res, params, body }) => {
        const account = accountOf(res);
        const paid = subscriptions.paySubscription(ctx, account, params.id, chosenPayment(body.payment));
        sendData(res, subscriptionPaidView(paid, publicUrl(), await pixAnswerOf(ctx, account, paid.charge.id)));
      },
    }),
    route({
      method: 'get',
      path: '/subscription/:id',
      tag,
      summary: 'A subscription with its plan, next execution and charges',
      auth: 'bearer',
      response: { schema: dataEnvelope(subscriptionDetail), description: 'The subscription.' },
      errors: [],
      handler: ({ res, params }) => {
        const { subscription, plan, charges } = subscriptions.getSubscription(ctx, accountOf(res), params.id);
        sendData(res, subscriptionDetailView(subscription, plan, charges));
      },
    }),
    route({
      method: 'put',
      path: '/subscription/:id',
      tag,
      summary: 'Change an active card subscription: its plan (same interval), payer\'s e-mail and phone, items, shippings or card',
      auth: 'bearer',
      body: {
        name: 'UpdateSubscription',
        schema: updateSubscriptionSchema,
        example: { customer: { email: 'oldbuck@example.com', phone_number: '5144916523' }, items: [{ name: 'Plano anual', value: 12990, amount: 1 }] },
      },
      response: { schema: dataEnvelope(subscriptionUpdated), description: 'The subscription as it now is; its next executions charge the new terms.' },
      errors: ['subscriptionNotUpdatable', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed', ...splitRefusals, 'discountWithSplit'],
      handler: ({ res, params, body }) => {
        const { subscription, plan } = updateSubscription(ctx, accountOf(res), params.id, body);
        sendData(res, subscriptionUpdatedView(subscription, plan));
      },
    }),
    route({
      method: 'post',
      path: '/charge/:id/subscription/resend',
      tag,
      summary: 'E-mail a subscription\'s charge (its boleto) to the payer (to the sandbox\'s outbox)',
      auth: 'bearer',
      body: { name: 'Resend', schema: resendSchema, example: { email: 'oldbuck@example.com' } },
      response: ok,
      errors: ['notResendable'],
      handler: async ({ res, params, body }) => {
        await resendSubscriptionCharge(ctx, accountOf(res), params.id, body.email, (code) => paymentUrl(publicUrl(), code));
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/subscription/:id/cancel',
      tag,
      summary: 'Cancel a subscription',
      auth: 'bearer',
      noBody: true,
      response: ok,
      errors: ['subscriptionNotCancelable'],
      handler: ({ res, params }) => {
        subscriptions.cancelSubscription(ctx, accountOf(res), params.id);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/subscription/:id/metadata',
      tag,
      summary: 'Change the subscription\'s custom_id and notification_url',
      auth: 'bearer',
      body: { name: 'UpdateMetadata', schema: updateMetadataSchema },
      response: ok,
      errors: [],
      handler: ({ res, params, body }) => {
        subscriptions.updateSubscriptionMetadata(ctx, accountOf(res), params.id, body);
        sendOk(res);
      },
    }),
    route({
      method: 'post',
      path: '/subscription/:id/history',
      tag,
      summary: 'Add a line to the subscription\'s history',
      auth: 'bearer',
      body: { name: 'HistoryDescription', schema: historyDescription },
      response: ok,
      errors: [],
      handler: ({ res, params, body }) => {
        subscriptions.addSubscriptionHistory(ctx, accountOf(res), params.id, body.description);
        sendOk(res);
      },
    }),
  ];
}
