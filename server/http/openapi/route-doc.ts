// What the OpenAPI document says about one route: part of its declaration (route-declaration.ts).
// The builder
// (document.ts) adds what it can work out by itself: the path parameters, the errors every route
// of that kind can answer, the security, the envelopes.
import type { ErrorKind } from '../../domain/errors.ts';

export type Schema = Record<string, unknown>;

/**
 * Who may call: `bearer` is /v1's OAuth2 token; `account` is the control API's Bearer token or
 * HTTP Basic client credentials; `basic` is client credentials only (/v1/authorize); `admin` is
 * open on a loopback bind and needs the admin token elsewhere; `none` is public.
 */
export type Auth = 'bearer' | 'account' | 'basic' | 'admin' | 'none';

export interface QueryParam {
  name: string;
  description: string;
  schema: Schema;
  required?: boolean;
}

export interface RouteDoc {
  /** Groups routes in the document and on the dashboard's API page. */
  tag: string;
  summary: string;
  description?: string;
  auth: Auth;
  /**
   * The JSON Schema that validates the body (the very object the router checks the body with, or
   * the body's reader starts from), with the component name it is published under.
   */
  body?: { name: string; schema: Schema; optional?: boolean; example?: unknown };
  /** The route refuses any body but nothing, `{}`, `[]` or null (validate.ts's expectNoBody). */
  noBody?: boolean;
  query?: QueryParam[];
  /** Request headers the route reads beyond authentication (the partner routes' `partner-token`). */
  headers?: QueryParam[];
  /** Path parameters that are not integer ids (`id`, `parcel`, `charge_id` are): their schema and meaning. */
  params?: Record<string, { description: string; schema: Schema }>;
  /** The success answer: status (200 unless said), media type (JSON unless said) and body schema. */
  response: { schema?: Schema; status?: number; type?: string | string[]; description: string; example?: unknown };
  /** The errors this route's own rules answer; the builder adds those of authentication, bodies, ids and the server. */
  errors: ErrorKind[];
}

// Small builders for response schemas: objects are closed (additionalProperties: false), so an
// answer that grows a field the document does not describe fails the sampled-answers test.

/** A closed object: `required` fields always present, `optional` ones only sometimes. */
export function object(required: Record<string, Schema>, optional: Record<string, Schema> = {}): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(required),
    properties: { ...required, ...optional },
  };
}

export function nullable(schema: Schema): Schema {
  const type = schema.type;
  if (type === undefined) return { anyOf: [schema, { type: 'null' }] };
  return { ...schema, type: [...(Array.isArray(type) ? type : [type]), 'null'] };
}

export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const integer: Schema = { type: 'integer' };
export const number: Schema = { type: 'number' };
export const string: Schema = { type: 'string' };
export const boolean: Schema = { type: 'boolean' };
export const cents: Schema = { type: 'integer', description: 'Centavos.' };
export const date: Schema = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' };
export const timestamp: Schema = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$', description: 'YYYY-MM-DD HH:MM:SS' };
export const url: Schema = { type: 'string', format: 'uri' };
export const enumOf = (...values: readonly (string | number)[]): Schema => ({ enum: [...values] });

/** /v1's success envelope around `data`. */
export function dataEnvelope(data: Schema): Schema {
  return object({ code: { const: 200 }, data });
}

/** /v1's success envelope without data, for the routes that only change something. */
export const okEnvelope: Schema = object({ code: { const: 200 } });

/** The `limit`/`offset` pair of the list endpoints. */
export function paging(defaultLimit: number, maxLimit: number): QueryParam[] {
  return [
    { name: 'limit', description: `How many (default ${defaultLimit}).`, schema: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit } },
    { name: 'offset', description: 'How many to skip (default 0).', schema: { type: 'integer', minimum: 0, default: 0 } },
  ];
}

/** `q` of the dashboard's lists (server/domain/search.ts). */
export const search: QueryParam = {
  name: 'q',
  description:
    'Free-text search (up to 255 characters): an id; a custom_id, the payer\'s name or company, e-mail, phone, CPF or CNPJ, ' +
    'found anywhere, without regard to case or accents and with or without punctuation; from 10 characters, also a notification ' +
    'token, a typed line (with or without its dots and spaces) or a barcode. Carnês and subscriptions are also found by their charges\'.',
  schema: { type: 'string', maxLength: 255 },
};

// Names under which a schema object is published in components.schemas: wherever the document
// meets that very object (a response shape, a request's customer), it writes a $ref instead.
const schemaNames = new WeakMap<object, string>();
const schemasByName = new Map<string, object>();

export function named<T extends object>(name: string, schema: T): T {
  const known = schemaNames.get(schema);
  if (known !== undefined && known !== name) throw new Error(`one schema named both ${known} and ${name}`);
  const other = schemasByName.get(name);
  if (other !== undefined && other !== schema) throw new Error(`two schemas named ${name}`);
  schemaNames.set(schema, name);
  schemasByName.set(name, schema);
  return schema;
}

export const nameOf = (schema: object): string | undefined => schemaNames.get(schema);
