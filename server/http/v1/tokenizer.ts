// The browser tokenizer's endpoints, as payment-token-efi calls them in sandbox mode (sdks.md):
// no bearer — the account code in the URL names the account — and CORS, since a shop's page on
// any origin calls them with fetch. Despite the "jsonp" in their paths the library reads plain
// JSON in the usual envelope. Each call is recorded in the named account's request log.
import type { AppContext } from '../../app/context.ts';
import { accountByCode, tokenizeEncryptedCard, tokenizerPublicKey } from '../../app/tokenizer.ts';
import { quoteInstallments } from '../../app/installments.ts';
import type { ErrorKind } from '../../domain/errors.ts';
import { allowAnyOrigin, answerPreflight } from '../cors.ts';
import { sendData } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { dataEnvelope, object, string } from '../openapi/route-doc.ts';
import { installmentsAnswer } from '../openapi/shapes/installments.ts';

const tag = 'Browser tokenizer';
const code = { code: { description: 'The account code (account_code of POST /sandbox/v1/accounts).', schema: { type: 'string' } } };
const cardErrors: ErrorKind[] = ['invalidAccountCode', 'missingData', 'invalidCardData', 'invalidBrand', 'invalidCardNumber', 'invalidExpirationMonth', 'invalidExpirationYear'];

function preflight<const Path extends string>(path: Path, what: string, params?: typeof code) {
  return route({
    method: 'options',
    path,
    tag,
    summary: `CORS preflight of ${what}: grants GET with Content-Type to any origin`,
    auth: 'none',
    ...(params ? { params } : {}),
    response: { status: 204, description: 'Access-Control-Allow-Origin: *, Allow-Methods: GET, Allow-Headers: Content-Type.' },
    errors: [],
    handler: ({ res }) => answerPreflight(res),
  });
}

export function tokenizerRoutes(ctx: AppContext) {
  return [
    preflight('/pubkey', 'GET /v1/pubkey'),
    route({
      method: 'get',
      path: '/pubkey',
      tag,
      summary: 'The account\'s RSA public key (PEM), to encrypt a card with',
      auth: 'none',
      query: [{ name: 'code', description: 'The account code.', schema: { type: 'string' }, required: true }],
      response: { schema: dataEnvelope(string), description: 'The PEM public key.' },
      errors: ['invalidAccountCode'],
      before: [allowAnyOrigin],
      handler: async ({ req, res }) => {
        const account = (res.locals.account = accountByCode(ctx, req.query.code));
        sendData(res, await tokenizerPublicKey(ctx, account));
      },
    }),
    preflight('/card/:code/jsonp', 'GET /v1/card/:code/jsonp', code),
    route({
      method: 'get',
      path: '/card/:code/jsonp',
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
      before: [allowAnyOrigin],
      handler: async ({ req, res, params }) => {
        const account = (res.locals.account = accountByCode(ctx, params.code));
        sendData(res, await tokenizeEncryptedCard(ctx, account, req.query.data));
      },
    }),
    preflight('/installments/:code/jsonp', 'GET /v1/installments/:code/jsonp', code),
    route({
      method: 'get',
      path: '/installments/:code/jsonp',
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
      before: [allowAnyOrigin],
      handler: ({ req, res, params }) => {
        const account = (res.locals.account = accountByCode(ctx, params.code));
        sendData(res, quoteInstallments(account, req.query.brand, req.query.total));
      },
    }),
  ];
}
