// The Pix payload location of Bolix codes, as the receiver's PSP serves it to a payer's bank:
// GET /bolix/v2/cobv/<location>?DPP=…&codMun=… answers the signed cobv (application/jose), and
// GET /bolix/v2/jwks the key that verifies it. Public like the real ones: on the sandbox's own
// port, and through the proxy as qrcodes-pix.gerencianet.com.br (the host in the code).
import type { AppContext } from '../../app/context.ts';
import { signedCobv } from '../../app/pix-payload.ts';
import { pixSigner } from '../../app/pix-signing-key.ts';
import { ApiError } from '../../domain/errors.ts';
import { LOCATION_ID_PATTERN } from '../../domain/pix/index.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { arrayOf, enumOf, object, string } from '../openapi/route-doc.ts';

const tag = 'Pix payload (receiver\'s PSP)';

export function pixPayloadRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/bolix/v2/cobv/:location',
      tag,
      summary: 'The signed cobv behind a Bolix\'s Pix code, for a payment day (what the payer\'s bank fetches)',
      description:
        'A compact JWS (PS256; header `alg`, `kid`, `jku`) whose payload is the cobv: `calendario`, `devedor`, `recebedor`, ' +
        '`valor` (`final`: what the bank simulator would charge on `DPP`), `txid`, `revisao`, `status` (`ATIVA`, `CONCLUIDA` once paid, ' +
        '`REMOVIDA_PELO_USUARIO_RECEBEDOR` once the boleto was canceled or re-issued). No authentication: the location is the secret.',
      auth: 'none',
      params: { location: { description: 'The 32 hex digits at the end of the code\'s field 26/25.', schema: { type: 'string', pattern: '^[0-9a-f]{32}$' } } },
      query: [
        { name: 'DPP', description: 'The payment day, YYYY-MM-DD (default: today on the account\'s clock). After the write-off day: 4900003.', schema: { type: 'string' } },
        { name: 'codMun', description: 'The payer\'s municipality, 7-digit IBGE code (checked, not used).', schema: { type: 'string' } },
      ],
      response: { type: 'application/jose', schema: { type: 'string' }, description: 'The compact JWS.' },
      errors: ['pixCodeNotFound', 'boletoWrittenOff', 'validation'],
      handler: async ({ req, res, params }) => {
        if (!LOCATION_ID_PATTERN.test(params.location)) throw new ApiError('pixCodeNotFound', 'Nenhuma cobrança Pix neste endereço.');
        const jws = await signedCobv(ctx, params.location, { DPP: req.query.DPP, codMun: req.query.codMun });
        // The amounts change with the day and the status with the boleto: never cached.
        res.writeHead(200, { 'Content-Type': 'application/jose', 'Content-Length': Buffer.byteLength(jws), 'Cache-Control': 'no-store' });
        res.end(jws);
      },
    }),
    route({
      method: 'get',
      path: '/bolix/v2/jwks',
      tag,
      summary: 'The key set that verifies the payloads\' signatures (the `jku` of their header)',
      auth: 'none',
      response: {
        schema: object({ keys: arrayOf(object({ kty: enumOf('RSA'), n: string, e: string, kid: string, alg: enumOf('PS256'), use: enumOf('sig') })) }),
        description: 'RFC 7517 JWK Set: the RSA public key, kept with the database.',
      },
      errors: [],
      handler: async ({ res }) => sendJson(res, 200, (await pixSigner(ctx)).jwks),
    }),
  ];
}
