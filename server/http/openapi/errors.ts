// The error side of the document: which catalog entries (server/domain/errors.ts) a route can
// answer — its own rules' plus those every route of its kind shares — and how they are published:
// one response per HTTP status, whose schema names exactly the errors of that status, with an
// example of each.
import { catalog, type ErrorKind } from '../../domain/errors.ts';
import type { Schema } from './route-doc.ts';

export interface RouteFacts {
  method: string;
  prefix: string;
  hasBody: boolean;
  bodyOptional: boolean;
  noBody: boolean;
  /** Path parameters that are integer ids: an unknown one is 3500010. */
  idParams: number;
  params: number;
  auth: 'bearer' | 'account' | 'basic' | 'admin' | 'none';
}

const authErrors: Record<RouteFacts['auth'], ErrorKind[]> = {
  bearer: ['unauthorized'],
  account: ['unauthorized'],
  basic: ['invalidClient'],
  admin: ['forbidden'],
  none: [],
};

/** What any route like this one can answer, whatever its own rules: the middleware's refusals. */
export function sharedErrors(facts: RouteFacts): ErrorKind[] {
  const kinds: ErrorKind[] = [...authErrors[facts.auth]];
  // Bodies are read on every route but GET's (body.ts), so any of them can be malformed or too large.
  const readsBody = facts.method !== 'get';
  // A query parameter's checks are the route's own rules: its doc lists them.
  if (facts.hasBody || facts.noBody) kinds.push('validation');
  if (facts.hasBody && !facts.bodyOptional) kinds.push('missingData');
  if (readsBody) kinds.push('invalidJson', 'payloadTooLarge');
  if (readsBody && facts.prefix === '/sandbox/v1') kinds.push('unsupportedMediaType');
  if (facts.idParams > 0) kinds.push('propertyDoesNotExist');
  // A path parameter with broken %-encoding is Express's 400.
  if (facts.params > 0) kinds.push('badRequest');
  // The host guard (every route) and the cross-site guard (every state-changing route).
  kinds.push('forbidden', 'internal', 'databaseBusy');
  // An account's fault rules (server/domain/faults.ts) reach its bearer calls and its token
  // request: error_500 answers `internal`, listed above; error_503 answers this.
  if ((facts.prefix === '/v1' || facts.prefix === '/v2') && (facts.auth === 'bearer' || facts.auth === 'basic')) kinds.push('serviceUnavailable');
  // The account's daily request quota (the `daily_quota` setting) reaches every bearer call.
  if ((facts.prefix === '/v1' || facts.prefix === '/v2') && facts.auth === 'bearer') kinds.push('quotaExceeded');
  return kinds;
}

// Example wordings for the errors the document shows most; the rest get a generic line.
const exampleDescriptions: Partial<Record<ErrorKind, unknown>> = {
  validation: { property: '/items/0/value', message: 'O valor deve ser do tipo inteiro.' },
  missingData: 'O parâmetro [data] é obrigatório.',
  invalidJson: 'O parâmetro [data] deve ser um JSON válido.',
  propertyDoesNotExist: { property: 'id', message: 'A propriedade [id] informada não existe.' },
  unauthorized: 'Token de acesso inválido ou inexistente.',
  invalidClient: 'Credenciais inválidas: client_id ou client_secret incorretos.',
  forbidden: 'Host não permitido: "evil.example". O sandbox só atende pelo endereço local (proteção contra DNS rebinding).',
  badRequest: 'Requisição malformada: Failed to decode param \'%E0%A4%A\'.',
  payloadTooLarge: 'O corpo da requisição excede 1048576 bytes.',
  unsupportedMediaType: 'O corpo das chamadas de /sandbox/v1 deve ser JSON: envie Content-Type: application/json.',
  internal: 'Erro interno do servidor. Identificador da requisição: mb2k1x-1f.',
  databaseBusy: 'Não foi possível concluir a requisição: o banco de dados do sandbox está ocupado. Tente novamente em instantes.',
  quotaExceeded: 'O limite de consumo para este endpoint foi excedido.',
  notCancelable: 'Apenas transações com status [new],[link],[waiting] ou [unpaid] podem ser canceladas.',
  notPayable: 'A transação não pode ser paga, pois está com status [paid].',
  alreadyHasPaymentMethod: 'A transação já possui forma de pagamento definida.',
};

function exampleOf(kind: ErrorKind) {
  const { code, error } = catalog[kind];
  return { code, error, error_description: exampleDescriptions[kind] ?? `Descrição do erro ${error}, em português.` };
}

/** components.examples: one per catalog entry, named by its error name (unique in the catalog). */
export function errorExamples(): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(catalog) as ErrorKind[]).map((kind) => [exampleName(kind), { summary: `${catalog[kind].code} ${catalog[kind].error}`, value: exampleOf(kind) }]),
  );
}

const exampleName = (kind: ErrorKind) => catalog[kind].error;

export const errorSchema: Schema = {
  type: 'object',
  description: 'Every refusal, /v1 and /sandbox/v1 alike. `error_description` names the JSON pointer of the offending property when there is one.',
  additionalProperties: false,
  required: ['code', 'error', 'error_description'],
  properties: {
    code: { type: 'integer', description: 'The real API\'s numeric code (3500034…), or the HTTP status for the HTTP layer\'s own refusals.' },
    error: { type: 'string' },
    error_description: {
      oneOf: [
        { type: 'string' },
        { type: 'object', additionalProperties: false, required: ['property', 'message'], properties: { property: { type: 'string' }, message: { type: 'string' } } },
      ],
    },
  },
};

/** /v2's refusals (server/http/v2/errors.ts): the same catalog, written the way the PHP SDK 1.19.0 reads them. */
export const v2ErrorSchema: Schema = {
  type: 'object',
  description: 'Every refusal of /v2. `title` is the catalog error\'s name; `extras` lists the offending property (its path as a list of keys) when there is one.',
  additionalProperties: false,
  required: ['status', 'title', 'detail', 'extras'],
  properties: {
    status: { type: 'integer', description: 'The HTTP status.' },
    title: { type: 'string' },
    detail: { type: 'string' },
    extras: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'message', 'code'],
        properties: {
          path: { type: 'array', items: { type: ['string', 'integer'] } },
          message: { type: 'string' },
          code: { type: 'string', description: 'What kind of problem: invalid_type, invalid_string, too_small, too_big, unrecognized_keys, invalid_enum_value, invalid_literal, custom.' },
          expected: { type: 'string' },
          received: { type: 'string' },
        },
      },
    },
  },
};

export interface ErrorCode {
  code: number;
  error: string;
  status: number;
  /** Shared by every route of its kind (authentication, bodies, ids, the server), not this route's own rule. */
  shared: boolean;
}

export function errorCodes(own: readonly ErrorKind[], shared: readonly ErrorKind[]): { kinds: ErrorKind[]; codes: ErrorCode[] } {
  const kinds = [...new Set([...own, ...shared])];
  const codes = kinds.map((kind) => {
    const { code, error, httpStatus } = catalog[kind];
    return { code, error, status: httpStatus, shared: !own.includes(kind) };
  });
  return { kinds, codes };
}

function responseOf(status: number, group: readonly ErrorKind[]) {
  const names = group.map((kind) => catalog[kind].error);
  return {
    description: group.map((kind) => `${catalog[kind].code} ${catalog[kind].error}`).join(', '),
    ...(status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } } } : {}),
    ...(status === 429
      ? { headers: { 'Retry-After': { description: 'Seconds until the next day of the account\'s clock, when the endpoint\'s count starts again.', schema: { type: 'integer' } } } }
      : {}),
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: '#/components/schemas/Error' }], properties: { error: { enum: names } } },
        examples: Object.fromEntries(group.map((kind) => [exampleName(kind), { $ref: `#/components/examples/${exampleName(kind)}` }])),
      },
    },
  };
}

/** components.responses: the answer of each catalog entry alone (most statuses have one error per route). */
export function singleErrorResponses(): Record<string, unknown> {
  return Object.fromEntries((Object.keys(catalog) as ErrorKind[]).map((kind) => [exampleName(kind), responseOf(catalog[kind].httpStatus, [kind])]));
}

/** A /v2 route's answer for one HTTP status: /v2's shape, `title` one of the group's names. */
function v2ResponseOf(status: number, group: readonly ErrorKind[]) {
  return {
    description: group.map((kind) => `${catalog[kind].code} ${catalog[kind].error}`).join(', '),
    ...(status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } } } : {}),
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: '#/components/schemas/V2Error' }], properties: { status: { const: status }, title: { enum: group.map((kind) => catalog[kind].error) } } },
      },
    },
  };
}

/** API Extratos' refusals (server/http/extratos/errors.ts): the same catalog, as `{nome, mensagem}`. */
export const extratosErrorSchema: Schema = {
  type: 'object',
  description: 'Every refusal of API Extratos. `nome` is the catalog error\'s name, `mensagem` its description; `erros` names the offending property (a JSON pointer) when there is one.',
  required: ['nome', 'mensagem'],
  additionalProperties: false,
  properties: {
    nome: { type: 'string' },
    mensagem: { type: 'string' },
    erros: { type: 'array', items: { type: 'object', required: ['caminho', 'mensagem'], additionalProperties: false, properties: { caminho: { type: 'string' }, mensagem: { type: 'string' } } } },
  },
};

function extratosResponseOf(group: readonly ErrorKind[]) {
  return {
    description: group.map((kind) => `${catalog[kind].code} ${catalog[kind].error}`).join(', '),
    content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/ExtratosError' }], properties: { nome: { enum: group.map((kind) => catalog[kind].error) } } } } },
  };
}

/**
 * One response per HTTP status; its schema lets through only the errors listed for it — in the
 * /v1 shape, /v2's or API Extratos'.
 */
export function errorResponses(kinds: readonly ErrorKind[], shape: 'v1' | 'v2' | 'extratos' = 'v1'): Record<string, unknown> {
  const byStatus = new Map<number, ErrorKind[]>();
  for (const kind of kinds) {
    const status = catalog[kind].httpStatus;
    byStatus.set(status, [...(byStatus.get(status) ?? []), kind]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (shape === 'v2') responses[String(status)] = v2ResponseOf(status, group);
    else if (shape === 'extratos') responses[String(status)] = extratosResponseOf(group);
    else responses[String(status)] = group.length === 1 ? { $ref: `#/components/responses/${exampleName(group[0])}` } : responseOf(status, group);
  }
  return responses;
}
