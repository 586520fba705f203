// The OpenAPI 3.1 document, built from what the app really serves: each route's declaration
// (route-declaration.ts: method, path, auth, the body schema it is checked with, answers, errors).
import { projectInfo } from '../../project.ts';
import { routesOf, type RouteList } from '../routes.ts';
import { ID_PARAMS } from '../route-declaration.ts';
import { errorCodes, errorExamples, errorResponses, errorSchema, extratosErrorSchema, sharedErrors, singleErrorResponses, v2ErrorSchema } from './errors.ts';
import { EXTRATOS_TAG } from './tags.ts';
import { tagDescriptions } from './tags.ts';
import { nameOf, named, type Auth, type RouteDoc } from './route-doc.ts';
import './schema-names.ts';

/** Route lists by the prefix they are mounted at. */
export interface Mount {
  prefix: string;
  tables: RouteList[];
}

export interface RegisteredRoute {
  method: string;
  /** The full path as Express spells it: /v1/charge/:id/pay. */
  path: string;
}

export function registeredRoutes(mounts: readonly Mount[]): RegisteredRoute[] {
  return mounts.flatMap(({ prefix, tables }) => tables.flatMap(routesOf).map(({ method, path }) => ({ method, path: prefix + path })));
}

/** Each route with its declaration, which says what the document says of it. */
function describedRoutes(mounts: readonly Mount[]): Array<{ route: RegisteredRoute; prefix: string; doc: RouteDoc }> {
  return mounts.flatMap(({ prefix, tables }) =>
    tables.flat().map((entry) => ({ route: { method: entry.method, path: prefix + entry.path }, prefix, doc: entry })),
  );
}

/** The key a route's description is filed under: 'POST /v1/charge/:id/pay'. */
export const routeKey = (route: RegisteredRoute) => `${route.method.toUpperCase()} ${route.path}`;

/** Express's `:id` is OpenAPI's `{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const isIdParam = (name: string) => (ID_PARAMS as readonly string[]).includes(name);

const securityOf: Record<Auth, Array<Record<string, string[]>>> = {
  bearer: [{ oauth2: [] }],
  account: [{ bearerAuth: [] }, { basicAuth: [] }],
  basic: [{ basicAuth: [] }],
  // Open on a loopback bind; elsewhere only with the admin token.
  admin: [{}, { adminToken: [] }],
  none: [],
};

/** API Extratos' bearer routes: its own token, reading routes with the read scope, the others with write. */
function extratosSecurity(method: string, auth: Auth) {
  if (auth !== 'bearer') return securityOf[auth];
  return [{ extratosOAuth: [method === 'get' ? 'gn.cnab-statement.read' : 'gn.cnab-statement.write'] }];
}

function operationId(route: RegisteredRoute): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [route.method, ...words].map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
}

function parametersOf(route: RegisteredRoute, doc: RouteDoc) {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const path = names.map((name) => {
    const own = doc.params?.[name];
    if (!own && !isIdParam(name)) throw new Error(`${routeKey(route)}: describe the path parameter "${name}" in its RouteDoc's params`);
    return {
      name,
      in: 'path',
      required: true,
      description: own?.description ?? `The ${name.replace('_', ' ')} (an integer).`,
      schema: own?.schema ?? { type: 'integer', minimum: 1 },
    };
  });
  const query = (doc.query ?? []).map(({ name, description, schema, required }) => ({ name, in: 'query', required: required ?? false, description, schema }));
  const headers = (doc.headers ?? []).map(({ name, description, schema, required }) => ({ name, in: 'header', required: required ?? false, description, schema }));
  return [...path, ...query, ...headers];
}

function successResponse(doc: RouteDoc) {
  const { schema, type = 'application/json', description, example } = doc.response;
  // 204 and a redirect (303) have no body; a page or a PDF is named by its media type alone.
  if (doc.response.status === 204 || doc.response.status === 303) return { description };
  const media = { ...(schema ? { schema } : {}), ...(example !== undefined ? { example } : {}) };
  return { description, content: Object.fromEntries((Array.isArray(type) ? type : [type]).map((t) => [t, media])) };
}

function operationOf(route: RegisteredRoute, prefix: string, doc: RouteDoc) {
  const idParams = [...route.path.matchAll(/:(\w+)/g)].filter((m) => isIdParam(m[1]) && !doc.params?.[m[1]]).length;
  // API Extratos (http/extratos/) is mounted under /v1 but is another API: its own OAuth and
  // error shape, and neither the quota nor the fault rules of Cobranças reach it.
  const extratos = doc.tag === EXTRATOS_TAG;
  const shared = sharedErrors({
    method: route.method,
    prefix: extratos ? EXTRATOS_TAG : prefix,
    hasBody: doc.body !== undefined,
    bodyOptional: doc.body?.optional ?? false,
    noBody: doc.noBody ?? false,
    idParams,
    params: (route.path.match(/:/g) ?? []).length,
    auth: doc.auth,
  });
  const { kinds, codes } = errorCodes(doc.errors, shared);
  let requestBody: unknown;
  if (doc.body) {
    named(doc.body.name, doc.body.schema);
    requestBody = {
      required: !doc.body.optional,
      content: {
        'application/json': {
          schema: doc.body.schema,
          ...(doc.body.example !== undefined ? { example: doc.body.example } : {}),
        },
      },
    };
  }
  const parameters = parametersOf(route, doc);
  return {
    operationId: operationId(route),
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: extratos ? extratosSecurity(route.method, doc.auth) : securityOf[doc.auth],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [String(doc.response.status ?? 200)]: successResponse(doc), ...errorResponses(kinds, prefix === '/v2' ? 'v2' : extratos ? 'extratos' : 'v1') },
    'x-error-codes': codes,
  };
}

/**
 * A copy of `value` where every named schema object (route-doc.ts's `named`) becomes a $ref to
 * components.schemas, which receives it (itself with refs inside) on first sight.
 */
function withSchemaRefs(value: unknown, schemas: Record<string, unknown>, top = true): unknown {
  if (Array.isArray(value)) return value.map((item) => withSchemaRefs(item, schemas, false));
  if (value === null || typeof value !== 'object') return value;
  const name = top ? undefined : nameOf(value);
  if (name !== undefined) {
    if (!(name in schemas)) {
      schemas[name] = null; // claimed first: a schema that contains itself ends in a $ref
      schemas[name] = withSchemaRefs(value, schemas);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withSchemaRefs(item, schemas, false)]));
}

/** The known groups in their order; a group nobody placed yet goes last. */
function orderedTags(used: string[]): string[] {
  const known = Object.keys(tagDescriptions);
  return [...known.filter((tag) => used.includes(tag)), ...used.filter((tag) => !known.includes(tag))];
}

function infoOf() {
  return {
    title: 'Cobrança Sandbox',
    version: projectInfo().version,
    summary: 'A local simulator of the Efí/Gerencianet Cobranças /v1 API, and its control API (/sandbox/v1).',
    description: [
      '`/v1` answers as the real API does: `{"code": 200, "data": …}` (or `{"code": 200}` for calls that only change something); `POST /v1/authorize` answers the token unwrapped.',
      '`/sandbox/v1` is the control API a test suite and the dashboard use to act as the world around `/v1` (the clock, the bank, the payer); it answers plain JSON.',
      'Every refusal, on either, is `{"code", "error", "error_description"}` with the HTTP status of the error; each operation lists the codes it can answer in its responses and in `x-error-codes`.',
      'API Extratos (`/v1/oauth/token`, `/v1/extrato-cnab/…`, tag "API Extratos") is the real service\'s statement API on its own host: its own token, and refusals as `{"nome", "mensagem"}` (the `ExtratosError` schema).',
      '`/v2` holds what the newest SDKs call there (`POST /v2/charge/card`, card payments with 3-D Secure): it answers unwrapped and refuses as `{"status", "title", "detail", "extras"}` (the `V2Error` schema), with the same catalog.',
    ].join('\n\n'),
    license: { name: 'MIT', identifier: 'MIT' },
  };
}

export function buildOpenApiDocument(mounts: readonly Mount[], publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: string[] = [];
  for (const { route, prefix, doc } of describedRoutes(mounts)) {
    if (!tags.includes(doc.tag)) tags.push(doc.tag);
    (paths[openApiPath(route.path)] ??= {})[route.method] = operationOf(route, prefix, doc);
  }
  const schemas: Record<string, unknown> = { Error: errorSchema, V2Error: v2ErrorSchema, ExtratosError: extratosErrorSchema };
  const withRefs = withSchemaRefs(paths, schemas);
  return {
    openapi: '3.1.0',
    info: infoOf(),
    servers: [{ url: publicUrl, description: 'This sandbox' }],
    tags: orderedTags(tags).map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) })),
    paths: withRefs,
    components: {
      schemas,
      responses: singleErrorResponses(),
      examples: errorExamples(),
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'POST /v1/authorize with HTTP Basic client_id:client_secret and {"grant_type": "client_credentials"}; send the access_token as Bearer.',
          flows: { clientCredentials: { tokenUrl: `${publicUrl}/v1/authorize`, scopes: {} } },
        },
        extratosOAuth: {
          type: 'oauth2',
          description: 'API Extratos\' own token: POST /v1/oauth/token (on extratos-h.api.efipay.com.br through the proxy, or this server) with HTTP Basic client_id:client_secret; it opens API Extratos only.',
          flows: { clientCredentials: { tokenUrl: `${publicUrl}/v1/oauth/token`, scopes: { 'gn.cnab-statement.read': 'List and download the statement files, list the recurrences.', 'gn.cnab-statement.write': 'Create and change recurrences, make SFTP keys.' } } },
        },
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An access_token from POST /v1/authorize.' },
        basicAuth: { type: 'http', scheme: 'basic', description: 'The account\'s client_id:client_secret.' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'The admin token (--admin-token), needed when the server is not bound to loopback.' },
      },
    },
  };
}
