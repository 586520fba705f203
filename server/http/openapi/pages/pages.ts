// The public pages (server/http/pages/*-routes.ts): the URLs the API's answers point at — boleto
// and carnê pages and PDFs, the payment link's page and its two JSON calls — and this document.
import { shippings } from '../../schemas/charge.ts';
import { linkPaySchema } from '../../schemas/link.ts';
import { linkPaymentMethods } from '../../../domain/payment-link.ts';
import { arrayOf, boolean, cents, date, dataEnvelope, enumOf, integer, nullable, object, string, type RouteDoc, type RouteDocs, type Schema } from '../route-doc.ts';
import { billetIssued, cardPaid, chargeStatus, paidThroughLink } from '../shapes/charge.ts';

const tag = 'Public pages';
const boletoCode = { description: 'The boleto\'s code, from the `link` the API returned.', schema: { type: 'string' } };
const carnetCode = { description: 'The carnê\'s code, from the `link` the API returned.', schema: { type: 'string' } };
const linkCode = { description: 'The link\'s code, from its `payment_url`.', schema: { type: 'string' } };

function page(summary: string, params: RouteDoc['params'], pdf = false): RouteDoc {
  return {
    tag,
    summary,
    auth: 'none',
    params,
    response: { type: pdf ? ['text/html', 'application/pdf'] : 'text/html', description: pdf ? 'The HTML page, or the PDF when the name ends in .pdf.' : 'The HTML page.' },
    errors: ['routeNotFound'],
  };
}

/** What pay answered for a method, with that method beside it as `method`. */
function withMethod(answer: Schema): Schema {
  const properties = answer.properties as Record<string, Schema>;
  return { ...answer, required: [...(answer.required as string[]), 'method'], properties: { ...properties, method: properties.payment } };
}

const checkoutData = object({
  charge_id: integer,
  status: chargeStatus,
  payee: string,
  account_code: string,
  items: arrayOf(object({ name: string, value: cents, amount: integer })),
  // As the charge was created with them (none: empty).
  shippings: arrayOf(shippings.items),
  total: cents,
  payment_method: enumOf(...linkPaymentMethods),
  prices: object({ banking_billet: nullable(cents), credit_card: nullable(cents) }),
  billet_discount: nullable(integer),
  card_discount: nullable(integer),
  conditional_discount: nullable(object({ type: enumOf('currency', 'percentage'), value: integer, until_date: date })),
  message: nullable(string),
  expire_at: date,
  request_delivery_address: boolean,
  customer_email: nullable(string),
  result: { ...nullable({ oneOf: [billetIssued, cardPaid].map(withMethod) }), description: 'After the payer chose: `method` and what pay answered.' },
});

export const pageDocs: RouteDocs = {
  'GET /boleto/:file': page('A boleto\'s page (`<code>`) or PDF (`<code>.pdf`)', { file: boletoCode }, true),
  'GET /emissao/:code': page('A boleto\'s page (the `billet_link`)', { code: boletoCode }),
  'GET /carne/:file': page('A carnê\'s page (`<code>`) or booklet PDF (`<code>.pdf`)', { file: carnetCode }, true),
  'GET /carne/:code/:file': page('A carnê\'s cover: page (`capa`) or PDF (`capa.pdf`)', { code: carnetCode, file: { description: '`capa` or `capa.pdf`.', schema: enumOf('capa', 'capa.pdf') } }, true),
  'GET /emissao/carne/:code': page('A carnê\'s page (the `carnet_link`)', { code: carnetCode }),
  'GET /pagamento/:code': page('A payment link\'s page (its `payment_url`), where the payer chooses boleto or card', { code: linkCode }),
  'GET /pagamento/:code/dados': {
    tag,
    summary: 'What the payment link\'s page shows: items, each method\'s price, what the payer already did',
    auth: 'none',
    params: { code: linkCode },
    response: { schema: checkoutData, description: 'The link\'s data.' },
    errors: ['routeNotFound'],
  },
  'POST /pagamento/:code/pagar': {
    tag,
    summary: 'The payer\'s choice on the link\'s page (what POST /sandbox/v1/payment-links/:charge_id/pay does for a suite)',
    auth: 'none',
    params: { code: linkCode },
    body: { name: 'LinkPay', schema: linkPaySchema },
    response: { schema: dataEnvelope(paidThroughLink), description: 'What POST /v1/charge/:id/pay answers for that method.' },
    errors: ['routeNotFound', 'linkClosed', 'expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed'],
  },
  'GET /openapi.json': {
    tag: 'This document',
    summary: 'This OpenAPI 3.1 document',
    auth: 'none',
    response: { schema: { type: 'object', required: ['openapi', 'info', 'paths'] }, description: 'The document.' },
    errors: [],
  },
};
