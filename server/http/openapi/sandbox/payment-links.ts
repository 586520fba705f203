// Payment links seen from the control API (server/http/sandbox/payment-links.ts): the list, and
// the payer completing a link's page without a browser.
import { billingAddress } from '../../schemas/card.ts';
import { linkPaySchema } from '../../schemas/link.ts';
import { exampleCustomer } from '../examples.ts';
import { arrayOf, dataEnvelope, integer, nullable, object, paging, string, timestamp, type RouteDocs } from '../route-doc.ts';
import { linkCreated, paidThroughLink } from '../shapes/charge.ts';
import { search } from './views.ts';

const tag = 'Sandbox: payment links';
const payer = object({
  method: string,
  at: timestamp,
  // The address as the payer sent it (LinkPay's delivery_address), kept as given.
  delivery_address: { anyOf: [billingAddress, { type: 'null' }] },
});
const listedLink = {
  ...linkCreated,
  required: [...(linkCreated.required as string[]), 'payer', 'customer_email'],
  properties: { ...(linkCreated.properties as object), payer: nullable(payer), customer_email: nullable(string) },
};

export const paymentLinkControlDocs: RouteDocs = {
  'GET /sandbox/v1/payment-links': {
    tag,
    summary: 'The account\'s payment links, with what each payer did',
    auth: 'account',
    query: [search, ...paging(100, 500)],
    response: { schema: object({ total: integer, links: arrayOf(listedLink) }), description: 'How many, and one page of them.' },
    errors: ['validation'],
  },
  'POST /sandbox/v1/payment-links/:charge_id/pay': {
    tag,
    summary: 'The payer completes a link\'s page: a boleto or a card, refused as the page would refuse',
    auth: 'account',
    body: { name: 'LinkPay', schema: linkPaySchema, example: { payment: { banking_billet: { customer: exampleCustomer } } } },
    response: { schema: dataEnvelope(paidThroughLink), description: 'What POST /v1/charge/:id/pay answers for that method.' },
    errors: ['noLink', 'linkClosed', 'expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed'],
  },
};
