// Subscription endpoints (wire-format §7.30–7.36).
import type { AppContext } from '../../app/context.ts';
import * as subscriptions from '../../app/subscriptions.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { expectNoBody, validateBody } from '../validate.ts';
import { createSubscriptionSchema, oneStepSubscriptionSchema, paySubscriptionSchema } from '../schemas/subscription.ts';
import { updateMetadataSchema } from '../schemas/charge.ts';
import { historyDescription } from '../schemas/common.ts';
import { subscriptionCreatedView, subscriptionDetailView, subscriptionPaidView } from './subscription-views.ts';

type PaymentBody = { payment: subscriptions.SubscriptionPaymentChoice };

export function subscriptionRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  return [
    ['post', '/plan/:id/subscription', (req, res) => {
      const planId = idParam(req.params.id);
      const input = validateBody<subscriptions.CreateSubscriptionInput>(createSubscriptionSchema, req.body);
      const { subscription, charges } = subscriptions.createSubscription(ctx, accountOf(res), planId, input);
      sendData(res, subscriptionCreatedView(subscription, charges));
    }],
    ['post', '/plan/:id/subscription/one-step', (req, res) => {
      const planId = idParam(req.params.id);
      const input = validateBody<subscriptions.CreateSubscriptionInput & PaymentBody>(oneStepSubscriptionSchema, req.body);
      sendData(res, subscriptionPaidView(subscriptions.createOneStepSubscription(ctx, accountOf(res), planId, input), publicUrl()));
    }],
    ['post', '/subscription/:id/pay', (req, res) => {
      const id = idParam(req.params.id);
      const { payment } = validateBody<PaymentBody>(paySubscriptionSchema, req.body);
      sendData(res, subscriptionPaidView(subscriptions.paySubscription(ctx, accountOf(res), id, payment), publicUrl()));
    }],
    ['get', '/subscription/:id', (req, res) => {
      const { subscription, plan, charges } = subscriptions.getSubscription(ctx, accountOf(res), idParam(req.params.id));
      sendData(res, subscriptionDetailView(subscription, plan, charges));
    }],
    ['put', '/subscription/:id/cancel', (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      subscriptions.cancelSubscription(ctx, accountOf(res), id);
      sendOk(res);
    }],
    ['put', '/subscription/:id/metadata', (req, res) => {
      const id = idParam(req.params.id);
      const changes = validateBody<{ custom_id?: string; notification_url?: string | null; resend?: boolean }>(updateMetadataSchema, req.body);
      subscriptions.updateSubscriptionMetadata(ctx, accountOf(res), id, changes);
      sendOk(res);
    }],
    ['post', '/subscription/:id/history', (req, res) => {
      const id = idParam(req.params.id);
      const { description } = validateBody<{ description: string }>(historyDescription, req.body);
      subscriptions.addSubscriptionHistory(ctx, accountOf(res), id, description);
      sendOk(res);
    }],
  ];
}
