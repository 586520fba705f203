// The browser tokenizer's calls (server/http/v1/tokenizer.ts), as payment-token-efi makes them in
// sandbox mode: no bearer (the account code names the account) and CORS for any origin.
import type { ErrorKind } from '../../../domain/errors.ts';
import { dataEnvelope, object, string, type RouteDoc, type RouteDocs } from '../route-doc.ts';
import { installmentsAnswer } from './installments.ts';

const tag = 'Browser tokenizer';
const code = { code: { description: 'The account code (account_code of POST /sandbox/v1/accounts).', schema: { type: 'string' } } };
const cardErrors: ErrorKind[] = ['invalidAccountCode', 'missingData', 'invalidCardData', 'invalidBrand', 'invalidCardNumber', 'invalidExpirationMonth', 'invalidExpirationYear'];

function preflight(what: string, params?: RouteDoc['params']): RouteDoc {
  return {
    tag,
    summary: `CORS preflight of ${what}: grants GET with Content-Type to any origin`,
    auth: 'none',
    ...(params ? { params } : {}),
    response: { status: 204, description: 'Access-Control-Allow-Origin: *, Allow-Methods: GET, Allow-Headers: Content-Type.' },
    errors: [],
  };
}

export const tokenizerDocs: RouteDocs = {
  'OPTIONS /v1/pubkey': preflight('GET /v1/pubkey'),
  'GET /v1/pubkey': {
    tag,
    summary: 'The account\'s RSA public key (PEM), to encrypt a card with',
    auth: 'none',
    query: [{ name: 'code', description: 'The account code.', schema: { type: 'string' }, required: true }],
    response: { schema: dataEnvelope(string), description: 'The PEM public key.' },
    errors: ['invalidAccountCode'],
  },
  'OPTIONS /v1/card/:code/jsonp': preflight('GET /v1/card/:code/jsonp', code),
  'GET /v1/card/:code/jsonp': {
    tag,
    summary: 'Exchange an encrypted card for a payment_token (despite the name, plain JSON)',
    auth: 'none',
    params: code,
    query: [{ name: 'data', description: 'The card encrypted with the account\'s public key (base64).', schema: { type: 'string' }, required: true }],
    response: {
      schema: dataEnvelope(object({ payment_token: { type: 'string', pattern: '^[0-9a-f]{40}$' }, card_mask: string })),
      description: 'The token and the card\'s mask.',
      example: { code: 200, data: { payment_token: '75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4', card_mask: 'XXXXXXXXXXXX3335' } },
    },
    errors: cardErrors,
  },
  'OPTIONS /v1/installments/:code/jsonp': preflight('GET /v1/installments/:code/jsonp', code),
  'GET /v1/installments/:code/jsonp': {
    tag,
    summary: 'The installments for a total, as GET /v1/installments answers them',
    auth: 'none',
    params: code,
    query: [
      { name: 'brand', description: 'The card brand.', schema: { type: 'string' }, required: true },
      { name: 'total', description: 'The total in cents.', schema: { type: 'integer', minimum: 1 }, required: true },
    ],
    response: { schema: dataEnvelope(installmentsAnswer), description: 'One line per number of installments.' },
    errors: ['invalidAccountCode', 'invalidBrand', 'missingTotal', 'belowMinimum', 'greaterThanLimit'],
  },
};
