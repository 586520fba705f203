// API Extratos (issue 26 §4): the real service's CNAB 240 statement API, on its own host
// (extratos-h.api.efipay.com.br, extratos.api.efipay.com.br) with its own OAuth — served on the
// sandbox's port under /v1 and through the proxy for those hosts (proxy/stand-in-hosts.ts). The
// statements are the account's virtual days (app/statement.ts). Mounted in app.ts with its own
// 404, 405 and error shape (errors.ts).
import type { AppContext } from '../../app/context.ts';
import { createSchedule, generateSftpKeys, listSchedules, statementFileNamed, statementFiles, updateSchedule } from '../../app/statement.ts';
import { EXTRATOS_SCOPES, authenticateExtratos, issueExtratosToken } from '../../app/extratos-oauth.ts';
import { parseBasic, parseBearer } from '../auth.ts';
import { sendJson } from '../envelope.ts';
import { route, type DeclaredRoute } from '../route-declaration.ts';
import type { ApiRequest, ApiResponse, Handler, Next } from '../routes.ts';
import { ApiError } from '../../domain/errors.ts';
import { arrayOf, boolean, enumOf, integer, object, string } from '../openapi/route-doc.ts';
import { extratosTokenSchema, scheduleChangeSchema, scheduleSchema } from './schemas.ts';
import type { AccountRow } from '../../store/accounts-repo.ts';
import { EXTRATOS_TAG } from '../openapi/tags.ts';


const account = (res: ApiResponse) => res.locals.account as AccountRow;

/** Bearer with the route's scope: reading routes need `…read`, the others `…write`. */
export function extratosBearer(ctx: AppContext) {
  return (declared: DeclaredRoute): Handler[] => {
    const scope = declared.method === 'get' ? EXTRATOS_SCOPES.read : EXTRATOS_SCOPES.write;
    return [
      (req: ApiRequest, res: ApiResponse, next: Next) => {
        const token = parseBearer(req.headers.authorization);
        if (!token) throw new ApiError('unauthorized', 'Informe o token de acesso da API Extratos no cabeçalho Authorization: Bearer <token>.');
        res.locals.account = authenticateExtratos(ctx, token, scope);
        next();
      },
    ];
  };
}

const scheduleShape = object({
  identificador: string,
  status: enumOf('ativo', 'inativo'),
  periodicidade: enumOf('diario', 'semanal', 'mensal'),
  envia_email: boolean,
  comprimir_arquivos: boolean,
  data_criacao: { ...string, description: 'YYYY-MM-DD HH:MM:SS on the account\'s clock.' },
});

const identificadorParam = { description: 'The recurrence\'s identificador (from POST /v1/extrato-cnab/agendar).', schema: { type: 'string', maxLength: 64 } };
const fileNameParam = { description: 'A name from GET /v1/extrato-cnab/arquivos: `extrato_cnab240_AAAAMMDD.ret`.', schema: { type: 'string', maxLength: 128 } };

export function extratosRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: '/oauth/token',
      tag: EXTRATOS_TAG,
      summary: 'API Extratos\' access token: client credentials by HTTP Basic, scopes `gn.cnab-statement.read` and `gn.cnab-statement.write`',
      description: 'The account\'s client_id:client_secret, as for POST /v1/authorize. The token opens only API Extratos (a /v1 token is refused here, and this one on /v1), for an hour. No client certificate is asked for (the real host wants mTLS).',
      auth: 'basic',
      body: { name: 'ExtratosToken', schema: extratosTokenSchema, example: { grant_type: 'client_credentials' } },
      response: { schema: object({ access_token: string, token_type: { const: 'Bearer' }, expires_in: integer, scope: string }), description: 'The token, unwrapped.' },
      errors: ['invalidClient', 'statementScopeInvalid'],
      handler: ({ req, res, body }) => {
        const credentials = parseBasic(req.headers.authorization)!;
        sendJson(res, 200, issueExtratosToken(ctx, credentials.clientId, credentials.clientSecret, body.scope));
      },
    }),
    route({
      method: 'get',
      path: '/extrato-cnab/arquivos',
      tag: EXTRATOS_TAG,
      summary: 'The statement files of the account\'s closed days, newest first (`listStatementFiles`)',
      description: 'One file per day from the account\'s first day to yesterday on its clock, at most 366.',
      auth: 'bearer',
      response: { schema: arrayOf(object({ nome: string, data_geracao: string })), description: 'The files, unwrapped.' },
      errors: ['unauthorized', 'statementTokenOfOtherApi', 'statementScopeMissing'],
      handler: ({ res }) => sendJson(res, 200, statementFiles(ctx, account(res))),
    }),
    route({
      method: 'get',
      path: '/extrato-cnab/download/:nome_arquivo',
      tag: EXTRATOS_TAG,
      summary: 'A day\'s CNAB 240 statement (`getStatementFile`): text/plain, 240 characters a line, CRLF',
      auth: 'bearer',
      params: { nome_arquivo: fileNameParam },
      response: { schema: string, description: 'The file (FEBRABAN CNAB 240, Extrato para Conciliação Bancária), ASCII.', type: 'text/plain' },
      errors: ['unauthorized', 'statementTokenOfOtherApi', 'statementScopeMissing', 'statementFileNotFound', 'statementDayTooLarge'],
      handler: ({ res, params }) => {
        const statement = statementFileNamed(ctx, account(res), params.nome_arquivo);
        res.writeHead(200, {
          'Content-Type': 'text/plain; charset=us-ascii',
          'Content-Length': Buffer.byteLength(statement.text),
          'Content-Disposition': `attachment; filename="${statement.name}"`,
        });
        res.end(statement.text);
      },
    }),
    route({
      method: 'get',
      path: '/extrato-cnab/agendamentos',
      tag: EXTRATOS_TAG,
      summary: 'The account\'s recurrences (`listStatementRecurrences`)',
      auth: 'bearer',
      response: { schema: arrayOf(scheduleShape), description: 'The recurrences, oldest first, unwrapped.' },
      errors: ['unauthorized', 'statementTokenOfOtherApi', 'statementScopeMissing'],
      handler: ({ res }) => sendJson(res, 200, listSchedules(ctx, account(res))),
    }),
    route({
      method: 'post',
      path: '/extrato-cnab/agendar',
      tag: EXTRATOS_TAG,
      summary: 'Create a recurrence (`createStatementRecurrency`)',
      description: 'Kept and listed; the sandbox sends no e-mail and no file by SFTP: every day\'s file is at GET /v1/extrato-cnab/download/:nome_arquivo whatever the recurrences say.',
      auth: 'bearer',
      body: { name: 'StatementSchedule', schema: scheduleSchema, example: { periodicidade: 'diario', envia_email: true, comprimir_arquivos: true } },
      response: { status: 201, schema: scheduleShape, description: 'The recurrence made, `ativo`.' },
      errors: ['unauthorized', 'statementTokenOfOtherApi', 'statementScopeMissing', 'validation', 'statementSchedulesFull'],
      handler: ({ res, body }) => {
        sendJson(res, 201, createSchedule(ctx, account(res), { periodicidade: body.periodicidade, envia_email: body.envia_email ?? false, comprimir_arquivos: body.comprimir_arquivos ?? false }));
      },
    }),
    route({
      method: 'patch',
      path: '/extrato-cnab/agendar/:identificador',
      tag: EXTRATOS_TAG,
      summary: 'Change a recurrence (`updateStatementRecurrency`): its periodicity, status, e-mail and compression',
      auth: 'bearer',
      params: { identificador: identificadorParam },
      body: { name: 'StatementScheduleChange', schema: scheduleChangeSchema, example: { periodicidade: 'diario', status: 'ativo', envia_email: true, comprimir_arquivos: true } },
      response: { schema: scheduleShape, description: 'The recurrence after the change.' },
      errors: ['unauthorized', 'statementTokenOfOtherApi', 'statementScopeMissing', 'validation', 'statementScheduleNotFound'],
      handler: ({ res, body, params }) => sendJson(res, 200, updateSchedule(ctx, account(res), params.identificador, body)),
    }),
    route({
      method: 'post',
      path: '/extrato-cnab/gerar-chaves',
      tag: EXTRATOS_TAG,
      summary: 'A key pair for the SFTP delivery of the files (`generateStatementKeys`): the sandbox keeps neither key and serves no SFTP',
      auth: 'bearer',
      noBody: true,
      response: { schema: object({ chave_publica: string, chave_privada: string }), description: 'An Ed25519 pair, PEM.' },
      errors: ['unauthorized', 'statementTokenOfOtherApi', 'statementScopeMissing'],
      handler: ({ res }) => sendJson(res, 200, generateSftpKeys()),
    }),
  ];
}
