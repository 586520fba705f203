// The 3-D Secure challenge, public like the issuer's page it stands for: the code in the address
// (the `action_url` of the /v2/charge/card answer) is the payer's key. The merchant's page posts the
// challenge form here from its own site (the one cross-site post this server takes: it only shows
// the page); the payer's answer, posted from that page, is recorded and the browser is sent to the
// merchant's `challenge_callback_url`.
import type { AppContext } from '../../app/context.ts';
import { answerChallenge, findChallenge } from '../../app/card-3ds.ts';
import { creqNames } from '../../domain/card-3ds.ts';
import { ApiError } from '../../domain/errors.ts';
import { readBody } from '../body.ts';
import type { ApiRequest, ApiResponse } from '../routes.ts';
import { route } from '../route-declaration.ts';
import { CHALLENGE_PATH } from '../v2/card-views.ts';
import { sendChallengePage, sendChallengeProblem } from './challenge-page.ts';
import { tag } from './page-docs.ts';

const challengeCode = { description: 'The challenge\'s code, from the `tds_challenge.form_data.action_url` of the POST /v2/charge/card answer.', schema: { type: 'string' } };


type Form = Record<string, unknown>;
const formOf = (body: unknown): Form => (body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Form) : {});

/** A browser is shown the refusal as a page; any other client gets the API's error shape. */
function refuse(req: ApiRequest, res: ApiResponse, error: ApiError, title: string): void {
  if (req.accepts(['json', 'html']) !== 'html') throw error;
  const { description } = error;
  sendChallengeProblem(res, error.httpStatus, title, typeof description === 'string' ? description : description.message);
}

// Module-level: the document names each body schema once, whatever the number of servers.
const entrySchema = { type: 'object', required: ['creq', 'threeDSSessionData'], properties: { creq: { type: 'string' }, threeDSSessionData: { type: 'string' } } };
const answerSchema = { type: 'object', required: ['resultado'], properties: { resultado: { enum: ['aprovar', 'recusar'] } } };

const notFound = () => new ApiError('routeNotFound', 'Desafio 3DS não encontrado: confira o endereço (action_url) da resposta de POST /v2/charge/card.');

export function challengePageRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: `${CHALLENGE_PATH}/:code`,
      tag,
      summary: 'The 3-D Secure challenge page (`tds_challenge.form_data.action_url`): the merchant\'s page posts `creq` and `threeDSSessionData` here',
      auth: 'none',
      params: { code: challengeCode },
      body: {
        name: 'TdsChallengeForm',
        schema: entrySchema,
        read: formOf,
      },
      response: { type: 'text/html', description: 'The page where the payer passes or fails the challenge.' },
      errors: ['routeNotFound', 'challengeNotPending', 'validation'],
      before: [readBody],
      handler: ({ req, res, params, body }) => {
        const found = findChallenge(ctx, params.code);
        if (!found) return refuse(req, res, notFound(), 'Desafio 3DS não encontrado');
        const { charge, account, tds } = found;
        if (tds.challenge !== 'pending' || charge.status !== 'waiting') {
          return refuse(req, res, new ApiError('challengeNotPending', 'Este desafio 3DS já foi respondido.'), 'Desafio já respondido');
        }
        if (typeof body.creq !== 'string' || !creqNames(body.creq, params.code)) {
          const error = new ApiError('validation', { property: '/creq', message: 'O creq enviado não é o deste desafio: envie o form_data da resposta como veio.' });
          return refuse(req, res, error, 'Formulário de outro desafio');
        }
        sendChallengePage(res, { code: params.code, payee: account.name, total: charge.card!.total, mask: charge.card!.mask, callbackUrl: tds.callbackUrl });
      },
    }),
    route({
      method: 'post',
      path: `${CHALLENGE_PATH}/:code/resposta`,
      tag,
      summary: 'The payer\'s answer on the challenge page: `resultado` `aprovar` (passed) or `recusar` (failed); redirects to `challenge_callback_url`',
      auth: 'none',
      params: { code: challengeCode },
      body: {
        name: 'TdsChallengeAnswer',
        schema: answerSchema,
        read: formOf,
      },
      response: { status: 303, description: 'To the merchant\'s `challenge_callback_url` (`Location`), the charge answered: `approved` or `unpaid`.' },
      errors: ['routeNotFound', 'challengeNotPending', 'validation'],
      before: [readBody],
      handler: ({ req, res, params, body }) => {
        const { resultado } = body;
        if (resultado !== 'aprovar' && resultado !== 'recusar') {
          const error = new ApiError('validation', { property: '/resultado', message: 'O valor deve ser um dos seguintes: aprovar, recusar.' });
          return refuse(req, res, error, 'Resposta inválida');
        }
        if (!findChallenge(ctx, params.code)) return refuse(req, res, notFound(), 'Desafio 3DS não encontrado');
        let callbackUrl: string;
        try {
          ({ callbackUrl } = answerChallenge(ctx, params.code, resultado === 'aprovar'));
        } catch (error) {
          if (error instanceof ApiError) return refuse(req, res, error, 'Desafio já respondido');
          throw error;
        }
        // Parsed again: the header carries the URL's serialization (no control characters, ASCII).
        res.writeHead(303, { Location: new URL(callbackUrl).href, 'Content-Length': 0 });
        res.end();
      },
    }),
  ];
}
