// Payment-link endpoints (wire-format §7.12–7.15): the payer chooses boleto or card on the link's page.
import type { AppContext } from '../../app/context.ts';
import * as links from '../../app/payment-links.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { attachLinkSchema, oneStepLinkSchema, updateLinkSchema } from '../schemas/link.ts';
import { resendSchema } from '../schemas/billet.ts';
import { exampleBase, exampleItems } from '../openapi/examples.ts';
import { dataEnvelope, okEnvelope } from '../openapi/route-doc.ts';
import { linkCreated } from '../openapi/shapes/charge.ts';
import { linkView, paymentUrl } from './link-views.ts';
import { splitRefusals } from '../../domain/marketplace.ts';

const tag = 'Payment links';
const settings = { expire_at: '2025-03-20', request_delivery_address: false, payment_method: 'all', billet_discount: 500 };
const link = {
  schema: dataEnvelope(linkCreated),
  description: 'The charge and its link.',
  example: {
    code: 200,
    data: {
      charge_id: 1000002, status: 'link', total: 15000, custom_id: null, payment_url: `${exampleBase}/pagamento/1000002_4F1A7C03D2`,
      payment_method: 'all', billet_discount: 500, conditional_discount_date: null, request_delivery_address: false, message: null,
      expire_at: '2025-03-20', created_at: '2025-03-10 14:02:11',
    },
  },
};

export function linkRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'post',
      path: '/charge/one-step/link',
      tag,
      summary: 'Create a charge and its payment link in one call',
      auth: 'bearer',
      body: { name: 'OneStepLink', schema: oneStepLinkSchema, example: { items: exampleItems, settings } },
      response: link,
      errors: ['expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount', ...splitRefusals],
      handler: ({ res, body }) => {
        sendData(res, linkView(links.createOneStepLink(ctx, accountOf(res), body), publicUrl()));
      },
    }),
    route({
      method: 'post',
      path: '/charge/:id/link',
      tag,
      summary: 'Give a new charge a payment link (status link)',
      auth: 'bearer',
      body: { name: 'AttachLink', schema: attachLinkSchema, example: settings },
      response: link,
      errors: ['linkAlreadyDefined', 'linkNeedsNewCharge', 'useParentMetadataRoute', 'expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount'],
      handler: ({ res, params, body }) => {
        sendData(res, linkView(links.attachLink(ctx, accountOf(res), params.id, body), publicUrl()));
      },
    }),
    // The current API answers with the link's data (EFIDOC, the SDKs' types); clients that only
    // read `code` work the same.
    route({
      method: 'put',
      path: '/charge/:id/link',
      tag,
      summary: 'Change a link\'s settings (a field given as null is cleared); reopens an expired link',
      auth: 'bearer',
      body: { name: 'UpdateLink', schema: updateLinkSchema, example: { expire_at: '2025-03-25', billet_discount: null } },
      response: link,
      errors: ['noLink', 'linkNeedsNewCharge', 'expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount'],
      handler: ({ res, params, body }) => {
        sendData(res, linkView(links.updateLink(ctx, accountOf(res), params.id, body), publicUrl()));
      },
    }),
    route({
      method: 'post',
      path: '/charge/:id/link/resend',
      tag,
      summary: 'Send the link by e-mail again (to the sandbox\'s outbox)',
      auth: 'bearer',
      body: { name: 'Resend', schema: resendSchema, example: { email: 'oldbuck@example.com' } },
      response: { schema: okEnvelope, description: 'Done.', example: { code: 200 } },
      errors: ['noLink', 'notResendable'],
      handler: ({ res, params, body }) => {
        links.resendLink(ctx, accountOf(res), params.id, body.email, (code) => paymentUrl(publicUrl(), code));
        sendOk(res);
      },
    }),
  ];
}
