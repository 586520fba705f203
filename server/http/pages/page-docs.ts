// What the document says of the public pages (boleto-routes.ts, carnet-routes.ts,
// payment-page-routes.ts): open to whoever has the link, HTML (or a PDF), a 404 for a wrong code.
import type { RouteDoc } from '../openapi/route-doc.ts';

export const tag = 'Public pages';
export const boletoCode = { description: 'The boleto\'s code, from the `link` the API returned.', schema: { type: 'string' } };
export const carnetCode = { description: 'The carnê\'s code, from the `link` the API returned.', schema: { type: 'string' } };
export const linkCode = { description: 'The link\'s code, from its `payment_url`.', schema: { type: 'string' } };

export function page(summary: string, params: RouteDoc['params'], pdf = false) {
  return {
    tag,
    summary,
    auth: 'none',
    params,
    response: { type: pdf ? ['text/html', 'application/pdf'] : 'text/html', description: pdf ? 'The HTML page, or the PDF when the name ends in .pdf.' : 'The HTML page.' },
    errors: ['routeNotFound'],
  } satisfies Omit<RouteDoc, 'body'>;
}
