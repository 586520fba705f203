// The control API for payment links: the payer completing a link's page without a browser
// (contract §3), and the dashboard's list of the account's links, searchable like the charges.
import type { AppContext } from '../../app/context.ts';
import { listPaymentLinks, payLink } from '../../app/payment-links.ts';
import { pixAnswerOf } from '../../app/bolix.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { queryPage, querySearch } from '../query.ts';
import { linkPaySchema } from '../schemas/link.ts';
import { chosenPayment } from '../schemas/payment.ts';
import { linkView } from '../v1/link-views.ts';
import { paidThroughLinkView } from '../v1/link-pay-views.ts';
import { exampleCustomer } from '../openapi/examples.ts';
import { arrayOf, dataEnvelope, integer, nullable, object, paging, search as searchParam, string } from '../openapi/route-doc.ts';
import { linkCreated, linkPayer, paidThroughLink } from '../openapi/shapes/charge.ts';

const tag = 'Sandbox: payment links';
const listedLink = {
  ...linkCreated,
  required: [...(linkCreated.required as string[]), 'payer', 'customer_email'],
  properties: { ...(linkCreated.properties as object), payer: nullable(linkPayer), customer_email: nullable(string) },
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
        const { limit, offset } = queryPage(req.query, 100);
        const { total, links } = listPaymentLinks(ctx, accountOf(res), { q: querySearch(req.query.q), limit, offset });
        sendJson(res, 200, { total, links: links.map(({ charge, ...dashboard }) => ({ ...linkView(charge, publicUrl()), ...dashboard })) });
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
      errors: ['noLink', 'linkClosed', 'expireBeforeToday', 'dueDateBeyondMaximum', 'customerIsPayee', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed', 'installmentsNotAllowed'],
      handler: async ({ res, params, body }) => {
        const account = accountOf(res);
        const charge = payLink(ctx, account, params.charge_id, chosenPayment(body.payment), body.delivery_address);
        sendJson(res, 200, { code: 200, data: paidThroughLinkView(charge, publicUrl(), await pixAnswerOf(ctx, account, charge.id)) });
      },
    }),
  ];
}
