// The control API for payment links: the payer completing a link's page without a browser
// (contract §3), and the dashboard's list of the account's links, searchable like the charges.
import type { AppContext } from '../../app/context.ts';
import { payLink } from '../../app/payment-links.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { queryInt, querySearch } from '../query.ts';
import { parseSearch } from '../../domain/search.ts';
import { linkPaySchema } from '../schemas/link.ts';
import { chosenPayment } from '../schemas/payment.ts';
import { linkView } from '../v1/link-views.ts';
import { paidThroughLinkView } from '../v1/link-pay-views.ts';
import { exampleCustomer } from '../openapi/examples.ts';
import { arrayOf, dataEnvelope, integer, nullable, object, paging, string, timestamp } from '../openapi/route-doc.ts';
import { linkCreated, paidThroughLink } from '../openapi/shapes/charge.ts';
import { search as searchParam } from '../openapi/sandbox/views.ts';

const tag = 'Sandbox: payment links';
const payer = object({ method: string, at: timestamp, delivery_address: nullable({ type: 'object' }) });
const listedLink = {
  ...linkCreated,
  required: [...(linkCreated.required as string[]), 'payer', 'customer_email'],
  properties: { ...(linkCreated.properties as object), payer: nullable(payer), customer_email: nullable(string) },
};

export function paymentLinkControlRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'get',
      path: '/payment-links',
      tag,
      summary: 'The account\'s payment links, with what each payer did',
      auth: 'account',
      query: [searchParam, ...paging(100, 500)],
      response: { schema: object({ total: integer, links: arrayOf(listedLink) }), description: 'How many, and one page of them.' },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const limit = queryInt(req.query.limit, 'limit', 100, 1, 500);
        const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
        const search = parseSearch(querySearch(req.query.q)) ?? undefined;
        const { total, rows } = ctx.store.charges.withLinks(accountOf(res).id, { search, limit, offset });
        sendJson(res, 200, {
          total,
          links: rows.map((charge) => ({
            ...linkView(charge, publicUrl()),
            // What the payer did on the page: the method chosen, when, and the delivery address.
            payer: charge.link!.payment
              ? { method: charge.link!.payment.method, at: charge.link!.payment.at, delivery_address: charge.link!.payment.deliveryAddress }
              : null,
            customer_email: charge.link!.customerEmail,
          })),
        });
      },
    }),
    // The body of POST /v1/charge/:id/pay, as the page sends it; refused as the page would refuse.
    route({
      method: 'post',
      path: '/payment-links/:charge_id/pay',
      tag,
      summary: 'The payer completes a link\'s page: a boleto or a card, refused as the page would refuse',
      auth: 'account',
      body: { name: 'LinkPay', schema: linkPaySchema, example: { payment: { banking_billet: { customer: exampleCustomer } } } },
      response: { schema: dataEnvelope(paidThroughLink), description: 'What POST /v1/charge/:id/pay answers for that method.' },
      errors: ['noLink', 'linkClosed', 'expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed'],
      handler: ({ res, params, body }) => {
        const charge = payLink(ctx, accountOf(res), params.charge_id, chosenPayment(body.payment), body.delivery_address);
        sendJson(res, 200, { code: 200, data: paidThroughLinkView(charge, publicUrl()) });
      },
    }),
  ];
}
